/**
 * The rate limits of the account endpoints (docs/decisions/006) and of the support and newsletter
 * forms (docs/product.md §9): every attempt counts, per client IP and per account or sender (the
 * email), in fixed windows. Over a limit the answer is 429 with
 * Retry-After and a localized "Too many attempts" message.
 *
 * An attempt is counted against the email it names only once its captcha has passed, and where a
 * failure needs no captcha (a code check) only for that email from that address: otherwise anyone
 * could use up another person's attempts — and lock them out of resetting their password — by
 * sending requests in their name.
 *
 * Besides, failed sign-ins are counted per account from every address (docs/decisions/014):
 * past LOGIN_FAILURE_RULE's limit a login needs a harder captcha, never a lock-out.
 */
import type { CaptchaLevel } from '@kestrel/domain';
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { normalizeIp } from '@kestrel/domain/client-ip';
import { ACCOUNT_MESSAGE_KEYS } from '@kestrel/domain';
import type { RateLimiter } from '../adapters/rate-limit/rate-limiter';
import { ApiError } from './errors';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type RateLimitedAction =
  | 'login'
  | 'change_password'
  | 'signup'
  | 'verification_request'
  | 'verification_validate'
  | 'reset_password'
  | 'contact'
  | 'refund_request'
  | 'partner_application'
  | 'uninstall_survey'
  | 'newsletter_subscribe'
  | 'newsletter_confirm'
  | 'newsletter_unsubscribe'
  | 'gift_order'
  | 'provider_notification';

export interface RateLimitRule {
  /** `ip`: the client address; `email`: the account, from any address; `email+ip`: the account from one address. */
  scope: 'ip' | 'email' | 'email+ip';
  limit: number;
  windowMs: number;
}

/** A form that is stored and mails support and the sender: a person sends a few, a bot is cut short. */
const STORED_FORM: readonly RateLimitRule[] = [
  { scope: 'email', limit: 5, windowMs: HOUR },
  { scope: 'ip', limit: 10, windowMs: HOUR },
];

export const RATE_LIMIT_RULES: Readonly<Record<RateLimitedAction, readonly RateLimitRule[]>> = Object.freeze({
  // Guessing a password: 10 tries per account from one address, 50 per address (all accounts).
  // Not per account from every address: that would let anyone lock a victim out; failures from
  // every address raise the captcha's level instead (LOGIN_FAILURE_RULE).
  login: [
    { scope: 'email+ip', limit: 10, windowMs: 15 * MINUTE },
    { scope: 'ip', limit: 50, windowMs: 15 * MINUTE },
  ],
  // Each request sends an email: 5 per address from one IP per hour, 20 from all (mail bombing
  // needs solved captchas from several addresses), 20 per IP per hour.
  verification_request: [
    { scope: 'email+ip', limit: 5, windowMs: HOUR },
    { scope: 'email', limit: 20, windowMs: HOUR },
    { scope: 'ip', limit: 20, windowMs: HOUR },
  ],
  // A code dies after 5 wrong tries anyway; this bounds probing across fresh codes. Per address
  // and IP: the check has no captcha, and a count from everywhere would let anyone block it.
  verification_validate: [
    { scope: 'email+ip', limit: 20, windowMs: 15 * MINUTE },
    { scope: 'ip', limit: 50, windowMs: 15 * MINUTE },
  ],
  // Both need a mailed code, which bounds guessing by itself (5 tries a code).
  reset_password: [
    { scope: 'email+ip', limit: 10, windowMs: HOUR },
    { scope: 'ip', limit: 20, windowMs: HOUR },
  ],
  signup: [
    { scope: 'email+ip', limit: 10, windowMs: HOUR },
    { scope: 'ip', limit: 10, windowMs: HOUR },
  ],
  // A signed-in caller checking guesses of the current password (a borrowed phone, a leaked app
  // token): 5 per account (`email` is its id) in 15 minutes; each check also costs an argon2 hash.
  change_password: [
    { scope: 'email', limit: 5, windowMs: 15 * MINUTE },
    { scope: 'ip', limit: 20, windowMs: 15 * MINUTE },
  ],
  contact: STORED_FORM,
  refund_request: STORED_FORM,
  partner_application: STORED_FORM,
  // Anonymous, without a captcha: the address is all there is to count.
  uninstall_survey: [{ scope: 'ip', limit: 10, windowMs: HOUR }],
  // Each sends a confirmation mail to an address the caller may not own: few per address.
  newsletter_subscribe: [
    { scope: 'email', limit: 3, windowMs: HOUR },
    { scope: 'ip', limit: 20, windowMs: HOUR },
  ],
  // Tokens are 256-bit: this bounds the load of a guesser, not its chances.
  newsletter_confirm: [{ scope: 'ip', limit: 30, windowMs: 15 * MINUTE }],
  // Mail providers send one-click unsubscribes (RFC 8058) for many subscribers from few addresses.
  newsletter_unsubscribe: [{ scope: 'ip', limit: 600, windowMs: 15 * MINUTE }],
  // Each paid gift mails the buyer's words to an address of their choosing: where the test checkout
  // takes "payments", that must not become a way to send mail (counted per account: `email` is its id).
  gift_order: [
    { scope: 'email', limit: 10, windowMs: HOUR },
    { scope: 'ip', limit: 20, windowMs: HOUR },
  ],
  // Each PayPal notification costs a call to PayPal to verify it: a sender that is not PayPal must
  // not spend them. PayPal sends far fewer; one it gets 429 for, it sends again later.
  provider_notification: [{ scope: 'ip', limit: 300, windowMs: 15 * MINUTE }],
});

