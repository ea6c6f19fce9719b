// How long the API keeps what it stores. The privacy policy's retention table (apps/web/src/features/legal)
// and the API's housekeeping job (apps/api/src/jobs/housekeeping.ts) read these same values, so the policy
// cannot promise one period while the job applies another. No zod here: pages import this.

const HOUR_MS = 3_600_000;

/** A session unused for this many days ends (the API's SESSION_IDLE_DAYS default; docs/decisions/006). */
export const SESSION_IDLE_DAYS_DEFAULT = 30;
/**
 * A session ends this many days after sign-in, used or not, and the paypal_token cookie lasts as long
 * (the API's SESSION_ABSOLUTE_DAYS default; docs/decisions/006).
 */
export const SESSION_ABSOLUTE_DAYS_DEFAULT = 180;
/** A session's row is kept this long past its absolute expiry, so its token still gets the 50014 answer. */
export const SESSION_ROW_KEEP_AFTER_EXPIRY_DAYS = 30;
/** A verification code (valid VERIFICATION_CODE_TTL_MINUTES) is deleted this long after it is used or expires. */
export const VERIFICATION_CODE_KEEP_AFTER_EXPIRY_DAYS = 1;
/** A captcha challenge expires after 10 minutes; a redeemed one is remembered until then, so a solution works once. */
export const CAPTCHA_CHALLENGE_TTL_MS = 10 * 60_000;
/** A delivered message's row (recipient and subject; its body is erased once sent) is deleted after this. */
export const SENT_MAIL_KEEP_DAYS = 7;
/** A message given up after its last attempt (body erased then too) is deleted after this. */
export const FAILED_MAIL_KEEP_DAYS = 30;
/** How long an Idempotency-Key's answer is replayed: at least the 24 hours clients are promised. */
export const IDEMPOTENCY_KEEP_MS = 48 * HOUR_MS;
/**
 * No rate-limit counter (client address, or the SHA-256 of an email) counts for longer than this: the
 * longest window of the API's rules (apps/api/src/lib/rate-limit.ts, which a test holds to it).
 */
export const RATE_LIMIT_LONGEST_WINDOW_MS = HOUR_MS;

// What the help and company forms store (issue 11): periods the privacy policy states and the
// API's housekeeping applies to the support and newsletter tables.

/** A contact-form message (name, email, inquiry). */
export const CONTACT_MESSAGE_KEEP_DAYS = 365;
/** A refund request with its receipt file: long enough to answer a payment dispute after the refund. */
export const REFUND_REQUEST_KEEP_DAYS = 730;
/** An influencer or affiliate application. */
export const PARTNER_APPLICATION_KEEP_DAYS = 365;
/**
 * A newsletter subscription never confirmed by its emailed link is deleted after this; a confirmed one is
 * kept until its address unsubscribes.
 */
export const NEWSLETTER_UNCONFIRMED_KEEP_DAYS = 30;
/** An extension uninstall survey answer (no email or account is attached to it). */
export const SURVEY_ANSWER_KEEP_DAYS = 365;

/**
 * How long after payment a gift card's code can still be shown once on its buyer's page; then the
 * clear code is erased (it stays in the delivery mail until that is sent). docs/product.md §3 "Gift cards".
 */
export const GIFT_CODE_SHOW_HOURS = 24;
