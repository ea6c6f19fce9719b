import { describe, expect, it } from 'vitest';
import { queryValue } from './query';

describe('queryValue', () => {
  it('reads the first value of a parameter, from a page query or URLSearchParams', () => {
    expect(queryValue({ a: '1' }, 'a')).toBe('1');
    expect(queryValue({ a: ['1', '2'] }, 'a')).toBe('1');
    expect(queryValue(new URLSearchParams('a=1&a=2'), 'a')).toBe('1');
    expect(queryValue(new URLSearchParams('a='), 'a')).toBe('');
  });

  it('is undefined for an absent, empty-list or inherited parameter', () => {
    expect(queryValue({}, 'a')).toBeUndefined();
    expect(queryValue({ a: [] }, 'a')).toBeUndefined();
    expect(queryValue(new URLSearchParams(''), 'a')).toBeUndefined();
    expect(queryValue(Object.create({ a: '1' }) as Record<string, string>, 'a')).toBeUndefined();
    expect(queryValue({}, 'toString')).toBeUndefined();
  });
});
