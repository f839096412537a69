// The Email screen (/features/email) in Chromium as a new user, sending through an SMTP sink on
// 127.0.0.1 (RECRUIT_SMTP_URL): the spec's checks, a preview with an unfilled variable flagged,
// 'Sending...' then the success card, the message as received, templates, and a campaign that stops
// when the candidate's reply is recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, hasChromium, newContext, screenshotDir, uniqueEmail, watchErrors } from './browser.js';
import { toastWith, seriousViolations, serverAndBrowser } from '../helpers/e2e.js';
import { startSmtpSink, type SmtpSink } from '../fakes/smtp-sink.js';

describe.skipIf(!hasChromium)('Email screen in Chromium', { timeout: 120_000 }, () => {
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
  }, 120_000);
  afterAll(async () => {
    await sink?.close();
  });
  const e2e = serverAndBrowser(() => ({
    RECRUIT_SMTP_URL: sink.url,
    RECRUIT_MAIL_FROM: 'Acme Recruiting <jobs@acme.test>',
  }));

  it('composes to a candidate from a template, previews, sends for real, and runs a campaign', async () => {
    const context = await e2e.signedInContext({
      email: uniqueEmail('email'),
      name: 'Rita Recruiter',
    });
    const added = await context.request.post('/api/candidates', {
      data: { name: 'Grace Hopper', email: 'grace@example.com', position: 'Engineer', stage: 'Screening' },
    });
    expect(added.ok()).toBe(true);
    const graceId = ((await added.json()) as { candidate: { id: string } }).candidate.id;
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/features/email');
    await page.getByRole('heading', { name: 'Email Services' }).waitFor();
    for (const tab of ['Compose Email', 'Email Templates', 'Campaigns'])
      await page.getByRole('tab', { name: tab }).waitFor();
    await page.getByText(`Sending through ${sink.url.slice('smtp://'.length)} (SMTP).`).waitFor();

    // The spec's first check, before anything is sent.
    await page.getByRole('button', { name: 'Send Email' }).click();
    await toastWith(page, 'Please enter at least one recipient email address.').waitFor();

    await page.getByLabel('Grace Hopper').check();
    await page.getByLabel('Template', { exact: true }).selectOption({ label: 'Interview Invitation' });
    await page.getByLabel('Company name', { exact: true }).fill('Acme');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('{job_title} not filled').waitFor();
    await page.getByText('Unfilled variables: {job_title}').waitFor();

    // Sending with the variable unfilled is refused, with the way out offered.
    await page.getByRole('button', { name: 'Send Email' }).click();
    await page
      .getByText('{job_title} is not filled for Grace Hopper. Fill it in or remove it before sending.')
      .waitFor();
    expect(sink.messages).toHaveLength(0);

    await page.getByLabel('Job title', { exact: true }).fill('Compiler Engineer');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('All variables filled.').waitFor();
    await page.getByText('Subject: Interview invitation for Compiler Engineer position').waitFor();
    await page.screenshot({ path: `${screenshotDir}/email-preview-1280.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send Email' }).click();
    await page.getByRole('heading', { name: 'Email Sent Successfully!' }).waitFor();
    await page.getByText('Your email was sent to 1 recipient.').waitFor();
    await page.screenshot({ path: `${screenshotDir}/email-sent-1280.png`, fullPage: true });

    expect(sink.messages).toHaveLength(1);
    const raw = sink.messages[0]!.raw;
    expect(sink.messages[0]!.to).toEqual(['grace@example.com']);
    expect(raw).toContain('From: Acme Recruiting <jobs@acme.test>');
    expect(raw).toContain('Subject: Interview invitation for Compiler Engineer position');
    expect(raw).toContain('Hi Grace,');
    expect(raw).toContain('Rita Recruiter');

    await page.getByRole('button', { name: 'Compose New Email' }).click();
    await page.getByText('Interview invitation for Compiler Engineer position').first().waitFor();

    // Templates: the spec's three.
    await page.getByRole('tab', { name: 'Email Templates' }).click();
    for (const name of ['Initial Outreach', 'Follow-up', 'Interview Invitation'])
      await page.getByText(name, { exact: true }).first().waitFor();
    await page.getByText('Exciting opportunity at {company_name}').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Campaigns: create, enrol, record the reply.
    await page.getByRole('tab', { name: 'Campaigns' }).click();
    await page.getByRole('button', { name: 'Create Campaign' }).first().click();
    await page.getByLabel('Campaign name').fill('Compiler engineers');
    await page.getByRole('button', { name: 'Add step' }).click();
    await page.getByLabel('Job title', { exact: true }).fill('Compiler Engineer');
    await page.getByLabel('Company name', { exact: true }).fill('Acme');
    await page.getByRole('button', { name: 'Create Campaign' }).last().click();
    await toastWith(page, 'Campaign created').waitFor();
    await page.getByLabel('Enroll a candidate').selectOption({ label: 'Grace Hopper (Screening)' });
    await page.getByRole('button', { name: 'Enroll', exact: true }).click();
    await page.getByRole('cell', { name: /Grace Hopper/ }).waitFor();
    await page.getByRole('button', { name: 'Mark replied' }).click();
    await page.getByText('Replied', { exact: true }).first().waitFor();
    await page.screenshot({ path: `${screenshotDir}/email-campaign-1280.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // The Engagement screen's Send Email goes through the same transport and logs on the candidate.
    await page.goto(`/features/engagement?candidate=${graceId}&tab=email`);
    await page.getByRole('button', { name: 'Generate Message' }).click();
    await page.getByRole('tab', { name: 'Email' }).click();
    await expect.poll(() => page.getByLabel('Recipient email').inputValue()).toBe('grace@example.com');
    await page.getByRole('button', { name: 'Send Email' }).click();
    await page.getByText('Email sent successfully! Status: sent').waitFor();
    expect(sink.messages).toHaveLength(2);
    expect(sink.messages[1]!.to).toEqual(['grace@example.com']);
    // The candidates screen's Call button names the Call tab: it is the one open.
    await page.goto(`/features/engagement?candidate=${graceId}&tab=call`);
    await expect
      .poll(() => page.getByRole('tab', { name: 'Call' }).getAttribute('aria-selected'))
      .toBe('true');
    // The one 400 is the refused send with {job_title} unfilled, asserted above.
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    // /tools/bulk-email on a 375 px phone: the same screen, candidates first with Select all, no sideways scroll.
    const phone = await newContext(e2e.browser, e2e.server.url, PHONE);
    await phone.addCookies(await context.cookies());
    const small = await phone.newPage();
    await small.goto('/tools/bulk-email');
    await small.getByRole('heading', { name: 'Bulk Email' }).waitFor();
    await small.getByRole('button', { name: 'Select all with email' }).click();
    await small.getByText('1 selected').waitFor();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await small.screenshot({ path: `${screenshotDir}/email-bulk-375.png`, fullPage: true });
    await small.getByRole('tab', { name: 'Campaigns' }).click();
    await small.getByRole('button', { name: 'Compiler engineers' }).click();
    await small.getByRole('button', { name: 'Create Campaign' }).first().click();
    await small.getByLabel('Campaign name').waitFor();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await small.screenshot({ path: `${screenshotDir}/email-campaigns-375.png`, fullPage: true });
  });
});
