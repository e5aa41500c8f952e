import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium flags that keep it off the network this machine does not have (also for Lighthouse). */
export const OFFLINE_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: OFFLINE_CHROMIUM_FLAGS, headless: true });
}

export function portalUrl(path = '/'): string {
  const base = process.env.PORTAL_URL;
  if (!base) throw new Error('PORTAL_URL is not set: run through `npm run test:e2e`');
  return `${base}${path}`;
}
