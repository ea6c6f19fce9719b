import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENDPOINTS } from '@kestrel/domain';
import { solveAltcha } from '@kestrel/domain/test-support/altcha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from './db/schema';
import { startServer, type RunningServer } from './start';
import { parseMail } from './test/account-helpers';
import { dataOf } from './test/api-bodies';
import { capturedLogger } from './test/captured-logger';
import { acquireTestDatabase, realGeoLookup, releaseTestDatabase, testConfig, testServerUrl } from './test/test-db';
import type { Config } from './config';

let dataDir: string;
let config: Config;
const { logger, text: logText } = capturedLogger();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kestrel-start-'));
  // With DATABASE_URL set, the server runs on this file's fresh PostgreSQL database; otherwise
  // on an embedded PGlite in a temporary DATA_DIR.
  const url = testServerUrl() ? (await acquireTestDatabase()).url : undefined;
  config = { ...testConfig({ DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) }), port: 0 };
});

afterAll(async () => {
  if (testServerUrl()) await releaseTestDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

async function plansOf(server: RunningServer): Promise<string[]> {
  const res = await fetch(`${server.url}${ENDPOINTS.plans.path}`);
  return dataOf(ENDPOINTS.plans, await res.json()).plans.map((p) => p.product_id);
}

describe('startServer', () => {
  it('serves, drains in-flight requests on shutdown, closes the database, and keeps the data on restart', async () => {
    let release: () => void = () => {};
    let entered: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inHandler = new Promise<void>((resolve) => (entered = resolve));

    const first = await startServer({
      config,
      logger,
      geo: await realGeoLookup(),
      configureApp: (app) =>
        app.get('/test/slow', async (c) => {
          entered();
          await gate;
          return c.json({ finished: true });
        }),
    });
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await plansOf(first)).toHaveLength(4);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);

    await first.database.db
      .insert(plans)
      .values({ productId: 'v2.kestrel.vpn.premium.web.1y', priceMinor: 5999, sortOrder: 50 })
      .onConflictDoNothing();

    const slow = fetch(`${first.url}/test/slow`);
    await inHandler;
    const stopping = first.shutdown('test');
    // New connections are refused while the in-flight request is still running.
    await expect(fetch(`${first.url}/healthz`)).rejects.toThrow();
    release();
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ finished: true });
    expect(res.headers.get('connection')).toBe('close');
    await stopping;
    await expect(first.database.ping()).rejects.toThrow();
    expect(logText()).toContain('"msg":"stopped"');

    const second = await startServer({ config, logger, geo: await realGeoLookup() });
    try {
      expect(await plansOf(second)).toEqual([
        'v2.kestrel.vpn.premium.web.24m.off65',
        'v2.kestrel.vpn.premium.web.12m.off50',
        'v2.kestrel.vpn.premium.web.6m.off33',
        'v2.kestrel.vpn.premium.web.1m',
        'v2.kestrel.vpn.premium.web.1y',
      ]);
    } finally {
      await second.shutdown('test');
    }
    // Two cold starts of the whole API with migrations on a fresh PGlite: ~20 s on a busy 2-core machine.
  }, 90_000);

  it('cuts requests still running at the end of the grace period', async () => {
    let arrived: () => void = () => {};
    const reachedServer = new Promise<void>((resolve) => (arrived = resolve));
    const server = await startServer({
      config,
      logger,
      geo: await realGeoLookup(),
      shutdownGraceMs: 200,
      configureApp: (app) =>
        app.get('/test/forever', () => {
          arrived();
          return new Promise<Response>(() => {});
        }),
    });
    const hanging = fetch(`${server.url}/test/forever`).catch((error: unknown) => error);
    // Shut down once the request is in the server (a fixed wait was too short on a busy machine).
    await reachedServer;
    const started = Date.now();
    await server.shutdown('test');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await hanging).toBeInstanceOf(Error);
    expect(logText()).toContain('requests still running at the end of the grace period');
  });

  it('runs the mail sender: a requested code lands in DATA_DIR/outbox without anyone flushing', async () => {
    const server = await startServer({
      config: { ...config, captcha: { ...config.captcha, difficulty: 20 } },
      logger,
      geo: await realGeoLookup(),
    });
    try {
      const challenge = await fetch(`${server.url}${ENDPOINTS.captchaChallenge.path}`);
      const captcha = solveAltcha(dataOf(ENDPOINTS.captchaChallenge, await challenge.json()));
      const res = await fetch(`${server.url}/api/mms/account/v1/verification/request`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ja' },
        body: JSON.stringify({ email: 'loop@kestrelvpn.example', purpose: 'signup', captcha }),
      });
      expect(await res.json()).toEqual({ code: 200, message: 'success', data: { sent: true } });
      const outbox = join(dataDir, 'outbox');
      for (let i = 0; i < 100 && !(existsSync(outbox) && readdirSync(outbox).length > 0); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const [file] = readdirSync(outbox);
      const mail = parseMail(readFileSync(join(outbox, file!), 'utf8'));
      expect(mail.headers['to']).toBe('loop@kestrelvpn.example');
      expect(mail.text).toMatch(/\n\s*\d{6}\s*\n/);
      expect(mail.html).toContain('lang="ja"');
      expect(logText()).toContain('"msg":"mail written to the outbox"');
    } finally {
      await server.shutdown('test');
    }
  });

  it('reports a port in use as one line', async () => {
    const server = await startServer({ config, logger, geo: await realGeoLookup() });
    try {
      const port = Number(new URL(server.url).port);
      await expect(startServer({ config: { ...config, port, dataDir: join(dataDir, 'other') }, logger })).rejects.toThrow(
        `Cannot listen on 127.0.0.1:${port}: EADDRINUSE`,
      );
    } finally {
      await server.shutdown('test');
    }
    // Two cold starts, the second on a fresh PGlite: 20 s when the machine is busy.
  }, 90_000);
});
