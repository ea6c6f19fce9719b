/**
 * What the account journeys do outside the browser: solve the API's proof-of-work captcha,
 * read emailed codes and links from the API's outbox (DATA_DIR/outbox/*.eml), and create accounts,
 * sessions and app devices directly through the API (not through the website, which hands the
 * API only the address it saw: set-up calls speak for made-up clients, as a trusted proxy would).
 */
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ENDPOINTS, SESSION_COOKIE, SESSION_HINT_COOKIE, SESSION_HINT_VALUE, pathOf } from '@kestrel/domain';
import { solveAltcha, type AltchaChallenge } from '@kestrel/domain/test-support/altcha';

const api = (path: string) => `${process.env.E2E_API_URL ?? ''}${path}`;

/** A password that meets docs/product.md §5 (8-20 printable ASCII, lower, upper, symbol). */
export const PASSWORD = 'Kestrel!2024';
export const NEW_PASSWORD = 'Falcon#2025x';

let counter = 0;
/** A fresh address per call, so journeys running in parallel never share an account. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `e2e-${label}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

/** An ALTCHA payload for a protected call, solved here as the browser would. */
export async function solveCaptcha(request: APIRequestContext, level: 'normal' | 'hard' = 'normal'): Promise<string> {
  const response = await request.get(api(`${ENDPOINTS.captchaChallenge.path}${level === 'hard' ? '?level=hard' : ''}`));
  expect(response.status()).toBe(200);
  return solveAltcha(((await response.json()) as { data: AltchaChallenge }).data);
}

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return join(dataDir, 'outbox');
}

