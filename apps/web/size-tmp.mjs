import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '/work/wt-a/scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage();
await page.goto('http://localhost:5150/');
console.log(await page.evaluate(() => {
  const len = (el) => el ? el.outerHTML.length : 0;
  const phones = [...document.querySelectorAll('[role=img]')].map((e) => e.tagName + ':' + e.outerHTML.length);
  return { hero: len(document.querySelector('main section')), app: len(document.getElementById('app')), map: len(document.getElementById('locations')), trust: len(document.getElementById('promises')), dl: len(document.querySelector('section[aria-labelledby=download-title]')), phones, scripts: [...document.scripts].reduce((n, s) => n + s.textContent.length, 0), total: document.documentElement.outerHTML.length };
}));
await browser.close();
