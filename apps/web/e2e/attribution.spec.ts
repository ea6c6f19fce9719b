/**
 * Attribution from first click to paid order (issue 15, docs/product.md §3 "Attribution"): a visitor
 * lands from a partner link with a utm tag, the site's server keeps both as cookies, and the order
 * they pay carries them: the API reports the sale to the partner network's postback URL (a local
 * server here, configured in playwright.config.ts) with the click id and the utm source, once.
 */
import { createServer } from 'node:http';
import { createAccount, useSession } from './account-api';
import { expect, test } from './fixtures';

const PAYMENT = { timeout: 15_000 };

test('/?utm_source=x&cjevent=y → a paid order reported once to the partner with both', async ({ page, request, baseURL }) => {
  const received: string[] = [];
  const network = createServer((req, res) => {
    received.push(req.url ?? '');
    res.end('OK');
  });
  await new Promise<void>((resolve) => network.listen(Number(process.env.E2E_POSTBACK_PORT), '127.0.0.1', resolve));
  try {
    const click = `e2e-${Date.now()}`;
    await page.goto(`/?utm_source=partner-news&cjevent=${click}`);
    const cookies = await page.context().cookies(baseURL);
    const named = (name: string) => cookies.find((cookie) => cookie.name === name);
    expect(named('cj_click')).toMatchObject({ value: click, httpOnly: true, sameSite: 'Lax' });
    expect(named('utm_tags')?.value).toContain('partner-news');
    expect(named('first_touch')).toBeDefined();

    // A later visit without parameters keeps them; the buyer signs in and pays in the browser.
    await page.goto('/pricing');
    const account = await createAccount(request, 'attributed');
    await useSession(page.context(), baseURL!, account.token);
    await page.goto('/pricing/checkout');
    await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
    const pay = page.getByRole('button', { name: /^Pay .+ with PayPal$/ });
    const [paypal] = await Promise.all([page.waitForEvent('popup'), pay.click()]);
    await paypal.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/paySuc\?order=KV/, PAYMENT);
    const orderNo = new URL(page.url()).searchParams.get('order')!;

    // The partner network hears of this order once, with the click and the campaign of the landing.
    await expect.poll(() => received.filter((url) => url.includes(orderNo)), { timeout: 30_000 }).toHaveLength(1);
    const notice = new URL(
      received.find((url) => url.includes(orderNo))!,
      'http://network.example',
    );
    expect(Object.fromEntries(notice.searchParams)).toMatchObject({ cid: click, oid: orderNo, src: 'partner-news', test: '1' });

    // Opening the paid order again (its status is read, a capture replayed) reports nothing more.
    await page.reload();
    await expect(page.getByText(/^Premium until /)).toBeVisible();
    await page.goto('/myAccount');
    await expect(page.getByRole('region', { name: 'Subscription' })).toContainText('Premium');
    expect(received.filter((url) => url.includes(orderNo))).toHaveLength(1);
  } finally {
    await new Promise<void>((resolve) => network.close(() => resolve()));
  }
});

test('the bd1117 channel of a landing shows the device count as 1 in My account (docs/product.md §9)', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'channel');
  await useSession(page.context(), baseURL!, account.token);
  const devices = page.getByRole('region', { name: 'Devices' });
  await page.goto('/myAccount');
  await expect(devices).toContainText('signed in on up to 5 devices at once');
  await page.goto('/?channel=bd1117');
  await page.goto('/myAccount');
  await expect(devices).toContainText('signed in on up to 1 device at once');
});
