import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  emailPreviewSchema,
  emailSendResultSchema,
  emailSettingsSchema,
  emailTemplateSchema,
  sequenceSchema,
} from '@recruit/core';
import * as z from 'zod';
import { startSmtpSink, type SmtpSink } from '../../../tests/fakes/smtp-sink.js';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver } from '../../../tests/helpers/http.js';
import { buildServer } from '../build-server.js';
import { emailRoutes } from './email.js';

describe.each(testDialects())('email routes on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  let session: string;
  let sink: SmtpSink;
  beforeEach(async () => {
    sink = await startSmtpSink();
    core = await makeTestCore(dialect, { RECRUIT_SMTP_ALLOW: sink.address });
    app = await buildServer(core, { webRoot: '/nonexistent' });
    session = await signUpOver(app, 'ada@acme.io', 'Ada Recruiter');
  });
  afterEach(async () => {
    await app.close();
    await core.dispose();
    await sink.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = session) =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(cookie ? { cookies: { recruit_session: cookie } } : {}),
    });

  it('without a transport: 503 with the title and message, nothing stored; then SMTP settings make it send', async () => {
    const none = await call('POST', '/api/email/send', {
      to: ['bob@example.com'],
      subject: 'Hi',
      body: 'Hello',
    });
    expect(none.statusCode).toBe(503);
    expect(none.json().error).toMatchObject({ code: 'no_email_transport', title: 'Email Not Configured' });
    expect(none.json().error.message).toMatch(/^No email transport configured\./);
    expect((await call('GET', '/api/email/messages')).json()).toEqual({ messages: [] });

    const saved = await call('PUT', '/api/email/settings/smtp', { url: sink.url, from: 'Ada <ada@acme.io>' });
    expect(saved.statusCode).toBe(200);
    const settings = emailSettingsSchema.strict().parse(saved.json());
    expect(settings).toEqual({
      smtp: { configured: true, host: sink.url.slice(7), from: 'Ada <ada@acme.io>' },
      imap: {
        configured: false,
        host: null,
        port: null,
        tls: true,
        username: null,
        mailbox: null,
        lastCheckedAt: null,
        lastError: null,
        repliesFound: 0,
      },
      transport: { configured: true, kind: 'smtp', label: sink.url.slice(7) },
    });
    const sent = await call('POST', '/api/email/send', {
      to: ['bob@example.com'],
      subject: 'Hi {candidate_name}',
      body: 'Hello from {recruiter_name}',
      variables: { candidate_name: 'Bob' },
    });
    expect(sent.statusCode).toBe(200);
    expect(emailSendResultSchema.strict().parse(sent.json())).toMatchObject({
      sent: 1,
      failed: 0,
      message: 'Your email was sent to 1 recipient.',
    });
    expect(sink.messages[0]!.raw).toContain('Subject: Hi Bob');
    expect(sink.messages[0]!.raw).toContain('Hello from Ada Recruiter');
  });

  it("the spec's messages for a missing recipient, subject or body; unfilled variables refused with 400", async () => {
    await call('PUT', '/api/email/settings/smtp', { url: sink.url });
    const cases: [object, string][] = [
      [{ subject: 's', body: 'b' }, 'Please enter at least one recipient email address.'],
      [{ to: ['a@example.com'], body: 'b' }, 'Please enter an email subject.'],
      [{ to: ['a@example.com'], subject: 's' }, 'Please enter an email body.'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/email/send', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const unfilled = await call('POST', '/api/email/send', { to: ['a@example.com'], templateId: '1' });
    expect(unfilled.statusCode).toBe(400);
    expect(unfilled.json().error).toMatchObject({ code: 'unfilled_variables', title: 'Unfilled Variables' });
    expect(sink.messages).toHaveLength(0);
    const preview = await call('POST', '/api/email/preview', { to: ['a@example.com'], templateId: '1' });
    expect(emailPreviewSchema.strict().parse(preview.json()).unfilled).toEqual([
      'company_name',
      'candidate_name',
      'job_title',
    ]);
    expect((await call('POST', '/api/email/send', { to: ['a@example.com'] }, '')).statusCode).toBe(401);
  });

  it('templates: list the seeded three, create, edit, delete', async () => {
    const list = (await call('GET', '/api/email/templates')).json();
    expect(z.object({ templates: z.array(emailTemplateSchema.strict()) }).parse(list).templates).toHaveLength(
      3,
    );
    const made = await call('POST', '/api/email/templates', { name: 'Offer', subject: 'Offer', body: 'Hi' });
    expect(made.json()).toMatchObject({ id: '4', name: 'Offer' });
    const edited = await call('PUT', '/api/email/templates/4', {
      name: 'Offer 2',
      subject: 'Offer',
      body: 'Hi',
    });
    expect(edited.json().name).toBe('Offer 2');
    expect((await call('DELETE', '/api/email/templates/4')).json()).toEqual({ ok: true });
    expect((await call('DELETE', '/api/email/templates/4')).statusCode).toBe(404);
    const bad = await call('POST', '/api/email/templates', { name: '', subject: 'x', body: 'y' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please enter a template name.');
  });

  it('campaigns: create, enrol, pause, record a reply; the answer carries every enrolment', async () => {
    const { userId } = await core.accounts.requireSession(session);
    const { candidate } = await core.candidates.create(userId, {
      name: 'Bob Stone',
      email: 'bob@example.com',
    });
    const made = await call('POST', '/api/email/sequences', {
      name: 'Follow-ups',
      steps: [
        { templateId: '1', waitDays: 0 },
        { templateId: '2', waitDays: 3 },
      ],
      variables: { company_name: 'Acme', job_title: 'Engineer' },
    });
    expect(made.statusCode).toBe(200);
    const seq = sequenceSchema.strict().parse(made.json());
    expect(seq.steps.map((s) => s.templateName)).toEqual(['Initial Outreach', 'Follow-up']);
    const enrolled = await call('POST', `/api/email/sequences/${seq.id}/enroll`, {
      candidateIds: [candidate.id],
    });
    expect(enrolled.json().enrollments).toMatchObject([
      { candidateName: 'Bob Stone', status: 'active', stepsSent: 0 },
    ]);
    expect((await call('POST', `/api/email/sequences/${seq.id}/pause`)).json().status).toBe('paused');
    const replied = await call('POST', `/api/email/sequences/${seq.id}/reply`, { candidateId: candidate.id });
    expect(replied.json().enrollments[0]).toMatchObject({ status: 'replied', reason: 'Replied' });
    const listed = (await call('GET', '/api/email/sequences')).json();
    expect(listed.sequences).toMatchObject([
      { name: 'Follow-ups', status: 'paused', counts: { replied: 1 } },
    ]);
    const badWait = await call('POST', '/api/email/sequences', {
      name: 'x',
      steps: [{ templateId: '1', waitDays: -1 }],
    });
    expect(badWait.statusCode).toBe(400);
    expect(badWait.json().error.message).toBe('Wait days must be a whole number from 0 to 365.');
  });
  it('the server ticker sends a due campaign step by itself, and stops with the server', async () => {
    const { userId } = await core.accounts.requireSession(session);
    await core.emailSettings.set(userId, { url: sink.url });
    const { candidate } = await core.candidates.create(userId, {
      name: 'Bob Stone',
      email: 'bob@example.com',
    });
    const seq = await core.emailSequences.create(userId, {
      name: 'Tick',
      steps: [{ templateId: '2', waitDays: 0 }],
      variables: { company_name: 'Acme', job_title: 'Engineer' },
    });
    await core.emailSequences.enroll(userId, seq.id, { candidateIds: [candidate.id] });
    const ticking = Fastify();
    await ticking.register(emailRoutes(core, { tickEveryMs: 25 }));
    await ticking.ready();
    try {
      for (let i = 0; i < 400 && sink.messages.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
      expect(sink.messages.map((m) => m.to)).toEqual([['bob@example.com']]);
      expect(sink.messages[0]!.raw).toContain('Subject: Following up on our conversation');
    } finally {
      await ticking.close();
    }
    const after = await core.emailSequences.get(userId, seq.id);
    expect(after.enrollments![0]).toMatchObject({ status: 'completed', stepsSent: 1 });
  });
});
