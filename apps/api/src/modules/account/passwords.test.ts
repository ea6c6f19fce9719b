import { ENDPOINTS } from '@kestrel/domain';
import { eq } from 'drizzle-orm';
import { openSession, sessionLifetime } from '../sessions/sessions.service';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema';
import {
  accountTestFile,
  API,
  call,
  createAccount,
  freshEmail,
  login,
  MINUTE,
  postWithCaptcha,
  requestCode,
} from '../../test/account-helpers';
import { dataOf, failureOf } from '../../test/api-bodies';

const PASSWORD = 'Secret#2024';
const NEW_PASSWORD = 'Better!2025';
const LOGGED_OUT = 'You have been logged out, you can cancel to stay on this page, or log in again';
const { clock, t } = await accountTestFile();

const profile = (token: string) => call(t, 'GET', `${API}/web/profile`, { token });
const signup = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  postWithCaptcha(t, ENDPOINTS.signup.path, body, { headers });
const reset = (body: Record<string, unknown>) => postWithCaptcha(t, ENDPOINTS.resetPassword.path, body);

describe('POST web/signup', () => {
  it('creates the account with the emailed code and signs in (token and cookie)', async () => {
    const email = freshEmail();
    const code = await requestCode(t, email, 'signup');
    const res = await signup({ email: ` ${email.toUpperCase()} `, code, password: PASSWORD });
    expect(res.status).toBe(200);
    const { token } = dataOf(ENDPOINTS.signup, res.body);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers.getSetCookie()).toEqual([
      `paypal_token=${token}; Max-Age=15552000; Path=/; HttpOnly; SameSite=Lax`,
      'signed_in=1; Max-Age=15552000; Path=/; SameSite=Lax',
    ]);
    expect(dataOf(ENDPOINTS.profile, (await profile(token)).body)).toMatchObject({ email, is_password_set: true });
    // The password works for a later sign-in.
    expect(await login(t, email, PASSWORD)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('from an app, binds the device like an app login (no cookie)', async () => {
    const email = freshEmail();
    const code = await requestCode(t, email, 'signup');
    const res = await signup(
      { email, code, password: PASSWORD, device: { user_id: 'droid-9', name: 'Tablet', os: 'Android 14' } },
      { 'X-App-Type': '108' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    const devices = await call(t, 'GET', `${API}/web/device/list`, { token: dataOf(ENDPOINTS.signup, res.body).token });
    expect(dataOf(ENDPOINTS.deviceList, devices.body).devices).toEqual([
      expect.objectContaining({ app_type_name: 'Android_TV', user_id: 'droid-9', current: true }),
    ]);
  });

  it('uses the code up: a second sign-up with it fails', async () => {
    const email = freshEmail();
    const code = await requestCode(t, email, 'signup');
    expect((await signup({ email, code, password: PASSWORD })).status).toBe(200);
    const again = await signup({ email, code, password: PASSWORD });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 400, message: 'Verification fail', key: 'errors.verificationFailed', field: 'code' });
  });

  it("answers 'Verification fail' for a wrong code and 'code expired.' for an old one", async () => {
    const email = freshEmail();
    const code = await requestCode(t, email, 'signup');
    expect((await signup({ email, code: code === '000000' ? '000001' : '000000', password: PASSWORD })).body).toEqual({
      code: 400,
      message: 'Verification fail',
      key: 'errors.verificationFailed',
      field: 'code',
    });
    clock.advance(11 * MINUTE);
    expect((await signup({ email, code, password: PASSWORD })).body).toEqual({
      code: 400,
      message: 'code expired.',
      key: 'errors.codeExpired',
      field: 'code',
    });
  });

  it('cannot create an account for a registered email (no code is ever sent for it)', async () => {
    const email = freshEmail();
    await createAccount(t, email, PASSWORD);
    await postWithCaptcha(t, ENDPOINTS.verificationRequest.path, { email, purpose: 'signup' });
    const res = await signup({ email, code: '123456', password: NEW_PASSWORD });
    expect(res.body).toEqual({ code: 400, message: 'Verification fail', key: 'errors.verificationFailed', field: 'code' });
    expect(await login(t, email, PASSWORD)).toBeTruthy();
  });

  it.each([
    ['', 'Please Enter Password', 'validation.enterPassword'],
    ['Short#1', 'Password must be 8-20 characters.', 'validation.passwordLength'],
    ['longer-than-twenty-Chars#', 'Password must be 8-20 characters.', 'validation.passwordLength'],
    ['alllowercase#1', 'Password should contain uppercase and lowercase letters, and symbols.', 'validation.passwordComposition'],
    ['NoSymbols123', 'Password should contain uppercase and lowercase letters, and symbols.', 'validation.passwordComposition'],
    [
      'Pässword#123',
      'Password must be 8-20 characters, including uppercase, lowercase letters, and special symbols.',
      'validation.passwordRule',
    ],
  ])('applies the docs/product.md §5 password rule: %j → %s', async (password, message, key) => {
    const res = await signup({ email: freshEmail(), code: '123456', password });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, message, key, field: 'password' });
  });

  it('requires a captcha', async () => {
    const res = await call(t, 'POST', `${API}/web/signup`, { body: { email: freshEmail(), code: '123456', password: PASSWORD } });
    expect(res.body).toEqual({ code: 20104, err_code: 500, message: 'ReCaptchaScoreTooLow' });
  });
});