/**
 * What a per-IP limit counts: the address, or for IPv6 its /64 — a home line or a server gets a
 * whole /64 and can send from any address in it, so counting single addresses would count nothing.
 * An IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 address; no address is 'unknown'.
 */
export function limitedAddress(ip: string | undefined): string {
  if (ip === undefined) return 'unknown';
  // The client address as every other check reads it (IPv4-mapped forms are IPv4, lower case).
  const address = normalizeIp(ip) ?? ip;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** Emails are not written to Redis in clear. */
function emailKey(email: string): string {
  return createHash('sha256').update(email).digest('base64url').slice(0, 22);
}

/**
 * Counts one attempt of `action` against each of its rules; throws the 429 ApiError (with the
 * longest Retry-After of the exceeded rules) when any is exceeded. `email` is needed by the
 * actions with a per-account rule. The per-IP rules are counted first; then `captcha`, when the
 * action has one, must pass (it throws when not); only then the per-account rules.
 */
export async function enforceRateLimit(
  limiter: RateLimiter,
  action: RateLimitedAction,
  subject: { ip: string | undefined; email?: string },
  captcha?: () => Promise<void>,
): Promise<void> {
  const ip = limitedAddress(subject.ip);
  const email = subject.email === undefined ? undefined : emailKey(subject.email);
  const count = async (rules: readonly RateLimitRule[]) => {
    let retryAfter = 0;
    for (const rule of rules) {
      if (rule.scope !== 'ip' && email === undefined) throw new Error(`the ${action} limit is counted per email: pass one`);
      const id = rule.scope === 'ip' ? ip : rule.scope === 'email' ? email : `${email}|${ip}`;
      const outcome = await limiter.hit(`${action}:${rule.scope}:${id}`, rule.limit, rule.windowMs);
      if (!outcome.allowed) retryAfter = Math.max(retryAfter, outcome.retryAfterSeconds);
    }
    if (retryAfter > 0) throw tooManyAttempts(retryAfter);
  };
  const rules = RATE_LIMIT_RULES[action];
  await count(rules.filter((rule) => rule.scope === 'ip'));
  await captcha?.();
  await count(rules.filter((rule) => rule.scope !== 'ip'));
}

/** 429 with Retry-After and the localized "Too many attempts. Please try again in {seconds} seconds." */
export function tooManyAttempts(retryAfterSeconds: number): ApiError {
  return ApiError.localized(429, ACCOUNT_MESSAGE_KEYS.tooManyAttempts, {
    values: { seconds: retryAfterSeconds },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/** The longest window of an action's rules, in seconds: the Retry-After of a first refusal. */
export function longestWindowSeconds(action: RateLimitedAction): number {
  return Math.max(...RATE_LIMIT_RULES[action].map((rule) => rule.windowMs)) / 1000;
}

/**
 * Failed sign-ins of one account (the normalized email, registered or not, so the rule does not
 * tell them apart), from any address, in a fixed window: at `limit` failures, further logins of
 * that account need a `hard` captcha until the window ends or the owner signs in.
 */
export const LOGIN_FAILURE_RULE = Object.freeze({ limit: 10, windowMs: HOUR });

const loginFailureKey = (email: string) => `login_failures:email:${emailKey(email)}`;

/** The per-account sign-in failure count behind LOGIN_FAILURE_RULE. */
export function loginFailures(limiter: RateLimiter) {
  return {
    /** The captcha a login for `email` needs now. */
    captchaLevel: async (email: string): Promise<CaptchaLevel> =>
      (await limiter.peek(loginFailureKey(email))) >= LOGIN_FAILURE_RULE.limit ? 'hard' : 'normal',
    /** A wrong password (or unknown email): one more failure. */
    failed: async (email: string): Promise<void> => {
      await limiter.hit(loginFailureKey(email), LOGIN_FAILURE_RULE.limit, LOGIN_FAILURE_RULE.windowMs);
    },
    /** A sign-in: the count starts again. */
    succeeded: (email: string): Promise<void> => limiter.reset(loginFailureKey(email)),
  };
}

/**
 * Wrong gift card codes (docs/product.md §3 "Gift cards"): an account may get 10 wrong in an hour,
 * an address 30, then redeeming waits. A code has 75 random bits, so this bounds a guesser's
 * load, not its chances; a mistyped code (its check character is wrong) is refused before it is
 * looked up and is not counted.
 */
export const GIFT_REDEEM_FAILURE_RULES = Object.freeze({
  account: { limit: 10, windowMs: HOUR },
  ip: { limit: 30, windowMs: HOUR },
});

export function giftRedeemFailures(limiter: RateLimiter) {
  const keys = (accountId: number, ip: string | undefined) =>
    [
      [`gift_redeem_failures:account:${accountId}`, GIFT_REDEEM_FAILURE_RULES.account],
      [`gift_redeem_failures:ip:${limitedAddress(ip)}`, GIFT_REDEEM_FAILURE_RULES.ip],
    ] as const;
  return {
    /** Refuses with 429 while the account or the address has had too many wrong codes. */
    assertAllowed: async (accountId: number, ip: string | undefined): Promise<void> => {
      for (const [key, rule] of keys(accountId, ip)) {
        if ((await limiter.peek(key)) >= rule.limit) throw tooManyAttempts(rule.windowMs / 1000);
      }
    },
    failed: async (accountId: number, ip: string | undefined): Promise<void> => {
      for (const [key, rule] of keys(accountId, ip)) await limiter.hit(key, rule.limit, rule.windowMs);
    },
  };
}
