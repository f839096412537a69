// The dashboard's Outreach and LinkedIn outreach sections in Chromium against a real `recruit serve`
// with the SMTP, Twilio and HeyReach fakes: the empty state and 'Not connected' first, then the
// figures of what was sent, called and booked, HeyReach's figures with a key, and the could-not-load
// state (not zeros) when HeyReach refuses the key.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHeyReachFake, type HeyReachFake } from '../fakes/heyreach-fake.js';
import { startSmtpSink, type SmtpSink } from '../fakes/smtp-sink.js';
import { startTwilioFake, type TwilioFake } from '../fakes/twilio-fake.js';
import { hasChromium, screenshotDir, uniqueEmail } from './browser.js';
import { serverAndBrowser } from '../helpers/e2e.js';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'tw-auth-token-7777';
const HR_KEY = 'hr-key-123';

describe.skipIf(!hasChromium)('dashboard outreach in Chromium', { timeout: 120_000 }, () => {
  let sink: SmtpSink;
  let twilio: TwilioFake;
  let heyreach: HeyReachFake;
  beforeAll(async () => {
    [sink, twilio, heyreach] = await Promise.all([
      startSmtpSink({ refuse: (a) => a.startsWith('bounce@') }),
      startTwilioFake({ accountSid: SID, authToken: TOKEN }),
      startHeyReachFake({ apiKey: HR_KEY }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([sink?.close(), twilio?.close(), heyreach?.close()]);
  });
  const e2e = serverAndBrowser(() => ({
    RECRUIT_SMTP_URL: sink.url,
    RECRUIT_TWILIO_BASE_URL: twilio.url,
    RECRUIT_HEYREACH_BASE_URL: heyreach.baseUrl,
  }));

  it('shows the empty state, then the outreach figures, HeyReach figures, and the error state', async () => {
    const { context, page, errors } = await e2e.signedInPage({
      email: uniqueEmail('reach'),
      name: 'Rita Reach',
    });
    await page.goto('/dashboard');
    const empty = page.getByTestId('outreach-empty');
    await empty.waitFor();
    expect(await empty.textContent()).toContain(
      'No outreach yet: send an email, schedule a call or an interview.',
    );
    expect(await empty.getByRole('link', { name: 'Schedule an interview' }).getAttribute('href')).toBe(
      '/tools/interview-scheduling',
    );
    const linkedin = page.getByRole('region', { name: 'LinkedIn outreach' });
    await linkedin.getByText('Not connected', { exact: true }).waitFor();
    expect(await linkedin.getByLabel('Connections Sent: no data').textContent()).toBe('—');
    expect(await linkedin.getByRole('link', { name: 'Open API Settings' }).getAttribute('href')).toBe(
      '/api-settings?tab=linkedin',
    );
    await page.screenshot({ path: path.join(screenshotDir, 'dashboard-outreach-empty.png'), fullPage: true });

    // Three emails (one refused by the mail server), a campaign, a call placed now and one later,
    // an interview next week, and the HeyReach key.
    const ok = async (p: Promise<{ status(): number }>) => expect((await p).status()).toBe(200);
    await ok(
      context.request.post('/api/email/send', {
        data: {
          to: ['jane@example.com', 'li@example.com', 'bounce@example.com'],
          subject: 'Hi',
          body: 'A role.',
        },
      }),
    );
    await ok(
      context.request.post('/api/email/sequences', {
        data: {
          name: 'Engineers',
          steps: [{ templateId: '1', waitDays: 0 }],
          variables: { company_name: 'Acme', job_title: 'Engineer' },
        },
      }),
    );
    await ok(
      context.request.put('/api/keys/twilio', {
        data: { accountSid: SID, authToken: TOKEN, phoneNumber: '+15005550006' },
      }),
    );
    await ok(context.request.post('/api/calls', { data: { phoneNumber: '+14155550100', script: 'Hello.' } }));
    await ok(
      context.request.post('/api/calls', {
        data: { phoneNumber: '+14155550101', script: 'Later.', at: '2099-06-01T09:30', timeZone: 'UTC' },
      }),
    );
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await ok(
      context.request.post('/api/interviews', {
        data: {
          candidate: 'jane@example.com',
          candidateName: 'Jane Doe',
          interviewers: ['hm@acme.io'],
          at: `${nextWeek}T15:00`,
          timeZone: 'UTC',
          durationMinutes: 45,
        },
      }),
    );
    await ok(context.request.put('/api/keys/heyreach', { data: { value: HR_KEY } }));
    // The server's call timer places the due call (every 15 s).
    await expect.poll(() => twilio.calls.length, { timeout: 40_000, interval: 500 }).toBe(1);
    twilio.finish(twilio.calls[0]!.sid, 'completed', 40);

    await page.getByRole('button', { name: 'Refresh Data' }).click();
    await page.getByText(/^Data refreshed at /).waitFor();
    // The Quick Setup card re-reads the key status with the rest of the screen: the HeyReach key saved
    // through the API shows as saved without a reload.
    await page.getByRole('button', { name: 'Disconnect' }).waitFor();
    const figure = (id: string) => page.getByTestId(`outreach-${id}`).textContent();
    expect(await figure('emails-sent')).toBe('2');
    expect(await figure('emails-failed')).toBe('1');
    expect(await figure('campaigns-active')).toBe('1');
    expect(await figure('calls-placed')).toBe('1');
    expect(await figure('calls-upcoming')).toBe('1');
    expect(await figure('interviews-scheduled')).toBe('1');
    expect(await figure('interviews-upcoming')).toBe('1');
    await linkedin.getByText('Connected', { exact: true }).waitFor();
    expect(await page.getByTestId('linkedin-connectionsSent').textContent()).toBe('145');
    expect(await page.getByTestId('linkedin-connectionsAccepted').textContent()).toBe('87 (60.0%)');
    expect(await page.getByTestId('linkedin-messageReplies').textContent()).toBe('98 (46.7%)');
    expect(await page.getByTestId('linkedin-inmailReplies').textContent()).toBe('34 (44.7%)');
    await page.screenshot({
      path: path.join(screenshotDir, 'dashboard-outreach-figures.png'),
      fullPage: true,
    });

    // The call's end is read back by the next tick; Completed follows.
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Refresh Data' }).click();
          await page.getByText(/^Data refreshed at /).waitFor();
          return figure('calls-completed');
        },
        { timeout: 40_000, interval: 2000 },
      )
      .toBe('1');

    // A key HeyReach refuses: the section says the figures could not be loaded, with no numbers.
    await ok(context.request.put('/api/keys/heyreach', { data: { value: 'wrong-key' } }));
    await page.getByRole('button', { name: 'Refresh Data' }).click();
    await linkedin.getByText('Could not load', { exact: true }).waitFor();
    expect(await page.getByTestId('linkedin-status').textContent()).toContain(
      'Failed to load the LinkedIn outreach figures. HeyReach refused the API key.',
    );
    expect(await linkedin.getByLabel('Connections Sent: no data').textContent()).toBe('—');
    expect(await page.getByTestId('outreach-emails-sent').textContent()).toBe('2');
    await page.screenshot({ path: path.join(screenshotDir, 'dashboard-outreach-error.png'), fullPage: true });
    expect(errors.filter((e) => !/502|Bad Gateway/.test(e))).toEqual([]);
    await context.close();
  });
});
