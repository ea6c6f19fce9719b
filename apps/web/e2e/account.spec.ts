/**
 * Account journeys (issue 4) against the production build and a fresh API database:
 * sign-up with an emailed code, sign-in and sign-out, forgot/reset password and the old
 * session's "Confirm logout", password change, unbinding a device an app bound, the
 * protected-path redirect, the cross-tab sign-out, the login form by keyboard alone, and
 * axe on every account page.
 */
import type { Page } from '@playwright/test';
import { BRAND } from '@kestrel/domain';
import {
  NEW_PASSWORD,
  PASSWORD,
  appLogin,
  createAccount,
  emailedCode,
  outboxMark,
  profileCode,
  uniqueEmail,
  useSession,
} from './account-api';
import { expect, test, expectNoAxeViolations } from './fixtures';

/** A submit that solves the proof-of-work captcha first: generous on a busy test machine. */
const AFTER_CAPTCHA = { timeout: 30_000 };

/** Drops console errors a journey expects (the browser logs every 4xx answer it receives). */
function expectConsoleErrors(pageErrors: string[], pattern: RegExp): void {
  const unexpected = pageErrors.filter((error) => !pattern.test(error));
  pageErrors.splice(0, pageErrors.length, ...unexpected);
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/myAccount$/, AFTER_CAPTCHA);
}

test.describe('sign-up and sign-in', () => {
  test('sign up → code from the outbox → signed in on My account', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    const mark = outboxMark();
    await page.getByRole('button', { name: 'Send code' }).click();

    const codeField = page.getByLabel('Verification code');
    await expect(codeField).toBeFocused(AFTER_CAPTCHA);
    await expect(page.getByText(`We sent an email to ${email}.`)).toBeVisible();
    await codeField.fill(await emailedCode(email, mark));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/myAccount$/, AFTER_CAPTCHA);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Subscription' })).toContainText('Free');
    await expect(page.getByRole('region', { name: 'Subscription' }).getByRole('link', { name: 'See Premium plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  test('sign-up checks the fields with the docs/product.md §5 messages before calling the API', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Send code' }).click();
    const email = page.getByLabel('Email');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please Enter Email');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(email).toHaveAccessibleDescription('Invalid Email provide');
  });

  test('signs in, goes back to `next`, and signs out', async ({ page, request }) => {
    const account = await createAccount(request, 'signin');
    // A protected path without a session goes to sign in and comes back afterwards (docs/product.md §4).
    await page.goto('/myAccount');
    await expect(page).toHaveURL(/\/login\?next=%2FmyAccount$/);
    await page.getByLabel('Email').fill(`  ${account.email.toUpperCase()}  `);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/myAccount$/, AFTER_CAPTCHA);
    await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();

    // My account's own button (the header has one too: signed-in-header.spec.ts).
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'paypal_token')).toBeUndefined();
    await page.goto('/myAccount');
    await expect(page).toHaveURL(/\/login\?next=%2FmyAccount$/);

    // The sign-in page keeps the language, and never follows `next` off the site.
    await page.goto('/de/myAccount');
    await expect(page).toHaveURL(/\/de\/login\?next=%2FmyAccount$/);
    // /en/ switches the remembered language back to English (docs/product.md §4).
    await page.goto('/en/login?next=https://evil.example/');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/myAccount$/, AFTER_CAPTCHA);
  });

  test('a `next` that hides another host behind language prefixes stays on the site', async ({ page, request }) => {
    const account = await createAccount(request, 'nested-next');
    // Stripping one prefix of /de/de//evil.example leaves /de//evil.example, and a second one //evil.example.
    await page.goto('/de/login?next=/de/de//evil.example');
    await page.getByLabel('E-Mail').fill(account.email);
    await page.getByLabel('Passwort', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/de\/myAccount$/, AFTER_CAPTCHA);
  });

  test("a wrong password says 'Incorrect username or password.' at the password", async ({ page, pageErrors }) => {
    await page.goto('/login');
    // The same answer whether or not the email has an account.
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Wrong!pass1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(password).toHaveAccessibleDescription('Incorrect username or password.', AFTER_CAPTCHA);
    await expect(password).toBeFocused();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Incorrect username or password.');
    expectConsoleErrors(pageErrors, /status of 400/);
  });

  test('a session the API refuses is sent to sign in by the page, and the header stops offering My account', async ({
    page,
    context,
    baseURL,
  }) => {
    await useSession(context, baseURL!, 'not-a-real-token');
    await page.goto('/myAccount');
    await expect(page).toHaveURL(/\/login\?next=%2FmyAccount&reason=session-ended$/);
    await expect(page.getByText('Your session has ended. Sign in again to continue.')).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'My account' })).toBeHidden();
    expect((await context.cookies(baseURL)).map((cookie) => cookie.name)).not.toContain('signed_in');
  });
});

