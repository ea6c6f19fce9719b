/**
 * Money is integer minor units of an ISO 4217 currency (docs/product.md §3). How many digits a currency's
 * minor unit has is Intl's answer (USD 2, JPY 0, KWD 3): the web's prices, the API's amounts and
 * what is sent to PayPal all read it here. No zod here: pages import this.
 */

/**
 * The number of decimals of `currency` (USD 2, JPY 0, KWD 3).
 * @throws RangeError for a code Intl does not accept as a currency.
 */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * Integer minor units → a decimal string, by string arithmetic: (9999, 'USD') → '99.99',
 * (1200, 'JPY') → '1200', (5, 'KWD') → '0.005'.
 * @throws RangeError for a negative or non-integer amount, or an unknown currency.
 */
export function minorToDecimal(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`amount ${minor} is not a non-negative integer`);
  const digits = currencyDigits(currency);
  if (digits === 0) return String(minor);
  const padded = String(minor).padStart(digits + 1, '0');
  return `${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}
