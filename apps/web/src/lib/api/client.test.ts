import { describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, type LoginRequest, type PlansResponse, type Profile } from '@kestrel/domain';
import { ApiRequestError, createApiClient, isCaptchaFailure, type ApiClientDeps } from './client';

// Answers and bodies in the shapes the endpoints declare (the client checks each answer against its endpoint).
const PLANS_STATE: PlansResponse = {
  plans: [],
  spec_plans: {},
  activity_info_map: {},
  texts: { default: '', current: '' },
  test_mode: false,
};
const PROFILE: Profile = {
  email: 'a@b.c',
  is_password_set: true,
  created_at: '2026-01-01T00:00:00.000Z',
  plan: 'free',
  premium_until: null,
};
const SIGNED_IN = { token: 't2', expires_at: '2026-06-01T00:00:00.000Z' };
const CHANGE = { body: { current_password: 'Old!pass1', new_password: 'New!pass2' } };

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

describe('API client (docs/product.md §7)', () => {
  it('calls /api/ with X-App-Type 502, the language and no Authorization when signed out', async () => {
    const { client, calls } = setup(() => ok(PLANS_STATE));
    await expect(client.call(ENDPOINTS.plans)).resolves.toEqual(PLANS_STATE);
    expect(calls[0]!.url).toBe('/api/mms/payment/v1/providers/plans');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['X-App-Type']).toBe('502');
    expect(headers['Accept-Language']).toBe('de');
    expect(headers.Authorization).toBeUndefined();
  });

  it('sends the bearer token when one exists, and JSON bodies on POST', async () => {
    const { client, calls } = setup(() => ok(SIGNED_IN), { token: 'abc' });
    await client.call(ENDPOINTS.login, { body: { username: 'a@b.c', password: 'x' } });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ username: 'a@b.c', password: 'x' });
  });

  it('encodes query parameters', async () => {
    const { client, calls } = setup(() => ok(PLANS_STATE));
    await client.call(ENDPOINTS.plans, { query: { channel: 'a b', skip: undefined } });
    expect(calls[0]!.url).toBe('/api/mms/payment/v1/providers/plans?channel=a+b');
  });

  it('honours a configured base URL', async () => {
    const calls: string[] = [];
    const client = createApiClient({
      baseUrl: 'https://api.example.test/api',
      fetch: (async (input: RequestInfo | URL) => {
        calls.push(String(input));
        return ok(PROFILE);
      }) as typeof fetch,
      session: { getToken: () => undefined, clearToken: () => {} },
      ui: { showError: () => {}, confirmLogout: async () => false, genericError: () => 'Error' },
      location: { pathname: () => '/', loginPath: () => '/login', assign: () => {}, reload: () => {} },
    });
    await client.call(ENDPOINTS.profile);
    expect(calls).toEqual(['https://api.example.test/api/mms/account/v1/web/profile']);
  });

  it('rewrites captcha calls to /ws/mm/reca/r2/ with recasign in the body', async () => {
    const { client, calls } = setup(() => ok(SIGNED_IN));
    // Only the field this test looks at.
    const body = { username: 'u' } as LoginRequest;
    await client.call(ENDPOINTS.login, { body, captcha: { variant: 'r2', signature: 'sig' } });
    expect(calls[0]!.url).toBe('/ws/mm/reca/r2/account/v1/web/login');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ username: 'u', recasign: 'sig' });
  });

  it('sends recasign as a query parameter on captcha GET calls (r3)', async () => {
    const { client, calls } = setup(() => ok(PROFILE));
    await client.call(ENDPOINTS.profile, { query: { a: 1 }, captcha: { variant: 'r3', signature: 's/1' } });
    expect(calls[0]!.url).toBe('/ws/mm/reca/r3/account/v1/web/profile?a=1&recasign=s%2F1');
  });
});

