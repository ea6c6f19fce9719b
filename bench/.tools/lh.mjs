import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
let n = 0;
for (const u of process.argv.slice(2)) {
  const url = u.startsWith('floor') ? 'http://localhost:3310/' : 'http://localhost:3300' + u;
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
  const a = lhr.audits;
  const perf = lhr.categories.performance.score;
  console.log(`${u} perf ${perf} TBT ${Math.round(a['total-blocking-time'].numericValue)} LCP ${Math.round(a['largest-contentful-paint'].numericValue)} FCP ${Math.round(a['first-contentful-paint'].numericValue)} bench ${Math.round(lhr.environment.benchmarkIndex)}`);
  if (perf === null || perf === 0) {
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift', 'metrics']) console.log('  ', id, a[id].scoreDisplayMode, a[id].errorMessage);
    writeFileSync(`/tmp/diag/fail-${n++}.json`, JSON.stringify(lhr));
  }
}
await chrome.kill();
