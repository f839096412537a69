// The Domain screen (/features/dropcowboy) over an RDAP fake, and the LinkedIn screen
// (/features/linkedin) without a PhantomBuster key (the labelled sample), in Chromium as a new user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { DESKTOP, PHONE, hasChromium, screenshotDir, uniqueEmail, watchErrors } from './browser.js';
import { toastWith, seriousViolations, signedInContext, serverAndBrowser } from '../helpers/e2e.js';
import { startRdapFake, type RdapFake } from '../fakes/rdap-fake.js';

async function signedIn(browser: Browser, url: string, viewport = DESKTOP): Promise<BrowserContext> {
  return signedInContext(browser, url, { email: uniqueEmail('domains'), name: 'Dana Domains' }, viewport);
}

describe.skipIf(!hasChromium)('Domain and LinkedIn screens in Chromium', { timeout: 120_000 }, () => {
  let rdap: RdapFake;

  beforeAll(async () => {
    rdap = await startRdapFake({
      'acme.com': { registrar: 'Example Registrar, Inc.', expires: '2030-06-01T00:00:00Z' },
      'acme.io': 'down',
    });
  }, 120_000);
  afterAll(async () => {
    await rdap?.close();
  });
  const e2e = serverAndBrowser(() => ({ RECRUIT_RDAP_BASE_URL: rdap.baseUrl }));

  it('searches on Enter, shows each status honestly, monitors a domain and lists it', async () => {
    const context = await signedIn(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/features/dropcowboy');
    await page.getByRole('heading', { name: 'Domain Search & Monitoring' }).waitFor();
    await page.getByText('No monitored domains yet. Search, then choose Monitor.').waitFor();

    const field = page.getByLabel('Domain search');
    await field.press('Enter');
    await toastWith(page, 'Please enter a domain search query')
      .filter({ hasText: 'Enter search query' })
      .waitFor();

    await field.fill('acme');
    await field.press('Enter');
    await toastWith(page, 'Found 8 domains matching your search')
      .filter({ hasText: 'Search completed' })
      .waitFor();
    const results = page.getByRole('list', { name: 'Search results' });
    const row = (domain: string) => results.getByRole('listitem').filter({ hasText: domain });
    await row('acme.com').getByText('registered', { exact: true }).waitFor();
    await row('acme.com').getByText('Registrar: Example Registrar, Inc.').waitFor();
    // The registry for acme.io is down: unknown, never available.
    await row('acme.io').getByText('unknown', { exact: true }).waitFor();
    await row('acme.dev').getByText('available', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}/domains-search-1280.png`, fullPage: true });

    await row('acme.com').getByRole('button', { name: 'Monitor' }).click();
    await toastWith(page, 'Now monitoring acme.com for changes')
      .filter({ hasText: 'Domain monitoring started' })
      .waitFor();
    const monitored = page.getByRole('list', { name: 'Monitored domains' });
    await monitored.getByText('acme.com', { exact: true }).waitFor();
    await row('acme.com').getByRole('button', { name: 'Monitoring' }).waitFor();

    // The registrar changes; Check now records it.
    rdap.domains.set('acme.com', { registrar: 'Other Registrar LLC', expires: '2031-06-01T00:00:00Z' });
    await page.getByRole('button', { name: 'Check now' }).click();
    await monitored
      .getByText(/registrar changed from Example Registrar, Inc\. to Other Registrar LLC/)
      .waitFor();
    await page.screenshot({ path: `${screenshotDir}/domains-monitored-1280.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('extracts the labelled sample without a key and checks the URL rules', async () => {
    const context = await signedIn(e2e.browser, e2e.server.url, PHONE);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/features/linkedin');
    await page.getByRole('heading', { name: 'LinkedIn Scraping' }).waitFor();
    await page.getByRole('button', { name: 'Extract Profile' }).click();
    await toastWith(page, 'Please enter a LinkedIn profile URL.').waitFor();
    await page.getByLabel('LinkedIn profile URL').fill('https://example.com/in/someone');
    await page.getByRole('button', { name: 'Extract Profile' }).click();
    await toastWith(page, 'Please enter a valid LinkedIn profile URL.').waitFor();

    await page.getByLabel('LinkedIn profile URL').fill('https://www.linkedin.com/in/someone');
    await page.getByRole('button', { name: 'Extract Profile' }).click();
    await page.getByText('Alex Morgan (sample)').waitFor();
    await page
      .getByText('This is sample data: no PhantomBuster API key is configured, so no profile was scraped.')
      .first()
      .waitFor();
    await expect(page.getByRole('button', { name: 'Save Candidate' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Contact' }).waitFor();
    await page.getByText('Bulk Import', { exact: true }).first().waitFor();
    await page.getByText('Advanced Search').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}/linkedin-sample-375.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
