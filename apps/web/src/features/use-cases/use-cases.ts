/**
 * The use-case pages (/InternetAccess/..., docs/product.md §2): the families and services are the
 * route table's USE_CASES; this module adds what the pages show of them that is not copy. Copy is in
 * the `useCases` catalog under `families.<slug>` and `services.<slug>.<service>`.
 */
import { USE_CASES, USE_CASE_SLUGS, USE_CASES_WITH_SERVICE_PAGES, type UseCaseSlug } from '@/site/routes';

/** The order of the families wherever they are listed, and each one's short label in `layout.useCases`. */
export const USE_CASE_ORDER = [
  ['vpn-for-streaming', 'streaming'],
  ['vpn-for-gaming', 'gaming'],
  ['vpn-for-sports', 'sports'],
  ['vpn-for-social-media', 'socialMedia'],
  ['vpn-for-messaging', 'messaging'],
  ['vpn-for-music', 'music'],
] as const satisfies ReadonlyArray<readonly [UseCaseSlug, string]>;

export type UseCaseLabel = (typeof USE_CASE_ORDER)[number][1];

/**
 * How each service is written. Names of services are never translated (docs/product.md §2); the one
 * entry that is not a service but a kind of game, `mobile`, takes its name from the catalog instead.
 * The route keys stay as the product rules spell them (`nfl` is the NHL's page, `moto` MotoGP's).
 */
const SERVICE_NAMES: Readonly<Record<string, string>> = {
  WhatsApp: 'WhatsApp',
  Facebook: 'Facebook',
  Skype: 'Skype',
  Telegram: 'Telegram',
  Omegle: 'Omegle',
  Gmail: 'Gmail',
  Google: 'Google',
  Kodi: 'Kodi',
  pandora: 'Pandora',
  spotify: 'Spotify',
  appleMusic: 'Apple Music',
  pubg: 'PUBG',
  free_fire: 'Free Fire',
  pokemon_go: 'Pokémon GO',
  netflix: 'Netflix',
  hulu: 'Hulu',
  disney: 'Disney+',
  fox_now: 'FOX NOW',
  bbc_iplayer: 'BBC iPlayer',
  salto: 'Salto',
  hotstar: 'Hotstar',
  jiotv: 'JioTV',
  sonyliv: 'Sony LIV',
  youtube: 'YouTube',
  nba: 'NBA',
  ipl: 'IPL',
  nfl: 'NHL',
  mlb: 'MLB',
  ufc: 'UFC',
  uefa: 'UEFA',
  f1: 'Formula 1',
  wwe: 'WWE',
  moto: 'MotoGP',
  Instagram: 'Instagram',
  Twitter: 'X (Twitter)',
  TikTok: 'TikTok',
  Tinder: 'Tinder',
  Twitch: 'Twitch',
};

/** A service's name as written on the page: its own name, or (for `mobile`) the catalog's words. */
export function serviceName(service: string, translate: (key: string) => string, slug: UseCaseSlug): string {
  return SERVICE_NAMES[service] ?? translate(`services.${slug}.${service}.name`);
}

/** Whether the service has its own catalog name (it is a kind of thing, not a brand). */
export const hasTranslatedName = (service: string) => SERVICE_NAMES[service] === undefined;

export function isUseCaseSlug(slug: string): slug is UseCaseSlug {
  return (USE_CASE_SLUGS as readonly string[]).includes(slug);
}

export type ServicePageFamily = (typeof USE_CASES_WITH_SERVICE_PAGES)[number];

export function hasServicePages(slug: UseCaseSlug): slug is ServicePageFamily {
  return (USE_CASES_WITH_SERVICE_PAGES as readonly string[]).includes(slug);
}

export function isServiceOf(slug: UseCaseSlug, service: string): boolean {
  return (USE_CASES[slug] as readonly string[]).includes(service);
}

/** Every (family, service) with a page of its own, for the pages built at build time. */
export const SERVICE_PAGES = USE_CASES_WITH_SERVICE_PAGES.flatMap((useCase) => USE_CASES[useCase].map((service) => ({ useCase, service })));