describe('POST web/reset_password', () => {
  it("answers 'Verification fail' for an unknown email, as for a registered one with a wrong code (see enumeration.test.ts)", async () => {
    const res = await reset({ email: freshEmail(), code: '123456', password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, message: 'Verification fail', key: 'errors.verificationFailed', field: 'code' });
  });

  it("answers 'two passwords do not match'", async () => {
    const res = await reset({ email: freshEmail(), code: '123456', password: NEW_PASSWORD, confirm_password: `${NEW_PASSWORD}x` });
    expect(res.body).toEqual({
      code: 400,
      message: 'two passwords do not match',
      key: 'validation.passwordsDontMatch',
      field: 'confirm_password',
    });
  });

  it('answers the docs/product.md §5 messages for missing fields', async () => {
    expect(
      failureOf((await reset({ email: freshEmail(), code: '123456', password: NEW_PASSWORD, confirm_password: '' })).body).message,
    ).toBe('Please Enter Confirm Password');
    expect(failureOf((await reset({ email: freshEmail(), code: '123456', password: 'weak', confirm_password: 'weak' })).body).message).toBe(
      'Password must be 8-20 characters.',
    );
    expect(
      failureOf((await reset({ email: freshEmail(), code: '', password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })).body).message,
    ).toBe('Please Enter Verification Code');
  });

  it('sets the new password, uses up the code and ends every session (50012)', async () => {
    const email = freshEmail();
    await createAccount(t, email, PASSWORD);
    const web = await login(t, email, PASSWORD);
    const app = await login(t, email, PASSWORD, { appType: 1, device: { user_id: 'ios-1', name: 'iPhone', os: 'iOS 18' } });
    const code = await requestCode(t, email, 'reset_password');
    const res = await reset({ email, code, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, message: 'success', data: { reset: true } });
    for (const token of [web, app]) {
      const after = await profile(token);
      expect(after.status).toBe(200);
      expect(after.body).toEqual({ code: 50012, message: LOGGED_OUT, key: 'logout.body' });
      expect(after.headers.getSetCookie()).toEqual([
        'paypal_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
        'signed_in=; Max-Age=0; Path=/; SameSite=Lax',
      ]);
    }
    const old = await postWithCaptcha(t, ENDPOINTS.login.path, { username: email, password: PASSWORD });
    expect(failureOf(old.body).message).toBe('Incorrect username or password.');
    expect(await login(t, email, NEW_PASSWORD)).toBeTruthy();
    // Reused code.
    const reused = await reset({ email, code, password: 'Another#2026', confirm_password: 'Another#2026' });
    expect(reused.body).toEqual({ code: 400, message: 'Verification fail', key: 'errors.verificationFailed', field: 'code' });
  });

  it("answers 'Verification fail' and 'code expired.' and keeps the password", async () => {
    const email = freshEmail();
    await createAccount(t, email, PASSWORD);
    const code = await requestCode(t, email, 'reset_password');
    const bad = await reset({
      email,
      code: code === '999999' ? '999998' : '999999',
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(bad.body).toEqual({ code: 400, message: 'Verification fail', key: 'errors.verificationFailed', field: 'code' });
    clock.advance(10 * MINUTE);
    const late = await reset({ email, code, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(late.body).toEqual({ code: 400, message: 'code expired.', key: 'errors.codeExpired', field: 'code' });
    expect(await login(t, email, PASSWORD)).toBeTruthy();
  });

  it('gives an account created without a password its first one', async () => {
    const email = freshEmail();
    await createAccount(t, email, null);
    const code = await requestCode(t, email, 'reset_password');
    const res = await reset({ email, code, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await login(t, email, NEW_PASSWORD)).toBeTruthy();
  });
});

describe('POST web/change_password', () => {
  const change = (token: string, body: Record<string, unknown>) => call(t, 'POST', `${API}/web/change_password`, { token, body });

  it('needs the current password', async () => {
    const email = freshEmail();
    await createAccount(t, email, PASSWORD);
    const token = await login(t, email, PASSWORD);
    const res = await change(token, { current_password: 'Wrong#2024', new_password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, message: 'Incorrect password.', key: 'errors.incorrectPassword', field: 'current_password' });
  });

  it("answers 'Password no change.' when the new password is the current one", async () => {
    const email = freshEmail();
    await createAccount(t, email, PASSWORD);
    const token = await login(t, email, PASSWORD);
    expect((await change(token, { current_password: PASSWORD, new_password: PASSWORD })).body).toEqual({
      code: 400,
      message: 'Password no change.',
      key: 'errors.passwordNoChange',
      field: 'new_password',
    });
  });

  it('answers the docs/product.md §5 messages', async () => {
    const email = freshEmail();
    await createAccount(t, email, PASSWORD);
    const token = await login(t, email, PASSWORD);
    expect(failureOf((await change(token, { current_password: '', new_password: NEW_PASSWORD })).body).message).toBe(
      'Please Enter Current Password',
    );
    expect(failureOf((await change(token, { current_password: PASSWORD, new_password: '' })).body).message).toBe(
      'Please Enter New Password',
    );
    expect(failureOf((await change(token, { current_password: PASSWORD, new_password: 'nouppercase#1' })).body).message).toBe(
      'Password should contain uppercase and lowercase letters, and symbols.',
    );
  });

  it('changes the password, keeps this session and ends every other one (50012)', async () => {
    const email = freshEmail();
    await createAccount(t, email, PASSWORD);
    const here = await login(t, email, PASSWORD);
    const elsewhere = await login(t, email, PASSWORD);
    const res = await change(here, { current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(res.body).toEqual({ code: 200, message: 'success', data: { changed: true } });
    expect((await profile(here)).body.code).toBe(200);
    expect((await profile(elsewhere)).body).toEqual({ code: 50012, message: LOGGED_OUT, key: 'logout.body' });
    expect(await login(t, email, NEW_PASSWORD)).toBeTruthy();
  });
});

describe('POST web/change_password guesses', () => {
  const change = (token: string, current: string) =>
    call(t, 'POST', `${API}/web/change_password`, { token, body: { current_password: current, new_password: NEW_PASSWORD } });

  it('5 tries per account in 15 minutes, from any address: a borrowed session cannot guess the password', async () => {
    const email = freshEmail();
    await createAccount(t, email, PASSWORD);
    const token = await login(t, email, PASSWORD);
    for (let i = 0; i < 5; i++) expect((await change(token, `Wrong#${i}abc`)).status).toBe(400);
    const sixth = await change(token, PASSWORD);
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('900');
    expect(failureOf(sixth.body).message).toBe('Too many attempts. Please try again in 900 seconds.');
    expect(await login(t, email, PASSWORD)).toBeTruthy();
    // Another account is not held up.
    const other = freshEmail();
    await createAccount(t, other, PASSWORD);
    expect((await change(await login(t, other, PASSWORD), PASSWORD)).status).toBe(200);
    clock.advance(15 * MINUTE);
    expect((await change(token, PASSWORD)).status).toBe(200);
  });
});

describe('POST web/set_password', () => {
  const set = (token: string, password: string) => call(t, 'POST', `${API}/web/set_password`, { token, body: { password } });

  it('sets a password on an account created without one', async () => {
    const email = freshEmail();
    await createAccount(t, email, null);
    const token = await signInWithoutPassword(email);
    expect(dataOf(ENDPOINTS.profile, (await profile(token)).body).is_password_set).toBe(false);
    expect((await set(token, 'weak')).body).toEqual({
      code: 400,
      message: 'Password must be 8-20 characters.',
      key: 'validation.passwordLength',
      field: 'password',
    });
    const res = await set(token, NEW_PASSWORD);
    expect(res.body).toEqual({ code: 200, message: 'success', data: { is_password_set: true } });
    expect(dataOf(ENDPOINTS.profile, (await profile(token)).body).is_password_set).toBe(true);
    expect(await login(t, email, NEW_PASSWORD)).toBeTruthy();
    // The session stays valid.
    expect((await profile(token)).body.code).toBe(200);
  });

  it('refuses when a password is already set', async () => {
    const email = freshEmail();
    await createAccount(t, email, PASSWORD);
    const token = await login(t, email, PASSWORD);
    const res = await set(token, NEW_PASSWORD);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, message: 'This account already has a password.', key: 'errors.passwordAlreadySet' });
    expect(await login(t, email, PASSWORD)).toBeTruthy();
  });
});

/** A session for a passwordless account, opened the way an app's own sign-in would (not part of this API yet). */
async function signInWithoutPassword(email: string): Promise<string> {
  const [account] = await t.deps.database.db.select().from(accounts).where(eq(accounts.email, email));
  const { token } = await openSession(t.deps.database.db, t.deps.clock, sessionLifetime(t.deps.config), {
    accountId: account!.id,
    appType: 502,
    deviceId: null,
  });
  return token;
}
