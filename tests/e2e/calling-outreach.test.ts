// The AI Calling screen (/features/call) and the LinkedIn outreach screen (/features/heyreach) in
// Chromium as a new user, against a real `recruit serve` whose Twilio and HeyReach are fakes on
// 127.0.0.1. The server's own scheduler places the scheduled call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { DESKTOP, PHONE, hasChromium, screenshotDir, uniqueEmail, watchErrors } from './browser.js';
import { toastWith, seriousViolations, signedInContext, serverAndBrowser } from '../helpers/e2e.js';
import { startHeyReachFake, type HeyReachFake } from '../fakes/heyreach-fake.js';
import { startTwilioFake, type TwilioFake } from '../fakes/twilio-fake.js';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'tw-auth-token-7777';
const FROM = '+15005550006';
const HR_KEY = 'hr-key-123';

async function signedIn(browser: Browser, url: string, viewport = DESKTOP): Promise<BrowserContext> {
  return signedInContext(browser, url, { email: uniqueEmail('caller'), name: 'Casey Caller' }, viewport);
}

describe.skipIf(!hasChromium)('AI Calling and HeyReach screens in Chromium', { timeout: 180_000 }, () => {
  let twilio: TwilioFake;
  let heyreach: HeyReachFake;

  beforeAll(async () => {
    [twilio, heyreach] = await Promise.all([
      startTwilioFake({ accountSid: SID, authToken: TOKEN }),
      startHeyReachFake({ apiKey: HR_KEY }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await twilio?.close();
    await heyreach?.close();
  });
  const e2e = serverAndBrowser(() => ({
    RECRUIT_TWILIO_BASE_URL: twilio.url,
    RECRUIT_HEYREACH_BASE_URL: heyreach.baseUrl,
  }));

  it('schedules a call for later (labelled demo without credentials), then one the server places now, and shows both in the history', async () => {
    const context = await signedIn(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/features/call');
    await page.getByRole('heading', { name: 'AI Calling' }).waitFor();
    const schedule = page.getByRole('button', { name: 'Schedule Call' });
    // The spec: Schedule is disabled without a phone number.
    expect(await schedule.isDisabled()).toBe(true);
    await page.getByText('No calls yet.').waitFor();

    await page.getByLabel('Phone number').fill('(415) 555-0100');
    await page.getByText('Will call +1 415 555 0100').waitFor();
    await page.getByText('Please fill in {company_name}, {job_title} before scheduling the call.').waitFor();
    await page.getByRole('button', { name: 'Preview Call' }).click();
    await schedule.click();
    await toastWith(page, 'Please fill in {company_name}, {job_title} before scheduling the call.').waitFor();

    await page.getByLabel('Company name').fill('Acme');
    await page.getByLabel('Job title').fill('Staff Engineer');
    await page.getByLabel('Voice type').selectOption('male');
    await page.getByLabel('When (empty: now)').fill('2099-12-01T15:00');
    await page.getByLabel('Time zone').selectOption('Europe/Berlin');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}/calling-form-1280.png`, fullPage: true });
    await schedule.click();
    await page.getByRole('heading', { name: 'Call Scheduled' }).waitFor();
    await page
      .getByText(/^Demo mode: no Twilio credentials are saved/)
      .first()
      .waitFor();
    await page
      .getByText(
        "Hello, this is Casey Caller from Acme. I'm calling about the Staff Engineer position. Do you have a few minutes to discuss?",
      )
      .waitFor();
    await page.screenshot({ path: `${screenshotDir}/calling-demo-success-1280.png`, fullPage: true });

    await page.getByRole('button', { name: 'Schedule Another Call' }).click();
    expect(await page.getByLabel('Phone number').inputValue()).toBe('');

    // Credentials saved (as on /twilio-integration): the next call is real and the server places it.
    const saved = await context.request.put('/api/keys/twilio', {
      data: { accountSid: SID, authToken: TOKEN, phoneNumber: FROM },
    });
    expect(saved.status()).toBe(200);
    await page.getByLabel('Phone number').fill('+1 415 555 0199');
    await page
      .getByLabel('Script')
      .fill('Hi, this is {agent_name} from {company_name}. Your interview is confirmed.');
    await page.getByRole('button', { name: 'Schedule Call' }).click();
    await page.getByRole('heading', { name: 'Call Scheduled' }).waitFor();
    expect(await page.getByText(/^Demo mode/).count()).toBe(0);

    const history = page.getByRole('table');
    const realRow = history.getByRole('row').filter({ hasText: '+14155550199' });
    // The scheduler ticks every 15 s; the history reloads every 5 s while a call is in flight.
    await realRow.getByText('queued').waitFor({ timeout: 60_000 });
    expect(twilio.calls.map((c) => c.to)).toEqual(['+14155550199']);
    expect(twilio.calls[0]!.twiml).toContain(
      '<Say voice="Polly.Matthew">Hi, this is Casey Caller from Acme. Your interview is confirmed.</Say>',
    );
    await realRow.getByText(twilio.calls[0]!.sid).waitFor();
    twilio.finish(twilio.calls[0]!.sid, 'completed', 17);
    await realRow.getByText('completed').waitFor({ timeout: 60_000 });
    await realRow.getByText('17 s').waitFor();
    // The first call waits for its time; it can be cancelled until then.
    const laterRow = history.getByRole('row').filter({ hasText: '+14155550100' });
    await laterRow.getByText('Tue, Dec 1, 2099').waitFor();
    await laterRow.getByText('scheduled', { exact: true }).waitFor();
    await laterRow.getByRole('button', { name: 'Cancel' }).click();
    await laterRow.getByText('cancelled', { exact: true }).waitFor();
    await page.screenshot({ path: `${screenshotDir}/calling-history-1280.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the automated-calls tool page is the same screen, and fits a phone', async () => {
    const context = await signedIn(e2e.browser, e2e.server.url, PHONE);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/tools/automated-calls');
    await page.getByRole('heading', { name: 'Automated Calls' }).waitFor();
    await page.getByRole('heading', { name: 'Call History' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${screenshotDir}/automated-calls-375.png`, fullPage: true });

    // A call for a saved candidate: their number and name fill the form, and their activity log records it.
    const added = await context.request.post('/api/candidates', {
      data: { name: 'Grace Hopper', email: 'grace@navy.example', phone: '+1 415 555 0142' },
    });
    expect(added.status()).toBeLessThan(300);
    const candidateId = ((await added.json()) as { candidate: { id: string } }).candidate.id;
    await page.reload();
    await page.getByLabel('Candidate (optional)').selectOption(candidateId);
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+1 415 555 0142');
    expect(await page.getByLabel('Candidate name').inputValue()).toBe('Grace Hopper');
    await page.getByLabel('Company name').fill('Navy');
    await page.getByLabel('Job title').fill('Compiler Engineer');
    await page.getByLabel('When (empty: now)').fill('2099-03-01T09:00');
    await page.getByRole('button', { name: 'Schedule Call' }).click();
    await page.getByRole('heading', { name: 'Call Scheduled' }).waitFor();
    await page.getByRole('table').getByText('Grace Hopper').waitFor();
    const detail = (await (await context.request.get(`/api/candidates/${candidateId}`)).json()) as {
      activity: { summary: string }[];
    };
    expect(detail.activity.map((a) => a.summary).join('\n')).toMatch(
      /AI call scheduled for .*\(\+14155550142\)/,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('HeyReach: the key notice, then campaigns, Create Campaign and leads', async () => {
    const context = await signedIn(e2e.browser, e2e.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/features/heyreach');
    await page.getByRole('heading', { name: 'LinkedIn Outreach (HeyReach)' }).waitFor();
    await page.getByText(/^HeyReach API key not configured\./).waitFor();
    await page.screenshot({ path: `${screenshotDir}/heyreach-no-key-1280.png`, fullPage: true });

    expect((await context.request.put('/api/keys/heyreach', { data: { value: HR_KEY } })).status()).toBe(200);
    await page.reload();
    await page.getByText('Software Engineers Q3').waitFor();
    await page.getByText('40 leads · 18 accepted · 7 replied').waitFor();

    await page.getByRole('tab', { name: 'Create Campaign' }).click();
    await page.getByLabel('Campaign name *').fill('Designers Berlin');
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    await toastWith(page, 'Please fill in all required fields.').waitFor();
    await page.getByLabel('Target audience *').fill('Product designers in Berlin');
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    await toastWith(page, 'Campaign created successfully!').waitFor();
    await page.getByText('Designers Berlin').waitFor();
    expect(heyreach.campaigns.map((c) => c.name)).toContain('Designers Berlin');

    await page
      .getByRole('listitem')
      .filter({ hasText: 'Software Engineers Q3' })
      .getByRole('button', { name: 'View Leads' })
      .click();
    await page.getByText('Ada Lovelace').waitFor();
    const ada = page.getByRole('listitem').filter({ hasText: 'Ada Lovelace' });
    await ada.getByText('replied', { exact: true }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Alan Turing' }).getByText('connected').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}/heyreach-leads-1280.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
