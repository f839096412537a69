// The Email screen's reply reading (IMAP) card in Chromium: saving an inbox on a test IMAP server on
// 127.0.0.1 (allowed through RECRUIT_SMTP_ALLOW, as a user's SMTP server is), a test connection
// refused for a wrong password with the error kept on the card, then a working one. (The server's
// ticker reading a reply is tested in server/src/routes/email-imap.test.ts.) Also: a port that is not
// a port number is refused on the card, and the sending settings (SMTP) card, which shares the card's
// form (web/src/features/email/components/settings-form.tsx), saves and removes the user's server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, screenshotDir, uniqueEmail } from './browser.js';
import { toastWith, seriousViolations, serverAndBrowser } from '../helpers/e2e.js';
import { startImapInbox, type ImapInbox } from '../fakes/imap-server.js';
import { startSmtpSink, type SmtpSink } from '../fakes/smtp-sink.js';

const MAILBOX = { username: 'rita@acme.io', password: 'imap-secret' };

describe.skipIf(!hasChromium)('Email reply reading (IMAP) in Chromium', { timeout: 120_000 }, () => {
  let sink: SmtpSink;
  let inbox: ImapInbox;

  beforeAll(async () => {
    sink = await startSmtpSink();
    inbox = await startImapInbox(MAILBOX);
  }, 120_000);
  afterAll(async () => {
    await sink?.close();
    await inbox?.close();
  });
  const e2e = serverAndBrowser(() => ({
    RECRUIT_SMTP_URL: sink.url,
    RECRUIT_SMTP_ALLOW: `${inbox.address},${sink.address}`,
  }));

  // A new user's Email screen, and the page errors it logs.
  async function openEmailPage(label: string) {
    const opened = await e2e.signedInPage({ email: uniqueEmail(label), name: 'Rita Recruiter' });
    await opened.page.goto('/features/email');
    return opened;
  }

  it('saves the inbox, shows a refused test as the last error, then connects', async () => {
    const { page, errors } = await openEmailPage('imap');
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

  it('refuses a port that is not a port number and saves nothing until it is one', async () => {
    const { context, page, errors } = await openEmailPage('imap-port');
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith('/api/email/settings/imap'))
        saves.push(r.postData() ?? '');
    });
    await page.getByRole('heading', { name: 'Reply reading (IMAP)' }).waitFor();

    await page.getByLabel('IMAP host').fill(inbox.host);
    await page.getByLabel('Use TLS').click();
    await page.getByLabel('Username').fill(MAILBOX.username);
    await page.getByLabel('Password', { exact: true }).last().fill(MAILBOX.password);
    const port = page.getByLabel('Port');
    await port.fill('imap');
    await page.getByRole('button', { name: 'Save' }).last().click();
    await page.getByText('Please enter the IMAP port as a whole number.').waitFor();
    expect(await port.getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: `${screenshotDir}/email-imap-port-error-1280.png`, fullPage: true });

    await port.fill('70000');
    await expect.poll(() => page.getByText('Please enter the IMAP port as a whole number.').count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).last().click();
    await page.getByText('Please enter an IMAP port between 1 and 65535.').waitFor();
    await page.getByText('Optional: connect your inbox').waitFor();
    expect((await (await context.request.get('/api/email/settings')).json()).imap.configured).toBe(false);

    await port.fill(String(inbox.port));
    await page.getByRole('button', { name: 'Save' }).last().click();
    await toastWith(page, 'IMAP settings saved').waitFor();
    await page.getByText(`Reading ${MAILBOX.username} at 127.0.0.1:${inbox.port}, mailbox INBOX.`).waitFor();
    expect(await page.getByText('Please enter an IMAP port between 1 and 65535.').count()).toBe(0);
    // Only the last save reached the server, with the port typed.
    expect(saves.map((body) => JSON.parse(body).port)).toEqual([inbox.port]);
    expect(errors).toEqual([]);
  });

  it("the sending settings card saves the user's SMTP server, empties the URL field, and removes it", async () => {
    const { context, page, errors } = await openEmailPage('smtp');
    await page.getByRole('heading', { name: 'Sending settings' }).waitFor();
    await page.getByText('Your own SMTP server (optional).').waitFor();
    expect(await page.getByRole('button', { name: 'Remove' }).count()).toBe(0);

    await page.getByLabel('SMTP URL').fill(sink.url);
    await page.getByLabel('Sender').fill('Rita <rita@acme.io>');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await toastWith(page, 'Messages are sent through your server.').waitFor();
    await page.getByText(`Your SMTP server: ${sink.address}, sending as Rita <rita@acme.io>.`).waitFor();
    expect(await page.getByLabel('SMTP URL').inputValue()).toBe('');
    expect(await page.getByLabel('Sender').inputValue()).toBe('Rita <rita@acme.io>');
    await page.screenshot({ path: `${screenshotDir}/email-smtp-1280.png`, fullPage: true });

    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Your own SMTP server (optional).').waitFor();
    expect((await (await context.request.get('/api/email/settings')).json()).smtp.configured).toBe(false);
    expect(errors).toEqual([]);
  });
});
