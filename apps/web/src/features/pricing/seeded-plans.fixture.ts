/** Test fixture: the seeded plans of the API (apps/api/src/db/seed.ts) as its plans endpoint answers them. */
import { planEntryOf } from '@kestrel/domain';

export const twoYears = planEntryOf({
  id: 1,
  product_id: 'v2.kestrel.vpn.premium.web.24m.off65',
  price: 9999,
  currency: 'USD',
  is_recommend: true,
});
export const oneYear = planEntryOf({
  id: 2,
  product_id: 'v2.kestrel.vpn.premium.web.12m.off50',
  price: 7188,
  currency: 'USD',
  is_recommend: false,
});
export const sixMonths = planEntryOf({
  id: 3,
  product_id: 'v2.kestrel.vpn.premium.web.6m.off33',
  price: 4794,
  currency: 'USD',
  is_recommend: false,
});
export const monthly = planEntryOf({
  id: 4,
  product_id: 'v2.kestrel.vpn.premium.web.1m',
  price: 1199,
  currency: 'USD',
  is_recommend: false,
});

/** In their display order. */
export const SEEDED_PLANS = [twoYears, oneYear, sixMonths, monthly];
