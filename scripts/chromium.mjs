/**
 * The browser that journeys and Lighthouse drive: Debian's Chromium (Playwright's own browser
 * download cannot work offline), or CHROMIUM_PATH. The flags keep a headless run on a shared
 * 2-core machine quiet: no GPU, no QUIC, no background or update traffic.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
