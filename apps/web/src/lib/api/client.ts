/**
 * The one API client of the web app. Every rule of docs/product.md §7-8 about calling the
 * API lives here and nowhere else: the 20 s timeout, the X-App-Type header, the
 * bearer token, the captcha path variants, the error toast, the "Confirm logout"
 * dialog and the 401/403 sign-out. It has no React or DOM dependency: the
 * browser wiring (toast, dialog, location) is passed in, which keeps it testable.
 */
// Subpath imports keep the schema library out of the browser bundle: the schemas that check an
// answer come with the endpoint the caller hands in (@kestrel/domain/endpoints).
import {
  pathOf,
  type Endpoint,
  type EndpointBody,
  type EndpointData,
  type EndpointQuery,
  type PathParamName,
} from '@kestrel/domain/api-paths';
import { WEB_APP_TYPE } from '@kestrel/domain/app-types';
import { CAPTCHA_FAILURE, ERROR_MESSAGE_DURATION_MS, HTTP_TIMEOUT_MS, isLogoutCode } from '@kestrel/domain/constants';
import { isApiMessageKey, type ApiMessageKey } from '@kestrel/domain/messages';

export type CaptchaVariant = 'r2' | 'r3';

/** Query parameters, appended to the URL (undefined ones are left out). */
type QueryValues = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
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
  /** Prefix of every call, default "/api/" (docs/product.md §7: the base URL is configurable). */
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

/** The endpoints the browser calls: those under the API base (`/api/`, configurable). */
export type WebEndpoint = Endpoint & { readonly path: `/api/${string}` };

/** The parts of a call its endpoint asks for: a body, path parameters, a query. */
export type CallRequest<E extends WebEndpoint> = RequestOptions &
  (E['body'] extends object ? { body: EndpointBody<E> } : { body?: never }) &
  ([PathParamName<E['path']>] extends [never] ? { params?: never } : { params: Readonly<Record<PathParamName<E['path']>, string>> }) & {
    /** The endpoint's query, plus parameters only the client's side knows of (docs/product.md §4's captcha action). */
    query?: (E['query'] extends object ? EndpointQuery<E> : unknown) & QueryValues;
  };

/** A call's request is optional when its endpoint needs nothing. */
type CallArgs<E extends WebEndpoint> = object extends CallRequest<E> ? [request?: CallRequest<E>] : [request: CallRequest<E>];

/**
 * What a failed call rejects with: the server's message and body when there was one, and from the
 * body what the failure means (`key`, a message key of the errors catalog) and which request
 * field it concerns (`field`), so a form can place the message next to that field.
 */
export class ApiRequestError extends Error {
  readonly key: ApiMessageKey | undefined;
  readonly field: string | undefined;

  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: number | undefined,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
    const body = isRecord(data) ? data : {};
    this.key = isApiMessageKey(body.key) ? body.key : undefined;
    this.field = typeof body.field === 'string' && body.field ? body.field : undefined;
  }
}

/** An answer's body as far as the client reads it; every part is checked before use. */
type Envelope = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Rewrites an /api/mms/ URL to its captcha-protected variant (docs/product.md §7). */
export function captchaUrl(url: string, variant: CaptchaVariant): string {
  return url.replace('/api/mms/', `/ws/mm/reca/${variant}/`);
}

function withQuery(url: string, query: QueryValues | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function buildUrl(base: string, path: string, query: QueryValues | undefined): string {
  return withQuery(base.replace(/\/*$/, '/') + path.replace(/^\/+/, ''), query);
}

/** The JSON object of an answer's body; undefined for an empty, non-JSON or non-object body. */
async function readBody(response: Response): Promise<Envelope | undefined> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The data of a success envelope (`{ code: 200, message: 'success', data }`); undefined for any other shape. */
function successData(envelope: Envelope | undefined): { data: unknown } | undefined {
  if (envelope?.code !== 200 || envelope.message !== 'success' || !('data' in envelope)) return undefined;
  return { data: envelope.data };
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

  async function call<E extends WebEndpoint>(endpoint: E, ...[request]: CallArgs<E>): Promise<EndpointData<E>> {
    const options: CallRequest<E> = request ?? ({} as CallRequest<E>);
    const method = endpoint.method === 'get' ? 'GET' : 'POST';
    // The endpoint's path without the /api/ the base URL stands for.
    const path = pathOf(endpoint.path, options.params ?? {}).slice('/api/'.length);
    let url = buildUrl(baseUrl, path, options.query);
    let payload: unknown = options.body;
    if (options.captcha) {
      url = captchaUrl(url, options.captcha.variant);
      if (method === 'GET') {
        url = withQuery(url, { recasign: options.captcha.signature });
      } else {
        payload = { ...(isRecord(payload) ? payload : {}), recasign: options.captcha.signature };
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
    // A success is believed only in the shape the endpoint declares; anything else is the generic failure.
    const success = successData(envelope);
    const parsed = success ? endpoint.response.safeParse(success.data) : undefined;
    if (!parsed?.success) {
      const message = deps.ui.genericError();
      showError(message, options.quiet);
      return fail(message, response.status, envelope);
    }
    return parsed.data as EndpointData<E>;
  }

  return { call };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A captcha score failure (docs/product.md §8): err_code 500, code 20104. */
export function isCaptchaFailure(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.code === CAPTCHA_FAILURE.code &&
    isRecord(error.data) &&
    error.data.err_code === CAPTCHA_FAILURE.err_code
  );
}
