/**
 * The one API client of the web app. Every rule of SPEC §7-8 about calling the
 * API lives here and nowhere else: the 20 s timeout, the X-App-Type header, the
 * bearer token, the captcha path variants, the error toast, the "Confirm logout"
 * dialog and the 401/403 sign-out. It has no React or DOM dependency: the
 * browser wiring (toast, dialog, location) is passed in, which keeps it testable.
 */
// Subpath imports keep the schema library out of the browser bundle.
import { WEB_APP_TYPE } from '@kestrel/domain/app-types';
import { CAPTCHA_FAILURE, ERROR_MESSAGE_DURATION_MS, HTTP_TIMEOUT_MS, isLogoutCode } from '@kestrel/domain/constants';

export type CaptchaVariant = 'r2' | 'r3';

export interface RequestOptions {
  /** Query parameters, appended to the URL. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Sends the call through the captcha-protected path variant with this signature. */
  captcha?: { variant: CaptchaVariant; signature: string };
  headers?: Record<string, string>;
  /**
   * The caller shows the failure itself, next to the form field it concerns, so the
   * transient toast is skipped (it would announce the same message twice). The
   * "Confirm logout" dialog and the 401/403 sign-out still apply.
   */
  quiet?: boolean;
}

export interface ApiClientDeps {
  /** Prefix of every call, default "/api/" (SPEC §7: the base URL is configurable). */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The language the API should answer messages in. */
  language?: () => string;
  session: {
    getToken(): string | undefined;
    clearToken(): void;
  };
  ui: {
    /** Shows a transient error for `durationMs`. */
    showError(message: string, durationMs: number): void;
    /** Asks "Confirm logout"; resolves true for Re-Login, false for Cancel. */
    confirmLogout(): Promise<boolean>;
    /** The localized default message ('Error'). */
    genericError(): string;
  };
  location: {
    pathname(): string;
    /** Path of the login page in the current language. */
    loginPath(): string;
    assign(path: string): void;
    reload(): void;
  };
}

/** What a failed call rejects with: the server's message and body when there was one. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: number | undefined,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

interface Envelope {
  code?: unknown;
  message?: unknown;
  data?: unknown;
  err_code?: unknown;
}

/** Rewrites an /api/mms/ URL to its captcha-protected variant (SPEC §7). */
export function captchaUrl(url: string, variant: CaptchaVariant): string {
  return url.replace('/api/mms/', `/ws/mm/reca/${variant}/`);
}

function withQuery(url: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function buildUrl(base: string, path: string, query: RequestOptions['query']): string {
  return withQuery(base.replace(/\/*$/, '/') + path.replace(/^\/+/, ''), query);
}

async function readBody(response: Response): Promise<Envelope | undefined> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Envelope) : undefined;
  } catch {
    return undefined;
  }
}

export function createApiClient(deps: ApiClientDeps) {
  const baseUrl = deps.baseUrl ?? '/api/';
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const timeoutMs = deps.timeoutMs ?? HTTP_TIMEOUT_MS;
  let logoutDialogOpen: Promise<boolean> | undefined;

  function fail(message: string, status: number | undefined, body: Envelope | undefined): never {
    throw new ApiRequestError(message, status, typeof body?.code === 'number' ? body.code : undefined, body);
  }

  function showError(message: string, quiet: boolean | undefined): void {
    if (!quiet) deps.ui.showError(message, ERROR_MESSAGE_DURATION_MS);
  }

  /** 50008/50012/50014: one dialog at a time, however many calls were refused. */
  async function askToLogInAgain(): Promise<void> {
    logoutDialogOpen ??= deps.ui.confirmLogout().finally(() => {
      logoutDialogOpen = undefined;
    });
    if (await logoutDialogOpen) {
      deps.session.clearToken();
      deps.location.reload();
    }
  }

  function signOutToLogin(): void {
    deps.session.clearToken();
    const login = deps.location.loginPath();
    if (deps.location.pathname() !== login) deps.location.assign(login);
  }

  async function request<T>(method: 'GET' | 'POST', path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    let url = buildUrl(baseUrl, path, options.query);
    let payload = body;
    if (options.captcha) {
      url = captchaUrl(url, options.captcha.variant);
      if (method === 'GET') {
        url = withQuery(url, { recasign: options.captcha.signature });
      } else {
        payload = { ...(payload as Record<string, unknown> | undefined), recasign: options.captcha.signature };
      }
    }

    const headers: Record<string, string> = { 'X-App-Type': String(WEB_APP_TYPE), ...options.headers };
    const token = deps.session.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const language = deps.language?.();
    if (language) headers['Accept-Language'] = language;
    if (method === 'POST') headers['Content-Type'] = 'application/json';

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: method === 'POST' ? JSON.stringify(payload ?? {}) : undefined,
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch {
      // No answer at all (offline, timeout): the generic message, nothing to carry.
      const message = deps.ui.genericError();
      showError(message, options.quiet);
      return fail(message, undefined, undefined);
    } finally {
      clearTimeout(timer);
    }

    const envelope = await readBody(response);
    const serverMessage = typeof envelope?.message === 'string' && envelope.message ? envelope.message : undefined;

    if (response.status !== 200) {
      if (envelope?.code === 401 || envelope?.code === 403) {
        signOutToLogin();
        return fail(serverMessage ?? deps.ui.genericError(), response.status, envelope);
      }
      const message = serverMessage ?? deps.ui.genericError();
      showError(message, options.quiet);
      return fail(message, response.status, envelope);
    }

    if (isLogoutCode(envelope?.code)) {
      void askToLogInAgain();
      return fail(serverMessage ?? deps.ui.genericError(), response.status, envelope);
    }
    if (envelope?.code !== undefined && envelope.code !== 200) {
      const message = serverMessage ?? deps.ui.genericError();
      showError(message, options.quiet);
      return fail(message, response.status, envelope);
    }
    return envelope?.data as T;
  }

  return {
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A captcha score failure (SPEC §8): err_code 500, code 20104. */
export function isCaptchaFailure(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.code === CAPTCHA_FAILURE.code &&
    (error.data as Envelope | undefined)?.err_code === CAPTCHA_FAILURE.err_code
  );
}
