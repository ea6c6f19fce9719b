import { describe, expect, it } from 'vitest';
import { isRegionBlocked } from './region';

describe('isRegionBlocked (docs/product.md §5)', () => {
  it.each(['China', 'china', 'CHINA', 'Mainland China', "People's Republic of China"])('blocks %j', (country) => {
    expect(isRegionBlocked(country)).toBe(true);
  });

  it.each(['Chile', 'Japan', 'Chin a', '', undefined, null])('does not block %j', (country) => {
    expect(isRegionBlocked(country)).toBe(false);
  });
});
