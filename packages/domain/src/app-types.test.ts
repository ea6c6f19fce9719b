import { describe, expect, it } from 'vitest';
import { APP_TYPES, PRODUCT_PLATFORM_NAMES, appProductOf, type AppTypeName } from './app-types';

describe('appProductOf (docs/product.md §3 "App type ids": codenames are never shown)', () => {
  it.each([
    ['iOS_Turbo', 'ios'],
    ['iOS_Sofast', 'ios'],
    ['Mac_Master', 'mac'],
    ['Mac_Turbo', 'mac'],
    ['Android_Master', 'android'],
    ['Turbo', 'android'],
    ['SuperNet', 'android'],
    ['Android_SDK_WiFi_Browser', 'android'],
    ['ProLite', 'androidLite'],
    ['TurboLite', 'androidLite'],
    ['Android_TV', 'androidTv'],
    ['Chrome_Turbo', 'chrome'],
    ['Windows_Master', 'windows'],
    ['Web_Turbo', 'web'],
  ] as const)('%s is the %s app', (name: AppTypeName, product) => {
    expect(appProductOf(APP_TYPES[name])).toBe(product);
  });

  it('names a platform for every app a device can run', () => {
    for (const id of Object.values(APP_TYPES)) {
      const product = appProductOf(id);
      expect(product).not.toBe('other');
      if (product !== 'web') expect(PRODUCT_PLATFORM_NAMES[product], `id ${id}`).toMatch(/^[A-Za-z][A-Za-z ]+$/);
    }
  });

  it('falls back to the generic product for an id docs/product.md does not list', () => {
    for (const id of [0, 8, 100, 116, 999, -1, 1.5, Number.NaN]) expect(appProductOf(id)).toBe('other');
    expect(PRODUCT_PLATFORM_NAMES.other).toBeUndefined();
  });
});
