#!/usr/bin/env node
/**
 * Account enumeration benchmark (issue "Safe to launch", docs/decisions/013): do the account
 * endpoints answer a registered and an unregistered email alike, in content and in time?
 * Not part of `npm test` (the tests prove it by counting the work each path does:
 * modules/account/enumeration.test.ts); this measures it against a production build.
 * Records bench/results/enumeration{,-postgres}.{json,md}.
 *
 *   node bench/enumeration.mjs                  # builds apps/api, then measures (PGlite)
 *   BENCH_SKIP_BUILD=1 node bench/enumeration.mjs
 *   BENCH_PAIRS=400 node bench/enumeration.mjs  # more calls per path (default 200 pairs)
 *   DATABASE_URL=postgres://… node bench/enumeration.mjs
 *
 * 1. Creates BENCH_PAIRS accounts through the real flow (code request, emailed code, sign-up).
 * 2. For each path below, BENCH_PAIRS pairs of calls, one for a registered email and one for an
 *    unregistered one, in random order within each pair, one call at a time (no queueing), each
 *    with a fresh ALTCHA solution and its own X-Forwarded-For address:
 *    - POST web/login, wrong password vs unknown email;
 *    - POST verification/request for reset_password, then for signup;
 *    - POST web/reset_password and POST web/signup with a wrong code (after the requests above,
 *      so both emails of a pair have had a code requested).
 * 3. Per path: the answers (status and body) must be identical, and the median of the pairs'
 *    differences (registered minus unregistered: pairing cancels the machine's changing load)
 *    must be within 1 ms or 10 % of the median time. The medians of each kind and the share of
 *    pairs in which the registered email was slower are recorded too.
 */
import { performance } from 'node:perf_hooks';
import { buildApi, machineLine, nextIp, record, send, signUp, solvedCaptchas, startApi } from './lib/api-harness.mjs';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 200);
const PASSWORD = 'Bench#2025pw';
const WRONG_PASSWORD = 'Wrong#2025pw';
const NEW_PASSWORD = 'Newer#2026pw';
const API = '/api/mms/account/v1';
const TOLERANCE = { ms: 1, ratio: 0.1 };

buildApi();
const api = await startApi({ name: 'enumeration', port: Number(process.env.BENCH_PORT ?? 4330), env: { SEED: 'false' } });
const base = api.base;

const run = Date.now().toString(36);
const known = Array.from({ length: PAIRS }, (_, i) => `bench-known-${run}-${i}@kestrelvpn.example`);
const unknown = Array.from({ length: PAIRS }, (_, i) => `bench-unknown-${run}-${i}@kestrelvpn.example`);
/** The 6-digit code nobody was sent (a wrong code is the same for both kinds). */
const WRONG_CODE = '000000';

/** The body of each path's call for email `email` (the captcha is added per call). */
const PATHS = [
  ['POST web/login (wrong password vs unknown email)', `${API}/web/login`, (email) => ({ username: email, password: WRONG_PASSWORD })],
  ['POST verification/request (reset_password)', `${API}/verification/request`, (email) => ({ email, purpose: 'reset_password' })],
  ['POST verification/request (signup)', `${API}/verification/request`, (email) => ({ email, purpose: 'signup' })],
  [
    'POST web/reset_password (wrong code)',
    `${API}/web/reset_password`,
    (email) => ({ email, code: WRONG_CODE, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD }),
  ],
  ['POST web/signup (wrong code)', `${API}/web/signup`, (email) => ({ email, code: WRONG_CODE, password: NEW_PASSWORD })],
];

