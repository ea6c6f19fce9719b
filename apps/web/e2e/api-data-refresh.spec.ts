/**
 * Pages built without the API (docs/decisions/020): `npm run build` prerenders the pages that show
 * the API's data while the API is down, so the build's version of them says "Prices could not be
 * loaded". Once the website's server sees the API answer, it expires them, so the very first
 * request for such a page already carries the plans (before, visitors got the build's version for
 * up to a minute, and the first one after that minute still did). Turkish: no other journey visits
 * these pages in it first. And nobody else can make the server expire its pages.
 */
import { loadCatalog } from '@kestrel/i18n/node';
import { expect, test } from './fixtures';

const unavailable = (loadCatalog('tr').pricing as { unavailable: { title: string } }).unavailable.title;

test('the first answer of each page that shows the plans carries them, not the build’s "could not be loaded"', async ({ request }) => {
  for (const [path, marker] of [
    ['/tr/pricing', 'id="plan-'],
    ['/tr/pricing/standplan', '<table'],
    ['/tr/promotion', 'id="offer-plan-name"'],
    // The cheapest price instead of the notice.
    ['/tr/free-vpn', undefined],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).not.toContain(unavailable);
    if (marker) expect(html, path).toContain(marker);
  }
});

test('the refresh route answers nobody but the server itself', async ({ request }) => {
  expect((await request.post('/refresh-api-data')).status()).toBe(404);
  expect((await request.post('/refresh-api-data', { headers: { 'x-kestrel-refresh': 'guess' } })).status()).toBe(404);
  expect([404, 405]).toContain((await request.get('/refresh-api-data')).status());
});
