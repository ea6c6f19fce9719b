/**
 * Which plan a visitor asked for, and which plan that selects (docs/product.md §4 "Plan selection"), read the
 * same way by every page that preselects a plan: the pricing page (in the browser: its page is static),
 * the checkout page and the Windows app's payment page (/win-pay). No zod here: browser code imports this
 * file through the `@kestrel/domain/plan-request` subpath.
 */
import { isProductId } from './product-id';
import { queryValue, type QueryInput } from './query';

/** Plan ids are 32-bit (PostgreSQL `integer` keys): a larger one names no plan and cannot be looked up. */
export const PLAN_ID_MAX = 2_147_483_647;

/** What selection reads of a plan entry (docs/product.md §3). */
export interface SelectablePlan {
  readonly id: number;
  readonly product_id: string;
  readonly is_recommend: boolean;
}

export interface PlanRequest {
  readonly planId?: number | undefined;
  readonly productId?: string | undefined;
}

/**
 * Chooses the plan to show as selected (docs/product.md §4 "Plan selection").
 *
 * docs/product.md reads: "a plan flagged is_recommend becomes the default. Otherwise a plan matching the
 * requested plan id or product id is chosen; failing that the recommended plan, else the
 * first." We read "default" as "what is chosen when nothing is asked for", so an explicit
 * request beats the recommendation:
 * 1. the plan whose id equals `planId`, else the plan whose product_id equals `productId`;
 * 2. otherwise (nothing requested, or no match) the first plan flagged is_recommend;
 * 3. otherwise the first plan; undefined for an empty list.
 */
export function selectPlan<P extends SelectablePlan>(plans: readonly P[], request: PlanRequest = {}): P | undefined {
  const { planId, productId } = request;
  return (
    (planId === undefined ? undefined : plans.find((plan) => plan.id === planId)) ??
    (productId === undefined ? undefined : plans.find((plan) => plan.product_id === productId)) ??
    plans.find((plan) => plan.is_recommend) ??
    plans[0]
  );
}

export const PLAN_ID_PARAM = 'plan_id';
export const PRODUCT_ID_PARAM = 'product_id';

// Digits without a leading zero: a plan has one URL, and "07" or "1e2" name no plan.
const PLAN_ID_TEXT = /^[1-9][0-9]{0,9}$/;

/** The plan id a URL writes ("3"); undefined for anything else: 0, 03, 3.0, 1e2, or beyond 32 bits. */
export function parsePlanId(text: string | undefined): number | undefined {
  if (text === undefined || !PLAN_ID_TEXT.test(text)) return undefined;
  const id = Number(text);
  return id <= PLAN_ID_MAX ? id : undefined;
}

/**
 * The plan asked for by `?plan_id=` and `?product_id=` (trimmed; the first of repeated values).
 * `pathPlanId`, the id of /pricing/checkout/{id}, takes the place of `?plan_id=` when given.
 * Malformed values are ignored, so `selectPlan` falls back to the recommended plan instead of
 * failing; a product id that does not parse could match no plan anyway.
 */
export function planRequestFrom(query: QueryInput, pathPlanId?: number): PlanRequest {
  const productId = queryValue(query, PRODUCT_ID_PARAM)?.trim();
  return {
    planId: pathPlanId ?? parsePlanId(queryValue(query, PLAN_ID_PARAM)?.trim()),
    productId: isProductId(productId) ? productId : undefined,
  };
}

/** True when the query names a plan at all (a well-formed plan id or product id), i.e. the visitor has chosen. */
export function isPlanRequested(request: PlanRequest): boolean {
  return request.planId !== undefined || request.productId !== undefined;
}