async function timed(path, body) {
  const started = performance.now();
  const res = await send(base, 'POST', path, body, { 'X-Forwarded-For': nextIp() });
  return { ms: performance.now() - started, status: res.status, body: res.body };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const round2 = (n) => Math.round(n * 100) / 100;

try {
  for (let i = 0; i < PAIRS; i += 10) {
    await Promise.all(known.slice(i, i + 10).map((email) => signUp(api, email, PASSWORD)));
  }
  // Warm-up: the first calls of each path pay for lazy loading (templates, prepared statements).
  for (const [, path, body] of PATHS) {
    const [a, b] = await solvedCaptchas(base, 2);
    await timed(path, { ...body(`warmup-a-${run}@kestrelvpn.example`), captcha: a });
    await timed(path, { ...body(`warmup-b-${run}@kestrelvpn.example`), captcha: b });
  }

  const paths = [];
  for (const [name, path, body] of PATHS) {
    const captchas = await solvedCaptchas(base, PAIRS * 2);
    const times = { known: [], unknown: [] };
    const answers = { known: new Set(), unknown: new Set() };
    for (let i = 0; i < PAIRS; i++) {
      const order = Math.random() < 0.5 ? ['known', 'unknown'] : ['unknown', 'known'];
      for (const [k, kind] of order.entries()) {
        const email = kind === 'known' ? known[i] : unknown[i];
        const res = await timed(path, { ...body(email), captcha: captchas[i * 2 + k] });
        times[kind].push(res.ms);
        answers[kind].add(`${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    const m = { known: median(times.known), unknown: median(times.unknown) };
    const differences = times.known.map((ms, i) => ms - times.unknown[i]);
    const pairedDiff = median(differences);
    paths.push({
      name,
      calls: PAIRS,
      known: { p25: round2(quantile(times.known, 0.25)), median: round2(m.known), p75: round2(quantile(times.known, 0.75)) },
      unknown: { p25: round2(quantile(times.unknown, 0.25)), median: round2(m.unknown), p75: round2(quantile(times.unknown, 0.75)) },
      medianDiffMs: round2(m.known - m.unknown),
      pairedMedianDiffMs: round2(pairedDiff),
      registeredSlowerShare: round2(differences.filter((d) => d > 0).length / PAIRS),
      answers: { known: [...answers.known], unknown: [...answers.unknown] },
      sameAnswer: answers.known.size === 1 && answers.unknown.size === 1 && [...answers.known][0] === [...answers.unknown][0],
      sameTime: Math.abs(pairedDiff) <= Math.max(TOLERANCE.ms, TOLERANCE.ratio * Math.min(m.known, m.unknown)),
    });
  }

  const checks = {};
  for (const p of paths) {
    checks[`${p.name}: same status and body`] = p.sameAnswer;
    checks[`${p.name}: paired median difference within ${TOLERANCE.ms} ms or ${TOLERANCE.ratio * 100} %`] = p.sameTime;
  }
  const machine = await machineLine();
  const when = new Date().toISOString();
  const md = [
    `# Account enumeration benchmark — ${when}`,
    '',
    `Machine: ${machine}. API: production build (\`apps/api/dist/server.js\`), NODE_ENV=production, CAPTCHA_DIFFICULTY=10,`,
    `TRUSTED_PROXIES=127.0.0.1 (each call its own X-Forwarded-For). ${PAIRS} pairs of calls per path, a registered and an`,
    'unregistered email in random order within each pair, one call at a time, measured by the client (ms, on the same machine).',
    '',
    '| path | registered p25 / median / p75 | unregistered p25 / median / p75 | paired median difference | registered slower in | answer |',
    '| --- | --- | --- | --- | --- | --- |',
    ...paths.map(
      (p) =>
        `| ${p.name} | ${p.known.p25} / **${p.known.median}** / ${p.known.p75} | ${p.unknown.p25} / **${p.unknown.median}** / ${p.unknown.p75} | ${p.pairedMedianDiffMs} | ${Math.round(p.registeredSlowerShare * 100)} % of pairs | ${
          p.sameAnswer
            ? `same: \`${p.answers.known[0]}\``
            : `DIFFERENT: registered \`${p.answers.known.join(' / ')}\`, unregistered \`${p.answers.unknown.join(' / ')}\``
        } |`,
    ),
    '',
    ...Object.entries(checks).map(([name, ok]) => `- ${ok ? 'PASS' : 'FAIL'} ${name}`),
    '',
  ].join('\n');
  record('enumeration', md, { when, machine, pairs: PAIRS, tolerance: TOLERANCE, paths, checks });
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await api.stop();
}
