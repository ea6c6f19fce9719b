import { describe, expect, it } from 'vitest';
import { prefetchAllowed } from './prefetch';

describe('prefetchAllowed (docs/product.md §4 Prefetching)', () => {
  it('allows prefetching where the browser reports nothing or a fast connection', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
  });

  it('never prefetches on 2g (and slow-2g) connections', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('never prefetches when the visitor asked to save data, whatever the connection', () => {
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
