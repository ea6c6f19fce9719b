#!/usr/bin/env node
/**
 * Gift card redemption benchmark against a production build of the API (issue 15 "Performance").
 * Not part of `npm test`. Records bench/results/gift-cards{,-postgres}.{json,md}.
 *
 *   node bench/gift-cards.mjs                  # builds apps/api, then measures (PGlite)
 *   BENCH_SKIP_BUILD=1 node bench/gift-cards.mjs
 *   DATABASE_URL=postgres://… node bench/gift-cards.mjs   # PostgreSQL (a fresh database, dropped after)
 *
 * A buyer buys gift cards through the real flow (create the gift order → Pay at the test checkout →
 * capture → the code, shown once). Then:
 * 1. One code, 50 redeems at the same moment from 10 accounts: exactly one may succeed, the 49
 *    others must answer 409 "already redeemed", and only one account may have gained Premium.
 * 2. Unloaded: 30 redeems one after another with a pause between them → the single redeem's p50.
 * 3. Saturation: 10 clients redeeming back to back → the most redeems per second.
 * 4. Loaded: 10 clients together sending half that rate (open loop, evenly paced) → p95, which
 *    must stay within 3 × the unloaded p50. A closed loop at zero think time is saturation, where
 *    latency only measures the queue; the target is read at half the measured maximum.
 */
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { buildApi, call, latencies, machineLine, record, send, signUp, startApi } from './lib/api-harness.mjs';

const PAY = '/api/mms/payment/v1';
const PASSWORD = 'Bench#2025pw';
const CLIENTS = 10;
const UNLOADED = 30;
const SATURATION = 150;
const LOADED = 200;
const TARGETS = { loadedP95VsUnloadedP50: 3 };

