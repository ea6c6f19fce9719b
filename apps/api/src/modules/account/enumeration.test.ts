/**
 * No account enumeration (docs/architecture.md "Security conventions", docs/decisions/013): for every
 * endpoint that takes an email, a registered and an unregistered email get the same answer
 * after the same work. The work is counted, not timed: the SQL statements run, the argon2
 * operations and the mails sent, before the answer and after it. Measured times are in
 * bench/results/enumeration.md.
 */
import { hash, verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import { createPasswordHasher, DEFAULT_HASH_CONCURRENCY, type Argon2 } from '../../lib/passwords';
import {
  ACCOUNT_TEST_ENV,
  API,
  call,
  createAccount,
  freshEmail,
  requestCode,
  solveCaptcha,
  TestClock,
  type CallResult,
} from '../../test/account-helpers';
import { createTestApp, recordStatements, type TestApp } from '../../test/test-db';

const PASSWORD = 'Secret#2024';
const NEW_PASSWORD = 'Better!2025';
const clock = new TestClock();
const argon2Calls: string[] = [];
const countingArgon2: Argon2 = {
  hash: (password, options) => {
    argon2Calls.push('hash');
    return hash(password, options);
  },
  verify: (passwordHash, password) => {
    argon2Calls.push('verify');
    return verify(passwordHash, password);
  },
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNT_TEST_ENV, clock, passwords: createPasswordHasher(DEFAULT_HASH_CONCURRENCY, countingArgon2) });
  // Whatever the app does once (HMAC keys, the dummy hash, templates) is done before counting.
  await call(t, 'POST', `${API}/web/login`, { body: { username: freshEmail(), password: PASSWORD, captcha: await solveCaptcha(t) } });
  await requestCode(t, freshEmail(), 'signup');
});

afterAll(() => t.close());

/** What a request made the API do. */
interface Work {
  statements: string[];
  argon2: string[];
  mails: number;
}

interface Traced {
  res: CallResult;
  /** Done before the answer arrived. */
  answered: Work;
  /** Done after it, until every mail it causes is delivered. */
  after: Work;
}

/** Sends one POST (its captcha solved beforehand) and records the work it causes. */
async function traced(path: string, body: Record<string, unknown>): Promise<Traced> {
  const captcha = await solveCaptcha(t);
  await t.deps.mail.flush();
  const mailsBefore = t.outbox.messages.length;
  argon2Calls.length = 0;
  const recording = recordStatements();
  try {
    const res = await call(t, 'POST', `${API}/${path}`, { body: { ...body, captcha } });
    const answered: Work = {
      statements: [...recording.statements],
      argon2: [...argon2Calls],
      mails: t.outbox.messages.length - mailsBefore,
    };
    await t.deps.mail.flush();
    const after: Work = {
      statements: recording.statements.slice(answered.statements.length),
      argon2: argon2Calls.slice(answered.argon2.length),
      mails: t.outbox.messages.length - mailsBefore - answered.mails,
    };
    return { res, answered, after };
  } finally {
    recording.stop();
  }
}

/** The answer as the client sees it, minus what differs per request (its id). */
function answer(res: CallResult) {
  const headers = Object.fromEntries([...res.headers].filter(([name]) => name !== 'x-request-id'));
  return { status: res.status, headers, body: res.body };
}

function expectAlike(registered: Traced, unregistered: Traced) {
  expect(answer(unregistered.res)).toEqual(answer(registered.res));
  expect(unregistered.answered).toEqual(registered.answered);
  expect(unregistered.after).toEqual(registered.after);
}

async function registered(password: string | null = PASSWORD): Promise<string> {
  const email = freshEmail('known');
  await createAccount(t, email, password);
  return email;
}

describe('POST web/login', () => {
  it('answers a wrong password, an unknown email and an account without a password alike, after one argon2 check each', async () => {
    const wrong = await traced('web/login', { username: await registered(), password: 'Wrong#2024' });
    const unknown = await traced('web/login', { username: freshEmail('nobody'), password: 'Wrong#2024' });
    const passwordless = await traced('web/login', { username: await registered(null), password: 'Wrong#2024' });
    expect(wrong.res.body).toEqual({
      code: 400,
      message: 'Incorrect username or password.',
      key: 'errors.incorrectCredentials',
      field: 'password',
    });
    expect(wrong.answered.argon2).toEqual(['verify']);
    expectAlike(wrong, unknown);
    expectAlike(wrong, passwordless);
  });
});

