/**
 * The W3C Nu HTML Checker (vnu.jar from the vnu-jar package, run on this machine's Java) finds no
 * errors in the HTML the server sends for the help, company and legal pages, in English and in
 * Arabic (right to left). The pages are fetched as a crawler gets them and checked in one run.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const java = spawnSync('java', ['-version'], { encoding: 'utf8' });

const PAGES = [
  '/faq',
  '/contact-us',
  '/refund-request',
  '/what-is-vpn',
  '/vpn-benefits',
  '/what-is-my-ip',
  '/free-vpn',
  '/wfh',
  '/wfh/pc',
  '/tsbox',
  '/home/preview',
  '/aboutus',
  '/press-room',
  '/affiliate-program',
  '/influencer',
  '/edmsub',
  '/ext/survey',
  '/redirect?url=https%3A%2F%2Fexample.org%2F',
  '/policy',
  '/terms-of-service',
  '/cookie-policy',
  '/blog',
  '/blog/what-is-a-vpn',
  '/blog/public-wifi-safety',
  '/blog/category/how-to',
  '/blog/tag/kill-switch',
  '/blog/category',
  '/blog/tag',
  '/blog/search?q=ping',
  '/blog/search?q=straming',
  '/vpn-server',
  '/vpn-server/japan-vpn',
  '/InternetAccess',
  '/InternetAccess/vpn-for-messaging',
  '/InternetAccess/vpn-for-streaming/netflix',
];

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('the W3C HTML checker finds no errors on the help, company and legal pages (en, ar)', async ({ playwright, baseURL }) => {
  test.skip(java.status !== 0, 'Java is not installed: `apt-get install -y default-jre-headless` runs this check');
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL });
  const folder = mkdtempSync(join(tmpdir(), 'kestrel-vnu-'));
  try {
    const files: string[] = [];
    for (const language of ['', '/ar']) {
      for (const path of PAGES) {
        const response = await request.get(`${language}${path}`, { maxRedirects: 0 });
        expect(response.status(), `${language}${path}`).toBe(200);
        const file = join(folder, `${files.length}.html`);
        writeFileSync(file, await response.text());
        files.push(file);
      }
    }
    const names = new Map(files.map((file, i) => [`file:${file}`, `${i < PAGES.length ? '' : '/ar'}${PAGES[i % PAGES.length]}`]));
    const run = spawnSync('java', ['-Xss4m', '-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    // vnu writes its JSON report to stderr.
    const report = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map(
        (message) =>
          `${names.get(message.url ?? '') ?? message.url} line ${message.lastLine}: ${message.message} [${message.extract ?? ''}]`,
      );
    expect(errors).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await request.dispose();
  }
});
