/**
 * The affiliate program's terms (docs/product.md §1 "Affiliate program"), in one place: the program
 * page shows them and a later payout job would read them, so the page cannot promise other terms.
 * How long a partner's click counts is not a term we choose here: it is the lifetime of the
 * partner-click cookie the site sets (./tracking.ts, docs/product.md §9).
 */
import { AFFILIATE_COOKIES, AFFILIATE_KINDS, type AffiliateKind } from './tracking';

const SECONDS_PER_DAY = 86_400;

/** A cookie lifetime in whole days, rounded down: the page never promises more than the cookie keeps. */
const wholeDays = (seconds: number): number => Math.floor(seconds / SECONDS_PER_DAY);

/** The partner networks whose links the site recognizes (tracking.ts), by the names partners know them by. */
export const AFFILIATE_NETWORK_NAMES: Readonly<Record<AffiliateKind, string>> = Object.freeze({
  cj: 'CJ',
  cf: 'cf',
  admitad: 'Admitad',
});

export interface AffiliateTerms {
  /** Commission on a new customer's first plan bought on this website through a partner link, in percent of its price. */
  readonly firstPurchaseCommissionPercent: number;
  /** How many days a click on a partner link counts, per network: the partner-click cookie's lifetime. */
  readonly cookieDays: Readonly<Record<AffiliateKind, number>>;
  /** Commission is paid out once it reaches this amount (integer minor units, docs/architecture.md "Money"). */
  readonly minimumPayout: { readonly amountMinor: number; readonly currency: string };
  /** Months between two payouts. */
  readonly payoutIntervalMonths: number;
  /** How payouts are sent: the payment provider the site already uses (docs/product.md §1). */
  readonly payoutMethod: 'PayPal';
}

export const AFFILIATE_TERMS: AffiliateTerms = Object.freeze({
  firstPurchaseCommissionPercent: 40,
  cookieDays: Object.freeze(
    Object.fromEntries(AFFILIATE_KINDS.map((kind) => [kind, wholeDays(AFFILIATE_COOKIES[kind].maxAgeSeconds)])) as Record<
      AffiliateKind,
      number
    >,
  ),
  minimumPayout: Object.freeze({ amountMinor: 5_000, currency: 'USD' }),
  payoutIntervalMonths: 1,
  payoutMethod: 'PayPal',
});
