import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { emailSettingsSchema, IMAP_MESSAGES } from '@recruit/core';
import { replyMessage, startImapInbox, type ImapInbox } from '../../../tests/fakes/imap-server.js';
import { startSmtpSink, type SmtpSink } from '../../../tests/fakes/smtp-sink.js';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver } from '../../../tests/helpers/http.js';
import { buildServer } from '../build-server.js';
import { emailRoutes } from './email.js';

const MAILBOX = { username: 'ada@acme.io', password: 'imap-secret' };

describe.each(testDialects())('email IMAP settings and reply reading on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  let session: string;
  let sink: SmtpSink;
  let inbox: ImapInbox;
  beforeEach(async () => {
    sink = await startSmtpSink();
    inbox = await startImapInbox(MAILBOX);
    core = await makeTestCore(dialect, {
      RECRUIT_SMTP_URL: sink.url,
      RECRUIT_SMTP_ALLOW: `${sink.address},${inbox.address}`,
    });
    app = await buildServer(core, { webRoot: '/nonexistent' });
    session = await signUpOver(app, 'ada@acme.io', 'Ada Recruiter');
  });
  afterEach(async () => {
    await app.close();
    await core.dispose();
    await sink.close();
    await inbox.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, ...(payload ? { payload } : {}), cookies: { recruit_session: session } });

  it('saves the inbox without answering its password, tests the connection, shows the last error', async () => {
    const empty = await call('PUT', '/api/email/settings/imap', { host: '', username: 'x', password: 'y' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Please enter your IMAP server, e.g. imap.example.com.');
    // A port that is not a port number is refused, not taken as the default port.
    for (const [port, message] of [
      ['imap', 'Please enter the IMAP port as a whole number.'],
      ['99.5', 'Please enter the IMAP port as a whole number.'],
      ['70000', 'Please enter an IMAP port between 1 and 65535.'],
      [0, 'Please enter an IMAP port between 1 and 65535.'],
    ] as const) {
      const res = await call('PUT', '/api/email/settings/imap', { host: inbox.host, port, ...MAILBOX });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await call('GET', '/api/email/settings')).json().imap.configured).toBe(false);

    const saved = await call('PUT', '/api/email/settings/imap', {
      host: inbox.host,
      port: inbox.port,
      tls: false,
      username: MAILBOX.username,
      password: 'wrong-password',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain('wrong-password');
    expect(emailSettingsSchema.strict().parse(saved.json()).imap).toMatchObject({
      configured: true,
      host: '127.0.0.1',
      port: inbox.port,
      tls: false,
      username: MAILBOX.username,
      mailbox: 'INBOX',
      lastError: null,
    });

    const refused = await call('POST', '/api/email/settings/imap/test');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toMatchObject({ title: 'IMAP Error', message: IMAP_MESSAGES.authFailed });
    expect((await call('GET', '/api/email/settings')).json().imap.lastError).toBe(IMAP_MESSAGES.authFailed);

    // Only the password changes: the rest is kept.
    await call('PUT', '/api/email/settings/imap', {
      host: inbox.host,
      port: inbox.port,
      tls: false,
      username: MAILBOX.username,
      password: MAILBOX.password,
    });
    const ok = await call('POST', '/api/email/settings/imap/test');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true, mailbox: 'INBOX', messages: 0 });
    const after = (await call('GET', '/api/email/settings')).json();
    expect(after.imap.lastError).toBeNull();
    expect(after.imap.lastCheckedAt).not.toBeNull();

    const cleared = await call('DELETE', '/api/email/settings/imap');
    expect(cleared.json().imap.configured).toBe(false);
  });

  it('the server ticker reads a reply before sending: the candidate who replied gets no step', async () => {
    const { userId } = await core.accounts.requireSession(session);
    const add = async (name: string, email: string) =>
      (await core.candidates.create(userId, { name, email })).candidate;
    const ada = await add('Ada Byron', 'ada.byron@example.com');
    const bob = await add('Bob Stone', 'bob@example.com');
    const seq = await core.emailSequences.create(userId, {
      name: 'Tick',
      steps: [
        { templateId: '2', waitDays: 0 },
        { templateId: '2', waitDays: 0 },
      ],
      variables: { company_name: 'Acme', job_title: 'Engineer' },
    });
    await core.emailSequences.enroll(userId, seq.id, { candidateIds: [ada.id, bob.id] });
    await call('PUT', '/api/email/settings/imap', {
      host: inbox.host,
      port: inbox.port,
      tls: false,
      ...MAILBOX,
    });
    inbox.deliver(replyMessage({ from: 'bob@example.com', subject: 'Interested!' }));

    const ticking = Fastify();
    await ticking.register(emailRoutes(core, { tickEveryMs: 25 }));
    await ticking.ready();
    try {
      for (let i = 0; i < 400 && sink.messages.length < 2; i++) await new Promise((r) => setTimeout(r, 25));
    } finally {
      await ticking.close();
    }
    expect(sink.messages.map((m) => m.to)).toEqual([['ada.byron@example.com'], ['ada.byron@example.com']]);
    const after = await core.emailSequences.get(userId, seq.id);
    expect(after.enrollments!.map((e) => [e.candidateName, e.status, e.stepsSent])).toEqual([
      ['Ada Byron', 'completed', 2],
      ['Bob Stone', 'replied', 0],
    ]);
    expect((await call('GET', '/api/email/settings')).json().imap).toMatchObject({
      lastError: null,
      repliesFound: 1,
    });
  });
});
