import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Waits until the static page at `path` carries `marker`. Pages that read the plans are prerendered
 * and regenerated at most once a minute (docs/decisions/019): a build that ran without the API
 * first serves their "could not be loaded" version, then, once regenerated, the real page.
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
