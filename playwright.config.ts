import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// Journeys run against the production build with their own ports and a throwaway database.
// E2E_PORT_BASE moves both ports (e.g. 5000 → API 5100, web 5200) so several checkouts can run side by side.
const portBase = Number(process.env.E2E_PORT_BASE ?? 3000);
const apiPort = portBase + 1100;
const webPort = portBase + 100;
// Set once in the main process (workers inherit it); removed by e2e/global-teardown.ts.
process.env.E2E_DATA_DIR ??= join(tmpdir(), `kestrel-e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;
// The journeys' set-up calls the API directly, as a trusted proxy would (see e2e/account-api.ts).
process.env.E2E_API_URL ??= `http://127.0.0.1:${apiPort}`;
// The partner network of e2e/attribution.spec.ts: the API calls its postback URL, the journey listens.
process.env.E2E_POSTBACK_PORT ??= String(portBase + 1150);
const postbackBase = `http://127.0.0.1:${process.env.E2E_POSTBACK_PORT}`;

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: true,
  // Two cores run two browsers, the website, the API and the test runner: two workers at most,
  // and bounds that only cap how long a journey waits for a state on a busy machine (nothing
  // waits for time): a journey that really hangs still fails, within a minute.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  globalTeardown: './apps/web/e2e/global-teardown.ts',
  use: {
    baseURL: `http://localhost:${webPort}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: [
    {
      command: 'node apps/api/dist/server.js',
      url: `http://127.0.0.1:${apiPort}/readyz`,
      // SITE_URL: the web origin, the one allowed to make cookie-authenticated changes.
      env: {
        PORT: String(apiPort),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // A fifth of the default proof of work: every journey still solves real challenges in the
        // browser, in a second or two on a busy machine (bench/ measures the real cost).
        CAPTCHA_DIFFICULTY: '20000',
        SITE_URL: `http://localhost:${webPort}`,
        TRUSTED_PROXIES: '127.0.0.1,::1',
        POSTBACK_URL_CJ: `${postbackBase}/cj?cid={click_id}&oid={order_no}&amount={amount}&src={utm_source}&test={test}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node apps/web/dist/server.js',
      url: `http://localhost:${webPort}/`,
      env: {
        PORT: String(webPort),
        API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`,
        SITE_URL: `http://localhost:${webPort}`,
        NEXT_TELEMETRY_DISABLED: '1',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
