/**
 * App type ids of docs/product.md §3, sent by every client in the `X-App-Type` header. Names are the product rules',
 * including the Android apps that carry no `Android_` prefix.
 */
export const APP_TYPES = {
  iOS_Master: 1,
  iOS_MasterPro: 2,
  iOS_Snap: 3,
  iOS_Turbo: 4,
  iOS_Robot: 5,
  iOS_Hot: 6,
  iOS_Monster: 7,
  Mac_Master: 12,
  iOS_Sofast: 13,
  Mac_Turbo: 15,
  Android_Master: 101,
  MasterPro: 102,
  Snap: 103,
  Turbo: 104,
  Robot: 105,
  Hot: 106,
  Monster: 107,
  Android_TV: 108,
  ProLite: 109,
  TurboLite: 114,
  SuperNet: 115,
  Android_SDK_WiFi_Browser: 201,
  Chrome_Master: 301,
  Chrome_Turbo: 302,
  Windows_Master: 401,
  Windows_Turbo: 402,
  Web_Master: 501,
  Web_Turbo: 502,
  Web_Signal: 503,
  Web_TurboNovel: 512,
} as const;

export type AppTypeName = keyof typeof APP_TYPES;
export type AppTypeId = (typeof APP_TYPES)[AppTypeName];
export type AppPlatform = 'ios' | 'macos' | 'android' | 'chrome' | 'windows' | 'web';

/** The id this website sends (docs/product.md §7: X-App-Type 502). */
export const WEB_APP_TYPE = APP_TYPES.Web_Turbo;

const NAME_BY_ID: ReadonlyMap<number, AppTypeName> = new Map(
  (Object.keys(APP_TYPES) as AppTypeName[]).map((name) => [APP_TYPES[name], name]),
);

/** True for an id listed in docs/product.md §3. */
export function isAppType(id: unknown): id is AppTypeId {
  return typeof id === 'number' && NAME_BY_ID.has(id);
}

/** docs/product.md §3 name of an app type id, e.g. 502 → 'Web_Turbo'; undefined for an unknown id. */
export function appTypeName(id: number): AppTypeName | undefined {
  return NAME_BY_ID.get(id);
}

// Ids are allocated in blocks of one hundred per platform; the only exception is the Mac apps,
// which share the iOS block and are told apart by their name.
const PLATFORM_BY_BLOCK: Readonly<Record<number, AppPlatform>> = {
  0: 'ios',
  1: 'android',
  2: 'android',
  3: 'chrome',
  4: 'windows',
  5: 'web',
};

/** Platform of a known app type id (docs/product.md §3); undefined for an id docs/product.md does not list. */
export function platformOfAppType(id: number): AppPlatform | undefined {
  const name = appTypeName(id);
  if (name === undefined) return undefined;
  if (name.startsWith('Mac_')) return 'macos';
  return PLATFORM_BY_BLOCK[Math.floor(id / 100)];
}

/**
 * Reads an `X-App-Type` header value (docs/product.md §7). Only the canonical decimal form of a listed id
 * is accepted, so '0502', ' 502' or '5e2' never alias a real client.
 */
export function parseAppTypeHeader(value: string | null | undefined): AppTypeId | undefined {
  if (value === null || value === undefined || !/^[1-9]\d{0,2}$/.test(value)) return undefined;
  const id = Number(value);
  return isAppType(id) ? id : undefined;
}

/**
 * The app a user recognises behind an app type id (docs/product.md §3 "App type ids": the names there are
 * internal codenames, never shown). Each product has a localized name ("Kestrel VPN for Android TV",
 * catalog `account.myAccount.devices.products.<product>`, filled with BRAND.name); an id docs/product.md
 * does not list is `other`, a generic "Kestrel VPN app".
 */
export const APP_PRODUCTS = ['ios', 'mac', 'android', 'androidLite', 'androidTv', 'chrome', 'windows', 'web', 'other'] as const;
export type AppProduct = (typeof APP_PRODUCTS)[number];

/** The Android apps published as the lite download (docs/product.md §3 "Download links": the lite APK). */
const LITE_APPS: ReadonlySet<AppTypeName> = new Set(['ProLite', 'TurboLite']);

const PRODUCT_BY_PLATFORM: Readonly<Record<AppPlatform, AppProduct>> = {
  ios: 'ios',
  macos: 'mac',
  android: 'android',
  chrome: 'chrome',
  windows: 'windows',
  web: 'web',
};

/** The product of an app type id; `other` for an id docs/product.md does not list. */
export function appProductOf(id: number): AppProduct {
  const name = appTypeName(id);
  const platform = platformOfAppType(id);
  if (name === undefined || platform === undefined) return 'other';
  if (name === 'Android_TV') return 'androidTv';
  if (LITE_APPS.has(name)) return 'androidLite';
  return PRODUCT_BY_PLATFORM[platform];
}

/**
 * The platform a product runs on, by its own (trademarked, untranslated) name; undefined where there is
 * no such name (a web browser, an unknown app), which the page shows as a dash.
 */
export const PRODUCT_PLATFORM_NAMES: Readonly<Record<AppProduct, string | undefined>> = {
  ios: 'iOS',
  mac: 'macOS',
  android: 'Android',
  androidLite: 'Android',
  androidTv: 'Android TV',
  chrome: 'Chrome',
  windows: 'Windows',
  web: undefined,
  other: undefined,
};
