import * as domain from '@kestrel/domain';
import { describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import { STORAGE_INVENTORY } from './inventory';

/**
 * Every cookie name @kestrel/domain exports: the `…_COOKIE` names, the `…_COOKIE_NAMES` lists, and the
 * channel, which docs/product.md §3 names as both a query parameter and a cookie.
 */
function exportedCookieNames(): string[] {
  const names = Object.entries(domain).flatMap(([exportName, value]): string[] => {
    if (/_COOKIE$/.test(exportName) && typeof value === 'string') return [value];
    if (/_COOKIE_NAMES$/.test(exportName) && Array.isArray(value)) return value.filter((name): name is string => typeof name === 'string');
    return [];
  });
  return [...names, domain.CHANNEL_PARAM];
}

describe('the storage inventory', () => {
  it('lists every cookie name the code defines on the cookie policy', () => {
    const listed = new Set(STORAGE_INVENTORY.map((entry) => entry.name));
    expect(exportedCookieNames().filter((name) => !listed.has(name))).toEqual([]);
  });

  it('never lists a name twice', () => {
    const listed = STORAGE_INVENTORY.map((entry) => entry.name);
    expect(listed.filter((name, index) => listed.indexOf(name) !== index)).toEqual([]);
  });

  it('lists the language cookie under the name and lifetime the language routing gives it', () => {
    const cookie = routing.localeCookie;
    if (typeof cookie !== 'object') throw new Error('the routing sets no language cookie of its own');
    const entry = STORAGE_INVENTORY.find((candidate) => candidate.name === cookie.name);
    expect(entry?.lifetime).toEqual({ kind: 'fixed', seconds: cookie.maxAge });
  });
});
