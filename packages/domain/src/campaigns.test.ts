import { describe, expect, it } from 'vitest';
import { PROMOTION_WINDOW } from './constants';
import { nextCampaignChange, runningCampaign } from './campaigns';

const promotion = { key: 'promo-24m-65', starts_at: PROMOTION_WINDOW.start, ends_at: PROMOTION_WINDOW.end };
const at = (iso: string) => new Date(iso);

describe('runningCampaign', () => {
  it('runs from the start inclusive to the end exclusive (docs/product.md §4)', () => {
    expect(runningCampaign([promotion], at('2024-03-25T02:59:59.999Z'))).toBeUndefined();
    expect(runningCampaign([promotion], at('2024-03-25T03:00:00Z'))).toBe(promotion);
    expect(runningCampaign([promotion], at('2024-04-07T02:59:59.999Z'))).toBe(promotion);
    expect(runningCampaign([promotion], at('2024-04-07T03:00:00Z'))).toBeUndefined();
    expect(runningCampaign([], at('2024-04-01T00:00:00Z'))).toBeUndefined();
  });

  it('prefers the campaign that started last, then the one ending first, then the smaller key', () => {
    const later = { key: 'spring', starts_at: '2024-04-01T00:00:00Z', ends_at: '2024-05-01T00:00:00Z' };
    expect(runningCampaign([promotion, later], at('2024-04-02T00:00:00Z'))).toBe(later);
    expect(runningCampaign([later, promotion], at('2024-03-30T00:00:00Z'))).toBe(promotion);
    const shorter = { ...later, key: 'z-short', ends_at: '2024-04-10T00:00:00Z' };
    expect(runningCampaign([later, shorter], at('2024-04-02T00:00:00Z'))).toBe(shorter);
    const twin = { ...later, key: 'a-twin' };
    expect(runningCampaign([later, twin], at('2024-04-02T00:00:00Z'))).toBe(twin);
  });

  it('never runs a campaign whose window cannot be read', () => {
    expect(runningCampaign([{ ...promotion, ends_at: 'soon' }], at('2024-04-01T00:00:00Z'))).toBeUndefined();
  });
});

describe('nextCampaignChange', () => {
  it('is the next start or end after now', () => {
    expect(nextCampaignChange([promotion], at('2024-01-01T00:00:00Z'))).toEqual(at(PROMOTION_WINDOW.start));
    expect(nextCampaignChange([promotion], at('2024-03-25T03:00:00Z'))).toEqual(at(PROMOTION_WINDOW.end));
    expect(nextCampaignChange([promotion], at('2024-04-07T03:00:00Z'))).toBeUndefined();
  });
});
