import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  hasChromium,
  newContext,
  screenshotDir,
  uniqueEmail,
  watchErrors,
} from './browser.js';
import { toastWith, serverAndBrowser } from '../helpers/e2e.js';

const PASSWORD = 'Recruit!2024';
const NEW_PASSWORD = 'Hiring#Team99';

describe.skipIf(!hasChromium)('web UI account flows in Chromium', { timeout: 60_000 }, () => {
  const e2e = serverAndBrowser();
  beforeAll(() => {
    console.log(`e2e screenshots: ${screenshotDir}`);
  });

  async function openPage(viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> {
    const context = await newContext(e2e.browser, e2e.server.url, viewport);
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }

  async function signUp(page: Page, email: string, name = 'Ada Lovelace') {
    await page.goto('/signup');
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /agree to the terms/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/dashboard');
  }

  it('signs up, lands on the dashboard, signs out and signs in again', async () => {
    const { page, errors } = await openPage();
    const email = uniqueEmail('ada');
    await signUp(page, email);
    await page.getByRole('heading', { name: 'Welcome back, Ada Lovelace' }).waitFor();
    await toastWith(page, 'Account created successfully').waitFor();
    await page.screenshot({ path: `${screenshotDir}/flow-dashboard-after-signup.png` });

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await toastWith(page, 'Signed out successfully').waitFor();

    // The session is gone on the server too: the dashboard now redirects.
    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    // The live existence check turns the border green for a known account.
    await page.locator('#signin-email[data-existence="exists"]').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await toastWith(page, 'Welcome back!').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('explains a wrong password and an unknown email', async () => {
    const { page, errors } = await openPage();
    const email = uniqueEmail('grace');
    await signUp(page, email, 'Grace Hopper');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid password' }).waitFor();
    await toastWith(page, 'Sign in failed').waitFor();
    expect(new URL(page.url()).pathname).toBe('/signin');

    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByText('Sign up instead?').waitFor();
    expect(await page.locator('#signin-email').getAttribute('class')).toContain('border-red-500');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'No account found with this email. Please sign up first.' })
      .waitFor();
    await toastWith(page, 'No account found').waitFor();

    await page.getByLabel('Password', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Please enter your password').waitFor();
    // A 401/404 answer is logged by Chromium as a failed resource load; nothing else may be.
    expect(
      errors.filter(
        (e) => !/Failed to load resource: the server responded with a status of (401|404)/.test(e),
      ),
    ).toEqual([]);
    await page.context().close();
  });

  it('validates sign-up input with the spec messages', async () => {
    const { page } = await openPage();
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('All fields are required').waitFor();

    await page.getByLabel('Full name').fill('Alan Turing');
    await page.getByLabel('Email', { exact: true }).fill('alan@example.com');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByLabel('Full name').click(); // leaves the email field: verification runs
    await page
      .locator('#signup-email-status')
      .getByText('This email address appears to be invalid or inactive')
      .waitFor();

    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('alan'));
    await page.getByLabel('Confirm password').fill('Something-else1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').filter({ hasText: 'Passwords do not match' }).waitFor();
    await page.locator('#signup-email-status').getByText('Email verified').waitFor();

    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').filter({ hasText: 'You must agree to the terms and conditions' }).waitFor();
    await page.context().close();
  });

  it('resets a forgotten password with the code printed by the server, then signs in with it', async () => {
    const { page, errors } = await openPage();
    const email = uniqueEmail('katherine');
    await signUp(page, email, 'Katherine Johnson');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await page.getByText('printed in the terminal running').waitFor();
    const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const [, code] = await e2e.server.waitForOutput(
      new RegExp(`Password reset code for ${escaped}: (\\d{6}) \\(valid 15 minutes\\)`),
    );
    await page.getByRole('button', { name: 'Continue to reset password' }).click();
    await page.waitForURL('**/verify-code');
    await page.getByText(/Code expires in 1[45]:\d\d/).waitFor();
    expect(await page.getByRole('button', { name: /Resend code in \d+s/ }).isDisabled()).toBe(true);

    // A wrong code first: the spec's message, and we stay on the screen.
    const wrong = code === '123456' ? '654321' : '123456';
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(wrong);
    await page.getByRole('alert').filter({ hasText: 'Invalid or expired code' }).waitFor();

    await page.getByLabel('Digit 1 of 6').fill('');
    for (let i = 6; i >= 1; i--) await page.getByLabel(`Digit ${i} of 6`).fill('');
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code!); // the sixth digit auto-submits after 500 ms
    await page.waitForURL('**/reset-password');

    const submit = page.getByRole('button', { name: 'Reset Password' });
    await page.getByLabel('New password', { exact: true }).fill('weak');
    await page.getByText('Weak', { exact: true }).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByText('Strong', { exact: true }).waitFor();
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await page.waitForURL('**/signin');
    await toastWith(page, 'Password reset successful').waitFor();

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid password' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    expect(
      errors.filter(
        (e) => !/Failed to load resource: the server responded with a status of (400|401)/.test(e),
      ),
    ).toEqual([]);
    await page.context().close();
  });

  it('counts the code down from 15:00, enables resend after 30 s and turns red under 60 s', async () => {
    const { page } = await openPage();
    const email = uniqueEmail('hedy');
    const signup = await page.context().request.post('/api/auth/signup', {
      data: { email, password: PASSWORD, name: 'Hedy Lamarr' },
    });
    expect(signup.status()).toBe(201);
    await page.context().clearCookies();
    await page.clock.install();
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await page.getByRole('button', { name: 'Continue to reset password' }).click();
    await page.getByText('Code expires in 15:00').waitFor();
    const countdown = page.getByTestId('code-countdown');
    expect(await countdown.getAttribute('class')).toContain('text-slate-700');
    await page.clock.runFor(30_000);
    await page.getByText('Code expires in 14:30').waitFor();
    const resend = page.getByRole('button', { name: 'Resend code' });
    expect(await resend.isEnabled()).toBe(true);
    await resend.click();
    await toastWith(page, 'Code resent').waitFor();
    await page.getByText('Code expires in 15:00').waitFor();
    await page.clock.runFor(841_000);
    await page.getByText('Code expires in 0:59').waitFor();
    expect(await countdown.getAttribute('class')).toContain('text-red-700');
    await page.clock.runFor(60_000);
    await countdown.getByText('Code has expired').waitFor();
    await page.context().close();
  });

  it('sends a signed-out visitor from /dashboard to /signin with the toast', async () => {
    const { page } = await openPage();
    await page.goto('/dashboard');
    await page.waitForURL('**/signin');
    await toastWith(page, 'Authentication Required').waitFor();
    await toastWith(page, 'Please sign in to access the dashboard').waitFor();
    await page.goto('/candidates');
    await page.waitForURL('**/signin');
    await page.goto('/documentation');
    await page.waitForURL('**/signin');
    await page.context().close();
  });

  it('sends a signed-in user from /signin to /dashboard, and /dashboard/api-settings to /api-settings', async () => {
    const { page } = await openPage();
    await signUp(page, uniqueEmail('mary'), 'Mary Jackson');
    await page.goto('/signin');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/api-settings');
    await page.waitForURL('**/api-settings');
    await page.getByText('0 of 11 APIs configured').waitFor();
    await page.context().close();
  });

  it('opens the navigation drawer on a 375 px wide screen and closes it every way', async () => {
    const { page, errors } = await openPage(PHONE);
    await signUp(page, uniqueEmail('dorothy'), 'Dorothy Vaughan');
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    const open = page.getByRole('button', { name: 'Open navigation menu' });
    expect(await page.getByRole('button', { name: 'Help' }).isVisible()).toBe(false);

    await open.click();
    await drawer.waitFor();
    await page.screenshot({ path: `${screenshotDir}/flow-drawer-375.png` });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await open.click();
    await drawer.waitFor();
    await page.mouse.click(360, 400); // the backdrop, right of the 288 px wide drawer
    await drawer.waitFor({ state: 'hidden' });

    await open.click();
    await drawer.getByRole('link', { name: 'Candidates' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.waitForURL('**/candidates');
    // The candidates screen is a lazy chunk: its title comes once the chunk has loaded.
    const title = page.locator('header').getByText('Candidates', { exact: true });
    await title.waitFor();
    expect(await title.isVisible()).toBe(true);

    await open.click();
    await drawer.getByRole('link', { name: 'Dashboard' }).click(); // nav click and route change
    await drawer.waitFor({ state: 'hidden' });
    await page.waitForURL('**/dashboard');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
