import {
  PROMOTION_MONEY_BACK_DAYS,
  REFUND_PROCESSING_WORKING_DAYS,
  REFUND_REPLY_WORKING_DAYS,
  REFUND_WINDOW_DAYS,
} from '@kestrel/domain/constants';

/**
 * Dates of the legal pages that are ours to decide, not the code's: each page shows its
 * date of last update, so a change to a page's text should move its date here too.
 */
export const LEGAL_LAST_UPDATED = Object.freeze({
  privacy: '2026-11-25',
  terms: '2026-11-25',
  cookies: '2026-11-25',
} as const);

/**
 * The refund rules' numbers (docs/product.md §1, §9) under the names the catalogs give them, for
 * every text that states them (terms, guarantee, refund request, FAQ): the copy never repeats one.
 */
export const REFUND_VALUES = Object.freeze({
  refundDays: REFUND_WINDOW_DAYS,
  promotionDays: PROMOTION_MONEY_BACK_DAYS,
  replyDays: REFUND_REPLY_WORKING_DAYS,
  processingDays: REFUND_PROCESSING_WORKING_DAYS,
});
