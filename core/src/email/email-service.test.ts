import { afterEach, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, startSmtpSink, type SmtpSink } from '../../../tests/fakes/smtp-sink.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { testDialects } from '../../../tests/helpers/databases.js';

const signUp = async (c: TestCore, email = 'rec@acme.io', name = 'Sam Recruiter') =>
  (await c.accounts.register({ email, password: 'Str0ng!pass', name })).userId;

describe.each(testDialects())('email service ($name)', (dialect) => {
  let core: TestCore | undefined;
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await core?.dispose();
    await sink?.close();
    core = undefined;
    sink = undefined;
  });

  it("seeds the spec's three templates once; create (id = count + 1), edit and delete persist", async () => {
    core = await makeTestCore(dialect);
    const u = await signUp(core);
    const seeded = await core.email.listTemplates(u);
    expect(seeded.map((t) => [t.id, t.name, t.subject])).toEqual([
      ['1', 'Initial Outreach', 'Exciting opportunity at {company_name}'],
      ['2', 'Follow-up', 'Following up on our conversation'],
      ['3', 'Interview Invitation', 'Interview invitation for {job_title} position'],
    ]);
    expect(seeded[0]!.variables).toEqual(['company_name', 'candidate_name', 'job_title', 'recruiter_name']);
    const made = await core.email.createTemplate(u, {
      name: 'Offer',
      subject: 'An offer for {candidate_name}',
      body: 'Hi {candidate_name}, welcome aboard.',
    });
    expect(made).toMatchObject({ id: '4', name: 'Offer', variables: ['candidate_name'] });
    const edited = await core.email.updateTemplate(u, '2', {
      name: 'Follow-up',
      subject: 'Checking in',
      body: 'Hi {candidate_name}',
    });
    expect(edited.subject).toBe('Checking in');
    await core.email.deleteTemplate(u, '1');
    await core.email.deleteTemplate(u, '3');
    const after = await core.email.listTemplates(u);
    expect(after.map((t) => [t.id, t.subject])).toEqual([
      ['2', 'Checking in'],
      ['4', 'An offer for {candidate_name}'],
    ]);
    expect((await core.email.createTemplate(u, { name: 'N', subject: 'S', body: 'B' })).id).toBe('5');
    await expect(core.email.deleteTemplate(u, '1')).rejects.toMatchObject({
      kind: 'not_found',
      message: 'Template not found.',
    });
    await expect(core.email.createTemplate(u, { name: ' ', subject: 's', body: 'b' })).rejects.toThrow(
      'Please enter a template name.',
    );
    // Another user has their own three.
    const other = await signUp(core, 'other@acme.io', 'Other');
    expect((await core.email.listTemplates(other)).map((t) => t.id)).toEqual(['1', '2', '3']);
  });

  it('previews each recipient with variables filled from the candidate and flags unfilled ones', async () => {
    core = await makeTestCore(dialect);
    const u = await signUp(core);
    const { candidate: ada } = await core.candidates.create(u, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    const { candidate: bob } = await core.candidates.create(u, { name: 'Bob Stone' });
    const p = await core.email.preview(u, {
      candidateIds: [ada.id, bob.id],
      to: ['x@example.com'],
      templateId: '1',
      variables: { company_name: 'Acme' },
    });
    expect(p.messages.map((m) => [m.to, m.subject, m.unfilled, m.problem])).toEqual([
      ['ada@example.com', 'Exciting opportunity at Acme', ['job_title'], null],
      [null, 'Exciting opportunity at Acme', ['job_title'], 'Bob Stone has no email address.'],
      ['x@example.com', 'Exciting opportunity at Acme', ['candidate_name', 'job_title'], null],
    ]);
    expect(p.messages[0]!.body).toMatch(/^Hi Ada,/);
    expect(p.messages[0]!.body).toMatch(/Sam Recruiter$/);
    expect(p.unfilled).toEqual(['job_title', 'candidate_name']);
    expect(p.transport).toEqual({ configured: false, kind: null, label: null });
  });

  it('refuses with the spec messages, and without a transport sends and stores nothing', async () => {
    core = await makeTestCore(dialect);
    const u = await signUp(core);
    await expect(core.email.send(u, { subject: 's', body: 'b' })).rejects.toThrow(
      'Please enter at least one recipient email address.',
    );
    await expect(core.email.send(u, { to: ['a@example.com'], body: 'b' })).rejects.toThrow(
      'Please enter an email subject.',
    );
    await expect(core.email.send(u, { to: ['a@example.com'], subject: 's' })).rejects.toThrow(
      'Please enter an email body.',
    );
    await expect(core.email.send(u, { to: ['not-an-address'], subject: 's', body: 'b' })).rejects.toThrow(
      '"not-an-address" is not a valid email address.',
    );
    await expect(
      core.email.send(u, { to: ['a@example.com'], subject: 's', body: 'b' }),
    ).rejects.toMatchObject({
      code: 'no_email_transport',
      message: expect.stringMatching(/^No email transport configured/),
    });
    expect(await core.email.messages(u)).toEqual([]);
  });

  it('sends through SMTP: raw message with filled variables, stored as sent, logged on the candidate', async () => {
    sink = await startSmtpSink({ refuse: (a) => a === 'gone@example.com' });
    core = await makeTestCore(dialect, {
      RECRUIT_SMTP_URL: sink.url,
      RECRUIT_MAIL_FROM: 'Acme HR <hr@acme.io>',
    });
    const u = await signUp(core);
    const { candidate: ada } = await core.candidates.create(u, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    const input = {
      candidateIds: [ada.id],
      to: ['gone@example.com'],
      templateId: '3',
      variables: { company_name: 'Acme', job_title: 'Data Engineer', candidate_name: 'friend' },
    };
    // Without job_title the message would go out with '{job_title}' in it: refused, nothing sent.
    await expect(core.email.send(u, { ...input, variables: { company_name: 'Acme' } })).rejects.toMatchObject(
      {
        code: 'unfilled_variables',
        title: 'Unfilled Variables',
        message: '{job_title} is not filled for Ada Lovelace. Fill it in or remove it before sending.',
      },
    );
    expect(sink.messages).toHaveLength(0);
    const r = await core.email.send(u, input, { via: 'cli' });
    expect(r).toMatchObject({ sent: 1, failed: 1, message: 'Sent to 1 recipient; 1 failed.' });
    expect(sink.messages).toHaveLength(1);
    const raw = sink.messages[0]!.raw;
    expect(sink.messages[0]!.to).toEqual(['ada@example.com']);
    expect(raw).toContain('From: Acme HR <hr@acme.io>');
    expect(raw).toContain('To: ada@example.com');
    expect(raw).toContain('Subject: Interview invitation for Data Engineer position');
    const body = decodeQuotedPrintable(raw);
    expect(body).toContain('Hi Ada,');
    expect(body).toContain('the Data Engineer position at Acme');
    expect(body).toContain('Sam Recruiter');
    expect(body).not.toMatch(/\{[a-z_]+\}/);
    const stored = await core.email.messages(u);
    expect(stored.map((m) => [m.to, m.status, m.templateId])).toEqual(
      expect.arrayContaining([
        ['ada@example.com', 'sent', '3'],
        ['gone@example.com', 'failed', '3'],
      ]),
    );
    expect(stored.find((m) => m.status === 'failed')!.error).toMatch(/No such user here/);
    const log = await core.candidates.activity(u, ada.id);
    expect(log[0]).toMatchObject({
      action: 'email',
      via: 'cli',
      summary: 'Email sent: Interview invitation for Data Engineer position',
    });
  });
});
