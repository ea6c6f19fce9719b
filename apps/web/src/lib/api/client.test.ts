import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createApiClient, isCaptchaFailure, type ApiClientDeps } from './client';

type FetchArgs = { url: string; init: RequestInit };

function setup(
  respond: (args: FetchArgs) => Response | Promise<Response>,
  opts: { token?: string; path?: string; relogin?: boolean } = {},
) {
  const calls: FetchArgs[] = [];
  const state = { token: opts.token, path: opts.path ?? '/de/pricing' };
  const ui = {
    showError: vi.fn<(message: string, durationMs: number) => void>(),
    confirmLogout: vi.fn(async () => opts.relogin ?? true),
    genericError: () => 'Fehler',
  };
  const location = {
    pathname: () => state.path,
    loginPath: () => '/de/login',
    assign: vi.fn((path: string) => {
      state.path = path;
    }),
    reload: vi.fn(),
  };
  const session = {
    getToken: () => state.token,
    clearToken: vi.fn(() => {
      state.token = undefined;
    }),
  };
  const deps: ApiClientDeps = {
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const args = { url: String(input), init: init ?? {} };
      calls.push(args);
      return respond(args);
    }) as typeof fetch,
    session,
    ui,
    location,
    language: () => 'de',
  };
  return { client: createApiClient(deps), calls, ui, location, session, state };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ok = (data: unknown) => json(200, { code: 200, message: 'success', data });

describe('API client (SPEC §7)', () => {
  it('calls /api/ with X-App-Type 502, the language and no Authorization when signed out', async () => {
    const { client, calls } = setup(() => ok({ plans: [] }));
    await expect(client.get('mms/payment/v1/providers/plans')).resolves.toEqual({ plans: [] });
    expect(calls[0]!.url).toBe('/api/mms/payment/v1/providers/plans');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['X-App-Type']).toBe('502');
    expect(headers['Accept-Language']).toBe('de');
    expect(headers.Authorization).toBeUndefined();
  });

  it('sends the bearer token when one exists, and JSON bodies on POST', async () => {
    const { client, calls } = setup(() => ok({ token: 't2' }), { token: 'abc' });
    await client.post('mms/account/v1/web/login', { username: 'a@b.c', password: 'x' });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ username: 'a@b.c', password: 'x' });
  });

  it('encodes query parameters', async () => {
    const { client, calls } = setup(() => ok(null));
    await client.get('mms/payment/v1/providers/plans', { query: { channel: 'a b', skip: undefined } });
    expect(calls[0]!.url).toBe('/api/mms/payment/v1/providers/plans?channel=a+b');
  });

  it('honours a configured base URL', async () => {
    const calls: string[] = [];
    const client = createApiClient({
      baseUrl: 'https://api.example.test/api',
      fetch: (async (input: RequestInfo | URL) => {
        calls.push(String(input));
        return ok(1);
      }) as typeof fetch,
      session: { getToken: () => undefined, clearToken: () => {} },
      ui: { showError: () => {}, confirmLogout: async () => false, genericError: () => 'Error' },
      location: { pathname: () => '/', loginPath: () => '/login', assign: () => {}, reload: () => {} },
    });
    await client.get('mms/x');
    expect(calls).toEqual(['https://api.example.test/api/mms/x']);
  });

  it('rewrites captcha calls to /ws/mm/reca/r2/ with recasign in the body', async () => {
    const { client, calls } = setup(() => ok({ token: 't' }));
    await client.post('mms/account/v1/web/login', { username: 'u' }, { captcha: { variant: 'r2', signature: 'sig' } });
    expect(calls[0]!.url).toBe('/ws/mm/reca/r2/account/v1/web/login');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ username: 'u', recasign: 'sig' });
  });

  it('sends recasign as a query parameter on captcha GET calls (r3)', async () => {
    const { client, calls } = setup(() => ok({}));
    await client.get('mms/account/v1/web/profile', { query: { a: 1 }, captcha: { variant: 'r3', signature: 's/1' } });
    expect(calls[0]!.url).toBe('/ws/mm/reca/r3/account/v1/web/profile?a=1&recasign=s%2F1');
  });
});