describe('API client errors (docs/product.md §8)', () => {
  it('a non-200 status shows the server message for 5 s and rejects with it and the body', async () => {
    const body = { code: 400, message: 'Passwort falsch.' };
    const { client, ui } = setup(() => json(400, body));
    const error = await client.call(ENDPOINTS.changePassword, CHANGE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe('Passwort falsch.');
    expect((error as ApiRequestError).data).toEqual(body);
    expect((error as ApiRequestError).status).toBe(400);
    expect(ui.showError).toHaveBeenCalledWith('Passwort falsch.', 5000);
  });

  it('a quiet call (a form shows the message by its field) rejects with the message but shows no toast', async () => {
    const { client, ui } = setup(() => json(400, { code: 400, message: 'Passwort falsch.' }));
    await expect(client.call(ENDPOINTS.changePassword, { ...CHANGE, quiet: true })).rejects.toThrow('Passwort falsch.');
    expect(ui.showError).not.toHaveBeenCalled();
  });

  it('a quiet call still asks "Confirm logout" for an ended session', async () => {
    const { client, ui } = setup(() => json(200, { code: 50012, message: 'x' }), { token: 'old', relogin: false });
    await expect(client.call(ENDPOINTS.changePassword, { ...CHANGE, quiet: true })).rejects.toBeInstanceOf(ApiRequestError);
    expect(ui.confirmLogout).toHaveBeenCalledTimes(1);
  });

  it("a non-200 status without a message shows the localized 'Error'", async () => {
    const { client, ui } = setup(() => new Response('gateway down', { status: 502 }));
    await expect(client.call(ENDPOINTS.profile)).rejects.toThrow('Fehler');
    expect(ui.showError).toHaveBeenCalledWith('Fehler', 5000);
  });

  it.each([50008, 50012, 50014])('code %i with status 200 asks "Confirm logout"; Re-Login clears the token and reloads', async (code) => {
    const { client, ui, session, location } = setup(() => json(200, { code, message: 'logged out' }), { token: 'old', relogin: true });
    await expect(client.call(ENDPOINTS.profile)).rejects.toBeInstanceOf(ApiRequestError);
    await vi.waitFor(() => expect(location.reload).toHaveBeenCalledTimes(1));
    expect(ui.confirmLogout).toHaveBeenCalledTimes(1);
    expect(session.clearToken).toHaveBeenCalledTimes(1);
    expect(ui.showError).not.toHaveBeenCalled();
  });

  it('Cancel on "Confirm logout" keeps the page and the token', async () => {
    const { client, session, location, state } = setup(() => json(200, { code: 50012, message: 'x' }), { token: 'old', relogin: false });
    await expect(client.call(ENDPOINTS.profile)).rejects.toBeInstanceOf(ApiRequestError);
    await new Promise((r) => setTimeout(r, 0));
    expect(session.clearToken).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
    expect(state.token).toBe('old');
  });

  it('several refused calls at once open one dialog', async () => {
    let resolve: (relogin: boolean) => void = () => {};
    const { client, ui } = setup(() => json(200, { code: 50014, message: 'expired' }), { token: 't' });
    ui.confirmLogout.mockImplementation(() => new Promise<boolean>((r) => (resolve = r)));
    await Promise.allSettled([client.call(ENDPOINTS.profile), client.call(ENDPOINTS.deviceList), client.call(ENDPOINTS.subscription)]);
    expect(ui.confirmLogout).toHaveBeenCalledTimes(1);
    resolve(false);
  });

  it.each([401, 403])('body code %i clears the token and goes to the login page', async (code) => {
    const { client, session, location, ui } = setup(() => json(code, { code, message: 'no' }), { token: 't', path: '/de/myAccount' });
    await expect(client.call(ENDPOINTS.profile)).rejects.toMatchObject({ code });
    expect(session.clearToken).toHaveBeenCalled();
    expect(location.assign).toHaveBeenCalledWith('/de/login');
    expect(ui.showError).not.toHaveBeenCalled();
  });

  it('401 on the login page itself does not navigate again', async () => {
    const { client, location } = setup(() => json(401, { code: 401, message: 'no' }), { path: '/de/login' });
    await expect(client.call(ENDPOINTS.profile)).rejects.toBeInstanceOf(ApiRequestError);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('a network failure shows the generic error and rejects', async () => {
    const { client, ui } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.call(ENDPOINTS.profile)).rejects.toMatchObject({ message: 'Fehler', status: undefined });
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
      const pending = client.call(ENDPOINTS.profile).catch((e: unknown) => e);
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
    const error = await client.call(ENDPOINTS.login, { body: { username: 'a@b.c', password: 'x' } }).catch((e: unknown) => e);
    expect(isCaptchaFailure(error)).toBe(true);
    expect(isCaptchaFailure(new Error('x'))).toBe(false);
  });
});

describe('API client answer checks', () => {
  it('fills path parameters from the endpoint table, encoded', async () => {
    const order = { order_no: 'KV 1' };
    const { client, calls } = setup(() => json(400, { code: 400, message: 'x' }));
    await client.call(ENDPOINTS.captureOrder, { params: order, quiet: true }).catch(() => undefined);
    expect(calls[0]!.url).toBe('/api/mms/payment/v1/web/orders/KV%201/capture');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{}');
  });

  it.each([
    ['data of another shape', ok({ email: 1 })],
    ['no data', json(200, { code: 200, message: 'success' })],
    ['a body that is not an envelope', json(200, [PROFILE])],
    ['no JSON at all', new Response('<html>', { status: 200 })],
  ])("a 200 with %s is a failure with the localized 'Error', not a crash", async (_, response) => {
    const { client, ui } = setup(() => response);
    const error = await client.call(ENDPOINTS.profile).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe('Fehler');
    expect(ui.showError).toHaveBeenCalledWith('Fehler', 5000);
  });

  it('answers the data as the endpoint parses it', async () => {
    const { client } = setup(() => ok({ ...PROFILE, extra: 'left out' }));
    await expect(client.call(ENDPOINTS.profile)).resolves.toEqual(PROFILE);
  });

  it("reads a failure's message key and field from its body", async () => {
    const body = { code: 400, message: 'Falsches Passwort.', key: 'errors.incorrectPassword', field: 'current_password' };
    const { client } = setup(() => json(400, body));
    const error = (await client.call(ENDPOINTS.changePassword, { ...CHANGE, quiet: true }).catch((e: unknown) => e)) as ApiRequestError;
    expect(error.key).toBe('errors.incorrectPassword');
    expect(error.field).toBe('current_password');
  });

  it('ignores a key the catalog does not have, and a field that is not text', async () => {
    const { client } = setup(() => json(400, { code: 400, message: 'x', key: 'errors.nonsense', field: 3 }));
    const error = (await client.call(ENDPOINTS.changePassword, { ...CHANGE, quiet: true }).catch((e: unknown) => e)) as ApiRequestError;
    expect(error.key).toBeUndefined();
    expect(error.field).toBeUndefined();
  });
});
