// The Email screen's reply reading (IMAP) card in Chromium: saving an inbox on a test IMAP server on
// 127.0.0.1 (allowed through RECRUIT_SMTP_ALLOW, as a user's SMTP server is), a test connection
// refused for a wrong password with the error kept on the card, then a working one. (The server's
// ticker reading a reply is tested in server/src/routes/email-imap.test.ts.)
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  hasChromium,
  launchChromium,
  newContext,
  screenshotDir,
  uniqueEmail,
  watchErrors,
} from './browser.js';
import { startImapInbox, type ImapInbox } from '../fakes/imap-server.js';
import { startSmtpSink, type SmtpSink } from '../fakes/smtp-sink.js';
import { startServer, type RunningServer } from './server.js';

const MAILBOX = { username: 'rita@acme.io', password: 'imap-secret' };
const toastWith = (page: Page, text: string) => page.locator('li[data-variant]').filter({ hasText: text });

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe.skipIf(!hasChromium)('Email reply reading (IMAP) in Chromium', { timeout: 120_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  let sink: SmtpSink;
  let inbox: ImapInbox;

  beforeAll(async () => {
    sink = await startSmtpSink();
    inbox = await startImapInbox(MAILBOX);
    [server, browser] = await Promise.all([
      startServer({ RECRUIT_SMTP_URL: sink.url, RECRUIT_SMTP_ALLOW: inbox.address }),
      launchChromium(),
    ]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await sink?.close();
    await inbox?.close();
  });

  it('saves the inbox, shows a refused test as the last error, then connects', async () => {
    const context = await newContext(browser, server.url, DESKTOP);
    const signup = await context.request.post('/api/auth/signup', {
      data: { email: uniqueEmail('imap'), password: 'Recruit!2024', name: 'Rita Recruiter' },
    });
    expect(signup.status()).toBe(201);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/features/email');
    await page.getByRole('heading', { name: 'Reply reading (IMAP)' }).waitFor();
    await page.getByText('Optional: connect your inbox').waitFor();

    await page.getByLabel('IMAP host').fill(inbox.host);
    await page.getByLabel('Port').fill(String(inbox.port));
    await page.getByLabel('Use TLS').click();
    await page.getByLabel('Username').fill(MAILBOX.username);
    await page.getByLabel('Password', { exact: true }).last().fill('wrong-password');
    await page.getByRole('button', { name: 'Save' }).last().click();
    await toastWith(page, 'IMAP settings saved').waitFor();
    await page.getByText(`Reading ${MAILBOX.username} at 127.0.0.1:${inbox.port}, mailbox INBOX.`).waitFor();
    await page.getByText('Not checked yet').waitFor();

    await page.getByRole('button', { name: 'Test connection' }).click();
    await toastWith(page, 'The IMAP server refused the username or password.').waitFor();
    await page.getByRole('alert').filter({ hasText: 'Last error: The IMAP server refused' }).waitFor();
    await page.screenshot({ path: `${screenshotDir}/email-imap-error-1280.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Password', { exact: true }).last().fill(MAILBOX.password);
    await page.getByRole('button', { name: 'Save' }).last().click();
    await page.getByRole('button', { name: 'Test connection' }).click();
    await toastWith(page, 'INBOX holds 0 messages.').waitFor();
    await page.getByText(/^Last checked /).waitFor();
    await expect.poll(() => page.getByText('Last error:').count()).toBe(0);
    await page.screenshot({ path: `${screenshotDir}/email-imap-1280.png`, fullPage: true });
    // The one failed request is the refused test connection (503), asserted above.
    expect(errors.filter((e) => !e.includes('503'))).toEqual([]);
  });
});
