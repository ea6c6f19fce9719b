/**
 * Which plan the visitor chose on /pricing (docs/product.md §4 "Plan selection"). The page is static, so
 * the query is read in the browser; the rule is the domain's, through its zod-free subpath.
 *
 * A card is marked as chosen only when the URL asks for a plan (a well-formed `plan_id` or
 * `product_id`): then `selectPlan` picks it, or the recommended plan when nothing matches. Without a
 * request nothing is marked: the recommended plan carries its "Best value" badge, which is not a
 * choice the visitor made.
 */
import { isPlanRequested, planRequestFrom, selectPlan, type SelectablePlan } from '@kestrel/domain/plan-request';
// Type only: erased from the bundle, so the zod-bearing root is never loaded.
import type { QueryInput } from '@kestrel/domain';

export function chosenPlanId(plans: readonly SelectablePlan[], query: QueryInput): number | undefined {
  const request = planRequestFrom(query);
  return isPlanRequested(request) ? selectPlan(plans, request)?.id : undefined;
}
