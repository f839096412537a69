import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../tests/fakes/smtp-sink.js';
import { startReplyIoFake } from '../../../tests/fakes/replyio-fake.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { testDialects } from '../../../tests/helpers/databases.js';
import { AppError, ProviderError } from '../errors.js';
import { createSmtpTransport } from './transport.js';

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//recruit//test//EN',
  'METHOD:REQUEST',
  'BEGIN:VEVENT',
  'UID:interview-1@recruit',
  'SEQUENCE:0',
  'DTSTART:20261201T140000Z',
  'DTEND:20261201T144500Z',
  'SUMMARY:Interview',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

describe('SMTP transport', () => {
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await sink?.close();
    sink = undefined;
  });

  it('sends the message with its headers, an iCalendar part and an attachment', async () => {
    sink = await startSmtpSink();
    const t = createSmtpTransport({ url: sink.url, from: 'Recruiter <hr@acme.io>' });
    const sent = await t.send({
      to: ['ada@example.com', 'bob@example.com'],
      subject: 'Interview invitation',
      text: 'See you then.',
      icalEvent: { method: 'REQUEST', content: ICS },
      attachments: [{ filename: 'notes.txt', content: 'bring a laptop', contentType: 'text/plain' }],
    });
    t.close?.();
    expect(sent).toMatchObject({ transport: 'smtp', accepted: ['ada@example.com', 'bob@example.com'] });
    expect(sink.messages).toHaveLength(1);
    const m = sink.messages[0]!;
    expect(m.from).toBe('hr@acme.io');
    expect(m.to).toEqual(['ada@example.com', 'bob@example.com']);
    expect(m.raw).toContain('From: Recruiter <hr@acme.io>');
    expect(m.raw).toContain('To: ada@example.com, bob@example.com');
    expect(m.raw).toContain('Subject: Interview invitation');
    expect(m.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(m.raw).toContain('UID:interview-1@recruit');
    expect(m.raw).toContain('filename=notes.txt');
    expect(m.raw).toContain(`Message-ID: ${sent.messageId}`);
  });

  it('a refused recipient is a ProviderError with the server reason, not a success', async () => {
    sink = await startSmtpSink({ refuse: (a) => a === 'nobody@example.com' });
    const t = createSmtpTransport({ url: sink.url, from: 'hr@acme.io' });
    const e = await t
      .send({ to: 'nobody@example.com', subject: 'Hi', text: 'Hello' })
      .catch((x: unknown) => x);
    t.close?.();
    expect(e).toBeInstanceOf(ProviderError);
    expect((e as Error).message).toMatch(/^The SMTP server did not accept the message: .*No such user here/);
    expect(sink.messages).toHaveLength(0);
  });

  it('an unreachable server is a ProviderError', async () => {
    sink = await startSmtpSink();
    const url = sink.url;
    await sink.close();
    sink = undefined;
    const t = createSmtpTransport({ url, from: 'hr@acme.io' });
    await expect(t.send({ to: 'a@example.com', subject: 'Hi', text: 'x' })).rejects.toBeInstanceOf(
      ProviderError,
    );
  });
});

