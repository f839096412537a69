// The interview-scheduling page (/tools/interview-scheduling) in Chromium against a real `recruit
// serve` whose email goes to an SMTP sink on 127.0.0.1: the quick stats from real data, Quick
// Schedule Interview sending an iCalendar REQUEST, the busy-interviewer warning before scheduling,
// reschedule (same UID, SEQUENCE:1) and cancel (METHOD:CANCEL).
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, hasChromium, screenshotDir, uniqueEmail, watchErrors } from './browser.js';
import { toastWith, serverAndBrowser } from '../helpers/e2e.js';
import { decodeQuotedPrintable, startSmtpSink, type SmtpSink } from '../fakes/smtp-sink.js';

const stat = (page: Page, label: string) => page.getByLabel('Quick stats').getByLabel(label, { exact: true });
/** A week from now, so the interviews are upcoming. */
const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

describe.skipIf(!hasChromium)('interview scheduling in Chromium', { timeout: 120_000 }, () => {
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
  }, 120_000);
  afterAll(async () => {
    await sink?.close();
  });
  const e2e = serverAndBrowser(() => ({ RECRUIT_SMTP_URL: sink.url }));
  beforeAll(() => {
    console.log(`interview screenshots: ${screenshotDir}`);
  });

  it('schedules with an invitation, warns about a busy interviewer, reschedules and cancels', async () => {
    const context = await e2e.signedInContext({
      email: uniqueEmail('interviews'),
      name: 'Ivy Interviewer',
    });
    const saved = await context.request.post('/api/candidates', {
      data: { name: 'Jane Doe', email: 'jane@example.com' },
    });
    expect(saved.ok()).toBe(true);

    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/tools/interview-scheduling');
    await page.getByRole('heading', { name: 'Interview Scheduling' }).waitFor();
    await page.getByText('No interviews yet. Schedule one above.').waitFor();
    expect(await stat(page, 'This Month').textContent()).toBe('0');
    expect(await stat(page, 'Scheduled').textContent()).toBe('0');
    expect(await stat(page, 'Completed').textContent()).toBe('0');

    // Nothing filled in yet: the first field's message.
    await page.getByRole('button', { name: 'Schedule Interview' }).click();
    await toastWith(page, 'Please choose a candidate or enter their email address.')
      .filter({ hasText: 'Candidate Required' })
      .waitFor();

    await page.getByLabel('Candidate email').fill('jane@example.com');
    await page.getByText('Saved candidate: Jane Doe').waitFor();
    await page.getByLabel('Interviewer emails').fill('bob@acme.io, carol@acme.io');
    await page.getByLabel('Date', { exact: true }).fill(day);
    await page.getByLabel('Time', { exact: true }).fill('15:00');
    await page.getByLabel('Time zone', { exact: true }).selectOption('Europe/Berlin');
    await page.getByLabel('Duration', { exact: true }).selectOption('45');
    await page.getByLabel('Location or meeting link').fill('https://meet.example.com/abc');
    await page.getByRole('button', { name: 'Schedule Interview' }).click();
    await toastWith(page, 'Invitations sent to 3 attendees.')
      .filter({ hasText: 'Interview Scheduled' })
      .waitFor();
    await page.getByLabel('Last scheduled').getByText('Invitations sent to 3 attendees.').waitFor();
    const row = page.getByRole('listitem', { name: 'Interview with Jane Doe' });
    await row.getByText('Scheduled', { exact: true }).waitFor();
    await row.getByText(/15:00 .* · 45 min · Europe\/Berlin/).waitFor();
    await expect.poll(() => stat(page, 'Scheduled').textContent()).toBe('1');
    // The saved candidate's name leads to their page.
    const candidateId = ((await saved.json()) as { candidate: { id: string } }).candidate.id;
    expect(await row.getByRole('link', { name: 'Jane Doe' }).getAttribute('href')).toBe(
      `/candidates/${candidateId}`,
    );

    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]!.to.sort()).toEqual(['bob@acme.io', 'carol@acme.io', 'jane@example.com']);
    expect(sink.messages[0]!.raw).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);
    const invite = decodeQuotedPrintable(sink.messages[0]!.raw);
    const uid = /UID:(\S+)/.exec(invite)?.[1];
    expect(uid).toBeTruthy();

    // A second interview at an overlapping time with Carol: warned before it is sent, still allowed.
    await page.getByLabel('Candidate email').fill('sam@example.org');
    await page.getByLabel('Candidate name').fill('Sam Other');
    await page.getByLabel('Interviewer emails').fill('carol@acme.io');
    await page.getByLabel('Time', { exact: true }).fill('15:30');
    await page.getByLabel('Duration', { exact: true }).selectOption('30');
    const warning = page.getByRole('status', { name: 'Interviewer Busy' });
    await warning.getByText(/carol@acme\.io already has an interview with Jane Doe at /).waitFor();
    await page.screenshot({
      path: `${screenshotDir}/interview-scheduling-conflict-1280.png`,
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Schedule Interview' }).click();
    await toastWith(page, 'Invitations sent to 2 attendees.').waitFor();
    await page.getByLabel('Last scheduled').getByText('Interviewer Busy: carol@acme.io').waitFor();
    await expect.poll(() => stat(page, 'Scheduled').textContent()).toBe('2');

    // Reschedule Jane's interview to another time and room: the same UID goes out with SEQUENCE:1.
    await row.getByRole('button', { name: 'Reschedule' }).click();
    await row.getByLabel('New time').fill('17:00');
    expect(await row.getByLabel('New location').inputValue()).toBe('https://meet.example.com/abc');
    await row.getByLabel('New location').fill('Room 12, 3rd floor');
    await page.screenshot({ path: `${screenshotDir}/interview-reschedule-form-1280.png`, fullPage: true });
    await row.getByRole('button', { name: 'Send update' }).click();
    await toastWith(page, 'Invitations sent to 3 attendees.')
      .filter({ hasText: 'Interview Rescheduled' })
      .waitFor();
    await row.getByText(/17:00 .* · 45 min · Europe\/Berlin/).waitFor();
    await row.getByText('Room 12, 3rd floor').waitFor();
    const update = decodeQuotedPrintable(sink.messages.at(-1)!.raw);
    expect(update).toContain(`UID:${uid}`);
    expect(update).toContain('SEQUENCE:1');
    expect(update).toContain('LOCATION:Room 12\\, 3rd floor');

    // Cancel it: asked twice, then METHOD:CANCEL goes out.
    await row.getByRole('button', { name: 'Cancel', exact: true }).click();
    await row.getByRole('button', { name: 'Yes, cancel interview' }).click();
    await toastWith(page, 'Cancellations sent to 3 attendees.')
      .filter({ hasText: 'Interview Cancelled' })
      .waitFor();
    await row.getByText('Cancelled', { exact: true }).waitFor();
    await expect.poll(() => stat(page, 'Scheduled').textContent()).toBe('1');
    const cancel = decodeQuotedPrintable(sink.messages.at(-1)!.raw);
    expect(cancel).toContain('METHOD:CANCEL');
    expect(cancel).toContain('STATUS:CANCELLED');
    expect(cancel).toContain(`UID:${uid}`);
    // The row's Download .ics link serves the cancellation now.
    const href = await row.getByRole('link', { name: 'Download .ics' }).getAttribute('href');
    const file = await context.request.get(href!);
    expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(await file.text()).toContain('STATUS:CANCELLED');

    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}/interview-scheduling-1280.png`, fullPage: true });

    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByRole('heading', { name: 'Interview Scheduling' }).waitFor();
    await page.getByRole('listitem', { name: 'Interview with Jane Doe' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${screenshotDir}/interview-scheduling-375.png`, fullPage: true });
    // The one 400 is the empty submit's 'Candidate Required'.
    expect(
      errors.filter((e) => !/Failed to load resource: the server responded with a status of 400/.test(e)),
    ).toEqual([]);
    await context.close();
  });
});

