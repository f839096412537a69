// Billing in Chromium against a real `recruit serve` and the Stripe fake (its API and its hosted
// checkout page): Upgrade on /pricing reaches the fake's checkout URL; an unpaid session is not
// confirmed; paying returns to /payment-success, which the server confirms; the dashboard then shows
// Pro, this month's use and Manage billing; the admin screen changes a plan and a call request's
// status; a non-admin is refused.
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { hasChromium, screenshotDir, uniqueEmail, watchErrors } from './browser.js';
import { toastWith, signedInContext, serverAndBrowser } from '../helpers/e2e.js';
import { startStripeFake, type StripeFake } from '../fakes/stripe-fake.js';

const SK = 'sk_test_51E2eOperatorKey00000';
const WHSEC = 'whsec_e2e_0123456789abcdef0123456789';
const ADMIN = 'boss.e2e@acme.io';

async function signedIn(browser: Browser, url: string, email: string, name: string): Promise<BrowserContext> {
  return signedInContext(browser, url, { email, name });
}

describe.skipIf(!hasChromium)('billing in Chromium against the Stripe fake', { timeout: 120_000 }, () => {
  let fake: StripeFake;

  beforeAll(async () => {
    fake = await startStripeFake({ secretKey: SK, hostedPages: 'self' });
  }, 120_000);
  afterAll(async () => {
    await fake?.close();
  });
  const e2e = serverAndBrowser(() => ({
    RECRUIT_STRIPE_SECRET_KEY: SK,
    RECRUIT_STRIPE_WEBHOOK_SECRET: WHSEC,
    RECRUIT_STRIPE_BASE_URL: fake.url,
    RECRUIT_PRICE_ID_PRO: 'price_1ProMonthly',
    RECRUIT_ADMIN_EMAIL: ADMIN,
  }));
  beforeAll(() => {
    fake.deliverWebhooksTo(`${e2e.server.url}/api/billing/webhook`, WHSEC);
    console.log(`billing screenshots: ${screenshotDir}`);
  });

  it('Upgrade reaches the checkout, an unpaid session is not confirmed, a paid one is; the plan is Pro', async () => {
    const email = uniqueEmail('buyer');
    const context = await signedIn(e2e.browser, e2e.server.url, email, 'Bea Buyer');
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto('/pricing');
    await page.getByText("Checkout runs in Stripe's test mode").waitFor();
    // Enterprise has no price id on this server: Contact Sales, with the sales address.
    await page.getByRole('button', { name: 'Contact Sales' }).waitFor();
    await page.screenshot({ path: `${screenshotDir}/billing-pricing.png`, fullPage: true });

    await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL(`${fake.url}/c/pay/cs_test_*`);
    await page.getByRole('heading', { name: 'Fake Stripe Checkout' }).waitFor();
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    const session = fake.requests.find((r) => r.path === '/v1/checkout/sessions')!.body as Record<
      string,
      string
    >;
    expect(session.success_url).toBe(`${e2e.server.url}/payment-success?session_id={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url).toBe(`${e2e.server.url}/pricing`);
    await page.screenshot({ path: `${screenshotDir}/billing-fake-checkout.png` });

    // Before paying, the return page does not pretend.
    const early = await context.newPage();
    await early.goto(`/payment-success?session_id=${sessionId}`);
    await early.getByRole('heading', { name: 'Payment Not Confirmed' }).waitFor();
    await early.getByText('This checkout has not been paid. Your plan has not changed.').waitFor();
    await early.close();

    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`${e2e.server.url}/payment-success?session_id=${sessionId}`);
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    await page.getByText(`Session: ${sessionId.slice(0, 20)}...`).waitFor();
    await page.screenshot({ path: `${screenshotDir}/billing-payment-success.png`, fullPage: true });

    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Manage billing' }).waitFor();
    const planCard = page
      .locator('div')
      .filter({ has: page.getByText('Your plan', { exact: true }) })
      .first();
    await planCard.getByText('Pro', { exact: true }).waitFor();
    await page.getByTestId('usage-resume-parsing').waitFor();
    expect(await page.getByTestId('usage-linkedin-scraping').textContent()).toMatch(/LinkedIn Scraping: 0/);
    await page.screenshot({ path: `${screenshotDir}/billing-dashboard-pro.png`, fullPage: true });

    // The portal button goes to the (fake) Stripe customer portal.
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.waitForURL(`${fake.url}/p/session/test_bps_*`);
    await page.getByRole('heading', { name: 'Fake Stripe customer portal' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the admin screen lists users and changes a plan; a non-admin sees Admins only', async () => {
    const userEmail = uniqueEmail('member');
    const member = await signedIn(e2e.browser, e2e.server.url, userEmail, 'Mo Member');
    const memberPage = await member.newPage();
    await memberPage.goto('/admin');
    await memberPage.getByText('Admins only').waitFor();
    await memberPage.getByText('Only the administrator can do this.').waitFor();

    const admin = await signedIn(e2e.browser, e2e.server.url, ADMIN, 'Boss');
    const page = await admin.newPage();
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL('**/admin');
    const row = page.getByRole('row').filter({ hasText: userEmail });
    await row.waitFor();
    await row.getByLabel(`Plan for ${userEmail}`, { exact: true }).selectOption('Enterprise');
    await row.getByLabel(`Last day of the plan for ${userEmail} (optional)`).fill('2099-12-31');
    await row.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'Plan Updated').waitFor();
    await page.getByText(`${userEmail}: Basic → Enterprise`).first().waitFor();
    await page.getByText(`by ${ADMIN}`).first().waitFor();

    // A visitor's Let's Chat request: the admin moves it on, and it stays so after a reload.
    const visitorPhone = `555${String(Date.now()).slice(-7)}`;
    expect(
      (await member.request.post('/api/call-requests', { data: { phone: visitorPhone } })).status(),
    ).toBe(200);
    await page.reload();
    const status = page.getByLabel(`Status of the call request from +1 ${visitorPhone}`);
    expect(await status.inputValue()).toBe('requested');
    await status.selectOption('Scheduled');
    await toastWith(page, 'Call Request Updated').waitFor();
    await toastWith(page, `+1 ${visitorPhone}: Scheduled.`).waitFor();
    await page.reload();
    await page.getByLabel(`Status of the call request from +1 ${visitorPhone}`).waitFor();
    expect(await page.getByLabel(`Status of the call request from +1 ${visitorPhone}`).inputValue()).toBe(
      'scheduled',
    );
    const refused = await member.request.post('/api/admin/call-requests/whatever/status', {
      data: { status: 'completed' },
    });
    expect(refused.status()).toBe(403);
    await page.screenshot({ path: `${screenshotDir}/billing-admin.png`, fullPage: true });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    await memberPage.goto('/dashboard');
    await memberPage.getByRole('button', { name: 'On Highest Plan' }).waitFor();
    expect(await memberPage.getByRole('button', { name: 'On Highest Plan' }).isDisabled()).toBe(true);
    await member.close();
    await admin.close();
  });
});
