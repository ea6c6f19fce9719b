/**
 * What the download pages need to know about each platform, in one place: its icon, its
 * catalog key, where its button leads (a BRAND.downloads link, never a literal URL) and the
 * oldest system it runs on. Text lives in the `download` catalog under the same keys.
 */
import { BRAND, DOWNLOAD_PAGES, DOWNLOAD_PAGE_SLUGS, type DownloadPageSlug } from '@kestrel/domain';

export type PlatformIconName = 'windows' | 'macos' | 'ios' | 'android' | 'console' | 'playstation' | 'chrome' | 'router';

/** Download pages of kind 'console' (docs/product.md §2): they have setup guides instead of an app. */
export type ConsoleSlug = { [S in DownloadPageSlug]: (typeof DOWNLOAD_PAGES)[S] extends 'console' ? S : never }[DownloadPageSlug];

/** Pages with an app to install: the app download pages plus the Chrome extension (/download/product). */
export type AppSlug = Exclude<DownloadPageSlug, ConsoleSlug> | 'product';

/** Where a button leads, as named in the catalog's `sources` group. */
export type DownloadSource = 'direct' | 'appStore' | 'googlePlay' | 'apk' | 'chromeStore';

export interface AppPlatform {
  icon: PlatformIconName;
  href: string;
  source: DownloadSource;
  /**
   * Oldest supported system, shown as "{os} or later". Kept here rather than in 16 catalogs so
   * a new app release that drops an old system changes one line.
   */
  minimumOs?: string;
}

export const APP_PLATFORMS: Record<AppSlug, AppPlatform> = {
  windows: { icon: 'windows', href: BRAND.downloads.windows, source: 'direct', minimumOs: 'Windows 10' },
  macos: { icon: 'macos', href: BRAND.downloads.macos, source: 'direct', minimumOs: 'macOS 11' },
  ios: { icon: 'ios', href: BRAND.downloads.ios, source: 'appStore', minimumOs: 'iOS 15' },
  androidpro: { icon: 'android', href: BRAND.downloads.android, source: 'googlePlay', minimumOs: 'Android 8.0' },
  androidlite: { icon: 'android', href: BRAND.downloads.androidLite, source: 'apk', minimumOs: 'Android 5.0' },
  // Chrome's own requirements apply; the catalog says which systems Chrome runs on.
  product: { icon: 'chrome', href: BRAND.downloads.chrome, source: 'chromeStore' },
};

export const CONSOLE_SLUGS = DOWNLOAD_PAGE_SLUGS.filter((slug): slug is ConsoleSlug => DOWNLOAD_PAGES[slug] === 'console');

export function isConsoleSlug(slug: DownloadPageSlug): slug is ConsoleSlug {
  return DOWNLOAD_PAGES[slug] === 'console';
}

/** The icon of a download page: its app's, or for a console its own logo where we have one. */
export function pageIcon(slug: DownloadPageSlug): PlatformIconName {
  if (!isConsoleSlug(slug)) return APP_PLATFORMS[slug].icon;
  return slug === 'playstation' ? 'playstation' : 'console';
}

/** The cards of /download, in the order a visitor scans them: computers, phones, then the rest. */
export const OVERVIEW_CARDS = [
  { key: 'windows', href: '/download/windows', icon: 'windows' },
  { key: 'macos', href: '/download/macos', icon: 'macos' },
  { key: 'ios', href: '/download/ios', icon: 'ios' },
  { key: 'androidpro', href: '/download/androidpro', icon: 'android' },
  { key: 'androidlite', href: '/download/androidlite', icon: 'android' },
  { key: 'gameConsole', href: '/download/game-console', icon: 'console' },
  { key: 'product', href: '/download/product', icon: 'chrome' },
] as const satisfies ReadonlyArray<{ key: AppSlug | 'gameConsole'; href: string; icon: PlatformIconName }>;

/** The ways to put a console behind the VPN, in the catalog's `consoles.methods` group. */
export const CONSOLE_METHODS = [
  { key: 'router', icon: 'router' },
  { key: 'windows', icon: 'windows' },
  { key: 'mac', icon: 'macos' },
] as const satisfies ReadonlyArray<{ key: string; icon: PlatformIconName }>;
