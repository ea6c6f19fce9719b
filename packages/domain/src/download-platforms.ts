/**
 * Platforms that have a download link (docs/product.md §3 "Download links by platform": MacOS, iOS,
 * Android, Windows installer, Chrome extension). The links themselves are brand configuration.
 */
export const DOWNLOAD_PLATFORMS = ['macos', 'ios', 'android', 'windows', 'chrome'] as const;
export type DownloadPlatform = (typeof DOWNLOAD_PLATFORMS)[number];

/** Game consoles have setup guides rather than an app, so they are a kind of their own. */
export type DownloadPageKind = DownloadPlatform | 'console';

/** Download page slugs of docs/product.md §2 (`/download/{slug}`) and the platform each page serves. */
export const DOWNLOAD_PAGES = {
  windows: 'windows',
  ios: 'ios',
  androidpro: 'android',
  androidlite: 'android',
  macos: 'macos',
  xbox: 'console',
  playstation: 'console',
  switch: 'console',
} as const satisfies Record<string, DownloadPageKind>;

export type DownloadPageSlug = keyof typeof DOWNLOAD_PAGES;

export const DOWNLOAD_PAGE_SLUGS = Object.keys(DOWNLOAD_PAGES) as readonly DownloadPageSlug[];

/** True for one of the eight download page slugs of docs/product.md §2. */
export function isDownloadPageSlug(x: unknown): x is DownloadPageSlug {
  return typeof x === 'string' && Object.hasOwn(DOWNLOAD_PAGES, x);
}

// Order matters: consoles send desktop-like agents (an Xbox says "Windows NT", a Switch
// "AppleWebKit"), and iOS agents say "like Mac OS X", so the specific tests come first.
const RULES: ReadonlyArray<readonly [RegExp, DownloadPageSlug]> = [
  [/\bXbox\b/i, 'xbox'],
  [/\bPlayStation\b/i, 'playstation'],
  [/\bNintendo Switch\b/i, 'switch'],
  [/\b(iPhone|iPad|iPod)\b/, 'ios'],
  [/\bAndroid\b/i, 'androidpro'],
  [/\b(Macintosh|Mac OS X)\b/, 'macos'],
  [/\bWindows\b/, 'windows'],
];

/**
 * The download page (docs/product.md §2) best suited to a browser's User-Agent, or undefined when no app
 * fits (Linux, ChromeOS, bots). Android gets the full app, `androidpro`, not the lite one.
 * An iPad in desktop mode reports itself as a Mac and is therefore sent to `macos`: the
 * agent string alone cannot tell them apart.
 */
export function suggestPlatform(userAgent: string): DownloadPageSlug | undefined {
  return RULES.find(([pattern]) => pattern.test(userAgent))?.[1];
}
