import { afterEach, describe, expect, it } from 'vitest';
import type { Core } from '@recruit/core';
import { IMAP_MESSAGES } from './imap-client.js';
import { startImapInbox, replyMessage, type ImapInbox } from '../../../tests/fakes/imap-server.js';
import { startSmtpSink, type SmtpSink } from '../../../tests/fakes/smtp-sink.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { testDialects } from '../../../tests/helpers/databases.js';

const DAY = 86_400_000;
const MAILBOX = { username: 'rec@acme.io', password: 'imap-secret' };
const signUp = async (c: Core) =>
  (await c.accounts.register({ email: 'rec@acme.io', password: 'Str0ng!pass', name: 'Sam Recruiter' }))
    .userId;

describe.each(testDialects())('replies read from an IMAP inbox ($name)', (dialect) => {
  let core: TestCore | undefined;
  let sink: SmtpSink | undefined;
  let inbox: ImapInbox | undefined;
  afterEach(async () => {
    await core?.dispose();
    await sink?.close();
    await inbox?.close();
    core = sink = inbox = undefined;
  });

  /** A core sending through an SMTP sink, allowed to reach the test IMAP server on 127.0.0.1. */
  const setUp = async () => {
    sink = await startSmtpSink();
    inbox = await startImapInbox(MAILBOX);
    core = await makeTestCore(dialect, { RECRUIT_SMTP_URL: sink.url, RECRUIT_SMTP_ALLOW: inbox.address });
    const u = await signUp(core);
    const add = async (name: string, email: string) =>
      (await core!.candidates.create(u, { name, email, stage: 'Screening' })).candidate;
    const tpl = await core.email.createTemplate(u, {
      name: 'Nudge',
      subject: 'About the {job_title} role',
      body: 'Hi {candidate_name}, any thoughts?',
    });
    const seq = await core.emailSequences.create(u, {
      name: 'Data engineers',
      steps: [
        { templateId: '1', waitDays: 0 },
        { templateId: tpl.id, waitDays: 2 },
      ],
      variables: { company_name: 'Acme', job_title: 'Data Engineer' },
    });
    return { u, add, seq };
  };
  const messageIdTo = (s: SmtpSink, to: string) =>
    /^Message-ID: (<[^>]+>)/im.exec(s.messages.find((m) => m.to.includes(to))!.raw)![1]!;

  it('stops the campaign of a candidate who replied, once, and the other candidate still gets the next step', async () => {
    const { u, add, seq } = await setUp();
    const ada = await add('Ada Lovelace', 'ada@example.com');
    const bob = await add('Bob Stone', 'bob@example.com');
    await core!.emailSequences.enroll(u, seq.id, { candidateIds: [ada.id, bob.id] });
    expect((await core!.emailSequences.runDue()).sent).toBe(2);

    const saved = await core!.emailImap.set(u, {
      host: inbox!.host,
      port: inbox!.port,
      tls: false,
      username: MAILBOX.username,
      password: MAILBOX.password,
    });
    expect(saved).toMatchObject({ configured: true, host: '127.0.0.1', mailbox: 'INBOX', lastError: null });
    expect(JSON.stringify(saved)).not.toContain(MAILBOX.password);

    // Bob answers (his client writes his address in capitals); Ada's out-of-office answer is automatic;
    // someone else writes too. The inbox is read from a day before the first enrolment.
    inbox!.deliver(
      replyMessage({
        from: 'Bob Stone <Bob@Example.com>',
        subject: 'Re: Exciting opportunity at Acme',
        inReplyTo: messageIdTo(sink!, 'bob@example.com'),
      }),
    );
    inbox!.deliver(
      replyMessage({
        from: 'Ada Lovelace <ada@example.com>',
        subject: 'Out of office',
        headers: { 'Auto-Submitted': 'auto-replied' },
      }),
    );
    inbox!.deliver(replyMessage({ from: 'news@shop.example', subject: 'Our sale' }));
    // A message Ada sent days before she was enrolled is no reply to the campaign.
    inbox!.deliver(
      replyMessage({ from: 'ada@example.com', subject: 'My CV' }),
      new Date(Date.now() - 3 * DAY),
    );

    expect(await core!.emailReplies.readReplies()).toEqual({ inboxes: 1, replies: 1, errors: 0 });
    const after = await core!.emailSequences.get(u, seq.id);
    expect(after.enrollments!.map((e) => [e.candidateName, e.status, e.reason])).toEqual([
      ['Ada Lovelace', 'active', null],
      ['Bob Stone', 'replied', 'Replied (read from your inbox)'],
    ]);
    const notes = async () =>
      (await core!.candidates.activity(u, bob.id)).filter((a) => a.via === 'inbox').map((a) => a.summary);
    expect(await notes()).toEqual([
      'Note: Replied (read from your inbox): campaign \u201cData engineers\u201d stopped for them.',
    ]);

    // A second pass reads nothing new: the reply is not recorded twice.
    expect(await core!.emailReplies.readReplies()).toEqual({ inboxes: 1, replies: 0, errors: 0 });
    expect(await notes()).toHaveLength(1);
    expect(await core!.emailImap.status(u)).toMatchObject({ lastError: null, repliesFound: 1 });
    expect((await core!.emailImap.status(u)).lastCheckedAt).not.toBeNull();

    // The next step is due: only Ada gets it.
    core!.clock.advance(2 * DAY + 1000);
    expect(await core!.emailSequences.runDue()).toMatchObject({ sent: 1 });
    expect(sink!.messages.slice(2).map((m) => m.to.join(','))).toEqual(['ada@example.com']);
    expect(sink!.messages[2]!.raw).toContain('Subject: About the Data Engineer role');
    // No campaign left to stop (Ada's is complete): the inbox is not read.
    expect(await core!.emailReplies.readReplies()).toEqual({ inboxes: 0, replies: 0, errors: 0 });
  });

  it('matches a reply sent from another address by the campaign message it answers', async () => {
    const { u, add, seq } = await setUp();
    const cy = await add('Cy Young', 'cy@example.com');
    await core!.emailSequences.enroll(u, seq.id, { candidateIds: [cy.id] });
    await core!.emailSequences.runDue();
    await core!.emailImap.set(u, { host: inbox!.host, port: inbox!.port, tls: false, ...MAILBOX });
    inbox!.deliver(
      replyMessage({
        from: 'Cy <cy.young@home.example>',
        subject: 'Re: Exciting opportunity at Acme',
        inReplyTo: messageIdTo(sink!, 'cy@example.com'),
      }),
    );
    expect((await core!.emailReplies.readReplies()).replies).toBe(1);
    expect((await core!.emailSequences.get(u, seq.id)).enrollments![0]!.status).toBe('replied');
  });

  it('records a clear error for wrong credentials, and the test connection says it', async () => {
    const { u, add, seq } = await setUp();
    const ada = await add('Ada Lovelace', 'ada@example.com');
    await core!.emailSequences.enroll(u, seq.id, { candidateIds: [ada.id] });
    await core!.emailImap.set(u, {
      host: inbox!.host,
      port: inbox!.port,
      tls: false,
      username: MAILBOX.username,
      password: 'wrong',
    });
    expect(await core!.emailReplies.readReplies()).toEqual({ inboxes: 0, replies: 0, errors: 1 });
    expect((await core!.emailImap.status(u)).lastError).toBe(IMAP_MESSAGES.authFailed);
    await expect(core!.emailImap.test(u)).rejects.toThrow(IMAP_MESSAGES.authFailed);
    // The campaign itself still runs.
    expect((await core!.emailSequences.runDue()).sent).toBe(1);

    await core!.emailImap.set(u, { host: inbox!.host, port: inbox!.port, tls: false, ...MAILBOX });
    expect(await core!.emailImap.test(u)).toEqual({ ok: true, mailbox: 'INBOX', messages: 0 });
    expect((await core!.emailImap.status(u)).lastError).toBeNull();
  });

  it('records an unreachable server as the last error, and the campaign still sends', async () => {
    const { u, add, seq } = await setUp();
    const ada = await add('Ada Lovelace', 'ada@example.com');
    await core!.emailSequences.enroll(u, seq.id, { candidateIds: [ada.id] });
    await core!.emailImap.set(u, { host: inbox!.host, port: inbox!.port, tls: false, ...MAILBOX });
    await inbox!.close();
    inbox = undefined;
    expect(await core!.emailReplies.readReplies()).toEqual({ inboxes: 0, replies: 0, errors: 1 });
    expect((await core!.emailImap.status(u)).lastError).toBe(
      IMAP_MESSAGES.refused(`127.0.0.1:${(await core!.emailImap.status(u)).port}`),
    );
    expect((await core!.emailSequences.runDue()).sent).toBe(1);
  });

  it('refuses a server at a private address that the allow-list does not name', async () => {
    const { u } = await setUp();
    await expect(
      core!.emailImap.set(u, { host: '127.0.0.1', port: 9, tls: false, ...MAILBOX }),
    ).rejects.toThrow('The IMAP server 127.0.0.1 is not at a public address.');
    await expect(core!.emailImap.set(u, { host: 'imap://x', username: 'a', password: 'b' })).rejects.toThrow(
      'Please enter the IMAP server as a host name',
    );
    expect((await core!.emailImap.status(u)).configured).toBe(false);
  });
});
