#!/usr/bin/env node
/**
 * Plans and checkout benchmark against a production build of the API (issue 5 "Performance
 * target"). Not part of `npm test`. Records bench/results/payments{,-postgres}.{json,md}.
 *
 *   node bench/payments.mjs                  # builds apps/api, then measures (PGlite)
 *   BENCH_SKIP_BUILD=1 node bench/payments.mjs
 *   DATABASE_URL=postgres://… node bench/payments.mjs   # PostgreSQL (a fresh database, dropped after)
 *
 * 1. GET /healthz and GET payment/v1/providers/plans, 20 connections, 10 s each (same run).
 * 2. 20 buyers, each with an account made through the real sign-up flow, buy at the same time
 *    with the built-in sandbox provider, back to back (no pause between purchases): POST
 *    web/orders (Idempotency-Key) → the buyer presses Pay on the sandbox page (POST
 *    sandbox/orders/{id}/approve) → POST web/orders/{no}/capture (the buyer's Completed: captures
 *    and grants). The sandbox's notifications follow a second later, as PayPal's webhooks do, and
 *    find the work done. Each buyer alternates two plans (a plan already running cannot be bought
 *    again). Every answer must be 200 with a completed order.
 */
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { buildApi, call, clean, latencies, machineLine, run, record, runRow, signUp, startApi, summarize } from './lib/api-harness.mjs';

