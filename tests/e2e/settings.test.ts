// Settings and Profile in Chromium against a real `recruit serve`: the profile saved, dark mode (and
// compact view, high contrast) applied and kept across a reload and a new sign-in, the password
// changed on /profile (another browser is signed out), the security question, and Delete Account
// after typing the email: signed out, and the account is gone.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, newContext, screenshotDir, uniqueEmail } from './browser.js';
import { seriousViolations, serverAndBrowser } from '../helpers/e2e.js';

const PASSWORD = 'Recruit!2024';
const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe.skipIf(!hasChromium)('settings and profile in Chromium', { timeout: 120_000 }, () => {
  const e2e = serverAndBrowser();
  beforeAll(() => {
    console.log(`settings screenshots: ${screenshotDir}`);
  });

  it('saves the profile; dark mode, compact view and high contrast change the UI and dark mode survives a reload', async () => {
    const email = uniqueEmail('settings');
    const { context, page, errors } = await e2e.signedInPage({ email, name: 'Sam Settings' });

    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'settings-light.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Display name').fill('Sam Q. Settings');
    await page.getByLabel('Company').fill('Acme Hiring');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Profile saved').first().waitFor();

    const light = await bodyBackground(page);
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await expect.poll(() => htmlClass(page), { timeout: 15_000 }).toContain('dark');
    await page.getByText('Preferences saved').first().waitFor();
    expect(await bodyBackground(page)).not.toBe(light);
    await page.screenshot({ path: path.join(screenshotDir, 'settings-dark.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // A reload keeps it (and the profile), before and after the server answers.
    await page.reload();
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    expect(await htmlClass(page)).toContain('dark');
    expect(await page.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByLabel('Display name').inputValue()).toBe('Sam Q. Settings');
    expect(await page.getByLabel('Company').inputValue()).toBe('Acme Hiring');

    // Another browser that signs in gets the same appearance from the server.
    const other = await newContext(e2e.browser, e2e.server.url);
    expect(
      (await other.request.post('/api/auth/signin', { data: { email, password: PASSWORD } })).status(),
    ).toBe(200);
    const otherPage = await other.newPage();
    await otherPage.goto('/dashboard');
    await expect.poll(() => htmlClass(otherPage), { timeout: 15_000 }).toContain('dark');
    await otherPage.screenshot({ path: path.join(screenshotDir, 'dashboard-dark.png'), fullPage: true });
    await other.close();

    // Compact view shrinks the spacing; high contrast darkens secondary text.
    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await expect.poll(() => htmlClass(page), { timeout: 15_000 }).not.toContain('dark');
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const before = await height();
    await page.getByRole('switch', { name: 'Compact view' }).click();
    await expect.poll(() => htmlClass(page), { timeout: 15_000 }).toContain('compact');
    await expect.poll(height, { timeout: 15_000 }).toBeLessThan(before);
    const hint = page.getByText('Tighter spacing: more on each screen.');
    const grey = await hint.evaluate((el) => getComputedStyle(el).color);
    await page.getByRole('switch', { name: 'High contrast' }).click();
    await expect.poll(() => htmlClass(page), { timeout: 15_000 }).toContain('high-contrast');
    expect(await hint.evaluate((el) => getComputedStyle(el).color)).not.toBe(grey);
    await page.screenshot({
      path: path.join(screenshotDir, 'settings-compact-contrast.png'),
      fullPage: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('changes the password on /profile (other sessions end) and sets a security question', async () => {
    const email = uniqueEmail('profile');
    const { context, page, errors } = await e2e.signedInPage({ email, name: 'Pat Profile' });
    const laptop = await newContext(e2e.browser, e2e.server.url);
    await laptop.request.post('/api/auth/signin', { data: { email, password: PASSWORD } });

    await page.goto('/profile');
    await page.getByLabel('Current password').fill('Wrong!2024x');
    await page.getByLabel('New password', { exact: true }).fill('Brand-New-77');
    await page.getByLabel('Confirm new password').fill('Brand-New-78');
    await page.getByText('New password and confirmation password must match.').first().waitFor();
    expect(await page.getByRole('button', { name: 'Update Password' }).isDisabled()).toBe(true);
    await page.getByLabel('Confirm new password').fill('Brand-New-77');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByRole('alert').getByText('Your current password is not correct').waitFor();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated. 1 other session was signed out.').waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'profile-password.png'), fullPage: true });
    expect((await laptop.request.get('/api/account/settings')).status()).toBe(401);

    await page.goto('/settings');
    await page.getByLabel('Security question', { exact: true }).selectOption('What is your favorite book?');
    await page.getByLabel('Answer').fill('Dune');
    await page.getByLabel('Current password').nth(1).fill('Brand-New-77');
    await page.getByRole('button', { name: 'Update Security Settings' }).click();
    await page.getByText('Set: What is your favorite book?').waitFor();
    // The wrong current password was a 400 (the browser logs the failed request).
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await context.close();
    await laptop.close();
  });

  it('exports the data and deletes the account after the email is typed', async () => {
    const email = uniqueEmail('leaver');
    const { context, page, errors } = await e2e.signedInPage({ email, name: 'Lee Leaver' });
    await context.request.post('/api/candidates', { data: { name: 'Dana Candidate', email: 'dana@x.io' } });
    await page.goto('/settings');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^recruit-export-\d{4}-\d\d-\d\d\.json$/);

    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Type ${email} to confirm`).waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Your email address').fill('someone@else.io');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Your email address').fill(email.toUpperCase());
    await page.screenshot({ path: path.join(screenshotDir, 'settings-delete-dialog.png') });
    await confirm.click();
    await page.waitForURL(`${e2e.server.url}/`);
    await page.getByText('Account deleted').first().waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'account-deleted.png') });

    expect((await context.request.get('/api/auth/session')).ok()).toBe(true);
    expect(await (await context.request.get('/api/auth/session')).json()).toEqual({ user: null });
    const again = await context.request.post('/api/auth/signin', { data: { email, password: PASSWORD } });
    expect((await again.json()).error.message).toMatch(/No (account|registered users) found/);
    await page.goto('/settings');
    await page.waitForURL(/\/signin$/);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await context.close();
  });
});
