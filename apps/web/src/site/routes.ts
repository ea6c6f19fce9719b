/**
 * The site map of docs/product.md §2 in one typed table. Pages, navigation, the sitemap,
 * redirects and the route tests all read it. A route whose page is not built
 * yet is `planned`: it answers the localized 404 (never an empty 200) and is
 * left out of the sitemap until its issue lands and flips it to `built`.
 * Old paths and aliases that move elsewhere are in ./redirects.ts, not here.
 */
import { DOWNLOAD_PAGE_SLUGS } from '@kestrel/domain';

export type Layout = 'default' | 'blog' | 'internetaccess' | 'plain' | 'simple' | 'standalone';

export type Family =
  | 'home'
  | 'pricing'
  | 'features'
  | 'download'
  | 'company'
  | 'legal'
  | 'support'
  | 'blog'
  | 'country'
  | 'use-case'
  | 'account'
  | 'payment'
  | 'promotion'
  | 'utility';

export interface RouteDef {
  /** Public path without language prefix; parameters as `[name]`. */
  path: string;
  layout: Layout;
  family: Family;
  /** Catalog key prefix holding `meta.title` and `meta.description` (and `meta.keywords` where docs/product.md has keywords). */
  meta: string;
  /** hreflang alternates for the 16 languages + x-default; false for account, login and forgot-password (docs/product.md §2). */
  alternates: boolean;
  /** Sitemap priority; 0 keeps the route out of the sitemap (utility and personal pages). */
  priority: number;
  /**
   * Kept out of search results although it is not a personal page (the home page preview).
   * Personal pages are noindex by their family (`isPersonalRoute`).
   */
  noindex?: true;
  status: 'built' | 'planned';
}

/** The nine feature pages (/features/...). "spilt-tunneling" is the product rules' URL and is kept. */
export const FEATURE_SLUGS = [
  'anonymous-browsing',
  'automatic-kill-switch',
  'encryption',
  'isp-throttling',
  'no-logs',
  'private-dns',
  'spilt-tunneling',
  'turbo-speed',
  'wifi-protection',
] as const;
export type FeatureSlug = (typeof FEATURE_SLUGS)[number];

/** Country pages (/vpn-server/...). */
export const COUNTRY_SLUGS = [
  'korea-vpn',
  'japan-vpn',
  'indonesia-vpn',
  'south-africa-vpn',
  'india-vpn',
  'france-vpn',
  'australia-vpn',
  'us-vpn',
  'netherlands-vpn',
  'canada-vpn',
  'myanmar-vpn',
] as const;
export type CountrySlug = (typeof COUNTRY_SLUGS)[number];

/** Use-case pages (/InternetAccess/...) and the services each covers. */
export const USE_CASES = {
  'vpn-for-messaging': ['WhatsApp', 'Facebook', 'Skype', 'Telegram', 'Omegle', 'Gmail', 'Google', 'Kodi'],
  'vpn-for-music': ['pandora', 'spotify', 'appleMusic'],
  'vpn-for-gaming': ['pubg', 'mobile', 'free_fire', 'pokemon_go'],
  'vpn-for-streaming': ['netflix', 'hulu', 'disney', 'fox_now', 'bbc_iplayer', 'salto', 'hotstar', 'jiotv', 'sonyliv', 'youtube'],
  'vpn-for-sports': ['nba', 'ipl', 'nfl', 'mlb', 'ufc', 'uefa', 'f1', 'wwe', 'moto'],
  'vpn-for-social-media': ['Facebook', 'Instagram', 'Twitter', 'TikTok', 'Tinder', 'Twitch'],
} as const;
export type UseCaseSlug = keyof typeof USE_CASES;
export const USE_CASE_SLUGS = Object.keys(USE_CASES) as UseCaseSlug[];
/**
 * Use cases that also accept an optional /{service} segment (docs/product.md §2): each of their
 * services has a page of its own. The other two show their services as sections of their page.
 */
export const USE_CASES_WITH_SERVICE_PAGES = [
  'vpn-for-gaming',
  'vpn-for-social-media',
  'vpn-for-sports',
  'vpn-for-streaming',
] as const satisfies readonly UseCaseSlug[];

/**
 * The popular-uses/ lists of docs/product.md §2 and the use-case page each is the same list as
 * (stream-sports is the sports list): ./redirects.ts moves them there.
 */
export const POPULAR_USE_LISTS: Readonly<Record<string, UseCaseSlug>> = {
  'vpn-for-streaming': 'vpn-for-streaming',
  'vpn-for-sports': 'vpn-for-sports',
  'stream-sports': 'vpn-for-sports',
  'vpn-for-gaming': 'vpn-for-gaming',
  'vpn-for-social-media': 'vpn-for-social-media',
};

