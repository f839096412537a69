import { readFileSync } from 'node:fs';
import type { Command } from '@commander-js/extra-typings';
import {
  AppError,
  EMAIL_VARIABLES,
  type EmailMessage,
  type EmailTemplate,
  type ImapStatus,
  type RenderedEmail,
  type Sequence,
} from '@recruit/core';
import type { CliContext } from '../context.js';
import { readStdinLine } from '../io.js';
import { emit, notice } from '../output.js';

const collect = (v: string, prev: string[]) => [...prev, v];
const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '-');

/** --var company_name=Acme (repeatable) and the shortcut flags, as the compose variables. */
function variablesFrom(opts: {
  var: string[];
  company?: string | undefined;
  jobTitle?: string | undefined;
  recruiter?: string | undefined;
}): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const pair of opts.var) {
    const i = pair.indexOf('=');
    const key = i > 0 ? pair.slice(0, i).trim() : '';
    if (!(EMAIL_VARIABLES as readonly string[]).includes(key))
      throw new AppError(
        'validation',
        'unknown_variable',
        `--var takes name=value with a name of ${EMAIL_VARIABLES.join(', ')} (got "${pair}").`,
      );
    vars[key] = pair.slice(i + 1);
  }
  if (opts.company !== undefined) vars.company_name = opts.company;
  if (opts.jobTitle !== undefined) vars.job_title = opts.jobTitle;
  if (opts.recruiter !== undefined) vars.recruiter_name = opts.recruiter;
  return vars;
}

/** --step 1:0 --step 2:3 → [{templateId: '1', waitDays: 0}, {templateId: '2', waitDays: 3}]. */
function stepsFrom(list: string[]) {
  return list.map((s) => {
    const m = /^([^:]+):(\d+)$/.exec(s.trim());
    if (!m)
      throw new AppError(
        'validation',
        'bad_step',
        `--step takes TEMPLATE_ID:WAIT_DAYS, e.g. --step 1:0 --step 2:3 (got "${s}").`,
      );
    return { templateId: m[1]!, waitDays: Number(m[2]) };
  });
}

function templateLines(list: EmailTemplate[]): string[] {
  if (!list.length)
    return ['No templates. Add one with: recruit email template add --name N --subject S --body B'];
  const w = Math.max(4, ...list.map((t) => t.name.length));
  return [
    `ID  ${'NAME'.padEnd(w)}  SUBJECT`,
    ...list.map((t) => `${t.id.padEnd(2)}  ${t.name.padEnd(w)}  ${t.subject}`),
  ];
}

const previewLines = (messages: RenderedEmail[]): string[] =>
  messages.flatMap((m) => [
    `To: ${m.to ?? '(no address)'}${m.candidateName ? ` (${m.candidateName})` : ''}`,
    `Subject: ${m.subject}`,
    ...(m.problem ? [`! ${m.problem}`] : []),
    ...(m.unfilled.length ? [`! Unfilled: ${m.unfilled.map((v) => `{${v}}`).join(', ')}`] : []),
    '',
    ...m.body.split('\n'),
    '─'.repeat(40),
  ]);

const messageLines = (list: EmailMessage[]): string[] =>
  list.length
    ? list.map(
        (m) =>
          `${when(m.createdAt)}  ${m.status.padEnd(6)}  ${m.to}  ${m.subject}${m.error ? `  (${m.error})` : ''}`,
      )
    : ['No messages sent yet.'];

