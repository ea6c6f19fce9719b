import { parseProductId, planDisplayKey, productLength, type LanguageCode } from '@kestrel/domain';
import { translate } from '../../lib/i18n';

/** A plan's name in `language` as the pricing page shows it ("1 year"), from its product id's interval. */
export function planName(productId: string, language: LanguageCode): string {
  const parsed = parseProductId(productId);
  return (
    translate(language, `pricing.intervals.${planDisplayKey(parsed.intervalUnit, parsed.interval)}.name`) ??
    translate(language, 'pricing.intervals.other.name', { unit: parsed.intervalUnit, count: parsed.interval }) ??
    productId
  );
}

/** How long a product lasts, as a duration in `language` ("1 month", "2 years"; domain `productLength`). */
export function durationName(productId: string, language: LanguageCode): string {
  const length = productLength(productId);
  return (length && translate(language, 'pricing.intervals.other.name', length)) ?? productId;
}
