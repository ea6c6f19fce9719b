import { AFFILIATE_TERMS, BRAND, formatMoney } from '@kestrel/domain';

/**
 * The affiliate program's terms (packages/domain/src/affiliate.ts) under the names the `company`
 * catalog gives them, the minimum payout written for `locale`. The affiliate page and the influencer
 * page (creators earn through the same program) both state them: the copy never repeats a number.
 */
export function affiliateValues(locale: string) {
  const { minimumPayout } = AFFILIATE_TERMS;
  return {
    brand: BRAND.name,
    percent: AFFILIATE_TERMS.firstPurchaseCommissionPercent,
    months: AFFILIATE_TERMS.payoutIntervalMonths,
    method: AFFILIATE_TERMS.payoutMethod,
    amount: formatMoney(minimumPayout.amountMinor, minimumPayout.currency, locale),
  };
}