const BUYERS = 20;
const PURCHASES_PER_BUYER = Number(process.env.BENCH_PURCHASES ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TARGETS = { plansVsHealthz: 0.5, checkoutP95Ms: 100 };
const PASSWORD = 'Bench#2025pw';

buildApi();
const api = await startApi({ name: 'payments', port: Number(process.env.BENCH_PORT ?? 4320) });

/** One buyer's purchases; returns the duration of each step, in ms. */
async function buyer(token, planIds, count) {
  const auth = { Authorization: `Bearer ${token}` };
  const steps = { create: [], approve: [], capture: [], createAndCapture: [], errors: 0 };
  for (let i = 0; i < count; i++) {
    try {
      let started = performance.now();
      const order = await call(
        api.base,
        'POST',
        '/api/mms/payment/v1/web/orders',
        { plan_id: planIds[i % 2] },
        { ...auth, 'Idempotency-Key': randomUUID() },
      );
      const create = performance.now() - started;
      const sandboxId = decodeURIComponent(new URL(order.approve_url).pathname.split('/').pop());
      started = performance.now();
      // Only the order's own buyer may press Pay at the test checkout (docs/decisions/009).
      await call(api.base, 'POST', `/api/mms/payment/v1/sandbox/orders/${sandboxId}/approve`, {}, auth);
      steps.approve.push(performance.now() - started);
      started = performance.now();
      const captured = await call(
        api.base,
        'POST',
        `/api/mms/payment/v1/web/orders/${order.order_no}/capture`,
        {},
        { ...auth, 'Idempotency-Key': randomUUID() },
      );
      const capture = performance.now() - started;
      if (captured.status !== 'completed') throw new Error(`order ${order.order_no} is ${captured.status}`);
      steps.create.push(create);
      steps.capture.push(capture);
      steps.createAndCapture.push(create + capture);
    } catch (error) {
      steps.errors += 1;
      if (steps.errors === 1) console.error(error);
    }
  }
  return steps;
}

try {
  // 1. Plans against healthz.
  const plansState = await call(api.base, 'GET', '/api/mms/payment/v1/providers/plans');
  const plansBody = JSON.stringify({ code: 200, message: 'success', data: plansState });
  const healthzOptions = { url: `${api.base}/healthz`, duration: DURATION_S };
  const plansOptions = { url: `${api.base}/api/mms/payment/v1/providers/plans`, duration: DURATION_S, expectBody: plansBody };
  await run(api, { ...healthzOptions, duration: 2 });
  await run(api, { ...plansOptions, duration: 2 });
  const healthz = summarize('GET /healthz', await run(api, healthzOptions));
  const plans = summarize('GET providers/plans', await run(api, plansOptions));
  const ratio = plans.reqPerSec / healthz.reqPerSec;

  // 2. Twenty buyers at once.
  const tokens = [];
  for (let i = 0; i < BUYERS; i++) tokens.push(await signUp(api, `buyer${i}@kestrelvpn.example`, PASSWORD));
  const planIds = [plansState.plans.at(-1).id, plansState.plans.at(-2).id];
  await Promise.all(tokens.map((token) => buyer(token, planIds, 4))); // warm-up
  api.rss.peak = 0;
  const cpuBefore = api.cpuSeconds();
  const started = performance.now();
  const runs = await Promise.all(tokens.map((token) => buyer(token, planIds, PURCHASES_PER_BUYER)));
  const seconds = (performance.now() - started) / 1000;
  const apiCores = Math.round(((api.cpuSeconds() - cpuBefore) / seconds) * 100) / 100;
  const all = (key) => runs.flatMap((r) => r[key]);
  const purchases = all('create').length;
  const errors = runs.reduce((sum, r) => sum + r.errors, 0);
  const checkout = {
    purchases,
    perSecond: Math.round(purchases / seconds),
    errors,
    apiCores,
    create: latencies(all('create')),
    approve: latencies(all('approve')),
    capture: latencies(all('capture')),
    createAndCapture: latencies(all('createAndCapture')),
  };

  const checks = {
    [`plans req/s ≥ ${TARGETS.plansVsHealthz * 100} % of healthz`]: ratio >= TARGETS.plansVsHealthz,
    'plans and healthz: no errors, every plans answer identical': clean(plans) && clean(healthz),
    [`create-order + capture p95 ≤ ${TARGETS.checkoutP95Ms} ms at ${BUYERS} buyers`]:
      checkout.createAndCapture.p95 <= TARGETS.checkoutP95Ms,
    'checkout: no errors, every order completed': errors === 0 && purchases === BUYERS * PURCHASES_PER_BUYER,
  };
  const machine = await machineLine();
  const when = new Date().toISOString();
  const results = { when, machine, healthz, plans, plansVsHealthz: ratio, buyers: BUYERS, checkout, peakRssMb: api.rss.peak, checks };

  const step = (name, l) => `| ${name} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.max} |`;
  const md = [
    `# Plans and checkout benchmark — ${when}`,
    '',
    `Machine: ${machine}. Client on the same machine. API: \`node --max-old-space-size=256 apps/api/dist/server.js\`,`,
    'NODE_ENV=production, LOG_LEVEL=info (one log line per request, to /dev/null), built-in sandbox payment provider. Latencies in ms.',
    '',
    '## Plans endpoint (autocannon, 20 connections)',
    '',
    '| run | requests | req/s | p50 | p95 | p99 | max | errors | non-2xx | body mismatches | API cores busy |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    runRow(healthz),
    runRow(plans),
    '',
    `Plans vs healthz: ${(ratio * 100).toFixed(1)} % of the req/s.`,
    '',
    `## Checkout: ${BUYERS} buyers at once, ${purchases} purchases in ${seconds.toFixed(1)} s (${checkout.perSecond}/s), ${errors} errors, API ${apiCores} cores busy`,
    '',
    'Each buyer, back to back: create the order (Idempotency-Key) → Pay on the sandbox page → Completed (captures and grants).',
    'The sandbox’s notifications come a second later, as PayPal’s webhooks do, and find the work done (their cost is in the run).',
    '',
    '| step | p50 | p95 | p99 | max |',
    '| --- | --- | --- | --- | --- |',
    step('POST web/orders (create)', checkout.create),
    step('POST sandbox …/approve (Pay, at the test checkout)', checkout.approve),
    step('POST web/orders/{no}/capture (Completed: captures and grants)', checkout.capture),
    step('create + capture', checkout.createAndCapture),
    '',
    `API peak RSS during checkout: ${api.rss.peak.toFixed(0)} MB.`,
    '',
    ...Object.entries(checks).map(([name, ok]) => `- ${ok ? 'PASS' : 'FAIL'} ${name}`),
    '',
  ].join('\n');
  record('payments', md, results);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await api.stop();
}
