/**
 * The brand is configuration, not code (docs/architecture.md): every page, email and
 * structured-data block reads its name, domain and links from here.
 * Kestrel VPN is fictional; the domain uses the reserved .example TLD.
 */
export const BRAND = {
  name: 'Kestrel VPN',
  shortName: 'Kestrel',
  legalName: 'Kestrel VPN Ltd.',
  domain: 'kestrelvpn.example',
  siteUrl: 'https://www.kestrelvpn.example',
  supportEmail: 'support@kestrelvpn.example',
  /** Journalists' requests: the press room's contact (/press-room). */
  pressEmail: 'press@kestrelvpn.example',
  /** Affiliate and influencer applications (/affiliate-program, /influencer). */
  partnersEmail: 'partners@kestrelvpn.example',
  foundingYear: 2019,
  social: {
    x: 'https://x.com/kestrelvpn',
    facebook: 'https://www.facebook.com/kestrelvpn',
    youtube: 'https://www.youtube.com/@kestrelvpn',
  },
  /** Direct download links by platform (docs/product.md §3 "Download links by platform"). */
  downloads: {
    macos: 'https://download.kestrelvpn.example/mac/KestrelVPN.dmg',
    // Store listings are reached through our own redirector so links survive store moves.
    ios: 'https://download.kestrelvpn.example/go/app-store',
    android: 'https://download.kestrelvpn.example/go/google-play',
    // Android Pro (/download/androidpro) is the full Google Play app; Android Lite
    // (/download/androidlite) is a small APK for older or low-memory phones, installed directly.
    androidLite: 'https://download.kestrelvpn.example/android/KestrelVPN-Lite.apk',
    windows: 'https://download.kestrelvpn.example/win/KestrelVPN-Setup.exe',
    chrome: 'https://download.kestrelvpn.example/go/chrome-web-store',
  },
  /**
   * Hosts outside this site that /redirect sends a visitor to without asking first (docs/product.md §2):
   * the download server, which also runs the store redirector (/go/...). Only https on the default
   * port is followed; any other host gets a page that names it and asks.
   */
  redirectHosts: ['download.kestrelvpn.example'],
} as const;

export type Brand = typeof BRAND;