function outboxFiles(): string[] {
  try {
    return readdirSync(outboxDir())
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
}

/** The .eml files written so far; pass it to `emailedCode` to wait for a newer message. */
export function outboxMark(): Set<string> {
  return new Set(outboxFiles());
}

/** The 6-digit code of a message source: the text/plain part, after the headers. */
function codeOf(source: string): string | undefined {
  const body = source.slice(source.search(/\r?\n\r?\n/));
  const text = body.split(/Content-Type: text\/plain/i)[1] ?? body;
  return /(?<![\d#])(\d{6})(?!\d)/.exec(text)?.[1];
}

/**
 * What `read` finds in the newest message to `email` that was not in `mark`, waiting for it to be
 * written (`what` names it in the failure).
 */
async function fromNewestMessage(email: string, mark: Set<string>, read: (source: string) => string | undefined, what: string) {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const fresh = outboxFiles()
          .filter((name) => !mark.has(name))
          .reverse()
          .map((name) => readFileSync(join(outboxDir(), name), 'utf8'))
          .find((source) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(source));
        found = fresh ? read(fresh) : undefined;
        return found;
      },
      { message: `${what} emailed to ${email}`, timeout: 20_000, intervals: [100, 250, 500] },
    )
    .toBeTruthy();
  return found!;
}

/** The code of the newest message to `email` that was not in `mark`, waiting for it to be written. */
export async function emailedCode(email: string, mark: Set<string>): Promise<string> {
  const code = await fromNewestMessage(email, mark, codeOf, 'a code');
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/**
 * The text of the newest message to `email` that was not in `mark` and whose subject contains
 * `subject`, waiting for it (quoted-printable undone: the ASCII mails of English).
 */
export async function emailedText(email: string, mark: Set<string>, subject: string): Promise<string> {
  return fromNewestMessage(
    email,
    mark,
    (source) =>
      new RegExp(`^Subject: .*${subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(source) ? unquoted(source) : undefined,
    `a message about "${subject}"`,
  );
}

/** A message source with its quoted-printable soft breaks and escapes undone (the ASCII mails of English). */
function unquoted(source: string): string {
  return source.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The path and query of the first link to a page of the site starting with `pathAndQuery` (e.g.
 * '/edmsub?confirm=') in the newest message to `email` that was not in `mark`, waiting for it.
 * Only the path is kept, so the journey opens it on the site under test whatever SITE_URL says.
 */
export async function emailedLink(email: string, mark: Set<string>, pathAndQuery: string): Promise<string> {
  return fromNewestMessage(
    email,
    mark,
    (source) => {
      const link = unquoted(source)
        .match(/https?:\/\/[^\s"'<>\]]+/g)
        ?.map((url) => new URL(url))
        .find((url) => `${url.pathname}${url.search}`.startsWith(pathAndQuery));
      return link ? `${link.pathname}${link.search}` : undefined;
    },
    `a link to ${pathAndQuery}`,
  );
}

let clientCounter = 0;
/**
 * A client address of its own for each set-up call (believed through the API's TRUSTED_PROXIES:
 * these calls reach the API directly, as a load balancer would), so the per-IP limits on sign-up and sign-in, which every
 * journey's set-up would otherwise share as 127.0.0.1, keep applying to the journeys themselves.
 */
function setupClientIp(): string {
  clientCounter += 1;
  return `198.51.100.${(process.pid + clientCounter) % 250}`;
}

/** POST to the API, as this website (X-App-Type 502) unless told. */
async function post(request: APIRequestContext, path: string, data: unknown, headers: Record<string, string> = {}) {
  return request.post(api(path), { data, headers: { 'X-App-Type': '502', 'X-Forwarded-For': setupClientIp(), ...headers } });
}

export interface Account {
  email: string;
  password: string;
  /** The token of the web session the sign-up opened. */
  token: string;
}

/** Creates an account the way the sign-up page does: emailed code, then sign-up. */
export async function createAccount(request: APIRequestContext, label: string): Promise<Account> {
  const email = uniqueEmail(label);
  const mark = outboxMark();
  const requested = await post(request, ENDPOINTS.verificationRequest.path, {
    email,
    purpose: 'signup',
    captcha: await solveCaptcha(request),
  });
  expect(requested.status(), await requested.text()).toBe(200);
  const code = await emailedCode(email, mark);
  const signedUp = await post(request, ENDPOINTS.signup.path, { email, code, password: PASSWORD, captcha: await solveCaptcha(request) });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  const { data } = (await signedUp.json()) as { data: { token: string } };
  return { email, password: PASSWORD, token: data.token };
}

/** Signs in from an app (X-App-Type 101, Android), which binds `device` to the account. */
export async function appLogin(
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
  device: { user_id: string; name: string; os: string },
): Promise<string> {
  const response = await post(
    request,
    ENDPOINTS.login.path,
    { username: account.email, password: account.password, captcha: await solveCaptcha(request), device },
    { 'X-App-Type': '101' },
  );
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The body code GET web/profile answers for a bearer token (200 while the session lives). */
export async function profileCode(request: APIRequestContext, token: string, appType = '502'): Promise<number> {
  const response = await request.get(api(ENDPOINTS.profile.path), { headers: { Authorization: `Bearer ${token}`, 'X-App-Type': appType } });
  return ((await response.json()) as { code: number }).code;
}

/** Puts a session into a browser context, as the API's Set-Cookie would: the token and its "signed in" hint. */
export async function useSession(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: SESSION_HINT_COOKIE, value: SESSION_HINT_VALUE, url: baseURL, sameSite: 'Lax' },
  ]);
}

/**
 * Buys the recommended plan for a session token through the API and the built-in test
 * checkout (create the order, press Pay on the sandbox page, capture), as the checkout does; returns the order number.
 */
export async function buyPlan(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}`, 'X-App-Type': '502' };
  const plansResponse = await request.get(api(ENDPOINTS.plans.path));
  expect(plansResponse.status()).toBe(200);
  const { data: state } = (await plansResponse.json()) as { data: { plans: Array<{ id: number; is_recommend: boolean }> } };
  const plan = state.plans.find((candidate) => candidate.is_recommend) ?? state.plans[0]!;
  const created = await request.post(api(ENDPOINTS.createOrder.path), { data: { plan_id: plan.id }, headers });
  expect(created.status(), await created.text()).toBe(200);
  const { data: order } = (await created.json()) as { data: { order_no: string; approve_url: string } };
  const sandboxId = decodeURIComponent(new URL(order.approve_url).pathname.split('/').pop()!);
  // The test checkout lets only the order’s own buyer press Pay (docs/decisions/009).
  const approved = await request.post(api(pathOf(ENDPOINTS.sandboxApprove.path, { id: sandboxId })), { headers });
  expect(approved.status(), await approved.text()).toBe(200);
  const captured = await request.post(api(pathOf(ENDPOINTS.captureOrder.path, { order_no: order.order_no })), { headers });
  expect(captured.status(), await captured.text()).toBe(200);
  return order.order_no;
}

/** A sign-in with a wrong password from a made-up address of its own, as a guesser spread over many would make. */
export async function failedLogin(request: APIRequestContext, email: string): Promise<void> {
  const response = await post(request, ENDPOINTS.login.path, {
    username: email,
    password: 'Wrong!pass1',
    captcha: await solveCaptcha(request),
  });
  expect(response.status(), await response.text()).toBe(400);
}
