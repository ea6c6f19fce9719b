/**
 * What the API benchmarks share: build and start a production API (fresh PGlite folder, or a
 * fresh PostgreSQL database when DATABASE_URL is set), sample its RSS and CPU from /proc, make
 * envelope calls, solve ALTCHA challenges, read emailed codes, and run autocannon with every
 * response time recorded.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Buffer } from 'node:buffer';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { solveAltcha } from '@kestrel/domain/test-support/altcha';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function requireFromApi(name) {
  return createRequire(join(root, 'apps', 'api', 'package.json'))(name);
}

/** Builds apps/api unless BENCH_SKIP_BUILD is set. */
export function buildApi() {
  if (process.env.BENCH_SKIP_BUILD) return;
  const build = spawnSync('npm', ['run', 'build', '-w', '@kestrel/api', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** With `serverUrl` (default DATABASE_URL): a fresh database on that server for this run (dropped by `drop`). */
export async function freshDatabase(serverUrl = process.env.DATABASE_URL) {
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const pg = requireFromApi('pg');
  const name = `kestrel_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Starts `node --max-old-space-size=256 apps/api/dist/server.js` with NODE_ENV=production, a fresh
 * data folder bench/.tmp/<name>, CAPTCHA_DIFFICULTY=10 and TRUSTED_PROXIES=127.0.0.1, plus `env`.
 * V8 grows its heap lazily while memory is free: the cap a container would set keeps RSS a
 * measure of the process rather than of the garbage collector's mood.
 *
 * Options for the fault scripts: `dataDir` (another folder, e.g. on a small tmpfs; emptied first),
 * `database` ('pglite', 'postgres' on a fresh database of DATABASE_URL, or a PostgreSQL URL used
 * as it is; default: 'postgres' when DATABASE_URL is set), `logFile` (the API's JSON log lines are
 * appended there instead of going to /dev/null). The returned handle can also `kill` the process
 * (SIGKILL by default) and `restart` it on the same data; `exits` lists every exit seen.
 */
export async function startApi({ name, port, env = {}, dataDir: folder, database: kind, logFile }) {
  const dataDir = folder ?? join(root, 'bench', '.tmp', name);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const wanted = kind ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite');
  const database =
    wanted === 'pglite'
      ? { url: undefined, drop: async () => {} }
      : wanted === 'postgres'
        ? await freshDatabase()
        : { url: wanted, drop: async () => {} };
  const base = `http://127.0.0.1:${port}`;
  const nodeArgs = ['--max-old-space-size=256', ...(process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const processEnv = {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    // A benchmark pays through the built-in test checkout: production refuses it unless asked for.
    PAYMENTS: 'test',
    LOG_LEVEL: 'info',
    CAPTCHA_DIFFICULTY: '10',
    TRUSTED_PROXIES: '127.0.0.1',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  };
  const exits = [];
  let api;
  const launch = () => {
    const log = logFile ? openSync(logFile, 'a') : 'ignore';
    api = spawn(process.execPath, [...nodeArgs, join(root, 'apps', 'api', 'dist', 'server.js')], {
      cwd: root,
      env: processEnv,
      // stdout (one JSON line per request) goes to /dev/null unless logFile: the API still formats and writes every log line.
      stdio: ['ignore', log, 'inherit'],
    });
    if (typeof log === 'number') closeSync(log);
    const child = api;
    child.once('exit', (code, signal) => exits.push({ pid: child.pid, code, signal, at: Date.now() }));
    return child;
  };
  launch();
  const kill = () => api.exitCode === null && api.signalCode === null && api.kill('SIGTERM');
  process.on('exit', () => kill());
  process.on('SIGINT', () => process.exit(130));

  const readRssMb = () => {
    try {
      return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${api.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    } catch {
      return 0;
    }
  };
  const rss = { peak: 0 };
  const sampler = setInterval(() => {
    rss.peak = Math.max(rss.peak, readRssMb());
  }, 100);
  sampler.unref(); // a script that ends with `kill` rather than `stop` must still exit
  const cpuSeconds = () => {
    try {
      const stat = readFileSync(`/proc/${api.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return NaN;
    }
  };

  const ready = async () => {
    for (let i = 0; i < 240; i++) {
      if (api.exitCode !== null || api.signalCode !== null)
        throw new Error(`API exited while starting (${api.exitCode ?? api.signalCode})`);
      try {
        if ((await fetch(`${base}/readyz`)).ok) return;
      } catch {
        // starting
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('API did not become ready');
  };
  const exited = (child) =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
    });
  await ready();

  return {
    base,
    dataDir,
    /** The PostgreSQL database of this run, if any. */
    databaseUrl: database.url,
    rss,
    exits,
    readRssMb,
    cpuSeconds,
    get pid() {
      return api.pid;
    },
    /** Whether the current process is still running. */
    alive: () => api.exitCode === null && api.signalCode === null,
    /** Sends `signal` (SIGKILL: no chance to finish anything) and waits until the process is gone. */
    async kill(signal = 'SIGKILL') {
      const child = api;
      child.kill(signal);
      await exited(child);
    },
    /** Starts the API again on the same data folder and database; resolves when it is ready. */
    async restart() {
      if (api.exitCode === null && api.signalCode === null) throw new Error('the API is still running');
      launch();
      await ready();
    },
    /** Stops the API (SIGTERM, then waits); the database of the run is dropped unless `keepDatabase`. */
    async stop({ keepDatabase = false } = {}) {
      clearInterval(sampler);
      const child = api;
      kill();
      await exited(child);
      if (!keepDatabase) await database.drop();
    },
    /** Drops the run's PostgreSQL database (after `stop({ keepDatabase: true })`). */
    drop: () => database.drop(),
  };
}

let ipCounter = 0;
/** A distinct client address per request (private range, never repeated in one run): believed through TRUSTED_PROXIES. */
export function nextIp() {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

// node:http with keep-alive rather than fetch: the load generator shares the machine with the
// API and the database, and undici's fetch costs about twice the CPU per call.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One call, whatever it answers: `{ status, headers, body }`; rejects when no answer came. */
export async function send(base, method, path, body, headers = {}) {
  const answer = await request(base, method, path, { body, headers });
  if (answer.status === 0) throw new Error(`${method} ${path}: ${answer.error}`);
  return answer;
}

/** One call; throws unless it answers 200 with body code 200. Returns `data`. */
export async function call(base, method, path, body, headers = {}) {
  const { status, body: json } = await send(base, method, path, body, headers);
  if (status !== 200 || json.code !== 200) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(json)}`);
  return json.data;
}

/**
 * One call that never throws: `{ status, headers, body }` (body parsed when JSON), or status 0 and
 * `error` (the errno code or message) when the connection failed or nothing came back within
 * `timeoutMs`. The fault scripts judge every answer, good or bad, with it.
 */
export function request(base, method, path, { body, headers = {}, timeoutMs = 10_000 } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolvePromise) => {
    const done = (result) => resolvePromise({ ms: performance.now() - started, ...result });
    const outgoing = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        timeout: timeoutMs,
        headers: {
          'X-App-Type': '502',
          'X-Forwarded-For': nextIp(),
          ...(payload === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = text;
          }
          done({ status: response.statusCode, headers: response.headers, body: parsed });
        });
        response.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error('no answer in time'), { code: 'TIMEOUT' })));
    outgoing.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
    outgoing.end(payload);
  });
}

export async function solvedCaptchas(base, count) {
  const out = [];
  while (out.length < count) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - out.length) }, () => call(base, 'GET', '/api/mms/account/v1/captcha/challenge')),
    );
    for (const challenge of batch) out.push(solveAltcha(challenge));
  }
  return out;
}

