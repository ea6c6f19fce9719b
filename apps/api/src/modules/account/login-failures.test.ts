/**
 * The per-account sign-in failure rule (docs/decisions/014): failures of one account from any
 * addresses raise the captcha it needs to the hard level; nothing locks the owner out. Run with
 * the memory limiter, and with Redis when REDIS_URL is set (under a random key prefix).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, createRedisRateLimiter } from '../../adapters/rate-limit/redis';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter';
import { translate } from '../../lib/i18n';
import { LOGIN_FAILURE_RULE } from '../../lib/rate-limit';
import { ACCOUNT_TEST_ENV, API, call, createAccount, freshEmail, MINUTE, solveCaptcha, TestClock } from '../../test/account-helpers';
import { dataOf } from '../../test/api-bodies';
import { createTestApp, type TestApp } from '../../test/test-db';
import { ENDPOINTS, type CaptchaLevel } from '@kestrel/domain';

const PASSWORD = 'Secret#2024';
const WRONG = 'Wrong#2024';
const INCORRECT = { code: 400, message: 'Incorrect username or password.', key: 'errors.incorrectCredentials', field: 'password' };
const HARDER = {
  code: 20105,
  message: 'This account has had several failed sign-ins. Please complete a longer security check to sign in.',
  key: 'errors.harderCaptcha',
};
const CAPTCHA_FAILED = { code: 20104, err_code: 500, message: 'ReCaptchaScoreTooLow' };

function rule(name: string, limiter: (() => RateLimiter) | undefined, options: { clockDrivesWindows: boolean }) {
  describe(name, () => {
    const clock = new TestClock();
    let t: TestApp;
    let address = 0;

    beforeAll(async () => {
      // Behind a trusted proxy, so every attempt can come from another client address.
      t = await createTestApp({
        env: { ...ACCOUNT_TEST_ENV, TRUSTED_PROXIES: '127.0.0.1' },
        clock,
        ...(limiter ? { rateLimiter: limiter() } : {}),
      });
    });

    afterAll(() => t.close());

    /** A client address not used before (one per attempt: a distributed guesser). */
    const nextAddress = () => {
      address += 1;
      return `203.0.${address >> 8}.${address & 255}`;
    };

    async function attempt(
      username: string,
      password: string,
      level: CaptchaLevel = 'normal',
      options: { path?: string; body?: Record<string, unknown>; headers?: Record<string, string> } = {},
    ) {
      return call(t, 'POST', options.path ?? `${API}/web/login`, {
        ip: '127.0.0.1',
        headers: { 'X-Forwarded-For': nextAddress(), ...options.headers },
        body: { username, password, captcha: await solveCaptcha(t, level), ...options.body },
      });
    }

    /** LOGIN_FAILURE_RULE.limit wrong passwords, each from its own address. */
    async function failUpToTheRule(email: string) {
      for (let i = 0; i < LOGIN_FAILURE_RULE.limit; i++) expect((await attempt(email, WRONG)).body).toEqual(INCORRECT);
    }

    async function account(): Promise<string> {
      const email = freshEmail();
      await createAccount(t, email, PASSWORD);
      return email;
    }

    it('30 wrong passwords from 30 addresses: after 10 the account needs the harder captcha, and nothing is locked (no 429)', async () => {
      const email = await account();
      const answers = [];
      for (let i = 0; i < 30; i++) answers.push(await attempt(email, WRONG));
      expect(answers.map((a) => a.status)).toEqual(Array(30).fill(400));
      expect(answers.slice(0, 10).map((a) => a.body)).toEqual(Array(10).fill(INCORRECT));
      expect(answers.slice(10).map((a) => a.body)).toEqual(Array(20).fill(HARDER));
    });

    it('refuses the normal captcha while the rule holds, even with the right password; the owner signs in with the hard one', async () => {
      const email = await account();
      await failUpToTheRule(email);
      const normal = await attempt(email, PASSWORD);
      expect(normal.status).toBe(400);
      expect(normal.body).toEqual(HARDER);
      expect(normal.headers.get('set-cookie')).toBeNull();
      const hard = await attempt(email, PASSWORD, 'hard');
      expect(hard.status).toBe(200);
      expect(dataOf(ENDPOINTS.login, hard.body).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('a success starts the count again: the normal captcha works, and 10 more failures bring the rule back', async () => {
      const email = await account();
      await failUpToTheRule(email);
      expect((await attempt(email, PASSWORD, 'hard')).status).toBe(200);
      await failUpToTheRule(email);
      expect((await attempt(email, WRONG)).body).toEqual(HARDER);
    });

    it('counts failures, not successes', async () => {
      const email = await account();
      for (let i = 0; i < 2 * LOGIN_FAILURE_RULE.limit; i++) expect((await attempt(email, PASSWORD)).status).toBe(200);
      expect((await attempt(email, WRONG)).body).toEqual(INCORRECT);
    });

    it('a wrong password with the hard captcha is answered as usual (and still counts)', async () => {
      const email = await account();
      await failUpToTheRule(email);
      expect((await attempt(email, WRONG, 'hard')).body).toEqual(INCORRECT);
      expect((await attempt(email, WRONG)).body).toEqual(HARDER);
    });

    it('applies to unknown emails alike (it does not tell which emails have accounts) and not to other accounts', async () => {
      const unknown = freshEmail('nobody');
      await failUpToTheRule(unknown);
      expect((await attempt(unknown, WRONG)).body).toEqual(HARDER);
      expect((await attempt(unknown, WRONG, 'hard')).body).toEqual(INCORRECT);
      expect((await attempt(await account(), PASSWORD)).status).toBe(200);
    });

    it('a forged, replayed or missing captcha is still the captcha failure; a missing one asks for the harder one', async () => {
      const email = await account();
      await failUpToTheRule(email);
      const hard = await solveCaptcha(t, 'hard');
      expect((await attempt(email, PASSWORD, 'normal', { body: { captcha: 'bogus' } })).body).toEqual(CAPTCHA_FAILED);
      expect((await attempt(email, WRONG, 'normal', { body: { captcha: hard } })).body).toEqual(INCORRECT);
      expect((await attempt(email, PASSWORD, 'normal', { body: { captcha: hard } })).body).toEqual(CAPTCHA_FAILED);
      expect((await attempt(email, PASSWORD, 'normal', { body: { captcha: undefined } })).body).toEqual(HARDER);
    });

    it('on the /ws/mm/reca/ paths, a verified recasign is not enough while the rule holds; a hard `captcha` is', async () => {
      const email = await account();
      await failUpToTheRule(email);
      const path = '/ws/mm/reca/r2/account/v1/web/login';
      const recasignOnly = await attempt(email, PASSWORD, 'normal', {
        path,
        body: { captcha: undefined, recasign: await solveCaptcha(t) },
      });
      expect(recasignOnly.body).toEqual(HARDER);
      const withHard = await attempt(email, PASSWORD, 'hard', { path, body: { recasign: await solveCaptcha(t) } });
      expect(withHard.status).toBe(200);
    });

    it("answers in the caller's language", async () => {
      const email = await account();
      await failUpToTheRule(email);
      const res = await attempt(email, PASSWORD, 'normal', { headers: { 'Accept-Language': 'ja' } });
      expect(res.body).toEqual({ code: 20105, message: translate('ja', 'errors.errors.harderCaptcha'), key: 'errors.harderCaptcha' });
    });

    if (options.clockDrivesWindows) {
      it('ends when its hour ends', async () => {
        const email = await account();
        await failUpToTheRule(email);
        clock.advance(LOGIN_FAILURE_RULE.windowMs - MINUTE);
        expect((await attempt(email, PASSWORD)).body).toEqual(HARDER);
        clock.advance(MINUTE);
        expect((await attempt(email, PASSWORD)).status).toBe(200);
      });
    }
  });
}

rule('per-account sign-in failures (memory limiter)', undefined, { clockDrivesWindows: true });

const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  // Redis times its windows itself (key expiry), so the test clock cannot end them.
  rule(
    `per-account sign-in failures (Redis, ${redisUrl})`,
    () => createRedisRateLimiter(connectRedis(redisUrl), { prefix: `kestrel-test:${randomBytes(4).toString('hex')}:` }),
    { clockDrivesWindows: false },
  );
} else {
  describe('per-account sign-in failures (Redis)', () => {
    it.skip('runs when REDIS_URL is set (e.g. redis://127.0.0.1:6379)', () => {});
  });
}
