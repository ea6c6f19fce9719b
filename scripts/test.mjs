#!/usr/bin/env node
/**
 * `npm test`: every check CI runs, in order: typecheck, lint, `npm audit --omit=dev`
 * (where the registry answers it), unit + API + i18n tests (Vitest; the API suite
 * on PGlite, and again on PostgreSQL when DATABASE_URL is set), the fault scripts
 * (bench/faults: kill -9, PostgreSQL restart, full disk), production build, browser
 * journeys (Playwright).
 * The summary gives each step's wall time; the last line is "N passed, N failed", summing every suite.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAudit } from './audit.mjs';
import { CHROMIUM_PATH } from './chromium.mjs';
import { formatDuration, stepLine } from './step-line.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
let passed = 0;
let failed = 0;
const summary = [];

/** Runs one step with its output shown; answers whether it succeeded and how long it took. */
function sh(label, command, args, env = baseEnv) {
  process.stdout.write(`\n━━ ${label}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  const ms = Date.now() - started;
  process.stdout.write(`━━ ${label}: ${formatDuration(ms)}\n`);
  return { ok: result.status === 0, ms };
}

/**
 * The browser the journeys drive: CHROMIUM_PATH, or Debian's chromium. When it is missing and
 * this machine can install it (root with apt-get), it is installed; otherwise one line says how.
 */
function chromium() {
  const path = CHROMIUM_PATH;
  // The CJK fonts: the Japanese pages' screenshots (e2e/visual.spec.ts) are recorded with them.
  const cjkFonts = () => /Noto Sans CJK/.test(spawnSync('fc-list', { encoding: 'utf8' }).stdout ?? '');
  if (existsSync(path) && cjkFonts()) return true;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.CHROMIUM_PATH;
  if (canInstall) {
    process.stdout.write(`\n━━ Installing Debian's Chromium and CJK fonts for the browser journeys (apt-get)\n`);
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install =
      update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], { stdio: 'inherit' }) : update;
    if (install.status === 0 && existsSync(path)) return true;
  }
  if (existsSync(path)) {
    process.stdout.write('\nWithout the fonts-noto-cjk package the Japanese screenshots will not match.\n');
    return true;
  }
  process.stdout.write(
    `\nBrowser journeys need Chromium at ${path}: run \`apt-get install -y chromium fonts-noto-cjk\` (or set CHROMIUM_PATH).\n`,
  );
  return false;
}

/** A step that is one check: it passes or fails as a whole. */
function check(label, command, args, env = baseEnv) {
  const { ok, ms } = sh(label, command, args, env);
  if (ok) passed += 1;
  else failed += 1;
  summary.push(stepLine(ok ? 'ok' : 'FAIL', label, ms));
  return ok;
}

function vitest(label, args, env) {
  const file = join(reports, `vitest-${summary.length}.json`);
  const { ok, ms } = sh(
    label,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  );
  if (!existsSync(file)) {
    failed += 1;
    summary.push(stepLine('FAIL', `${label}: no report`, ms));
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  summary.push(stepLine(ok ? 'ok' : 'FAIL', `${label}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`, ms));
}

function playwright() {
  const file = join(reports, 'playwright.json');
  const { ok, ms } = sh('Browser journeys (Playwright, production build)', 'npx', ['playwright', 'test'], {
    ...baseEnv,
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  if (!existsSync(file)) {
    failed += 1;
    summary.push(stepLine('FAIL', 'browser journeys: no report', ms));
    return;
  }
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  const bad = stats.unexpected + stats.flaky;
  passed += stats.expected;
  failed += bad + (ok || bad > 0 ? 0 : 1);
  summary.push(stepLine(ok ? 'ok' : 'FAIL', `browser journeys: ${stats.expected} passed, ${bad} failed, ${stats.skipped} skipped`, ms));
}

const typechecked = check('Typecheck', 'npm', ['run', 'typecheck', '--silent']);
check('Lint', 'npm', ['run', 'lint', '--silent']);

// Production dependencies: no high or critical advisory. Registries that do not answer the
// audit endpoint make it a one-line skip (docs/decisions/015 records the lock-file review).
process.stdout.write('\n━━ npm audit --omit=dev\n');
const auditStarted = Date.now();
const audit = runAudit(root, baseEnv);
const auditMs = Date.now() - auditStarted;
process.stdout.write(`${audit.line}\n━━ npm audit --omit=dev: ${formatDuration(auditMs)}\n`);
if (audit.outcome === 'pass') passed += 1;
if (audit.outcome === 'fail') failed += 1;
summary.push(stepLine({ pass: 'ok', fail: 'FAIL', skip: 'skip' }[audit.outcome], audit.line, auditMs));

const { DATABASE_URL, ...withoutPostgres } = baseEnv;
vitest('Unit, API and i18n tests (PGlite)', [], withoutPostgres);
if (DATABASE_URL) vitest('API tests (PostgreSQL)', ['--project', 'api'], baseEnv);
else summary.push(stepLine('skip', 'API tests on PostgreSQL (DATABASE_URL is not set)'));
// The built API under faults; each prints one "skip" line for what this machine cannot do.
check('Fault scripts', 'node', ['bench/faults/run.mjs', '--no-record']);

// The build skips its own type check when the Typecheck step above passed (apps/web/next.config.ts).
const buildEnv = { ...baseEnv, TYPECHECKED: typechecked ? '1' : '' };
if (!check('Production build', 'npm', ['run', 'build', '--silent'], buildEnv))
  summary.push(stepLine('skip', 'browser journeys (build failed)'));
else if (!chromium()) {
  failed += 1;
  summary.push(stepLine('FAIL', 'browser journeys (no Chromium)'));
} else playwright();

process.stdout.write(`\n━━ Summary\n${summary.join('\n')}\n\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