type Def = Omit<RouteDef, 'path'>;
const marketing = (family: Family, meta: string, priority = 0.6, status: RouteDef['status'] = 'planned'): Def => ({
  layout: 'default',
  family,
  meta,
  alternates: true,
  priority,
  status,
});
const internetAccessPage = (meta: string, priority: number): Def => ({
  ...marketing('use-case', meta, priority, 'built'),
  layout: 'internetaccess',
});
const personal = (layout: Layout, family: Family, meta: string, alternates = true): Def => ({
  layout,
  family,
  meta,
  alternates,
  priority: 0,
  status: 'planned',
});

const table: Record<string, Def> = {
  '/': marketing('home', 'home', 1, 'built'),
  '/pricing': marketing('pricing', 'pricing', 0.9, 'built'),
  '/pricing/standplan': marketing('pricing', 'pricing.standplan', 0.5, 'built'),
  '/pricing/checkout/[[...id]]': { ...personal('simple', 'payment', 'payment.checkout'), status: 'built' },
  '/features': marketing('features', 'features', 0.8, 'built'),
  ...Object.fromEntries(FEATURE_SLUGS.map((slug) => [`/features/${slug}`, marketing('features', `features.pages.${slug}`, 0.7, 'built')])),
  '/download': marketing('download', 'download', 0.8, 'built'),
  ...Object.fromEntries(
    DOWNLOAD_PAGE_SLUGS.map((slug) => [`/download/${slug}`, marketing('download', `download.pages.${slug}`, 0.7, 'built')]),
  ),
  '/download/game-console': marketing('download', 'download.gameConsole', 0.6, 'built'),
  '/download/product': marketing('download', 'download.product', 0.6, 'built'),
  '/vpn-server': marketing('country', 'servers', 0.7, 'built'),
  ...Object.fromEntries(
    COUNTRY_SLUGS.map((slug) => [`/vpn-server/${slug}`, marketing('country', `servers.countries.${slug}`, 0.6, 'built')]),
  ),
  '/InternetAccess': internetAccessPage('useCases', 0.6),
  ...Object.fromEntries(USE_CASE_SLUGS.map((slug) => [`/InternetAccess/${slug}`, internetAccessPage(`useCases.families.${slug}`, 0.6)])),
  ...Object.fromEntries(
    USE_CASES_WITH_SERVICE_PAGES.flatMap((slug) =>
      USE_CASES[slug].map((service) => [
        `/InternetAccess/${slug}/${service}`,
        internetAccessPage(`useCases.services.${slug}.${service}`, 0.5),
      ]),
    ),
  ),
  '/blog': { ...marketing('blog', 'blog', 0.7, 'built'), layout: 'blog' },
  '/blog/[unikey]': { ...marketing('blog', 'blog.post', 0.6, 'built'), layout: 'blog' },
  '/blog/category': { ...marketing('blog', 'blog.categories', 0.3, 'built'), layout: 'blog' },
  '/blog/category/[category]': { ...marketing('blog', 'blog.category', 0.4, 'built'), layout: 'blog' },
  '/blog/category/[category]/page/[page]': { ...marketing('blog', 'blog.category', 0, 'built'), layout: 'blog' },
  '/blog/tag': { ...marketing('blog', 'blog.tags', 0.3, 'built'), layout: 'blog' },
  '/blog/tag/[tag]': { ...marketing('blog', 'blog.tag', 0.3, 'built'), layout: 'blog' },
  '/blog/tag/[tag]/page/[page]': { ...marketing('blog', 'blog.tag', 0, 'built'), layout: 'blog' },
  '/blog/search': { ...marketing('blog', 'blog.search', 0, 'built'), layout: 'blog' },
  '/blog/more': { ...marketing('blog', 'blog.more', 0.3, 'built'), layout: 'blog' },
  '/aboutus': marketing('company', 'company.about', 0.5, 'built'),
  '/press-room': marketing('company', 'company.press', 0.4, 'built'),
  '/affiliate-program': marketing('company', 'company.affiliate', 0.5, 'built'),
  '/influencer': marketing('company', 'company.influencer', 0.4, 'built'),
  '/contact-us': marketing('support', 'help.contact', 0.5, 'built'),
  // The refund request form (issue 11): it shows a signed-in visitor's email and last order, so it is
  // personal (noindex, no hreflang) and in the layout with the API's feedback.
  '/refund-request': { ...personal('plain', 'account', 'help.refundRequest', false), status: 'built' },
  '/faq': marketing('support', 'help.faq', 0.6, 'built'),
  '/what-is-vpn': marketing('support', 'help.whatIsVpn', 0.6, 'built'),
  '/vpn-benefits': marketing('support', 'help.benefits', 0.5, 'built'),
  // Named in the original material's path list (docs/product.md §2); rendered per visitor, still indexable.
  '/what-is-my-ip': marketing('support', 'help.whatIsMyIp', 0.4, 'built'),
  '/free-vpn': marketing('support', 'freeVpn', 0.6, 'built'),
  '/wfh': marketing('support', 'wfh', 0.4, 'built'),
  '/wfh/pc': marketing('support', 'wfh.pc', 0.3, 'built'),
  '/tsbox': marketing('download', 'download.tsbox', 0.4, 'built'),
  '/money-back-guarantee': marketing('legal', 'legal.moneyBack', 0.5, 'built'),
  '/policy': marketing('legal', 'legal.privacy', 0.3, 'built'),
  '/terms-of-service': marketing('legal', 'legal.terms', 0.3, 'built'),
  '/cookie-policy': marketing('legal', 'legal.cookies', 0.3, 'built'),
  '/promotion': marketing('promotion', 'promotion', 0.7, 'built'),
  '/gift-card': marketing('payment', 'giftCard', 0.5, 'built'),
  '/redeem-suc': { ...personal('plain', 'payment', 'giftCard.redeemed'), status: 'built' },
  '/login': { ...personal('plain', 'account', 'account.login', false), status: 'built' },
  // Web sign-up (issue 4), so a visitor can buy without installing an app first.
  '/signup': { ...personal('plain', 'account', 'account.signup', false), status: 'built' },
  '/forgetPassword': { ...personal('plain', 'account', 'account.forgotPassword', false), status: 'built' },
  '/resetPassword': { ...personal('plain', 'account', 'account.resetPassword', false), status: 'built' },
  '/myAccount': { ...personal('plain', 'account', 'account.myAccount', false), status: 'built' },
  // One paid order's printable receipt (docs/product.md §3 "Receipt"): under /myAccount, so protected like it.
  '/myAccount/receipt/[order]': { ...personal('plain', 'account', 'receipt', false), status: 'built' },
  // The newsletter: sign-up, and the pages its mails' confirm and unsubscribe links open.
  '/edmsub': { ...personal('plain', 'account', 'help.newsletter'), status: 'built' },
  '/paystatus/[[...platform]]': { ...personal('simple', 'payment', 'payment.status'), status: 'built' },
  '/paySuc': { ...personal('simple', 'payment', 'payment.success'), status: 'built' },
  '/win-pay': { ...personal('simple', 'payment', 'payment.windows'), status: 'built' },
  '/win-pay/native': { ...personal('standalone', 'payment', 'payment.windows'), status: 'built' },
  '/win-pay-result': { ...personal('simple', 'payment', 'payment.windowsResult'), status: 'built' },
  // The built-in test checkout's approve page (the sandbox provider's stand-in for PayPal's page).
  '/sandbox-pay/[id]': { ...personal('standalone', 'payment', 'payment.sandbox'), status: 'built' },
  // Opened by the browser extension when it is removed.
  '/ext/survey': { ...personal('standalone', 'utility', 'help.survey'), status: 'built' },
  '/redirect': { ...personal('standalone', 'utility', 'redirect'), status: 'built' },
  // The home page as it will be published, for review: never indexed, no language alternates.
  '/home/preview': { ...personal('default', 'home', 'home.preview', false), noindex: true, status: 'built' },
};

