import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

if (!hasChromium) {
  console.warn(
    `\n!!! ${CHROMIUM} is missing: the browser end-to-end tests are SKIPPED.\n` +
      "!!! Install Debian's Chromium (apt-get install -y chromium) to run them.\n",
  );
}

/** Debian's Chromium through playwright-core: never a downloaded browser. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

/** Where screenshots go; printed once so a person can look at them. */
export const screenshotDir = path.join(tmpdir(), 'recruit-e2e-screenshots');
mkdirSync(screenshotDir, { recursive: true });

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
}

/** Collects console errors and uncaught page errors. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()} (${page.url()})`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message} (${page.url()})`));
  return errors;
}

/** A unique address per test run, so tests never collide. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@acme.io`;
