import { describe, expect, it } from 'vitest';
import { PHONE, hasChromium, newContext, screenshotDir, uniqueEmail, watchErrors } from './browser.js';
import { toastWith, serverAndBrowser } from '../helpers/e2e.js';

describe.skipIf(!hasChromium)('landing and pricing pages in Chromium', { timeout: 60_000 }, () => {
  const e2e = serverAndBrowser();

  it('shows every landing section in order and scrolls to them from the header', async () => {
    const context = await newContext(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await page.locator('#lets-chat').waitFor();
    const order = await page.$$eval('main > section[id]', (els) => els.map((e) => e.id));
    expect(order).toEqual([
      'hero',
      'ai-features',
      'dashboard-preview',
      'testimonials',
      'cta-section',
      'pricing-section',
      'lets-chat',
    ]);
    for (const stage of ['Applied', 'Screening', 'Interview', 'Offer', 'Hired']) {
      await page.locator('#dashboard-preview').getByText(stage, { exact: true }).waitFor();
    }
    await page.getByRole('navigation', { name: 'Site' }).getByRole('button', { name: 'Pricing' }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('pricing-section')!.getBoundingClientRect().top;
      return Math.abs(top - 64) < 80;
    });
    await page.locator('#pricing-section').getByText('Most Popular').waitFor();
    await page.locator('#pricing-section').getByText('$497').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("requests a call from 'Let's Chat' with the default +1 country code", async () => {
    const context = await newContext(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    await page.goto('/');
    const select = page.getByLabel('Country code', { exact: true });
    await select.waitFor();
    expect(await select.inputValue()).toBe('US');
    const count = await select.locator('option').count();
    expect(count).toBeGreaterThanOrEqual(100);
    expect(count).toBeLessThanOrEqual(120);
    await page.getByRole('button', { name: 'Request a Call' }).click();
    await page.locator('#call-phone-error').getByText('Phone Number Required').waitFor();
    await page.getByLabel('Phone number (without country code)').fill('415 555 0134');
    await page.getByRole('button', { name: 'Request a Call' }).click();
    await toastWith(page, 'Call Initiated Successfully!').waitFor();
    await context.close();
  });

  it('sends a signed-out visitor who picks a feature to /signup with a toast', async () => {
    const context = await newContext(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: /Resume Parsing/ }).click();
    await page.waitForURL('**/signup');
    await toastWith(page, 'Sign Up Required').waitFor();
    await context.close();
  });

  it('opens and closes the mobile menu on a 375 px screen', async () => {
    const context = await newContext(e2e.browser, e2e.server.url, PHONE);
    const page = await context.newPage();
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.locator('#site-mobile-menu');
    await menu.getByRole('link', { name: 'Get Started' }).waitFor();
    await page.screenshot({ path: `${screenshotDir}/flow-mobile-menu-375.png` });
    await page.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'hidden' });
    await toggle.click();
    await menu.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL('**/signup');
    await context.close();
  });

  it('shows the server plans on /pricing with the current plan for a signed-in user', async () => {
    const context = await e2e.signedInContext({
      email: uniqueEmail('pricing'),
      name: 'Plan Picker',
    });
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Upgrade' }).click();
    await page.waitForURL('**/pricing');
    await page.getByText('Test Mode Active').waitFor();
    await page.getByRole('button', { name: 'Current Plan' }).waitFor();
    expect(await page.getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);
    await page.getByText('$29', { exact: true }).waitFor();
    await page.getByRole('button', { name: /Annual/ }).click();
    await page.getByText('$23', { exact: true }).waitFor();
    await page.getByRole('columnheader', { name: 'Enterprise' }).waitFor();
    await context.close();
  });
});
