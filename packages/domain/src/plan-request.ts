/**
 * Which plan a visitor asked for (docs/product.md §4 "Plan selection"), read the same way by every page that
 * preselects a plan: the pricing page, the checkout page and the Windows app's payment page (/win-pay).
 */
import { PLAN_ID_MAX, type PlanRequest } from './plans';
import { isProductId } from './product-id';
import { queryValue, type QueryInput } from './query';

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
