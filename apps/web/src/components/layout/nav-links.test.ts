import { describe, expect, it } from 'vitest';
import { ROUTES, routeFor } from '../../site/routes';
import { FOOTER_NAV, MAIN_NAV } from './nav-links';

const shown = [...MAIN_NAV, ...FOOTER_NAV.flatMap((column) => column.links)].map((link) => link.href);

describe('header and footer links', () => {
  it('lead only to built pages', () => {
    expect(shown.filter((href) => routeFor(href).status !== 'built')).toEqual([]);
  });

  it('show a page once it is built: the footer’s gift card link (issue 15)', () => {
    expect(ROUTES.find((route) => route.path === '/gift-card')?.status).toBe('built');
    expect(shown).toContain('/gift-card');
  });

  it('keep the footer columns that have a built page', () => {
    expect(FOOTER_NAV.map((column) => column.group)).toContain('product');
    expect(FOOTER_NAV.every((column) => column.links.length > 0)).toBe(true);
  });
});
