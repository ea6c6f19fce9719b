/**
 * The payment answers that are not success, each built in one place: the order service and the
 * routes throw them, and the OpenAPI document shows them as examples (payments.routes.ts).
 */
import { MESSAGE_KEYS, PAYMENT_MESSAGE_KEYS } from '@kestrel/domain';
import { ApiError } from '../../lib/errors';

export const paymentErrors = {
  /** Unknown, or another account's (order numbers must not be probed). */
  orderNotFound: () => new ApiError(404, 'Order not found'),
  planUnavailable: () => ApiError.localized(400, PAYMENT_MESSAGE_KEYS.planUnavailable),
  /** docs/product.md §4: a purchased plan cannot be bought again. */
  planPurchased: () => ApiError.localized(400, MESSAGE_KEYS.planPurchased, { code: 40011 }),
  /** docs/product.md §5: guarded actions are refused in China. */
  regionBlocked: () => ApiError.localized(451, MESSAGE_KEYS.regionBlocked),
  /** Completed before the buyer approved at the provider. */
  paymentPending: () => ApiError.localized(409, MESSAGE_KEYS.paymentPending, { code: 40902 }),
  /** The provider gave no usable answer: the outcome is unknown and is checked again later. */
  paymentNetworkError: () => ApiError.localized(502, MESSAGE_KEYS.paymentNetworkError),
  paymentFailed: () => ApiError.localized(400, MESSAGE_KEYS.paymentFailed),
  /** A receipt of an order that took no money (docs/product.md §3 "Receipt"). */
  receiptNotPaid: () => ApiError.localized(409, PAYMENT_MESSAGE_KEYS.receiptNotPaid),
  /** Cancelled or failed: choose the plan again. */
  checkoutUnavailable: () => ApiError.localized(400, MESSAGE_KEYS.checkoutUnavailable),
  /** The test checkout's order can no longer change (already paid or cancelled). */
  checkoutClosed: () => ApiError.localized(409, MESSAGE_KEYS.checkoutUnavailable),
  /** A notification for a provider this deployment does not use. */
  unknownProvider: () => new ApiError(404, 'Not Found'),
  badSignature: () => new ApiError(400, 'Invalid notification signature'),
  /** The provider retries a notification we could not act on. */
  providerUnavailable: () => new ApiError(503, 'Provider unavailable, retry later'),
  idempotencyKeyReused: () => new ApiError(422, 'Idempotency-Key was already used with other parameters', { code: 42201 }),
  idempotencyKeyInProgress: () =>
    new ApiError(409, 'A request with this Idempotency-Key is still in progress', { code: 40901, headers: { 'Retry-After': '1' } }),
};
