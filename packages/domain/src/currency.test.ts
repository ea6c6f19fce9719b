import { describe, expect, it } from 'vitest';
import { currencyDigits } from './currency';

describe('currencyDigits', () => {
  it('is the currency’s number of decimals', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
  });

  it('throws RangeError for what is no currency code', () => {
    expect(() => currencyDigits('XYZW')).toThrow(RangeError);
  });
});
