import { attributionOf, type Attribution } from '@kestrel/domain';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/**
 * The attribution a website request carries in its cookies (set by the site's proxy,
 * docs/product.md §3 "Attribution"); undefined for an app, which sends none.
 */
export function requestAttribution(c: Context, now: Date): Attribution | undefined {
  const cookies = getCookie(c);
  return attributionOf((name) => cookies[name], now);
}