describe('API client errors (SPEC §8)', () => {
  it('a non-200 status shows the server message for 5 s and rejects with it and the body', async () => {
    const body = { code: 400, message: 'Passwort falsch.' };
    const { client, ui } = setup(() => json(400, body));
    const error = await client.post('mms/account/v1/web/change_password', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe('Passwort falsch.');
    expect((error as ApiRequestError).data).toEqual(body);
    expect((error as ApiRequestError).status).toBe(400);
    expect(ui.showError).toHaveBeenCalledWith('Passwort falsch.', 5000);
  });

  it('a quiet call (a form shows the message by its field) rejects with the message but shows no toast', async () => {
    const { client, ui } = setup(() => json(400, { code: 400, message: 'Passwort falsch.' }));
    await expect(client.post('mms/account/v1/web/change_password', {}, { quiet: true })).rejects.toThrow('Passwort falsch.');
    expect(ui.showError).not.toHaveBeenCalled();
  });

  it('a quiet call still asks "Confirm logout" for an ended session', async () => {
    const { client, ui } = setup(() => json(200, { code: 50012, message: 'x' }), { token: 'old', relogin: false });
    await expect(client.post('mms/account/v1/web/change_password', {}, { quiet: true })).rejects.toBeInstanceOf(ApiRequestError);
    expect(ui.confirmLogout).toHaveBeenCalledTimes(1);
  });

  it("a non-200 status without a message shows the localized 'Error'", async () => {
    const { client, ui } = setup(() => new Response('gateway down', { status: 502 }));
    await expect(client.get('mms/x')).rejects.toThrow('Fehler');
    expect(ui.showError).toHaveBeenCalledWith('Fehler', 5000);
  });

  it.each([50008, 50012, 50014])('code %i with status 200 asks "Confirm logout"; Re-Login clears the token and reloads', async (code) => {
    const { client, ui, session, location } = setup(() => json(200, { code, message: 'logged out' }), { token: 'old', relogin: true });
    await expect(client.get('mms/account/v1/web/profile')).rejects.toBeInstanceOf(ApiRequestError);
    await vi.waitFor(() => expect(location.reload).toHaveBeenCalledTimes(1));
    expect(ui.confirmLogout).toHaveBeenCalledTimes(1);
    expect(session.clearToken).toHaveBeenCalledTimes(1);
    expect(ui.showError).not.toHaveBeenCalled();
  });

  it('Cancel on "Confirm logout" keeps the page and the token', async () => {
    const { client, session, location, state } = setup(() => json(200, { code: 50012, message: 'x' }), { token: 'old', relogin: false });
    await expect(client.get('mms/x')).rejects.toBeInstanceOf(ApiRequestError);
    await new Promise((r) => setTimeout(r, 0));
    expect(session.clearToken).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
    expect(state.token).toBe('old');
  });

  it('several refused calls at once open one dialog', async () => {
    let resolve: (relogin: boolean) => void = () => {};
    const { client, ui } = setup(() => json(200, { code: 50014, message: 'expired' }), { token: 't' });
    ui.confirmLogout.mockImplementation(() => new Promise<boolean>((r) => (resolve = r)));
    await Promise.allSettled([client.get('a'), client.get('b'), client.get('c')]);
    expect(ui.confirmLogout).toHaveBeenCalledTimes(1);
    resolve(false);
  });

  it.each([401, 403])('body code %i clears the token and goes to the login page', async (code) => {
    const { client, session, location, ui } = setup(() => json(code, { code, message: 'no' }), { token: 't', path: '/de/myAccount' });
    await expect(client.get('mms/account/v1/web/profile')).rejects.toMatchObject({ code });
    expect(session.clearToken).toHaveBeenCalled();
    expect(location.assign).toHaveBeenCalledWith('/de/login');
    expect(ui.showError).not.toHaveBeenCalled();
  });

  it('401 on the login page itself does not navigate again', async () => {
    const { client, location } = setup(() => json(401, { code: 401, message: 'no' }), { path: '/de/login' });
    await expect(client.get('x')).rejects.toBeInstanceOf(ApiRequestError);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('a network failure shows the generic error and rejects', async () => {
    const { client, ui } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('x')).rejects.toMatchObject({ message: 'Fehler', status: undefined });
    expect(ui.showError).toHaveBeenCalledWith('Fehler', 5000);
  });

  it('gives up after the 20 s timeout', async () => {
    vi.useFakeTimers();
    try {
      const { client, ui } = setup(
        ({ init }) =>
          new Promise<Response>((_, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const pending = client.get('slow').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(19_999);
      expect(ui.showError).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toBeInstanceOf(ApiRequestError);
      expect(ui.showError).toHaveBeenCalledWith('Fehler', 5000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('recognises the captcha score failure (err_code 500, code 20104)', async () => {
    const { client } = setup(() => json(400, { code: 20104, err_code: 500, message: 'ReCaptchaScoreTooLow' }));
    const error = await client.post('mms/account/v1/web/login', {}).catch((e: unknown) => e);
    expect(isCaptchaFailure(error)).toBe(true);
    expect(isCaptchaFailure(new Error('x'))).toBe(false);
  });
});