buildApi();
const api = await startApi({ name: 'gift-cards', port: Number(process.env.BENCH_PORT ?? 4330) });
const auth = (token) => ({ Authorization: `Bearer ${token}` });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Gift orders one account may place in an hour (the API's gift_order limit). */
const ORDERS_PER_BUYER = 10;

/**
 * `count` paid 12-month gift cards, bought through the real flow by as many buyers as the hourly
 * limit per account needs; their codes, as shown once after payment.
 */
async function buyCards(planId, count) {
  const codes = [];
  for (let buyer = 0; codes.length < count; buyer++) {
    const token = await signUp(api, `gift-buyer${buyer}@kestrelvpn.example`, PASSWORD);
    for (let i = 0; i < ORDERS_PER_BUYER && codes.length < count; i++) {
      const order = await call(
        api.base,
        'POST',
        `${PAY}/web/gift-cards/orders`,
        { plan_id: planId },
        { ...auth(token), 'Idempotency-Key': randomUUID() },
      );
      const sandboxId = decodeURIComponent(new URL(order.approve_url).pathname.split('/').pop());
      await call(api.base, 'POST', `${PAY}/sandbox/orders/${sandboxId}/approve`, {}, auth(token));
      await call(api.base, 'POST', `${PAY}/web/orders/${order.order_no}/capture`, {}, { ...auth(token), 'Idempotency-Key': randomUUID() });
      codes.push((await call(api.base, 'GET', `${PAY}/web/gift-cards/orders/${order.order_no}/code`, undefined, auth(token))).code);
    }
  }
  return codes;
}

async function redeem(token, code) {
  const started = performance.now();
  const answer = await send(api.base, 'POST', `${PAY}/web/gift-cards/redeem`, { code }, auth(token));
  return { status: answer.status, ms: performance.now() - started };
}

try {
  const redeemers = [];
  for (let i = 0; i < CLIENTS; i++) redeemers.push(await signUp(api, `gift-redeemer${i}@kestrelvpn.example`, PASSWORD));
  const { plans } = await call(api.base, 'GET', `${PAY}/gift-cards/plans`);
  const planId = plans.find((plan) => plan.product_id.endsWith('.12m')).id;
  const codes = await buyCards(planId, 1 + UNLOADED + SATURATION + LOADED + CLIENTS);

  // 1. One code, fifty at once.
  const contested = codes.shift();
  const rush = await Promise.all(Array.from({ length: 50 }, (_, i) => redeem(redeemers[i % CLIENTS], contested)));
  const subscriptions = await Promise.all(
    redeemers.map((token) => call(api.base, 'GET', `${PAY}/web/subscription_my`, undefined, auth(token))),
  );
  const concurrency = {
    attempts: rush.length,
    succeeded: rush.filter((r) => r.status === 200).length,
    alreadyRedeemed: rush.filter((r) => r.status === 409).length,
    other: rush.filter((r) => r.status !== 200 && r.status !== 409).length,
    accountsWithPremium: subscriptions.filter((s) => s.plan === 'premium').length,
  };

  // Warm-up: one redeem per client.
  await Promise.all(redeemers.map((token) => redeem(token, codes.shift())));

  // 2. Unloaded.
  const unloadedRuns = [];
  for (let i = 0; i < UNLOADED; i++) {
    unloadedRuns.push(await redeem(redeemers[i % CLIENTS], codes.shift()));
    await sleep(50);
  }

  // 3. Saturation: closed loop, no pause.
  const saturationCodes = codes.splice(0, SATURATION);
  const saturationRuns = [];
  let started = performance.now();
  await Promise.all(
    redeemers.map(async (token) => {
      for (let code = saturationCodes.shift(); code; code = saturationCodes.shift()) saturationRuns.push(await redeem(token, code));
    }),
  );
  const maxPerSecond = saturationRuns.length / ((performance.now() - started) / 1000);

  // 4. Loaded at half the maximum: the rate is shared by the clients, each sending on its own schedule.
  const rate = maxPerSecond / 2;
  const intervalMs = (1000 * CLIENTS) / rate;
  const loadedCodes = codes.splice(0, LOADED);
  const loadedRuns = [];
  started = performance.now();
  await Promise.all(
    redeemers.map(async (token, client) => {
      const inFlight = [];
      for (let k = 0; ; k++) {
        const code = loadedCodes.shift();
        if (!code) break;
        const due = started + (client / CLIENTS) * intervalMs + k * intervalMs;
        await sleep(Math.max(0, due - performance.now()));
        inFlight.push(redeem(token, code).then((r) => loadedRuns.push(r)));
      }
      await Promise.all(inFlight);
    }),
  );
  const loadedSeconds = (performance.now() - started) / 1000;

  const unloaded = latencies(unloadedRuns.map((r) => r.ms));
  const saturation = latencies(saturationRuns.map((r) => r.ms));
  const loaded = latencies(loadedRuns.map((r) => r.ms));
  const failed = [...unloadedRuns, ...saturationRuns, ...loadedRuns].filter((r) => r.status !== 200).length;
  const checks = {
    '50 concurrent redeems of one code: exactly one succeeds, 49 answer "already redeemed"':
      concurrency.succeeded === 1 && concurrency.alreadyRedeemed === 49 && concurrency.other === 0,
    'only one account gained Premium from the contested code': concurrency.accountsWithPremium === 1,
    [`redeem p95 at ${CLIENTS} clients (half the maximum rate) ≤ ${TARGETS.loadedP95VsUnloadedP50} × the unloaded p50`]:
      loaded.p95 <= TARGETS.loadedP95VsUnloadedP50 * unloaded.p50,
    'every other redeem answered 200': failed === 0,
  };
  const machine = await machineLine();
  const when = new Date().toISOString();
  const results = {
    when,
    machine,
    concurrency,
    unloaded,
    saturation: { ...saturation, perSecond: maxPerSecond },
    loaded: { ...loaded, perSecond: loadedRuns.length / loadedSeconds },
    failed,
    checks,
  };
  const row = (name, l, perSecond) =>
    `| ${name} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.max} | ${perSecond === undefined ? '—' : perSecond.toFixed(1)} |`;
  const md = [
    `# Gift card redemption benchmark — ${when}`,
    '',
    `Machine: ${machine}. Client on the same machine. API: \`node --max-old-space-size=256 apps/api/dist/server.js\`, NODE_ENV=production,`,
    'built-in test checkout. Cards bought through the real flow; each redeem is POST payment/v1/web/gift-cards/redeem. Latencies in ms.',
    '',
    `## One code, 50 redeems at once from ${CLIENTS} accounts`,
    '',
    `${concurrency.succeeded} succeeded, ${concurrency.alreadyRedeemed} answered 409 "already redeemed", ${concurrency.other} other; ${concurrency.accountsWithPremium} account(s) gained Premium.`,
    '',
    '## Latency',
    '',
    '| run | p50 | p95 | p99 | max | redeems/s |',
    '| --- | --- | --- | --- | --- | --- |',
    row(`unloaded: ${UNLOADED} one after another`, unloaded),
    row(`saturation: ${CLIENTS} clients back to back (the maximum)`, saturation, maxPerSecond),
    row(`loaded: ${CLIENTS} clients at half the maximum rate`, loaded, loadedRuns.length / loadedSeconds),
    '',
    `Loaded p95 / unloaded p50: ${(loaded.p95 / unloaded.p50).toFixed(2)}.`,
    '',
    ...Object.entries(checks).map(([name, ok]) => `- ${ok ? 'PASS' : 'FAIL'} ${name}`),
    '',
  ].join('\n');
  record('gift-cards', md, results);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await api.stop();
}
