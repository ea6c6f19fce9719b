import { buttonClass } from '@/components/ui/button';

/**
 * The class of a plan card's buy link: primary for the plan the visitor chose (or, with no choice,
 * the recommended one), secondary otherwise. Used by the server's unchosen rendering and by the
 * client leaf alike, so the two cannot differ.
 */
export function choiceLinkClass(emphasised: boolean): string {
  return `w-full ${emphasised ? buttonClass.primary : buttonClass.secondary}`;
}
