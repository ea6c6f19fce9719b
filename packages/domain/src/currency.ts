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