test.describe('passwords', () => {
  test("forgot password → code → reset; an older session then shows 'Confirm logout'", async ({ page, request, browser, baseURL }) => {
    const account = await createAccount(request, 'reset');
    // A second browser, signed in before the reset, with My account open.
    const other = await browser.newContext({ baseURL });
    await useSession(other, baseURL!, account.token);
    const otherPage = await other.newPage();
    await otherPage.goto('/myAccount');
    await expect(otherPage.getByText(`Signed in as ${account.email}`)).toBeVisible();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgetPassword$/);
    await page.getByLabel('Email').fill(account.email);
    const mark = outboxMark();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL(/\/resetPassword\?email=.+&sent=1$/, AFTER_CAPTCHA);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await page.getByLabel('Verification code').fill(await emailedCode(account.email, mark));

    // docs/product.md §5 messages before the API is asked.
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(/Please Enter Password/);
    await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription('Please Enter Confirm Password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription('two passwords do not match');
    await expect(page.getByLabel('Confirm new password')).toBeFocused();

    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeFocused(AFTER_CAPTCHA);

    // The old session learns it has ended at its next call (50012, docs/product.md §8).
    await otherPage.getByRole('button', { name: 'Refresh' }).click();
    const dialog = otherPage.getByRole('dialog', { name: 'Confirm logout' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You have been logged out, you can cancel to stay on this page, or log in again');
    await expect(dialog.getByRole('button', { name: 'Re-Login' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Re-Login' }).click();
    await expect(otherPage).toHaveURL(/\/login\?next=%2FmyAccount$/);
    await other.close();

    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/myAccount$/, AFTER_CAPTCHA);
  });

  test('changes the password on My account', async ({ page, request, pageErrors }) => {
    const account = await createAccount(request, 'change');
    await signIn(page, account.email, account.password);
    const section = page.getByRole('region', { name: 'Password' });
    const current = section.getByLabel('Current password');
    const next = section.getByLabel('New password');

    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(current).toHaveAccessibleDescription('Please Enter Current Password');
    await expect(next).toHaveAccessibleDescription(/Please Enter New Password/);
    await expect(current).toBeFocused();

    await current.fill(account.password);
    await next.fill(account.password);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(next).toHaveAccessibleDescription(/Password no change\./);

    await current.fill('Wrong!pass1');
    await next.fill(NEW_PASSWORD);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(current).toHaveAccessibleDescription('Incorrect password.');
    expectConsoleErrors(pageErrors, /status of 400/);

    await current.fill(account.password);
    await next.fill(NEW_PASSWORD);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByRole('status').first()).toHaveText('Your password has been changed. Other devices have been signed out.');
    // This session stays; the one the sign-up opened has ended.
    await page.reload();
    await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
    expect(await profileCode(request, account.token)).toBe(50012);
  });
});

test.describe('devices', () => {
  test('unbinds a device an app login bound, after a confirmation', async ({ page, request }) => {
    const account = await createAccount(request, 'device');
    const appToken = await appLogin(request, account, { user_id: `android-${Date.now()}`, name: 'Pixel 8', os: 'Android 15' });
    expect(await profileCode(request, appToken, '101')).toBe(200);

    await signIn(page, account.email, account.password);
    const devices = page.getByRole('region', { name: 'Devices' });
    await expect(devices.getByText('Pixel 8')).toBeVisible();
    await expect(devices.getByText('Android 15')).toBeVisible();
    // The app by the name and platform users know, never its codename (docs/product.md §3 "App type ids").
    await expect(devices.getByText(`${BRAND.name} for Android`, { exact: true })).toBeVisible();
    await expect(devices.getByText('Android', { exact: true })).toBeVisible();
    await expect(devices.getByText('Android_Master')).toHaveCount(0);
    const remove = devices.getByRole('button', { name: 'Remove Pixel 8' });

    // Escape cancels; focus returns to the button that opened the dialog.
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Remove this device?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();

    await remove.press('Enter');
    await dialog.getByRole('button', { name: 'Remove device' }).click();
    await expect(dialog).toBeHidden();
    await expect(devices.getByRole('status').filter({ hasText: 'Pixel 8 has been removed and signed out.' })).toBeVisible();
    await expect(devices.getByRole('heading', { name: 'Devices' })).toBeFocused();
    await expect(devices.getByRole('button', { name: 'Remove Pixel 8' })).toHaveCount(0);
    // The app's session ended with the unbind.
    expect(await profileCode(request, appToken, '101')).toBe(50012);
  });
});

test.describe('sessions across tabs (docs/product.md §4)', () => {
  test('signing out in one tab signs out the other', async ({ page, request, context, baseURL }) => {
    const account = await createAccount(request, 'tabs');
    await useSession(context, baseURL!, account.token);
    await page.goto('/myAccount');
    const second = await context.newPage();
    await second.goto('/myAccount');
    await expect(second.getByText(`Signed in as ${account.email}`)).toBeVisible();
    // Both tabs write their heartbeat.
    await expect
      .poll(() => page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('kestrel.session.tabs') ?? '{}')).length))
      .toBe(2);

    await second.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(second).toHaveURL(/\/login$/);
    await expect(page).toHaveURL(/\/login\?next=%2FmyAccount&reason=signed-out$/);
    await expect(page.getByText('You signed out in another tab.')).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test('the login form works with the keyboard alone', async ({ page, request }) => {
    const account = await createAccount(request, 'keyboard');
    await page.goto('/login');
    const email = page.getByLabel('Email');
    for (let i = 0; i < 40 && !(await email.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(email).toBeFocused();

    // An empty submit puts focus on the first field in error.
    await page.keyboard.press('Enter');
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription('Please Enter Email');

    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toBeFocused();
    await page.keyboard.type(account.password);
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Show password' });
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/myAccount$/, AFTER_CAPTCHA);
  });

  test('the form fields carry autocomplete for password managers', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('autocomplete', 'current-password');
    await page.goto('/resetPassword?email=a%40example.com');
    await expect(page.getByLabel('Verification code')).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('autocomplete', 'new-password');
  });

  for (const path of ['/login', '/signup', '/forgetPassword', '/resetPassword']) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
      // With the errors of an empty submit shown, too.
      await page.locator('main form button[type="submit"]').click();
      await expect(page.getByRole('main').getByRole('alert')).not.toBeEmpty();
      await expectNoAxeViolations(page);
    });
  }

  test('axe finds no violations on /myAccount, with a device and its dialog', async ({ page, request, context, baseURL }) => {
    const account = await createAccount(request, 'axe');
    await appLogin(request, account, { user_id: `ios-${Date.now()}`, name: 'iPhone', os: 'iOS 18' });
    await useSession(context, baseURL!, account.token);
    await page.goto('/myAccount');
    await expect(page.getByText('iPhone')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Remove iPhone' }).click();
    await expect(page.getByRole('dialog', { name: 'Remove this device?' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('account pages are noindex and have no language alternates', async ({ request }) => {
    for (const path of ['/login', '/signup', '/forgetPassword', '/resetPassword']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<meta name="robots" content="noindex, follow"/);
      expect(html, path).not.toContain('<link rel="alternate" hrefLang=');
    }
  });
});
