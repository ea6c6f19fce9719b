import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPassword, isValidPassword } from './password';

describe('checkPassword (docs/product.md §5)', () => {
  it.each(['Abcdef1!', 'aB#aaaaa', 'Pass word!', 'Aa!45678901234567890', '~Zz~~~~~'])('accepts %j', (password) => {
    expect(checkPassword(password)).toEqual([]);
    expect(isValidPassword(password)).toBe(true);
  });

  it('enforces 8 to 20 characters', () => {
    expect(checkPassword('Abcde1!')).toEqual(['validation.passwordLength']);
    expect(checkPassword('Aa!456789012345678901')).toEqual(['validation.passwordLength']);
    expect(checkPassword('Aa!45678')).toEqual([]);
    expect(checkPassword('Aa!45678901234567890')).toEqual([]);
  });

  it.each([
    ['no uppercase', 'abcdef1!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no symbol', 'Abcdefg1'],
    ['only a space as symbol', 'Abcd efg'],
  ])('asks for composition when there is %s', (_, password) => {
    expect(checkPassword(password)).toEqual(['validation.passwordComposition']);
  });

  it('rejects characters outside printable ASCII', () => {
    expect(checkPassword('Abcdef1!é')).toEqual(['validation.passwordRule']);
    expect(checkPassword('Abcdef1!\t')).toEqual(['validation.passwordRule']);
    expect(checkPassword('Abcdef1!\x7F')).toEqual(['validation.passwordRule']);
    expect(checkPassword('Ab😀defg!')).toEqual(['validation.passwordRule']);
  });

  it('reports every problem in a fixed order', () => {
    expect(checkPassword('')).toEqual(['validation.passwordLength', 'validation.passwordComposition']);
    expect(checkPassword('ééé')).toEqual(['validation.passwordLength', 'validation.passwordComposition', 'validation.passwordRule']);
  });

  it('counts every printable symbol', () => {
    for (const symbol of '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~') {
      expect(checkPassword(`Abcdefg${symbol}`)).toEqual([]);
    }
  });

  it('never throws and only returns known keys', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (password) => {
        for (const problem of checkPassword(password)) {
          expect(['validation.passwordLength', 'validation.passwordComposition', 'validation.passwordRule']).toContain(problem);
        }
      }),
    );
  });
});
