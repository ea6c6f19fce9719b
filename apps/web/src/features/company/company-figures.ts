import { BRAND, MARKETING_CLAIMS, REFUND_WINDOW_DAYS } from '@kestrel/domain';

/**
 * The figures of docs/product.md §1 "Figures the copy uses", with the brand and its founding year,
 * under the names the `company` catalog gives them (About us, press room): the copy never repeats one.
 */
export const COMPANY_FIGURES = Object.freeze({
  brand: BRAND.name,
  year: BRAND.foundingYear,
  servers: MARKETING_CLAIMS.servers,
  locations: MARKETING_CLAIMS.locations,
  countries: MARKETING_CLAIMS.countries,
  users: MARKETING_CLAIMS.users,
  availability: MARKETING_CLAIMS.support,
  encryption: MARKETING_CLAIMS.encryption,
  refundDays: REFUND_WINDOW_DAYS,
});
