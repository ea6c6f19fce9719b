/**
 * Helpers for account tests: a clock the test moves, requests from a chosen client IP, real
 * ALTCHA solutions, accounts, sign-ins and the codes found in the in-memory outbox.
 */
import { ENDPOINTS, normalizeEmail, WEB_APP_TYPE, type ApiEnvelope, type CaptchaLevel } from '@kestrel/domain';
import { solveAltcha } from '@kestrel/domain/test-support/altcha';
import type { Clock } from '../deps';
import type { AppEnv } from '../lib/types';
import { insertAccount } from '../modules/account/account.repo';
import { dataOf } from './api-bodies';
import { testAppOfFile, type TestApp } from './test-db';

/** A clock that stands still until the test moves it. */
export class TestClock implements Clock {
  #now: number;
  constructor(start = '2025-01-15T12:00:00Z') {
    this.#now = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#now);
  }
  advance(ms: number): void {
    this.#now += ms;
  }
}

export const MINUTE = 60_000;
export const DAY = 86_400_000;

/** Environment of account tests: cheap captchas. */
export const ACCOUNT_TEST_ENV = { CAPTCHA_DIFFICULTY: '50' };

/** This test file's app for account tests (testAppOfFile): ACCOUNT_TEST_ENV plus `env`, on `clock`. */
export function accountTestAppOfFile(clock: Clock, env: Record<string, string> = {}): Promise<TestApp> {
  return testAppOfFile({ env: { ...ACCOUNT_TEST_ENV, ...env }, clock });
}

/** What an account test file starts from: a clock of its own, standing still, and the file's app on it. */
export async function accountTestFile(): Promise<{ clock: TestClock; t: TestApp }> {
  const clock = new TestClock();
  return { clock, t: await accountTestAppOfFile(clock) };
}

let ipCounter = 0;
/** A client address not used before in this file, so per-IP limits of one test never affect another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${Math.floor(ipCounter / 65536) % 256}.${Math.floor(ipCounter / 256) % 256}.${ipCounter % 256}`;
}

export interface CallOptions {
  body?: unknown;
  /** A multipart/form-data body instead of JSON (its Content-Type, with the boundary, is set by fetch). */
  form?: FormData;
  /** Sent as `Authorization: Bearer`. */
  token?: string;
  /** Sent as the paypal_token cookie. */
  cookie?: string;
  headers?: Record<string, string>;
  /** The socket peer; a fresh address when absent. */
  ip?: string;
}

export interface CallResult {
  status: number;
  /**
   * The body as the server sent it, not yet checked: `code` and `message` are on every answer;
   * read `data` with dataOf and a failure with failureOf (src/test/api-bodies.ts).
   */
  body: ApiEnvelope<unknown>;
  headers: Headers;
}

