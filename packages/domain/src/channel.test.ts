import { describe, expect, it } from 'vitest';
import { isChannel } from './channel';

describe('isChannel', () => {
  it('accepts 1 to 64 letters, digits, "_" or "-"', () => {
    for (const name of ['bd1117', 'A', 'spring_sale-2024', 'x'.repeat(64)]) expect(isChannel(name)).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of ['', 'x'.repeat(65), 'no spaces', 'a.b', 'café', undefined, 1117]) expect(isChannel(value)).toBe(false);
  });
});
