import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../tests/fakes/smtp-sink.js';
import { tempHome } from '../../../tests/helpers/databases.js';
import { runCliIn } from '../../../tests/helpers/cli-in-process.js';

const PASSWORD = 'Sunny-Day-42';

describe('recruit email', () => {
  let env: NodeJS.ProcessEnv;
  let cleanup: () => void;
  let sink: SmtpSink;
  const run = (args: string[], input = '') => runCliIn(env, args, input);

  beforeEach(async () => {
    sink = await startSmtpSink();
    const t = tempHome();
    cleanup = t.cleanup;
    env = { RECRUIT_HOME: t.home, RECRUIT_EMAIL_DNS: 'off', RECRUIT_SMTP_ALLOW: sink.address };
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
  });

  it('send without a transport: exit 1, the titled error and its hint, no stack', async () => {
    const res = await run(['email', 'send', '--to', 'bob@example.com', '--subject', 'Hi', '--body', 'Hello']);
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/Error: Email Not Configured: No email transport configured\./);
    expect(res.err).toContain('recruit email smtp set');
    expect(res.err).not.toMatch(/\n\s+at /);
    expect(sink.messages).toHaveLength(0);
  });

  it('send through the SMTP settings: the raw message, --json answer, and messages list', async () => {
    expect(
      (await run(['email', 'smtp', 'set', '--url', sink.url, '--from', 'Ada <ada@acme.io>'])).out,
    ).toContain(`Sending through ${sink.url.slice(7)} (smtp).`);
    const res = await run([
      'email',
      'send',
      '--to',
      'bob@example.com',
      'cy@example.com',
      '--template',
      '1',
      '--company',
      'Acme',
      '--job-title',
      'Data Engineer',
      '--var',
      'candidate_name=there',
      '--json',
    ]);
    expect(res.code).toBe(0);
    expect(JSON.parse(res.out)).toMatchObject({
      sent: 2,
      failed: 0,
      message: 'Your email was sent to 2 recipients.',
    });
    expect(sink.messages.map((m) => m.to)).toEqual([['bob@example.com'], ['cy@example.com']]);
    expect(sink.messages[0]!.raw).toContain('From: Ada <ada@acme.io>');
    expect(sink.messages[0]!.raw).toContain('Subject: Exciting opportunity at Acme');
    expect(sink.messages[0]!.raw).toContain('Hi there,');
    expect(sink.messages[0]!.raw).toContain('Ada King');
    const list = await run(['email', 'messages']);
    expect(list.out).toMatch(/sent\s+bob@example\.com\s+Exciting opportunity at Acme/);

    const unfilled = await run(['email', 'send', '--to', 'bob@example.com', '--template', '3']);
    expect(unfilled.code).toBe(1);
    expect(unfilled.err).toContain(
      'Error: Unfilled Variables: {job_title}, {candidate_name}, {company_name} are not filled for bob@example.com. Fill them in or remove them before sending.',
    );
    const noSubject = await run(['email', 'send', '--to', 'bob@example.com', '--body', 'x']);
    expect(noSubject.err).toContain('Please enter an email subject.');
  });

  it('templates: the seeded three, add, edit, delete', async () => {
    const list = await run(['email', 'templates', '--json']);
    expect(JSON.parse(list.out).templates.map((t: { name: string }) => t.name)).toEqual([
      'Initial Outreach',
      'Follow-up',
      'Interview Invitation',
    ]);
    const added = await run([
      'email',
      'template',
      'add',
      '--name',
      'Offer',
      '--subject',
      'An offer',
      '--body',
      'Hi',
    ]);
    expect(added.out).toBe('Template saved: 4 Offer\n');
    expect((await run(['email', 'template', 'edit', '4', '--subject', 'Our offer'])).code).toBe(0);
    expect((await run(['email', 'templates'])).out).toMatch(/4\s+Offer\s+Our offer/);
    expect((await run(['email', 'template', 'delete', '4'])).out).toBe('Template deleted: 4\n');
    const gone = await run(['email', 'template', 'delete', '4']);
    expect(gone.code).toBe(1);
    expect(gone.err).toContain('Template not found.');
  });

  it('a campaign: create, enrol, run sends step 1 once, a recorded reply stops the candidate', async () => {
    await run(['email', 'smtp', 'set', '--url', sink.url]);
    const add = async (name: string, email: string) =>
      JSON.parse((await run(['candidates', 'add', '--name', name, '--email', email, '--json'])).out).candidate
        .id as string;
    const bob = await add('Bob Stone', 'bob@example.com');
    const cy = await add('Cy Young', 'cy@example.com');
    const made = await run([
      'email',
      'sequence',
      'create',
      '--name',
      'Engineers',
      '--step',
      '1:0',
      '--step',
      '2:0',
      '--company',
      'Acme',
      '--job-title',
      'Engineer',
      '--json',
    ]);
    expect(made.code).toBe(0);
    const id = JSON.parse(made.out).id as string;
    expect((await run(['email', 'sequence', 'enroll', id, bob, cy])).out).toContain(
      'Bob Stone <bob@example.com>  active',
    );
    expect((await run(['email', 'sequence', 'run'])).out).toBe('Sent 2, failed 0, stopped 0, waiting 0.\n');
    expect((await run(['email', 'sequence', 'reply', id, bob])).code).toBe(0);
    expect((await run(['email', 'sequence', 'run'])).out).toBe('Sent 1, failed 0, stopped 0, waiting 0.\n');
    expect((await run(['email', 'sequence', 'run'])).out).toBe('Sent 0, failed 0, stopped 0, waiting 0.\n');
    expect(sink.messages.map((m) => m.to[0]).sort()).toEqual([
      'bob@example.com',
      'cy@example.com',
      'cy@example.com',
    ]);
    const status = await run(['email', 'sequence', 'status', id]);
    expect(status.out).toMatch(/Bob Stone <bob@example\.com>\s+replied\s+sent 1\/2\s+\(Replied\)/);
    expect(status.out).toMatch(/Cy Young <cy@example\.com>\s+completed\s+sent 2\/2/);

    const bad = await run(['email', 'sequence', 'create', '--name', 'x', '--step', 'one']);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('--step takes TEMPLATE_ID:WAIT_DAYS');
  });
});