describe('POST verification/request', () => {
  it('reset_password: answers before looking the email up, then stores a code and sends one mail for either', async () => {
    const known = await traced('verification/request', { email: await registered(), purpose: 'reset_password' });
    const unknown = await traced('verification/request', { email: freshEmail('nobody'), purpose: 'reset_password' });
    expect(known.res.body).toEqual({ code: 200, message: 'success', data: { sent: true } });
    expect(known.answered.statements.join('\n')).not.toMatch(/"accounts"/);
    expect(known.after.mails).toBe(1);
    expectAlike(known, unknown);
  });

  it('signup: the same for a registered and a free email', async () => {
    const known = await traced('verification/request', { email: await registered(), purpose: 'signup' });
    const free = await traced('verification/request', { email: freshEmail('free'), purpose: 'signup' });
    expect(known.answered.statements.join('\n')).not.toMatch(/"accounts"/);
    expect(known.after.mails).toBe(1);
    expectAlike(known, free);
  });
});

describe('POST web/reset_password', () => {
  const body = (email: string, code: string) => ({ email, code, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });

  it('checks the code first: a wrong code answers "Verification fail" for a registered and an unknown email alike', async () => {
    const knownEmail = await registered();
    const unknownEmail = freshEmail('nobody');
    const knownCode = await requestCode(t, knownEmail, 'reset_password');
    await call(t, 'POST', `${API}/verification/request`, {
      body: { email: unknownEmail, purpose: 'reset_password', captcha: await solveCaptcha(t) },
    });
    await t.deps.mail.flush();
    const wrongCode = knownCode === '000000' ? '000001' : '000000';
    const known = await traced('web/reset_password', body(knownEmail, wrongCode));
    const unknown = await traced('web/reset_password', body(unknownEmail, wrongCode));
    expect(known.res.body).toEqual({ code: 400, message: 'Verification fail', key: 'errors.verificationFailed', field: 'code' });
    expect(known.answered.argon2).toEqual([]);
    expectAlike(known, unknown);
  });

  it('alike too when no code was ever requested', async () => {
    const known = await traced('web/reset_password', body(await registered(), '123456'));
    const unknown = await traced('web/reset_password', body(freshEmail('nobody'), '123456'));
    expect(known.res.body).toEqual({ code: 400, message: 'Verification fail', key: 'errors.verificationFailed', field: 'code' });
    expectAlike(known, unknown);
  });

  it("answers 'email not registered' only to the holder of a valid code for an email that has no account", async () => {
    const email = await registered();
    const code = await requestCode(t, email, 'reset_password');
    // The account goes away after its owner was sent the code.
    await t.deps.database.db.delete(accounts).where(eq(accounts.email, email));
    const res = await call(t, 'POST', `${API}/web/reset_password`, { body: { ...body(email, code), captcha: await solveCaptcha(t) } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, message: 'email not registered', key: 'errors.emailNotRegistered', field: 'email' });
  });
});

describe('POST web/signup', () => {
  it('a wrong code answers "Verification fail" for a registered and a free email alike, before hashing the password', async () => {
    const knownEmail = await registered();
    const freeEmail = freshEmail('free');
    for (const email of [knownEmail, freeEmail]) {
      await call(t, 'POST', `${API}/verification/request`, { body: { email, purpose: 'signup', captcha: await solveCaptcha(t) } });
    }
    await t.deps.mail.flush();
    const known = await traced('web/signup', { email: knownEmail, code: '000000', password: NEW_PASSWORD });
    const free = await traced('web/signup', { email: freeEmail, code: '000000', password: NEW_PASSWORD });
    expect(known.res.body).toEqual({ code: 400, message: 'Verification fail', key: 'errors.verificationFailed', field: 'code' });
    expect(known.answered.argon2).toEqual([]);
    expectAlike(known, free);
  });
});