export const ROUTES: readonly RouteDef[] = Object.entries(table).map(([path, def]) => ({ path, ...def }));

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

/** The route of an exact table path (e.g. '/features/encryption'). */
export function routeFor(path: string): RouteDef {
  const route = byPath.get(path);
  if (!route) throw new Error(`No route ${path} in the route table`);
  return route;
}

/** Parameter values of a route, as Next.js passes them: a catch-all is a list, an optional one may be absent. */
export type RouteParams = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A segment of a table path: fixed text, `[name]`, `[...name]` or `[[...name]]` (optional catch-all). */
type Segment = { kind: 'text'; text: string } | { kind: 'param'; name: string } | { kind: 'catchAll'; name: string; optional: boolean };

function segmentsOf(tablePath: string): Segment[] {
  return tablePath
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      const optional = /^\[\[\.\.\.(\w+)\]\]$/.exec(part);
      if (optional) return { kind: 'catchAll', name: optional[1]!, optional: true };
      const catchAll = /^\[\.\.\.(\w+)\]$/.exec(part);
      if (catchAll) return { kind: 'catchAll', name: catchAll[1]!, optional: false };
      const param = /^\[(\w+)\]$/.exec(part);
      if (param) return { kind: 'param', name: param[1]! };
      if (/[[\]]/.test(part)) throw new Error(`Malformed segment "${part}" in route ${tablePath}`);
      return { kind: 'text', text: part };
    });
}

