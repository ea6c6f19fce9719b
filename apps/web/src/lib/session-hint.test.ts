import { describe, expect, it } from 'vitest';
import { hasSessionHint } from './session-hint';

describe('hasSessionHint (docs/product.md §3 "signed in" hint)', () => {
  it('finds the hint among the cookies the page can read', () => {
    expect(hasSessionHint('signed_in=1')).toBe(true);
    expect(hasSessionHint('LANGUAGE=de; signed_in=1')).toBe(true);
    expect(hasSessionHint('signed_in=1;LANGUAGE=de')).toBe(true);
  });

  it('says signed out without it, or with any other value', () => {
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('LANGUAGE=de')).toBe(false);
    expect(hasSessionHint('signed_in=')).toBe(false);
    expect(hasSessionHint('signed_in=0')).toBe(false);
    expect(hasSessionHint('signed_in=1x')).toBe(false);
    expect(hasSessionHint('not_signed_in=1')).toBe(false);
  });
});
