import { describe, expect, it } from 'vitest';
import { chosenPlanId } from './chosen-plan';
import { oneYear, SEEDED_PLANS } from './seeded-plans.fixture';

describe('chosenPlanId (the static /pricing page reads the query in the browser)', () => {
  it('chooses nothing when the URL asks for no plan: the recommended plan is not pre-selected', () => {
    expect(chosenPlanId(SEEDED_PLANS, new URLSearchParams(''))).toBeUndefined();
    expect(chosenPlanId(SEEDED_PLANS, new URLSearchParams('utm_source=news'))).toBeUndefined();
    // Malformed values name no plan.
    expect(chosenPlanId(SEEDED_PLANS, new URLSearchParams('plan_id=03&product_id=nope'))).toBeUndefined();
  });

  it('chooses the plan asked for by plan id, else by product id (docs/product.md §4)', () => {
    expect(chosenPlanId(SEEDED_PLANS, new URLSearchParams('plan_id=3'))).toBe(3);
    expect(chosenPlanId(SEEDED_PLANS, new URLSearchParams(`product_id=${oneYear.product_id}`))).toBe(oneYear.id);
    expect(chosenPlanId(SEEDED_PLANS, new URLSearchParams(`plan_id=4&product_id=${oneYear.product_id}`))).toBe(4);
  });

  it('falls back to the recommended plan, else the first, when the plan asked for is not on sale', () => {
    expect(chosenPlanId(SEEDED_PLANS, new URLSearchParams('plan_id=99'))).toBe(1);
    expect(chosenPlanId([oneYear], new URLSearchParams('product_id=v2.kestrel.vpn.premium.web.3m'))).toBe(oneYear.id);
    expect(chosenPlanId([], new URLSearchParams('plan_id=1'))).toBeUndefined();
  });
});