/** One request to the app, as a client at `ip` would send it (X-App-Type 502 unless overridden). */
export async function call(t: TestApp, method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { 'X-App-Type': String(WEB_APP_TYPE), ...options.headers };
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
  if (options.cookie !== undefined) headers.Cookie = `paypal_token=${options.cookie}`;
  if (method === 'POST' && !options.form) headers['Content-Type'] ??= 'application/json';
  for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
  const body = method === 'POST' ? (options.form ?? JSON.stringify(options.body ?? {})) : undefined;
  const res = await t.app.request(path, { method, headers, body }, {
    incoming: { socket: { remoteAddress: options.ip ?? freshIp(), remotePort: 40000, remoteFamily: 'IPv4' } },
  } as unknown as AppEnv['Bindings']);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

export const API = '/api/mms/account/v1';

/** A real ALTCHA solution of a fresh challenge (of `level`), as the widget would submit it. */
export async function solveCaptcha(t: TestApp, level: CaptchaLevel = 'normal'): Promise<string> {
  const res = await call(t, 'GET', `${ENDPOINTS.captchaChallenge.path}${level === 'hard' ? '?level=hard' : ''}`);
  return solveAltcha(dataOf(ENDPOINTS.captchaChallenge, res.body));
}

/**
 * A POST of `body` to `path` with a fresh solution of a normal captcha, as a form sends it;
 * a `captcha` in `body` replaces it (a hard one, or a wrong one).
 */
export async function postWithCaptcha(
  t: TestApp,
  path: string,
  body: Record<string, unknown>,
  options: Omit<CallOptions, 'body'> = {},
): Promise<CallResult> {
  return call(t, 'POST', path, { ...options, body: { captcha: await solveCaptcha(t), ...body } });
}

/** Creates an account directly in the database (password hashed as the API does; null for none). */
export async function createAccount(t: TestApp, email: string, password: string | null): Promise<number> {
  const hash = password === null ? null : await t.deps.passwords.hash(password);
  const row = await insertAccount(t.deps.database.db, normalizeEmail(email), hash, t.deps.clock.now());
  if (!row) throw new Error(`account ${email} exists`);
  return row.id;
}

let emailCounter = 0;
/** An email not used before in this file. */
export function freshEmail(prefix = 'user'): string {
  emailCounter += 1;
  return `${prefix}${emailCounter}-${Math.random().toString(36).slice(2, 8)}@kestrelvpn.example`;
}

/** Signs in through the API; returns the token. */
export async function login(
  t: TestApp,
  email: string,
  password: string,
  options: { appType?: number; device?: { user_id: string; name?: string; os?: string }; ip?: string } = {},
): Promise<string> {
  const res = await postWithCaptcha(
    t,
    ENDPOINTS.login.path,
    { username: email, password, ...(options.device ? { device: options.device } : {}) },
    { headers: { 'X-App-Type': String(options.appType ?? WEB_APP_TYPE) }, ...(options.ip ? { ip: options.ip } : {}) },
  );
  if (res.status !== 200 || res.body.code !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return dataOf(ENDPOINTS.login, res.body).token;
}

/** A parsed outbox message: headers and the decoded text and HTML parts. */
export interface ParsedMail {
  headers: Record<string, string>;
  text: string;
  html: string;
}

function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const soft = input.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i]!;
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      for (const b of Buffer.from(ch, 'utf8')) bytes.push(b);
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeEncodedWords(value: string): string {
  // RFC 2047: white space between two adjacent encoded words is not part of the text.
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** A minimal MIME reader for the multipart/alternative messages nodemailer builds. */
export function parseMail(raw: string): ParsedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  for (const key of Object.keys(headers)) headers[key] = decodeEncodedWords(headers[key]!);
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw.slice(split)];
  const found: { text: string; html: string } = { text: '', html: '' };
  for (const part of parts) {
    const at = part.search(/\r?\n\r?\n/);
    const partHeaders = parseHeaders(part.slice(0, at));
    let body = part
      .slice(at)
      .replace(/^\r?\n\r?\n/, '')
      .replace(/\r?\n$/, '');
    const encoding = (partHeaders['content-transfer-encoding'] ?? '').toLowerCase();
    if (encoding === 'quoted-printable') body = decodeQuotedPrintable(body);
    else if (encoding === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if ((partHeaders['content-type'] ?? '').startsWith('text/plain')) found.text = body;
    if ((partHeaders['content-type'] ?? '').startsWith('text/html')) found.html = body;
  }
  return { headers, ...found };
}

/** Delivers pending mail and returns the messages sent to `email` since `since` (an outbox index). */
export async function mailsTo(t: TestApp, email: string): Promise<ParsedMail[]> {
  await t.deps.mail.flush();
  return t.outbox.messages.filter((m) => m.to === normalizeEmail(email)).map((m) => parseMail(m.raw));
}

/** The code of the newest code mail sent to `email`. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const mails = await mailsTo(t, email);
  for (const mail of mails.reverse()) {
    const code = /(?:^|\n)\s*(\d{6})\s*(?:\n|$)/.exec(mail.text)?.[1];
    if (code) return code;
  }
  throw new Error(`no code mail to ${email}`);
}

/** Requests a code through the API and reads it from the outbox. */
export async function requestCode(
  t: TestApp,
  email: string,
  purpose: 'signup' | 'reset_password',
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await postWithCaptcha(t, ENDPOINTS.verificationRequest.path, { email, purpose }, { headers });
  if (res.status !== 200) throw new Error(`code request failed: ${JSON.stringify(res.body)}`);
  return latestCode(t, email);
}