/**
 * The public path of a table route with its parameters filled in: `/pricing/checkout/[[...id]]`
 * with `{ id: ['3'] }` is `/pricing/checkout/3`, without an id `/pricing/checkout`. Metadata
 * (canonical, hreflang, share image) is built from this, so a route pattern never reaches a page.
 * Throws when a required parameter is missing.
 */
export function fillRoute(tablePath: string, params: RouteParams = {}): string {
  const parts = segmentsOf(tablePath).flatMap((segment) => {
    if (segment.kind === 'text') return [segment.text];
    const value = params[segment.name];
    const values = value === undefined ? [] : typeof value === 'string' ? [value] : [...value];
    if (values.length === 0 && !(segment.kind === 'catchAll' && segment.optional)) {
      throw new Error(`Route ${tablePath} needs the parameter "${segment.name}"`);
    }
    if (segment.kind === 'param' && values.length > 1) throw new Error(`Route ${tablePath}: "${segment.name}" is one segment`);
    return values.map((part) => encodeURIComponent(part));
  });
  return `/${parts.join('/')}`;
}

/**
 * The table route a public path (without language prefix) belongs to, and its parameters.
 * A fixed path wins over a pattern (`/blog/search` is not the post "search").
 */
export function matchRoute(path: string): { route: RouteDef; params: Record<string, string | string[]> } | undefined {
  const exact = byPath.get(path);
  if (exact) return { route: exact, params: {} };
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    });
  for (const route of ROUTES) {
    if (!route.path.includes('[')) continue;
    const params: Record<string, string | string[]> = {};
    const segments = segmentsOf(route.path);
    let index = 0;
    let matched = true;
    for (const segment of segments) {
      if (segment.kind === 'text') {
        matched = parts[index] === segment.text;
        index += 1;
      } else if (segment.kind === 'param') {
        matched = parts[index] !== undefined;
        if (matched) params[segment.name] = parts[index]!;
        index += 1;
      } else {
        const rest = parts.slice(index);
        matched = segment.optional || rest.length > 0;
        if (rest.length > 0) params[segment.name] = rest;
        index = parts.length;
      }
      if (!matched) break;
    }
    if (matched && index === parts.length) return { route, params };
  }
  return undefined;
}

/**
 * The page whose share image a public path shows: itself where its route has no parameters (or it
 * fills none); a blog post, category or tag the blog's (their names are only in the API's data);
 * another page with parameters its route without them where they are optional, else the home page.
 * The image route draws exactly these, so made-up URLs cannot make it draw and keep image after image.
 */
export function shareImagePath(path: string): string {
  const match = matchRoute(path);
  if (!match || Object.keys(match.params).length === 0) return path;
  if (match.route.family === 'blog') return '/blog';
  const optionalOnly = segmentsOf(match.route.path).every(
    (segment) => segment.kind === 'text' || (segment.kind === 'catchAll' && segment.optional),
  );
  return optionalOnly ? fillRoute(match.route.path) : '/';
}

/** Built routes without parameters: what the sitemap lists and the route tests request. */
export function staticBuiltRoutes(): RouteDef[] {
  return ROUTES.filter((route) => route.status === 'built' && !route.path.includes('['));
}

/**
 * Account and payment pages that need a session (docs/product.md §4 protected paths), and
 * /redeem-suc, which shows the account's Premium after a gift card was redeemed.
 */
export const PROTECTED_PATHS = ['/myAccount', '/paystatus', '/paySuc', '/redeem-suc'] as const;

const PERSONAL_FAMILIES: readonly Family[] = ['account', 'payment', 'utility'];

/**
 * An account, payment or utility page outside the sitemap: personal to the visitor, so it stays
 * out of search results and is not a marketing page (docs/product.md §2).
 */
export function isPersonalRoute(route: Pick<RouteDef, 'family' | 'priority'>): boolean {
  return route.priority === 0 && PERSONAL_FAMILIES.includes(route.family);
}

/**
 * Paths that are not marketing pages (personal routes), as prefixes.
 * Everything else is a "listed marketing path" for the main-host rule of docs/product.md §2.
 */
export function nonMarketingPrefixes(): string[] {
  return ROUTES.filter(isPersonalRoute).map((route) => route.path.replace(/\/\[.*$/, ''));
}
