'use client';
/**
 * The marks of the visitor's choice on the plan cards of the static /pricing page: the "Selected"
 * badge with the card's frame, and the card's buy link (primary and `aria-current` when chosen).
 * They read the query in the browser only, once the page has hydrated, so the page itself stays
 * prerendered and cacheable: the server renders the unchosen state, hydration keeps those very
 * elements, and then the chosen plan is marked on them in place. (Inside a Suspense boundary
 * around `useSearchParams`, React would replace the server's buy links while hydrating, and a
 * click in that instant landed on a removed link and did nothing.)
 * The plans the rule reads are given once, to `PlanChoiceScope` around the list.
 */
import { PageLink } from '@/i18n/page-link';
import { useSearchParams } from 'next/navigation';
import { createContext, useContext, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import type { SelectablePlan } from '@kestrel/domain/plan-request';
import { choiceLinkClass } from './choice-link';
import { chosenPlanId } from './chosen-plan';
import { CheckIcon } from './icons';

const PlansContext = createContext<readonly SelectablePlan[]>([]);

/** Gives the cards inside it the plans on the page (what the selection rule reads). */
export function PlanChoiceScope({ plans, children }: { plans: readonly SelectablePlan[]; children: ReactNode }) {
  return <PlansContext value={plans}>{children}</PlansContext>;
}

/**
 * The query in the browser; null while prerendering on the server. `useSearchParams` there would
 * make the cards client-rendered (a Suspense bail-out); `typeof window` never changes within one
 * environment, so each calls its hooks in the same order on every render.
 */
function useBrowserQuery(): ReturnType<typeof useSearchParams> | null {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- constant per environment (see above)
  return typeof window === 'undefined' ? null : useSearchParams();
}

/** The id of the plan the URL chose, undefined when it chose none (and until the page has hydrated). */
function useChosenPlanId(): number | undefined {
  const plans = useContext(PlansContext);
  const query = useBrowserQuery();
  const hydrated = useHydrated();
  return hydrated && query ? chosenPlanId(plans, query) : undefined;
}

/** "Selected" and a strong frame around the card (its `relative` box), once the visitor has chosen this plan. */
export function SelectedMark({ planId, label }: { planId: number; label: string }) {
  if (useChosenPlanId() !== planId) return null;
  return (
    <>
      <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-900">
        <CheckIcon className="size-3.5" />
        {label}
      </span>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -inset-px rounded-2xl border-2 border-brand-600 ring-4 ring-brand-100"
      />
    </>
  );
}

/** The card's buy link: primary for the chosen plan (or, with no choice, the recommended one). */
export function ChoosePlanLink({
  planId,
  recommended,
  href,
  describedBy,
  label,
}: {
  planId: number;
  recommended: boolean;
  /** With the language prefix already written (no translation runtime here). */
  href: string;
  describedBy: string;
  label: string;
}) {
  const chosen = useChosenPlanId();
  const selected = chosen === planId;
  return (
    <PageLink
      href={href}
      prefetch={false}
      aria-describedby={describedBy}
      aria-current={selected ? 'true' : undefined}
      className={choiceLinkClass(chosen === undefined ? recommended : selected)}
    >
      {label}
    </PageLink>
  );
}
