// What the browser end-to-end tests (tests/e2e) share besides the browser itself (../e2e/browser.ts)
// and the server process (../e2e/server.ts): the server and browser a describe runs against, a signed-in
// user's context or page, a toast, and axe's serious findings.
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchChromium, newContext, watchErrors } from '../e2e/browser.js';
import { startServer, type RunningServer } from '../e2e/server.js';

/** The password the end-to-end tests' users sign up with. */
export const E2E_PASSWORD = 'Recruit!2024';

export type E2eUser = { email: string; name: string };

/** A new context on `baseURL` whose user signed up through the API (the screens' own sign-up is web-auth's). */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  user: E2eUser,
  viewport = DESKTOP,
): Promise<BrowserContext> {
  const context = await newContext(browser, baseURL, viewport);
  const signup = await context.request.post('/api/auth/signup', {
    data: { email: user.email, password: E2E_PASSWORD, name: user.name },
  });
  expect(signup.status()).toBe(201);
  return context;
}

/** A visible toast (Radix also mirrors it into a screen-reader live region). */
export const toastWith = (page: Page, text: string) =>
  page.locator('li[data-variant]').filter({ hasText: text });

/** axe's serious and critical findings on the page as it is drawn now (colour contrast included). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export type E2eHarness = {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A new context on the server whose user signed up through the API. */
  signedInContext: (user: E2eUser, viewport?: typeof DESKTOP) => Promise<BrowserContext>;
  /** A page in such a context, with the console and page errors it logs. */
  signedInPage: (
    user: E2eUser,
    viewport?: typeof DESKTOP,
  ) => Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
};

/**
 * For the tests of the calling describe: a real `recruit serve` (with `env()`, read once the fakes an
 * earlier beforeAll starts are up) and Chromium, started side by side before the tests and closed after
 * them, browser first (fakes that an earlier afterAll closes are closed after both). Read the fields
 * inside the tests.
 */
export function serverAndBrowser(env: () => Record<string, string> = () => ({})): E2eHarness {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env()), launchChromium()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(it: T | undefined): T => {
    if (!it) throw new Error('the server and browser start in beforeAll: read them inside the tests');
    return it;
  };
  const harness: E2eHarness = {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    signedInContext: (user, viewport) => signedInContext(harness.browser, harness.server.url, user, viewport),
    signedInPage: async (user, viewport) => {
      const context = await harness.signedInContext(user, viewport);
      const page = await context.newPage();
      return { context, page, errors: watchErrors(page) };
    },
  };
  return harness;
}