describe.skipIf(!hasChromium)('interview scheduling without an email transport', { timeout: 120_000 }, () => {
  const e2e = serverAndBrowser();

  it('saves the interview and says plainly that the invitations were not sent', async () => {
    const context = await e2e.signedInContext({
      email: uniqueEmail('nomail'),
      name: 'Nora Nomail',
    });
    const page = await context.newPage();
    await page.goto('/tools/interview-scheduling');
    await page.getByLabel('Candidate email').fill('jane@example.com');
    await page.getByLabel('Candidate name').fill('Jane Doe');
    await page.getByLabel('Interviewer emails').fill('bob@acme.io');
    await page.getByLabel('Date', { exact: true }).fill(day);
    await page.getByLabel('Time', { exact: true }).fill('09:00');
    await page.getByRole('button', { name: 'Schedule Interview' }).click();
    await toastWith(page, 'the invitations were NOT sent: no email transport is configured')
      .filter({ hasText: 'Interview Scheduled: invitations not sent' })
      .waitFor();
    await page
      .getByLabel('Last scheduled')
      .getByText(/invitations were NOT sent/)
      .waitFor();
    const row = page.getByRole('listitem', { name: 'Interview with Jane Doe' });
    await row.getByText('Invitations not sent').waitFor();
    await expect.poll(() => stat(page, 'Scheduled').textContent()).toBe('1');
    await page.screenshot({
      path: `${screenshotDir}/interview-scheduling-no-email-1280.png`,
      fullPage: true,
    });
    await context.close();
  });
});
