/**
 * What an attacker tries first, through the website's origin: a forged X-Forwarded-For, an
 * oversized body on a kept-alive connection; and the security headers of one page of every page
 * family and of every API route.
 */
import { Agent, request as httpRequest } from 'node:http';
import { ENDPOINTS, MAX_REQUEST_BODY_BYTES } from '@kestrel/domain';
import { inLanguage } from '@kestrel/domain/languages';
import { isProtectedPath } from '../src/site/protected';
import { ROUTES, type Family } from '../src/site/routes';
import { createAccount, failedLogin, solveCaptcha, useSession } from './account-api';
import { expect, test } from './fixtures';

/** One request over `agent`, so the test decides which connection carries it. */
function send(url: string, agent: Agent, method: string, body?: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method, agent, headers: { 'Content-Type': 'application/json', 'X-App-Type': '502' } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test.describe('a visitor’s own X-Forwarded-For changes nothing', () => {
  test('geo_info reports the address the connection came from', async ({ request }) => {
    const response = await request.post(ENDPOINTS.geoInfo.path, { headers: { 'X-Forwarded-For': '1.2.3.4', 'X-App-Type': '502' } });
    const { data } = (await response.json()) as { data: { user_ip: string } };
    expect(['127.0.0.1', '::1']).toContain(data.user_ip);
  });

  test('wrong passwords with a new X-Forwarded-For each are still limited per address', async ({ request }) => {
    // Eleven proof-of-work captchas are solved here, one per try, as a browser would; the last is
    // the hard one, which ten failures of the account ask for (decision 014) before its count is taken.
    test.setTimeout(180_000);
    const account = await createAccount(request, 'guessed');
    const statuses: number[] = [];
    // The limit is 10 tries per account from one address (docs/decisions/006); the 11th must be refused.
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const captcha = await solveCaptcha(request, attempt === 11 ? 'hard' : 'normal');
      const response = await request.post(ENDPOINTS.login.path, {
        headers: { 'X-Forwarded-For': `203.0.113.${attempt}`, 'X-App-Type': '502' },
        data: { username: account.email, password: `Wrong!pass${attempt}`, captcha },
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });
});

test('after 10 failed sign-ins from other addresses, the owner still signs in: the form runs the longer check by itself', async ({
  page,
  request,
  pageErrors,
}) => {
  // Ten captchas solved here, then the harder one in the browser: room on a busy machine.
  test.setTimeout(180_000);
  const account = await createAccount(request, 'spread-guesses');
  for (let i = 0; i < 10; i += 1) await failedLogin(request, account.email);
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('we are running a longer security check', { exact: false })).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/myAccount$/, { timeout: 120_000 });
  // The browser logs the first answer, the 400 that asked for the longer check.
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((error) => !/status of 400/.test(error)));
});

test('an oversized API body gets the 413 envelope, and the same connection serves the next request', async ({ baseURL }) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const tooLarge = await send(`${baseURL}${ENDPOINTS.login.path}`, agent, 'POST', Buffer.alloc(MAX_REQUEST_BODY_BYTES + 1, 'a'));
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toEqual({ code: 413, message: 'This request is too large.', key: 'errors.requestTooLarge' });
    const next = await send(`${baseURL}${ENDPOINTS.geoInfo.path}`, agent, 'POST', Buffer.from('{}'));
    expect(next.status).toBe(200);
  } finally {
    agent.destroy();
  }
});

/** A path of the route with its parameters filled in. */
function samplePath(path: string): string {
  return path.replace(/\/\[\[\.\.\.[^\]]+\]\]/g, '').replace(/\[\.\.\.[^\]]+\]|\[[^\]]+\]/g, 'sample');
}

const FAMILIES = [...new Set(ROUTES.map((route) => route.family))] as Family[];

test('one page of every page family carries the security headers, in English and Arabic', async ({ playwright, baseURL, request }) => {
  const account = await createAccount(request, 'headers');
  for (const locale of ['en', 'ar']) {
    // A cookie jar per language: a page in Arabic remembers the language, and English pages would then redirect.
    const context = await playwright.request.newContext({ baseURL });
    for (const family of FAMILIES) {
      const route = ROUTES.find((r) => r.family === family && r.status === 'built') ?? ROUTES.find((r) => r.family === family)!;
      const path = inLanguage(locale, samplePath(route.path));
      const response = await context.get(path, {
        maxRedirects: 0,
        headers: isProtectedPath(route.path) ? { Cookie: `paypal_token=${account.token}` } : {},
      });
      const headers = response.headers();
      expect(headers['content-type'], path).toMatch(/^text\/html/);
      const policy = headers['content-security-policy'] ?? '';
      const script = /(?:^|;\s*)script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
      expect(script[0], `${path} script-src`).toBe("'self'");
      expect(script.slice(1).length, `${path} inline scripts allowed by hash`).toBeGreaterThan(0);
      expect(
        script.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(source)),
        `${path} ${script.join(' ')}`,
      ).toBe(true);
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(policy, path).toContain(directive);
      expect(headers, path).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'permissions-policy': expect.stringContaining('camera=()'),
      });
      expect(['same-origin', 'same-origin-allow-popups', 'unsafe-none'], path).toContain(headers['cross-origin-opener-policy']);
      expect(['strict-origin-when-cross-origin', 'no-referrer'], path).toContain(headers['referrer-policy']);
    }
    await context.dispose();
  }
});

test('every API route answers with its security headers and the envelope, through the website', async ({ request }) => {
  const document = (await (await request.get(`${process.env.E2E_API_URL}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  // The document itself and its reference page are not API answers.
  const operations = Object.entries(document.paths)
    .filter(([path]) => !/^\/api\/(openapi\.json|reference)$/.test(path))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, 'KV0') })),
    );
  expect(operations.length).toBeGreaterThan(20);
  for (const { method, path } of operations) {
    const response = await request.fetch(path, { method, headers: { 'X-App-Type': '502' }, ...(method === 'GET' ? {} : { data: {} }) });
    const headers = response.headers();
    expect(headers['x-content-type-options'], `${method} ${path}`).toBe('nosniff');
    expect(headers['x-frame-options'], `${method} ${path}`).toBeDefined();
    expect(response.status(), `${method} ${path}`).toBeLessThan(500);
    if (headers['content-type']?.startsWith('application/json')) {
      const body = (await response.json()) as { code?: unknown };
      expect(typeof body.code, `${method} ${path} envelope`).toBe('number');
    }
  }
});

test('pages run under their policy: no violation on the home, pricing and checkout pages', async ({ page, request, baseURL }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${location.pathname}`,
      );
    });
  });
  // Hydration ran: the sign-in form checks its fields in the browser.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  const account = await createAccount(request, 'csp');
  await useSession(page.context(), baseURL!, account.token);
  for (const path of ['/', '/ar/pricing', '/pricing/checkout', '/myAccount']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});
