/**
 * The security headers of the website (docs/architecture.md "Security conventions", docs/decisions/010):
 * the same on every response, plus, on pages, a strict Content-Security-Policy built from the
 * page's own inline-script hashes, the opener policy and the referrer policy of that page.
 */
import { HSTS } from '@kestrel/domain/constants';
import { withoutLanguage } from '@kestrel/domain/languages';

export interface HeaderContext {
  /** The visitor reached the site over https (SITE_URL is https, or a trusted proxy says so). */
  https: boolean;
  /** `next dev`: React's debugging needs eval, and hot reload a WebSocket. */
  dev: boolean;
}

/** Headers of every response, page or not. */
export function commonHeaders(context: HeaderContext): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    // Sent over https only: browsers ignore it on plain http.
    ...(context.https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/**
 * The Content-Security-Policy of a page whose inline scripts hash to `scriptHashes`. Scripts run
 * only from this origin or when they are exactly the page's own inline scripts: no
 * 'unsafe-inline', no other host. Styles may be inline (React style attributes).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], context: HeaderContext): string {
  const script = ["'self'", ...scriptHashes, ...(context.dev ? ["'unsafe-eval'"] : [])];
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${context.dev ? ' ws: wss:' : ''}`,
    "media-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(context.https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** The page's path without the /m/ mobile prefix and the language prefix. */
function pagePath(pathname: string): string {
  const path = pathname.replace(/^\/m(?=\/|$)/, '') || '/';
  return withoutLanguage(path);
}

const startsWithAny = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Pages that open the PayPal window and must keep a handle on it while the buyer pays. */
const OPENS_PAYPAL = ['/pricing/checkout', '/win-pay'];
/** Pages shown inside the PayPal window (the test checkout, and where PayPal sends the buyer back). */
const INSIDE_PAYPAL_WINDOW = ['/sandbox-pay', '/paystatus', '/win-pay-result'];
/**
 * Pages whose address may carry a code, an email or a token (/redirect: inside the address it carries;
 * /edmsub: the newsletter mails' confirm and unsubscribe tokens).
 */
const PRIVATE_ADDRESS = ['/resetPassword', '/forgetPassword', '/forgetpassword', '/win-pay', '/sandbox-pay', '/redirect', '/edmsub'];

/**
 * Cross-Origin-Opener-Policy of a page. `same-origin` everywhere, except the checkout flow: the
 * page that opens PayPal's window allows popups (so it can see when the buyer closes it), and
 * the pages that load inside that window after PayPal's own (cross-origin) pages opt out, or the
 * browser would cut the window off from the checkout (docs/decisions/010).
 */
export function openerPolicy(pathname: string): string {
  const path = pagePath(pathname);
  if (path === '/win-pay/native') return 'same-origin';
  if (startsWithAny(path, INSIDE_PAYPAL_WINDOW)) return 'unsafe-none';
  if (startsWithAny(path, OPENS_PAYPAL)) return 'same-origin-allow-popups';
  return 'same-origin';
}

/** Referrer-Policy of a page: none at all where the address may carry a secret. */
export function referrerPolicy(pathname: string): string {
  return startsWithAny(pagePath(pathname), PRIVATE_ADDRESS) ? 'no-referrer' : 'strict-origin-when-cross-origin';
}

/** Headers of an HTML page at `pathname` whose inline scripts hash to `scriptHashes`. */
export function pageHeaders(pathname: string, scriptHashes: readonly string[], context: HeaderContext): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes, context),
    'Cross-Origin-Opener-Policy': openerPolicy(pathname),
    'Referrer-Policy': referrerPolicy(pathname),
  };
}
