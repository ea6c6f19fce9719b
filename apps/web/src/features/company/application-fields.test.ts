import { describe, expect, it } from 'vitest';
import { AffiliateApplicationSchema, InfluencerApplicationSchema } from '@kestrel/domain';
import { APPLICATION_FIELDS, formValues } from './application-fields';

describe('the partner application forms', () => {
  it('ask for every field their program’s schema checks, and nothing else', () => {
    expect([...APPLICATION_FIELDS.influencer].sort()).toEqual(Object.keys(InfluencerApplicationSchema.shape).sort());
    expect([...APPLICATION_FIELDS.affiliate].sort()).toEqual(Object.keys(AffiliateApplicationSchema.shape).sort());
  });

  it('hand the schema an empty text for a field left out, so it answers the field’s own message', () => {
    const data = new FormData();
    data.set('email', 'ada@example.com');
    const result = AffiliateApplicationSchema.safeParse(formValues(data, APPLICATION_FIELDS.affiliate));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'validation.enterName'],
      ['website', 'validation.enterWebsite'],
      ['promotionMethods', 'validation.enterPromotionMethods'],
    ]);
  });
});
