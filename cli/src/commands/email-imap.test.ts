import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAP_MESSAGES } from '@recruit/core';
import { replyMessage, startImapInbox, type ImapInbox } from '../../../tests/fakes/imap-server.js';
import { startSmtpSink, type SmtpSink } from '../../../tests/fakes/smtp-sink.js';
import { runCliIn } from '../../../tests/helpers/cli-in-process.js';
import { tempHome } from '../../../tests/helpers/databases.js';

const PASSWORD = 'Sunny-Day-42';
const MAILBOX = { username: 'ada@acme.io', password: 'imap-secret' };

describe('recruit email imap', () => {
  let env: NodeJS.ProcessEnv;
  let cleanup: () => void;
  let sink: SmtpSink;
  let inbox: ImapInbox;
  const run = (args: string[], input = '') => runCliIn(env, args, input);

  beforeEach(async () => {
    sink = await startSmtpSink();
    inbox = await startImapInbox(MAILBOX);
    const t = tempHome();
    cleanup = t.cleanup;
    env = {
      RECRUIT_HOME: t.home,
      RECRUIT_EMAIL_DNS: 'off',
      RECRUIT_SMTP_URL: sink.url,
      RECRUIT_SMTP_ALLOW: inbox.address,
    };
    const args = [
      'signup',
      '--email',
      'ada@acme.io',
      '--name',
      'Ada King',
      '--password-stdin',
      '--accept-terms',
    ];
    expect((await run(args, PASSWORD)).code).toBe(0);
  });
  afterEach(async () => {
    cleanup();
    await sink.close();
    await inbox.close();
  });

  const set = (password: string) =>
    run(
      [
        'email',
        'imap',
        'set',
        '--host',
        inbox.host,
        '--port',
        String(inbox.port),
        '--no-tls',
        '--username',
        MAILBOX.username,
        '--password-stdin',
      ],
      `${password}\n`,
    );

  it('set, show, test (a wrong password is named), clear', async () => {
    expect((await run(['email', 'imap', 'show'])).out).toContain('IMAP: not set');
    const saved = await set('wrong');
    expect(saved.code).toBe(0);
    expect(saved.out).toContain(
      `IMAP: ada@acme.io at 127.0.0.1:${inbox.port} (no TLS, STARTTLS when offered), mailbox INBOX`,
    );
    expect(saved.out).not.toContain('wrong');
    const refused = await run(['email', 'imap', 'test']);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`IMAP Error: ${IMAP_MESSAGES.authFailed}`);
    expect((await run(['email', 'imap', 'show'])).out).toContain(`Last error: ${IMAP_MESSAGES.authFailed}`);

    await set(MAILBOX.password);
    const ok = await run(['email', 'imap', 'test']);
    expect(ok.code).toBe(0);
    expect(ok.out).toBe('Connected: INBOX holds 0 messages.\n');
    expect((await run(['email', 'imap', 'show'])).out).not.toContain('Last error');
    expect((await run(['email', 'imap', 'clear'])).out).toContain('IMAP: not set');
  });

  it('sequence run reads a reply first: the candidate who replied is not sent the step', async () => {
    const add = async (name: string, email: string) =>
      JSON.parse((await run(['candidates', 'add', '--name', name, '--email', email, '--json'])).out).candidate
        .id as string;
    const bob = await add('Bob Stone', 'bob@example.com');
    const cy = await add('Cy Young', 'cy@example.com');
    const made = JSON.parse(
      (
        await run([
          'email',
          'sequence',
          'create',
          '--name',
          'Engineers',
          '--step',
          '2:0',
          '--company',
          'Acme',
          '--job-title',
          'Engineer',
          '--json',
        ])
      ).out,
    );
    await run(['email', 'sequence', 'enroll', made.id, bob, cy]);
    await set(MAILBOX.password);
    inbox.deliver(replyMessage({ from: 'Cy Young <cy@example.com>', subject: 'Yes please' }));

    const res = await run(['email', 'sequence', 'run']);
    expect(res.code).toBe(0);
    expect(res.out).toBe('Replies read from your inbox: 1.\nSent 1, failed 0, stopped 0, waiting 0.\n');
    expect(sink.messages.map((m) => m.to)).toEqual([['bob@example.com']]);
    const status = await run(['email', 'sequence', 'status', made.id]);
    expect(status.out).toMatch(/Cy Young <cy@example.com> {2}replied .*\(Replied \(read from your inbox\)\)/);
  });
});
