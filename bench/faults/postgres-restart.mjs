#!/usr/bin/env node
/**
 * Fault 2 (issue "Safe to launch" §3): PostgreSQL restarted under load. While the database is
 * away, requests that need it get 503 in the envelope with Retry-After and a clear, localized
 * message — never a 500, never a dropped connection, never an exit — and /readyz fails; once it is
 * back, the API serves again within 10 s by itself (same process).
 *
 *   node bench/faults/postgres-restart.mjs
 *
 * Runs its own PostgreSQL 15 cluster (bench/faults/postgres.mjs; skipped with one line where the
 * machine has no PostgreSQL binaries). 12 clients send a mix of reads and writes — the buyer's
 * subscription, profile, plans, creating and cancelling orders — in four languages, and /readyz is
 * asked every 100 ms. After 2 s the cluster is stopped (fast shutdown: every session is
 * terminated, as in a restart), started again 3 s later, and the load goes on until the API has
 * recovered and 3 s more.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApi, freshDatabase, request, root, signUp, startApi, call } from '../lib/api-harness.mjs';
import {
  reportEnd,
  judge,
  LANGUAGES,
  logLines,
  mapLimit,
  now,
  PASSWORD,
  PAYMENT,
  ACCOUNT,
  runWhenMain,
  seconds,
  skipped,
  sleep,
  Tally,
} from './lib.mjs';
import { clusterUnavailable, startCluster } from './postgres.mjs';

const CLIENTS = 12;
const DOWN_AFTER_MS = 2_000;
const DOWN_FOR_MS = 3_000;
const RECOVERY_LIMIT_MS = 10_000;
const RUN_ON_MS = 3_000;

export async function postgresRestart({ port }) {
  const title = 'Fault 2: PostgreSQL restarted under load';
  const unavailable = clusterUnavailable();
  if (unavailable) return skipped(title, unavailable);
  const logFile = join(root, 'bench', '.tmp', 'fault-postgres-restart.log');
  rmSync(logFile, { force: true });
  const t0 = now();
  const cluster = await startCluster();
  let api;
  try {
    const database = await freshDatabase(cluster.url);
    api = await startApi({ name: 'fault-postgres-restart', port, database: database.url, logFile });
    const pid = api.pid;
    const tokens = await mapLimit([0, 1, 2, 3], 4, (i) => signUp(api, `steady${i}@kestrelvpn.example`, PASSWORD));
    const { plans } = await call(api.base, 'GET', `${PAYMENT}/providers/plans`);

    const tally = new Tally();
    const samples = []; // { at, kind, verdict }
    let stopLoad = false;
    const asks = [
      ['subscription', (auth) => ['GET', `${PAYMENT}/web/subscription_my`, { headers: auth }]],
      ['profile', (auth) => ['GET', `${ACCOUNT}/web/profile`, { headers: auth }]],
      ['plans', () => ['GET', `${PAYMENT}/providers/plans`, {}]],
      [
        'create order',
        (auth, client) => ['POST', `${PAYMENT}/web/orders`, { headers: auth, body: { plan_id: plans[client % plans.length].id } }],
      ],
    ];
    const client = async (index) => {
      const token = tokens[index % tokens.length];
      const auth = { Authorization: `Bearer ${token}` };
      for (let n = index; !stopLoad; n++) {
        const [kind, build] = asks[n % asks.length];
        const language = LANGUAGES[n % LANGUAGES.length];
        const [method, path, options] = build(auth, index);
        const res = await request(api.base, method, path, { ...options, headers: { ...options.headers, 'Accept-Language': language } });
        const verdict = judge(res, language);
        tally.add(verdict, kind);
        samples.push({ at: now(), kind, verdict });
        if (res.status === 0) await sleep(50); // the API is gone (a violation already counted): no busy loop
        // An order that was created is cancelled again, so the next one is a new order (a write).
        if (kind === 'create order' && verdict === 'ok') {
          const cancelled = await request(api.base, 'POST', `${PAYMENT}/web/orders/${res.body.data.order_no}/cancel`, {
            headers: { ...auth, 'Accept-Language': language },
            body: {},
          });
          const cancelVerdict = judge(cancelled, language);
          tally.add(cancelVerdict, 'cancel order');
          samples.push({ at: now(), kind: 'cancel order', verdict: cancelVerdict });
        }
      }
    };
    const readiness = [];
    const readyz = (async () => {
      while (!stopLoad) {
        const res = await request(api.base, 'GET', '/readyz', { timeoutMs: 5_000 });
        readiness.push({ at: now(), status: res.status, reason: res.body?.reason });
        await sleep(100);
      }
    })();

    const loadStarted = now();
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
    await sleep(DOWN_AFTER_MS);
    const downAt = now();
    cluster.stop();
    const stoppedAt = now();
    await sleep(DOWN_FOR_MS);
    cluster.start();
    const upAt = now();
    // Recovered: /readyz is 200 again and a request that reads the database answers 200.
    let recoveredAt;
    while (now() - upAt < RECOVERY_LIMIT_MS + 5_000) {
      const ready = readiness.some((r) => r.at > upAt && r.status === 200);
      const served = samples.some((s) => s.at > upAt && s.kind === 'subscription' && s.verdict === 'ok');
      if (ready && served) {
        recoveredAt = Math.max(
          readiness.find((r) => r.at > upAt && r.status === 200).at,
          samples.find((s) => s.at > upAt && s.kind === 'subscription' && s.verdict === 'ok').at,
        );
        break;
      }
      await sleep(50);
    }
    await sleep(RUN_ON_MS);
    stopLoad = true;
    await load;
    await readyz;

    const during = samples.filter((s) => s.at > stoppedAt && s.at < upAt);
    const afterRecovery = samples.filter((s) => recoveredAt !== undefined && s.at > recoveredAt + 1_000);
    const readyDown = readiness.filter((r) => r.at > stoppedAt + 200 && r.at < upAt);
    const alive = api.alive() && api.pid === pid && api.exits.length === 0;
    await api.stop();
    const cleanStop = api.exits.at(-1)?.code === 0;
    await database.drop();
    const unhandled = logLines(logFile, (line) => line.msg === 'unhandled error' || line.msg === 'request failed');
    const warned = logLines(logFile, (line) => line.msg === 'database unavailable');
    const recoveryMs = recoveredAt === undefined ? undefined : recoveredAt - upAt;

    const checks = {
      'every answer was a success or a 503 with Retry-After and the localized message (no 500, no dropped connection)':
        tally.violations === 0,
      'while PostgreSQL was down, requests that need it answered 503': during.some((s) => s.verdict === 'unavailable'),
      '/readyz failed while PostgreSQL was down':
        readyDown.length > 0 && readyDown.every((r) => r.status === 503 && r.reason === 'database_unavailable'),
      [`served again within ${RECOVERY_LIMIT_MS / 1000} s of PostgreSQL being back`]:
        recoveryMs !== undefined && recoveryMs <= RECOVERY_LIMIT_MS,
      'after that, every answer was a success': afterRecovery.length > 0 && afterRecovery.every((s) => s.verdict === 'ok'),
      'the same API process throughout (never exited), stopped cleanly, no 500 logged': alive && cleanStop && unhandled.length === 0,
    };
    const count = (list, verdict) => list.filter((s) => s.verdict === verdict).length;
    const measures = {
      requests: tally.total,
      ok: tally.ok,
      unavailable: tally.unavailable,
      violations: tally.violations,
      downForS: seconds(upAt - downAt),
      shutdownS: seconds(stoppedAt - downAt),
      during: { ok: count(during, 'ok'), unavailable: count(during, 'unavailable') },
      recoveryS: recoveryMs === undefined ? null : seconds(recoveryMs),
      readyzSamplesDown: readyDown.length,
      warningsLogged: warned.length,
      loadS: seconds(now() - loadStarted),
      totalS: seconds(now() - t0),
    };
    const md = [
      `## ${title}`,
      '',
      `A private PostgreSQL 15 cluster; ${CLIENTS} clients (subscription, profile, plans, create and cancel orders; en/de/ja/ar) and /readyz every 100 ms.`,
      `After ${DOWN_AFTER_MS / 1000} s the cluster was stopped (fast shutdown, ${measures.shutdownS} s) and started again ${DOWN_FOR_MS / 1000} s later.`,
      '',
      '| | value |',
      '| --- | --- |',
      `| answers | ${tally.total}: ${tally.ok} success, ${tally.unavailable} × 503, ${tally.violations} other |`,
      `| while PostgreSQL was down | ${measures.during.unavailable} × 503 (plans and cached sessions still served: ${measures.during.ok}) |`,
      `| /readyz while down | ${readyDown.length} samples, ${readyDown.filter((r) => r.status === 503).length} × 503 |`,
      `| recovery after PostgreSQL was back (/readyz 200 and a database read served) | ${measures.recoveryS ?? 'never'} s |`,
      `| "database unavailable" warnings logged | ${warned.length} |`,
      '',
      ...reportEnd(measures, checks, tally),
    ];
    return { title, checks, measures, md };
  } finally {
    if (api?.alive()) await api.stop();
    cluster.destroy();
  }
}

runWhenMain(import.meta.url, async () => {
  buildApi();
  return postgresRestart({ port: Number(process.env.FAULT_PORT ?? 4712) });
});