function sequenceLines(s: Sequence): string[] {
  const lines = [
    `${s.name}  [${s.status}]  id ${s.id}`,
    ...s.steps.map(
      (st, i) =>
        `  step ${i + 1}: template ${st.templateId} (${st.templateName ?? 'deleted'}) after ${st.waitDays} day${st.waitDays === 1 ? '' : 's'}`,
    ),
    `  ${Object.entries(s.counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  ];
  for (const e of s.enrollments ?? [])
    lines.push(
      `  ${e.candidateName} <${e.candidateEmail}>  ${e.status}  sent ${e.stepsSent}/${s.steps.length}${e.nextDueAt ? `  next ${when(e.nextDueAt)}` : ''}${e.reason ? `  (${e.reason})` : ''}  [${e.candidateId}]`,
    );
  return lines;
}

/**
 * recruit email send|preview|templates|template|messages|smtp|imap|sequence: core.email,
 * core.emailSequences, core.emailSettings, core.emailImap and core.emailReplies, printed.
 */
export function registerEmail(program: Command, ctx: CliContext) {
  const email = program
    .command('email')
    .description(
      'send email to candidates or addresses with templates, and run campaigns (sequences) that stop when a candidate replies',
    )
    .addHelpText(
      'after',
      `
Sending needs a transport: your SMTP server (recruit email smtp set), a Reply.io key (recruit keys set replyio),
or RECRUIT_SMTP_URL. Variables: {candidate_name} {company_name} {job_title} {recruiter_name}.

Examples:
  recruit email send --to ada@example.com --subject "Hello" --body "Hi there"
  recruit email send --candidate <id> --template 1 --company Acme --job-title "Data Engineer"
  recruit email sequence create --name "Data engineers" --step 1:0 --step 2:3 --company Acme --job-title "Data Engineer"
  recruit email sequence enroll <sequence-id> <candidate-id>...
  recruit email sequence reply <sequence-id> <candidate-id>   # stop their steps: they replied
  recruit email imap set --host imap.example.com --username me@example.com --password-stdin   # or read replies from your inbox`,
    );

  const compose = (cmd: Command) =>
    cmd
      .option('--to <address...>', 'recipient addresses (several, or repeat --to)')
      .option('--candidate <id...>', 'saved candidates to send to (their email; variables from their data)')
      .option('--subject <text>', 'subject (variables allowed)')
      .option('--body <text>', 'body text (variables allowed)')
      .option('--body-file <path>', 'read the body from a file')
      .option('--template <id>', "use a template's subject and body (recruit email templates)")
      .option('--var <name=value>', 'a variable value (repeat for more)', collect, [] as string[])
      .option('--company <name>', 'the {company_name} variable')
      .option('--job-title <title>', 'the {job_title} variable')
      .option('--recruiter <name>', 'the {recruiter_name} variable (default: your name)')
      .option('--json', 'machine-readable output');

  type ComposeOpts = {
    to?: string[] | undefined;
    candidate?: string[] | undefined;
    subject?: string | undefined;
    body?: string | undefined;
    bodyFile?: string | undefined;
    template?: string | undefined;
    var: string[];
    company?: string | undefined;
    jobTitle?: string | undefined;
    recruiter?: string | undefined;
  };
  const composeInput = (o: ComposeOpts) => {
    let body = o.body ?? '';
    if (o.bodyFile) {
      try {
        body = readFileSync(o.bodyFile, 'utf8');
      } catch (e) {
        throw new AppError('validation', 'body_file', `Cannot read ${o.bodyFile}: ${(e as Error).message}`);
      }
    }
    return {
      to: o.to ?? [],
      candidateIds: o.candidate ?? [],
      subject: o.subject ?? '',
      body,
      ...(o.template ? { templateId: o.template } : {}),
      variables: variablesFrom(o),
    };
  };

  compose(
    email.command('send').description('send a message to each recipient, variables filled per recipient'),
  )
    .option('--allow-unfilled', 'send even when a variable is left unfilled')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const core = await ctx.core();
      if (!opts.json) notice(ctx.io, 'Sending...');
      const res = await core.email.send(
        s.userId,
        { ...composeInput(opts), ...(opts.allowUnfilled ? { allowUnfilled: true } : {}) },
        { via: 'cli' },
      );
      if (res.sent === 0)
        throw new AppError('provider', 'send_failed', res.message, { title: 'Email Not Sent' });
      emit(ctx.io, opts.json, res, () => [res.message, ...messageLines(res.messages)]);
    });

  compose(
    email
      .command('preview')
      .description('show each rendered message and the unfilled variables; sends nothing'),
  ).action(async (opts) => {
    const s = await ctx.requireSignedIn();
    const res = await (await ctx.core()).email.preview(s.userId, composeInput(opts));
    emit(ctx.io, opts.json, res, () => [
      ...previewLines(res.messages),
      res.unfilled.length
        ? `Unfilled variables: ${res.unfilled.map((v) => `{${v}}`).join(', ')}`
        : 'All variables filled.',
      res.transport.configured
        ? `Sends through ${res.transport.label} (${res.transport.kind}).`
        : 'No email transport configured: see recruit email smtp set.',
    ]);
  });

  email
    .command('templates')
    .description('list your email templates')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const list = await (await ctx.core()).email.listTemplates(s.userId);
      emit(ctx.io, opts.json, { templates: list }, () => templateLines(list));
    });

  const template = email.command('template').description('add, show, edit or delete a template');
  template
    .command('show')
    .argument('<id>', 'template id')
    .option('--json', 'machine-readable output')
    .action(async (id, opts) => {
      const s = await ctx.requireSignedIn();
      const t = await (await ctx.core()).email.getTemplate(s.userId, id);
      emit(ctx.io, opts.json, t, () => [
        `${t.id}  ${t.name}`,
        `Subject: ${t.subject}`,
        '',
        ...t.body.split('\n'),
      ]);
    });
  template
    .command('add')
    .requiredOption('--name <name>', 'template name')
    .requiredOption('--subject <text>', 'subject')
    .requiredOption('--body <text>', 'body')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const t = await (await ctx.core()).email.createTemplate(s.userId, opts);
      emit(ctx.io, opts.json, t, () => [`Template saved: ${t.id} ${t.name}`]);
    });
  template
    .command('edit')
    .argument('<id>', 'template id')
    .option('--name <name>', 'new name')
    .option('--subject <text>', 'new subject')
    .option('--body <text>', 'new body')
    .option('--json', 'machine-readable output')
    .action(async (id, opts) => {
      const s = await ctx.requireSignedIn();
      const core = await ctx.core();
      const old = await core.email.getTemplate(s.userId, id);
      const t = await core.email.updateTemplate(s.userId, id, {
        name: opts.name ?? old.name,
        subject: opts.subject ?? old.subject,
        body: opts.body ?? old.body,
      });
      emit(ctx.io, opts.json, t, () => [`Template saved: ${t.id} ${t.name}`]);
    });
  template
    .command('delete')
    .argument('<id>', 'template id')
    .action(async (id) => {
      const s = await ctx.requireSignedIn();
      await (await ctx.core()).email.deleteTemplate(s.userId, id);
      emit(ctx.io, false, null, () => [`Template deleted: ${id}`]);
    });

  email
    .command('messages')
    .description('the messages you sent, newest first, with their status')
    .option('--candidate <id>', "one candidate's messages")
    .option('--limit <n>', 'how many', '50')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const list = await (
        await ctx.core()
      ).email.messages(s.userId, {
        limit: Number(opts.limit) || 50,
        ...(opts.candidate ? { candidateId: opts.candidate } : {}),
      });
      emit(ctx.io, opts.json, { messages: list }, () => messageLines(list));
    });

  const smtp = email.command('smtp').description('your own SMTP server for sending (stored encrypted)');
  const smtpStatus = async (userId: string) => {
    const core = await ctx.core();
    return {
      smtp: await core.emailSettings.status(userId),
      transport: await core.email.transportStatus(userId),
    };
  };
  const smtpLines = (r: Awaited<ReturnType<typeof smtpStatus>>) => [
    r.smtp.configured ? `SMTP: ${r.smtp.host}${r.smtp.from ? `, from ${r.smtp.from}` : ''}` : 'SMTP: not set',
    r.transport.configured
      ? `Sending through ${r.transport.label} (${r.transport.kind}).`
      : 'No email transport configured.',
  ];
  smtp
    .command('set')
    .requiredOption('--url <url>', 'smtp://user:password@host:587 or smtps://…:465')
    .option('--from <sender>', 'the sender, e.g. "Jane Doe <jane@example.com>"')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      await (await ctx.core()).emailSettings.set(s.userId, { url: opts.url, from: opts.from ?? null });
      const r = await smtpStatus(s.userId);
      emit(ctx.io, opts.json, r, () => smtpLines(r));
    });
  smtp
    .command('show')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const r = await smtpStatus(s.userId);
      emit(ctx.io, opts.json, r, () => smtpLines(r));
    });
  smtp.command('clear').action(async () => {
    const s = await ctx.requireSignedIn();
    await (await ctx.core()).emailSettings.clear(s.userId);
    emit(ctx.io, false, null, () =>
      smtpLines({
        smtp: { configured: false, host: null, from: null },
        transport: { configured: false, kind: null, label: null },
      }).slice(0, 1),
    );
  });

  const imap = email
    .command('imap')
    .description(
      'your IMAP inbox, read for replies to your campaigns: a candidate who replied gets no further step (password stored encrypted)',
    );
  const imapLines = (r: ImapStatus) =>
    r.configured
      ? [
          `IMAP: ${r.username} at ${r.host}:${r.port} (${r.tls ? 'TLS' : 'no TLS, STARTTLS when offered'}), mailbox ${r.mailbox}`,
          `Last checked: ${when(r.lastCheckedAt)}${r.repliesFound ? `, replies found ${r.repliesFound}` : ''}`,
          ...(r.lastError ? [`Last error: ${r.lastError}`] : []),
        ]
      : ['IMAP: not set (replies are recorded by hand: recruit email sequence reply)'];
  imap
    .command('set')
    .description('save your inbox; the password is read from standard input (--password-stdin)')
    .requiredOption('--host <host>', 'the IMAP server, e.g. imap.example.com')
    .option('--port <port>', 'the port (default 993 with TLS, 143 without)')
    .option('--no-tls', 'connect without TLS (STARTTLS is used when the server offers it)')
    .requiredOption('--username <name>', 'the mailbox login, often your email address')
    .option('--password-stdin', 'read the password from standard input (kept as saved without it)')
    .option('--mailbox <name>', 'the mailbox to read', 'INBOX')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const password = opts.passwordStdin ? await readStdinLine(ctx.io) : null;
      const r = await (
        await ctx.core()
      ).emailImap.set(s.userId, {
        host: opts.host,
        port: opts.port === undefined ? null : Number(opts.port),
        tls: opts.tls,
        username: opts.username,
        password,
        mailbox: opts.mailbox,
      });
      emit(ctx.io, opts.json, { imap: r }, () => imapLines(r));
    });
  imap
    .command('show')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const r = await (await ctx.core()).emailImap.status(s.userId);
      emit(ctx.io, opts.json, { imap: r }, () => imapLines(r));
    });
  imap
    .command('test')
    .description('connect, log in and open the mailbox now')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const r = await (await ctx.core()).emailImap.test(s.userId);
      emit(ctx.io, opts.json, r, () => [
        `Connected: ${r.mailbox} holds ${r.messages} message${r.messages === 1 ? '' : 's'}.`,
      ]);
    });
  imap.command('clear').action(async () => {
    const s = await ctx.requireSignedIn();
    const r = await (await ctx.core()).emailImap.clear(s.userId);
    emit(ctx.io, false, null, () => imapLines(r));
  });

  const seq = email
    .command('sequence')
    .alias('campaign')
    .description(
      'campaigns: steps (a template and the days to wait before it) sent to enrolled candidates; a step goes out once, a reply or a stage change stops the candidate',
    );
  seq
    .command('create')
    .requiredOption('--name <name>', 'campaign name')
    .option(
      '--step <template:days>',
      'a step: template id and days to wait (repeat, in order)',
      collect,
      [] as string[],
    )
    .option('--var <name=value>', 'a variable value (repeat for more)', collect, [] as string[])
    .option('--company <name>', 'the {company_name} variable')
    .option('--job-title <title>', 'the {job_title} variable')
    .option('--recruiter <name>', 'the {recruiter_name} variable')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const r = await (
        await ctx.core()
      ).emailSequences.create(s.userId, {
        name: opts.name,
        steps: stepsFrom(opts.step),
        variables: variablesFrom(opts),
      });
      emit(ctx.io, opts.json, r, () => sequenceLines(r));
    });
  seq
    .command('list')
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const list = await (await ctx.core()).emailSequences.list(s.userId);
      emit(ctx.io, opts.json, { sequences: list }, () =>
        list.length
          ? list.flatMap(sequenceLines)
          : ['No campaigns. Create one with: recruit email sequence create --name N --step 1:0'],
      );
    });
  seq
    .command('status')
    .description('a campaign with every enrolled candidate and where they stand')
    .argument('<id>', 'campaign id')
    .option('--json', 'machine-readable output')
    .action(async (id, opts) => {
      const s = await ctx.requireSignedIn();
      const r = await (await ctx.core()).emailSequences.get(s.userId, id);
      emit(ctx.io, opts.json, r, () => sequenceLines(r));
    });
  seq
    .command('enroll')
    .argument('<id>', 'campaign id')
    .argument('<candidates...>', 'candidate ids (recruit candidates list)')
    .option('--json', 'machine-readable output')
    .action(async (id, candidateIds, opts) => {
      const s = await ctx.requireSignedIn();
      const r = await (await ctx.core()).emailSequences.enroll(s.userId, id, { candidateIds });
      emit(ctx.io, opts.json, r, () => sequenceLines(r));
    });
  for (const action of ['pause', 'resume'] as const)
    seq
      .command(action)
      .argument('<id>', 'campaign id')
      .option('--json', 'machine-readable output')
      .action(async (id, opts) => {
        const s = await ctx.requireSignedIn();
        const r = await (await ctx.core()).emailSequences[action](s.userId, id);
        emit(ctx.io, opts.json, r, () => sequenceLines(r));
      });
  seq
    .command('reply')
    .description('record that a candidate replied: no further step is sent to them')
    .argument('<id>', 'campaign id')
    .argument('<candidate>', 'candidate id')
    .option('--json', 'machine-readable output')
    .action(async (id, candidate, opts) => {
      const s = await ctx.requireSignedIn();
      const r = await (await ctx.core()).emailSequences.recordReply(s.userId, id, candidate);
      emit(ctx.io, opts.json, r, () => sequenceLines(r));
    });
  seq
    .command('delete')
    .argument('<id>', 'campaign id')
    .action(async (id) => {
      const s = await ctx.requireSignedIn();
      await (await ctx.core()).emailSequences.remove(s.userId, id);
      emit(ctx.io, false, null, () => [`Campaign deleted: ${id}`]);
    });
  seq
    .command('run')
    .description(
      'read replies from your IMAP inbox (when set), then send your campaign steps due now (recruit serve does this every minute for everyone)',
    )
    .option('--json', 'machine-readable output')
    .action(async (opts) => {
      const s = await ctx.requireSignedIn();
      const core = await ctx.core();
      const inbox = (await core.emailImap.status(s.userId)).configured
        ? await core.emailReplies.readReplies({ userId: s.userId })
        : null;
      const imapError = inbox?.errors ? (await core.emailImap.status(s.userId)).lastError : null;
      const r = await core.emailSequences.runDue({ userId: s.userId });
      emit(ctx.io, opts.json, { ...r, replies: inbox?.replies ?? 0, imapError }, () => [
        ...(inbox
          ? [imapError ? `Inbox not read: ${imapError}` : `Replies read from your inbox: ${inbox.replies}.`]
          : []),
        `Sent ${r.sent}, failed ${r.failed}, stopped ${r.stopped}, waiting ${r.skipped}.`,
      ]);
    });
}
