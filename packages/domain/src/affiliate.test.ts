import { describe, expect, it } from 'vitest';
import { AFFILIATE_NETWORK_NAMES, AFFILIATE_TERMS } from './affiliate';
import { AFFILIATE_KINDS } from './tracking';

describe('affiliate program terms', () => {
  it('promise the partner-click cookie lifetimes of docs/product.md §9: 45 days for cj and admitad, 30 for cf', () => {
    expect(AFFILIATE_TERMS.cookieDays).toEqual({ cj: 45, admitad: 45, cf: 30 });
  });

  it('name every network whose links the site recognizes', () => {
    expect(Object.keys(AFFILIATE_NETWORK_NAMES).sort()).toEqual([...AFFILIATE_KINDS].sort());
  });
});
