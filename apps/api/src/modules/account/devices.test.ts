import { ENDPOINTS } from '@kestrel/domain';
import { describe, expect, it } from 'vitest';
import { accountTestFile, API, call, createAccount, freshEmail, login, MINUTE, postWithCaptcha } from '../../test/account-helpers';
import { dataOf } from '../../test/api-bodies';

const PASSWORD = 'Secret#2024';
const LOGGED_OUT = 'You have been logged out, you can cancel to stay on this page, or log in again';
const { clock, t } = await accountTestFile();

const list = (token: string) => call(t, 'GET', `${API}/web/device/list`, { token });
/** The devices the list answers to `token`. */
const devicesOf = async (token: string) => dataOf(ENDPOINTS.deviceList, (await list(token)).body).devices;
const unbind = (token: string, body: Record<string, unknown>) => call(t, 'POST', `${API}/web/device/unbind`, { token, body });

async function account(): Promise<string> {
  const email = freshEmail();
  await createAccount(t, email, PASSWORD);
  return email;
}

describe('app logins bind devices', () => {
  it('lists the devices with app type name, name, OS, last seen and which one is calling', async () => {
    const email = await account();
    const web = await login(t, email, PASSWORD);
    const android = await login(t, email, PASSWORD, { appType: 101, device: { user_id: 'a-1', name: 'Pixel 8', os: 'Android 15' } });
    clock.advance(5 * MINUTE);
    await login(t, email, PASSWORD, { appType: 401, device: { user_id: 'w-1', name: 'Desk PC', os: 'Windows 11' } });

    const fromWeb = await list(web);
    expect(fromWeb.status).toBe(200);
    expect(fromWeb.body.code).toBe(200);
    expect(fromWeb.headers.get('cache-control')).toBe('no-store');
    expect(dataOf(ENDPOINTS.deviceList, fromWeb.body).devices).toEqual([
      {
        app_type: 101,
        app_type_name: 'Android_Master',
        user_id: 'a-1',
        name: 'Pixel 8',
        os: 'Android 15',
        last_seen_at: new Date(clock.now().getTime() - 5 * MINUTE).toISOString(),
        current: false,
      },
      {
        app_type: 401,
        app_type_name: 'Windows_Master',
        user_id: 'w-1',
        name: 'Desk PC',
        os: 'Windows 11',
        last_seen_at: clock.now().toISOString(),
        current: false,
      },
    ]);
    expect((await devicesOf(android)).map((d) => [d.user_id, d.current])).toEqual([
      ['a-1', true],
      ['w-1', false],
    ]);
  });

  it('refreshes name, OS and last seen when the same device signs in again, and ends its previous session', async () => {
    const email = await account();
    const first = await login(t, email, PASSWORD, { appType: 1, device: { user_id: 'i-1', name: 'iPhone', os: 'iOS 17' } });
    clock.advance(MINUTE);
    const second = await login(t, email, PASSWORD, { appType: 1, device: { user_id: 'i-1', name: "Ann's iPhone", os: 'iOS 18' } });
    const devices = await devicesOf(second);
    expect(devices).toHaveLength(1);
    expect(devices[0]).toMatchObject({ name: "Ann's iPhone", os: 'iOS 18', last_seen_at: clock.now().toISOString(), current: true });
    expect((await call(t, 'GET', `${API}/web/profile`, { token: first })).body).toEqual({
      code: 50012,
      message: LOGGED_OUT,
      key: 'logout.body',
    });
  });

  it('tells devices apart by app type and device user id', async () => {
    const email = await account();
    const token = await login(t, email, PASSWORD, { appType: 1, device: { user_id: 'same-id' } });
    await login(t, email, PASSWORD, { appType: 2, device: { user_id: 'same-id' } });
    expect((await devicesOf(token)).map((d) => d.app_type_name)).toEqual(['iOS_Master', 'iOS_MasterPro']);
  });

  it('refuses a 6th device with code 40010 and a clear message; known devices still sign in', async () => {
    const email = await account();
    for (let i = 1; i <= 5; i++) await login(t, email, PASSWORD, { appType: 101, device: { user_id: `d-${i}` } });
    const res = await postWithCaptcha(
      t,
      ENDPOINTS.login.path,
      { username: email, password: PASSWORD, device: { user_id: 'd-6', name: 'Sixth', os: 'Android' } },
      { headers: { 'X-App-Type': '101' } },
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 40010,
      message: 'Device limit reached: unbind a device in My account to sign in here.',
      key: 'errors.deviceLimit',
    });
    expect(await login(t, email, PASSWORD, { appType: 101, device: { user_id: 'd-3' } })).toBeTruthy();
    // Browsers are not devices: the web still signs in.
    const web = await login(t, email, PASSWORD);
    expect(await devicesOf(web)).toHaveLength(5);
  });
});

