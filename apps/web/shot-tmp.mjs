import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '/work/wt-a/scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const [path, width, prefix, ...selectors] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto('http://localhost:5150' + path);
let i = 0;
for (const sel of selectors) {
  const el = page.locator(sel).first();
  await el.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await el.screenshot({ path: `/tmp/wt-a/${prefix}-${i++}.png` });
}
await browser.close();
