#!/usr/bin/env node
/**
 * `npm start`: builds what is missing or out of date, then runs the API (:4000)
 * and the web app (:3000) together with prefixed logs. One Ctrl-C stops both.
 * `npm run dev` (--dev) runs both in watch mode instead.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
const apiUrl = `http://127.0.0.1:${apiPort}`;
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: process.env.DATA_DIR ?? join(root, 'data'),
  API_INTERNAL_URL: process.env.API_INTERNAL_URL ?? apiUrl,
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${webPort}`,
  LOG_FORMAT: process.env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
  // The website proxies the browser's API calls: believe its X-Forwarded-For, so rate limits see visitors.
  TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? '127.0.0.1,::1',
};

const colours = { api: '\x1b[36m', web: '\x1b[35m', start: '\x1b[33m' };
function log(name, line) {
  const tag = process.stdout.isTTY ? `${colours[name]}[${name}]\x1b[0m` : `[${name}]`;
  process.stdout.write(`${tag} ${line}\n`);
}

/** Newest modification time of any file below `dir` (skipping build output). */
function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest; // e.g. apps/web/public, which git does not keep while empty
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', '.next', 'dist', 'data'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function needsBuild(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((dir) => newest(join(root, dir)) > built);
}

function build(workspace, label) {
  log('start', `building ${label}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, env, stdio: 'inherit' });
  if (result.status === 0) return true;
  log('start', `${label} build failed`);
  if (children.length) stop(result.status ?? 1);
  else process.exit(result.status ?? 1);
  return false;
}

const children = [];
let stopping = false;

function run(name, command, args, cwd) {
  const child = spawn(command, args, {
    cwd,
    env: { ...env, PORT: name === 'api' ? apiPort : webPort },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group: a terminal's Ctrl-C reaches only this script, which then stops each
    // child exactly once (a second signal would make the API skip its graceful shutdown).
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) log(name, line);
    });
  }
  child.on('exit', (code, signal) => {
    log(name, `stopped (${signal ?? code})`);
    if (!stopping) stop(code ?? 1);
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  }, 15_000);
  Promise.all(children.map((child) => (child.exitCode !== null ? null : new Promise((r) => child.on('exit', r))))).then(() => {
    clearTimeout(force);
    process.exit(code);
  });
}

process.on('SIGINT', () => stop(0));
// Whatever ends this script, no child is left running on its own.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});
process.on('SIGTERM', () => stop(0));

async function waitFor(url, name, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  log('start', `${name} did not become ready at ${url}`);
  stop(1);
}

const apiDir = join(root, 'apps/api');
const webDir = join(root, 'apps/web');
const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');

if (dev) {
  run('api', process.execPath, [tsx, 'watch', 'src/server.ts'], apiDir);
  await waitFor(`${apiUrl}/readyz`, 'API');
  run('web', process.execPath, [tsx, 'src/server/main.ts', '--dev'], webDir);
} else {
  if (needsBuild(join(apiDir, 'dist/server.js'), ['apps/api/src', 'apps/api/drizzle', 'packages'])) build('@kestrel/api', 'the API');
  run('api', process.execPath, ['dist/server.js'], apiDir);
  await waitFor(`${apiUrl}/readyz`, 'API');
  // Built after the API is up, so static pages are rendered with live plan data.
  const fresh = !needsBuild(join(webDir, 'dist/server.js'), ['apps/web/src', 'apps/web/public', 'packages']);
  if (!stopping && (fresh || build('@kestrel/web', 'the website'))) run('web', process.execPath, ['dist/server.js'], webDir);
}
await waitFor(`http://localhost:${webPort}/`, 'website');
if (!stopping) {
  log('start', `Website: http://localhost:${webPort}`);
  log('start', `API:     ${apiUrl}  (reference: ${apiUrl}/api/reference)`);
  log('start', 'Press Ctrl-C to stop.');
}