describe('POST web/device/unbind', () => {
  it("removes the device and ends that device's session (50012), leaving the others", async () => {
    const email = await account();
    const web = await login(t, email, PASSWORD);
    const phone = await login(t, email, PASSWORD, { appType: 101, device: { user_id: 'phone', name: 'Phone', os: 'Android' } });
    const laptop = await login(t, email, PASSWORD, { appType: 12, device: { user_id: 'laptop', name: 'Mac', os: 'macOS' } });
    const res = await unbind(web, { unbind_app_type: 101, unbind_user_id: 'phone' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, message: 'success', data: { unbound: true } });
    expect((await devicesOf(web)).map((d) => d.user_id)).toEqual(['laptop']);
    const phoneNow = await call(t, 'GET', `${API}/web/profile`, { token: phone });
    expect(phoneNow.status).toBe(200);
    expect(phoneNow.body).toEqual({ code: 50012, message: LOGGED_OUT, key: 'logout.body' });
    expect((await call(t, 'GET', `${API}/web/profile`, { token: laptop })).body.code).toBe(200);
    expect((await call(t, 'GET', `${API}/web/profile`, { token: web })).body.code).toBe(200);
    // The freed slot can be used again.
    expect(await login(t, email, PASSWORD, { appType: 101, device: { user_id: 'phone' } })).toBeTruthy();
  });

  it('accepts the app type as a decimal string too', async () => {
    const email = await account();
    const web = await login(t, email, PASSWORD);
    await login(t, email, PASSWORD, { appType: 301, device: { user_id: 'chrome-ext' } });
    expect(dataOf(ENDPOINTS.deviceUnbind, (await unbind(web, { unbind_app_type: '301', unbind_user_id: 'chrome-ext' })).body)).toEqual({
      unbound: true,
    });
  });

  it("answers 400 for a device that is not bound to this account (another account's included)", async () => {
    const mine = await account();
    const theirs = await account();
    const web = await login(t, mine, PASSWORD);
    const other = await login(t, theirs, PASSWORD, { appType: 101, device: { user_id: 'their-phone' } });
    for (const body of [
      { unbind_app_type: 101, unbind_user_id: 'nope' },
      { unbind_app_type: 101, unbind_user_id: 'their-phone' },
    ]) {
      const res = await unbind(web, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, message: 'This device is not bound to your account.', key: 'errors.deviceNotFound' });
    }
    expect((await call(t, 'GET', `${API}/web/profile`, { token: other })).body.code).toBe(200);
    expect((await unbind(web, { unbind_app_type: 101, unbind_user_id: '' })).body).toEqual({
      code: 400,
      message: 'Please Enter Device User ID',
      key: 'validation.enterDeviceUserId',
      field: 'unbind_user_id',
    });
  });

  it('needs a session', async () => {
    expect((await call(t, 'POST', `${API}/web/device/unbind`, { body: { unbind_app_type: 1, unbind_user_id: 'x' } })).status).toBe(401);
    expect((await call(t, 'GET', `${API}/web/device/list`)).status).toBe(401);
  });
});
