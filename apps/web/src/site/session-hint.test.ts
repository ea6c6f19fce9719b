import { describe, expect, it } from 'vitest';
import { SESSION_ENDED_REASON, staleSessionHint } from './session-hint';

const request = (hint: boolean, session: boolean, url: string) => {
  const parsed = new URL(url, 'https://kestrelvpn.example');
  return { hint, session, pathname: parsed.pathname, searchParams: parsed.searchParams };
};

describe('staleSessionHint (docs/product.md §3 "signed in" hint)', () => {
  it('removes a hint left without a session cookie, on any page', () => {
    expect(staleSessionHint(request(true, false, '/features/automatic-kill-switch'))).toBe(true);
    expect(staleSessionHint(request(true, false, '/de/pricing'))).toBe(true);
  });

  it('removes it on the sign-in page that a refused session was sent to, in every language', () => {
    for (const path of ['/login', '/de/login', '/ar/m/login', '/LOGIN']) {
      expect(staleSessionHint(request(true, true, `${path}?next=%2FmyAccount&reason=${SESSION_ENDED_REASON}`)), path).toBe(true);
    }
  });

  it('keeps the hint of a session cookie elsewhere, and on the sign-in page for any other reason', () => {
    expect(staleSessionHint(request(true, true, '/features/automatic-kill-switch'))).toBe(false);
    expect(staleSessionHint(request(true, true, '/login'))).toBe(false);
    expect(staleSessionHint(request(true, true, '/login?reason=signed-out'))).toBe(false);
    expect(staleSessionHint(request(true, true, `/pricing?reason=${SESSION_ENDED_REASON}`))).toBe(false);
  });

  it('has nothing to remove without a hint', () => {
    expect(staleSessionHint(request(false, false, `/login?reason=${SESSION_ENDED_REASON}`))).toBe(false);
    expect(staleSessionHint(request(false, true, '/'))).toBe(false);
  });
});
