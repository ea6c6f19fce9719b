#!/usr/bin/env node
/**
 * `npm run typecheck`: `tsc` on each workspace, two at a time (one per core: each tsc uses one), the
 * largest first. Each project's output is printed whole when it ends; the exit code is non-zero when
 * any project has errors.
 */
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const PROJECTS = ['apps/api', 'apps/web', 'packages/domain', 'packages/i18n'];
const AT_ONCE = 2;

function check(project) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} tsc -p ${project}\n${output}`);
      done(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results = await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    const passed = [];
    for (let project = queue.shift(); project; project = queue.shift()) passed.push(await check(project));
    return passed.every(Boolean);
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
