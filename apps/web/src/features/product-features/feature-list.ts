import type { MockupScreen } from '@/features/imagery/app-mockup';
import { FEATURE_SLUGS, type FeatureSlug } from '@/site/routes';

/** docs/product.md §1: Premium is ad-free "with a kill switch and faster speed"; every other feature is on both plans. */
export const PREMIUM_FEATURES: ReadonlySet<FeatureSlug> = new Set<FeatureSlug>(['automatic-kill-switch', 'turbo-speed']);

export const FREE_FEATURES: readonly FeatureSlug[] = FEATURE_SLUGS.filter((slug) => !PREMIUM_FEATURES.has(slug));

/**
 * The three features shown under "Related features" on each page, picked by
 * topic (privacy, security, speed) rather than by order, so each link is a
 * sensible next read.
 */
export const RELATED_FEATURES: Record<FeatureSlug, readonly [FeatureSlug, FeatureSlug, FeatureSlug]> = {
  'anonymous-browsing': ['no-logs', 'private-dns', 'encryption'],
  'automatic-kill-switch': ['wifi-protection', 'encryption', 'anonymous-browsing'],
  encryption: ['wifi-protection', 'no-logs', 'automatic-kill-switch'],
  'isp-throttling': ['turbo-speed', 'encryption', 'spilt-tunneling'],
  'no-logs': ['anonymous-browsing', 'private-dns', 'encryption'],
  'private-dns': ['no-logs', 'anonymous-browsing', 'isp-throttling'],
  'spilt-tunneling': ['turbo-speed', 'automatic-kill-switch', 'private-dns'],
  'turbo-speed': ['isp-throttling', 'spilt-tunneling', 'automatic-kill-switch'],
  'wifi-protection': ['encryption', 'automatic-kill-switch', 'private-dns'],
};

/** The app screen each feature page shows: where in the app the feature is seen or switched on. */
export const FEATURE_SCREENS: Record<FeatureSlug, MockupScreen> = {
  'anonymous-browsing': 'connected',
  'automatic-kill-switch': 'settings',
  encryption: 'connected',
  'isp-throttling': 'connected',
  'no-logs': 'connected',
  'private-dns': 'settings',
  'spilt-tunneling': 'settings',
  'turbo-speed': 'locations',
  'wifi-protection': 'connected',
};

/** Numbered catalog keys ("how.1", "faq.2"…): the largest count any page uses. */
export const HOW_POINTS = ['1', '2', '3'] as const;
export const FAQ_ITEMS = ['1', '2', '3'] as const;
export const MAX_STEPS = ['1', '2', '3', '4'] as const;
export const WHAT_PARAGRAPHS = ['1', '2', '3'] as const;

export function isFeatureSlug(value: string): value is FeatureSlug {
  return (FEATURE_SLUGS as readonly string[]).includes(value);
}