describe.each(testDialects())('the core transport resolver ($name)', (dialect) => {
  let core: TestCore | undefined;
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await core?.dispose();
    await sink?.close();
    core = undefined;
    sink = undefined;
  });

  const signUp = async (c: TestCore) =>
    (await c.accounts.register({ email: 'rec@acme.io', password: 'Str0ng!pass', name: 'Rec' })).userId;

  it('without RECRUIT_SMTP_URL, SMTP settings or a Reply.io key: the typed no-transport error', async () => {
    core = await makeTestCore(dialect);
    const userId = await signUp(core);
    expect(await core.emailTransport.transportFor(userId)).toBeUndefined();
    const e = await core.emailTransport.requireTransport(userId).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(AppError);
    expect(e).toMatchObject({
      kind: 'unavailable',
      code: 'no_email_transport',
      title: 'Email Not Configured',
    });
    expect((e as Error).message).toMatch(/^No email transport configured\./);
  });

  it("the user's own SMTP settings (sealed) win over RECRUIT_SMTP_URL; clearing them falls back", async () => {
    sink = await startSmtpSink();
    const other = await startSmtpSink();
    try {
      core = await makeTestCore(dialect, {
        RECRUIT_SMTP_URL: other.url,
        RECRUIT_MAIL_FROM: 'ops@recruit.test',
        RECRUIT_SMTP_ALLOW: sink.address,
      });
      const userId = await signUp(core);
      expect((await core.emailTransport.requireTransport(userId)).label).toBe(other.url.slice(7));
      const saved = await core.emailSettings.set(userId, {
        url: sink.url.replace('smtp://', 'smtp://me:s3cret@'),
        from: 'Me <me@acme.io>',
      });
      expect(saved).toEqual({ configured: true, host: sink.url.slice(7), from: 'Me <me@acme.io>' });
      const stored = await core.db
        .selectFrom('email_settings')
        .select('smtp_url_sealed')
        .executeTakeFirstOrThrow();
      expect(stored.smtp_url_sealed).not.toContain('s3cret');
      const t = await core.emailTransport.requireTransport(userId);
      expect(t).toMatchObject({ kind: 'smtp', from: 'Me <me@acme.io>' });
      await core.emailSettings.clear(userId);
      expect((await core.emailTransport.requireTransport(userId)).from).toBe('ops@recruit.test');
    } finally {
      await other.close();
    }
  });

  it("a user's SMTP server on a loopback or private address is refused (the server's own network stays closed)", async () => {
    sink = await startSmtpSink();
    core = await makeTestCore(dialect);
    const userId = await signUp(core);
    for (const url of [sink.url, 'smtp://10.0.0.5:25', 'smtp://169.254.169.254:25', 'smtps://[::1]:465'])
      await expect(core.emailSettings.set(userId, { url })).rejects.toMatchObject({
        code: 'smtp_not_public',
        message: expect.stringMatching(/is not at a public address/),
      });
    expect(await core.emailSettings.status(userId)).toEqual({ configured: false, host: null, from: null });
  });

  it('bad SMTP settings are refused with their message', async () => {
    core = await makeTestCore(dialect);
    const userId = await signUp(core);
    await expect(core.emailSettings.set(userId, { url: 'http://mail.example.com' })).rejects.toThrow(
      /^Please enter an SMTP URL like smtp:\/\//,
    );
    await expect(
      core.emailSettings.set(userId, { url: 'smtp://mail.example.com', from: 'nope' }),
    ).rejects.toThrow(/^Please enter the sender as an email address/);
  });

  it('a Reply.io key is the transport without SMTP; it refuses calendar parts rather than dropping them', async () => {
    const fake = await startReplyIoFake({ apiKey: 'rk_live_0123456789abcdef' });
    try {
      core = await makeTestCore(dialect, { RECRUIT_REPLYIO_BASE_URL: fake.url });
      const userId = await signUp(core);
      await core.keys.save(userId, 'replyio', 'rk_live_0123456789abcdef');
      const t = await core.emailTransport.requireTransport(userId);
      expect(t.kind).toBe('replyio');
      const r = await t.send({ to: 'ada@example.com', subject: 'Hi Ada', text: 'Hello' });
      expect(r).toMatchObject({ transport: 'replyio', messageId: '1', accepted: ['ada@example.com'] });
      expect(fake.sent).toEqual([{ to: 'ada@example.com', subject: 'Hi Ada', content: 'Hello' }]);
      await expect(
        t.send({
          to: 'ada@example.com',
          subject: 'x',
          text: 'y',
          icalEvent: { method: 'REQUEST', content: ICS },
        }),
      ).rejects.toThrow(/Reply\.io sends plain messages only/);
    } finally {
      await fake.close();
    }
  });
});