// Recipient and code of each outbox file already read, per folder: a file is read once, however
// many codes are waited for (a fault script signs up dozens of buyers at once).
const outboxIndex = new Map();

/** Recipient and code of every .eml in `folder`, newest first (file names start with the time the message was queued). */
export function outboxMessages(folder) {
  let known = outboxIndex.get(folder);
  if (!known) outboxIndex.set(folder, (known = new Map()));
  const files = existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith('.eml')) : [];
  for (const file of files) {
    if (known.has(file)) continue;
    const source = readFileSync(join(folder, file), 'utf8');
    known.set(file, {
      file,
      to: /^To: (.*)$/m.exec(source)?.[1]?.trim(),
      messageId: /^Message-ID: (.*)$/im.exec(source)?.[1]?.trim(),
      code: /\n\s*(\d{6})\s*\n/.exec(source)?.[1],
    });
  }
  return files
    .sort()
    .reverse()
    .map((file) => known.get(file));
}

/** The code of the newest outbox message to `email` (waits up to 10 s). */
export async function emailedCode(dataDir, email) {
  const folder = join(dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    const code = outboxMessages(folder).find((message) => message.to === email && message.code)?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code mail to ${email} in the outbox`);
}

/** Creates an account through the real flow (emailed code, sign-up); returns its web session token. */
export async function signUp(apiProcess, email, password) {
  const { base, dataDir } = apiProcess;
  const [first, second] = await solvedCaptchas(base, 2);
  await call(base, 'POST', '/api/mms/account/v1/verification/request', { email, purpose: 'signup', captcha: first });
  const code = await emailedCode(dataDir, email);
  const { token } = await call(base, 'POST', '/api/mms/account/v1/web/signup', { email, code, password, captcha: second });
  return token;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round1 = (n) => Math.round(n * 10) / 10;

/** p50/p95/p99/max of a list of durations in ms. */
export function latencies(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: round1(percentile(sorted, 50)),
    p95: round1(percentile(sorted, 95)),
    p99: round1(percentile(sorted, 99)),
    max: round1(sorted.at(-1) ?? NaN),
  };
}

/** autocannon with every response time recorded, and the API's CPU use over the run (cores). */
export function run(apiProcess, options) {
  return new Promise((resolvePromise, reject) => {
    const times = [];
    const cpuBefore = apiProcess.cpuSeconds();
    const started = performance.now();
    const instance = autocannon({ connections: 20, ...options }, (error, result) =>
      error
        ? reject(error)
        : resolvePromise({ result, times, apiCpu: (apiProcess.cpuSeconds() - cpuBefore) / ((performance.now() - started) / 1000) }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

export function summarize(name, { result, times, apiCpu }) {
  return {
    name,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    ...latencies(times),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    mismatches: result.mismatches ?? 0,
    /** Cores the API process kept busy on average (1.0 = one full core). */
    apiCores: Math.round(apiCpu * 100) / 100,
  };
}

export const clean = (s) => s.errors === 0 && s.timeouts === 0 && s.non2xx === 0 && s.mismatches === 0;

export async function machineLine() {
  const cpus = (await import('node:os')).cpus();
  return `${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, Node ${process.version}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite on disk'}`;
}

/**
 * Writes bench/results/<name>{,-postgres}.{md,json} (`<name>` alone with `byDatabase: false`, for a
 * run that covers both databases), prints the report, and fails the process unless every check passed.
 */
export function record(name, md, results, { byDatabase = true } = {}) {
  const file = byDatabase && process.env.DATABASE_URL ? `${name}-postgres` : name;
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', `${file}.md`), md);
  writeFileSync(join(root, 'bench', 'results', `${file}.json`), `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`\n${md}\n`);
  process.exitCode = Object.values(results.checks).every(Boolean) ? 0 : 1;
}

/** A markdown table row of an autocannon run (see `summarize`). */
export const runRow = (s) =>
  `| ${s.name} | ${s.requests} | ${s.reqPerSec} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} | ${s.errors + s.timeouts} | ${s.non2xx} | ${s.mismatches} | ${s.apiCores} |`;
