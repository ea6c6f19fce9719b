/**
 * How an order's premium time changes an account's entitlement (docs/product.md §3): a completed order adds
 * its time after the time still running, a refund takes back what the order added. Pure: the
 * orders service reads the entitlement under its row lock and writes what these answer.
 */
import { grantedUntil } from './payments';
import { parseProductId } from './product-id';

/** What a grant reads and writes of the entitlement. */
export interface EntitlementTime {
  expiresAt: Date;
  /** When the account's one trial was given; null while it has none. */
  trialUsedAt: Date | null;
  /** The running time includes time from a test-mode order. */
  testMode: boolean;
}

export interface Grant extends EntitlementTime {
  /** The granted stretch: from the end of the time still running (or now) to the new expiry. */
  startsAt: Date;
}

/**
 * The entitlement once an order of `productId` is granted at `now`. Its try{N} trial time is given
 * only if the account never had one. Time from a test order marks the entitlement until it has
 * run out (docs/decisions/009).
 */
export function grantOf(current: EntitlementTime, order: { productId: string; testMode: boolean }, now: Date): Grant {
  const startsAt = current.expiresAt > now ? current.expiresAt : now;
  const withTrial = parseProductId(order.productId).tryCount !== undefined && !current.trialUsedAt;
  return {
    startsAt,
    expiresAt: grantedUntil(order.productId, startsAt, withTrial),
    trialUsedAt: withTrial ? now : current.trialUsedAt,
    testMode: order.testMode || (current.expiresAt > now && current.testMode),
  };
}

/** The expiry once a refunded grant's length is taken back, never before `now`. */
export function expiryAfterRefund(currentExpiry: Date, granted: { startsAt: Date; endsAt: Date }, now: Date): Date {
  const length = granted.endsAt.getTime() - granted.startsAt.getTime();
  return new Date(Math.max(now.getTime(), currentExpiry.getTime() - length));
}
