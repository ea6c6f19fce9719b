import { expect, type APIRequestContext, type APIResponse, type Response } from '@playwright/test';

/**
 * Waits until the static page at `path` carries `marker`. Pages that read the plans are prerendered
 * and regenerated at most once a minute (docs/decisions/019). A build that ran without the API made
 * their "could not be loaded" version; the website's server expires it as soon as it sees the API
 * answer (docs/decisions/020), so this returns at the first try unless the API came up after the
 * website did, or a page was regenerated while the API was away.
 */
export async function waitForRegenerated(request: APIRequestContext, path: string, marker: string): Promise<void> {
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes(marker), {
      message: `${path} regenerated with ${marker}`,
      timeout: 90_000,
      intervals: [500, 1_000],
    })
    .toBe(true);
}

/**
 * The page answered is the one prerendered at build time, the same for every visitor. Next.js may
 * send the header twice: the browser joins the two with a line break, Playwright's requests with a comma.
 */
export function expectPrerendered(response: APIResponse | Response | null, path: string): void {
  expect(response?.headers()['x-nextjs-prerender'], `${path} prerendered at build`).toMatch(/^1((\n|, )1)*$/);
}
