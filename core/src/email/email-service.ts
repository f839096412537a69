// The email tool (issue 12): templates saved per user (the spec's three seeded), messages rendered per
// recipient from candidate data with unfilled variables flagged, and sending through the user's
// transport with every message stored with its status and logged on the candidate.
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type { Candidate, CandidateRepo } from '../candidates/candidate-repo.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import type { PlanService } from '../plans/plan-service.js';
import {
  EMAIL_MESSAGES,
  emailComposeBody,
  emailTemplateBody,
  fillEmailVariables,
  variablesIn,
  type EmailComposeInput,
  type EmailMessage,
  type EmailPreview,
  type EmailSendResult,
  type EmailTemplate,
  type EmailTemplateInput,
  type EmailVariables,
  type RenderedEmail,
} from '../schemas/email.js';
import type { EmailTransport, EmailTransportResolver } from './transport.js';

/** The spec's seeded templates (ids, names and subjects as given), with bodies using its four variables. */
export const SEEDED_EMAIL_TEMPLATES = [
  {
    id: '1',
    name: 'Initial Outreach',
    subject: 'Exciting opportunity at {company_name}',
    body: `Hi {candidate_name},

I came across your profile and think you could be a great fit for the {job_title} position at {company_name}.

Would you be open to a short call this week to talk about it?

Best regards,
{recruiter_name}`,
  },
  {
    id: '2',
    name: 'Follow-up',
    subject: 'Following up on our conversation',
    body: `Hi {candidate_name},

I wanted to follow up on my earlier message about the {job_title} position at {company_name}. Is there a good time to connect?

Best regards,
{recruiter_name}`,
  },
  {
    id: '3',
    name: 'Interview Invitation',
    subject: 'Interview invitation for {job_title} position',
    body: `Hi {candidate_name},

Thank you for your interest in the {job_title} position at {company_name}. We would like to invite you to an interview. Please let me know which times work for you this week or next.

Best regards,
{recruiter_name}`,
  },
] as const;

const ADDRESS = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;
export const isEmailAddress = (s: string): boolean => ADDRESS.test(s);

const validation = (
  code: string,
  message: string,
  opts: { title?: string; details?: Record<string, unknown> } = {},
) => new AppError('validation', code, message, opts);

function check<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input ?? {});
  if (!r.success) throw validation('invalid_request', r.error.issues[0]?.message ?? 'Invalid request.');
  return r.data;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';
const known = (v: string | undefined | null) => (v && !/^Unknown\b/.test(v) ? v : undefined);

/** The variables of one recipient: the candidate's, then what the user typed, then the user's name. */
export function recipientVariables(
  candidate: Pick<Candidate, 'name'> | undefined,
  given: EmailVariables,
  userName: string | undefined,
): Record<string, string | undefined> {
  const name = known(candidate?.name);
  return {
    candidate_name: name ? firstName(name) : given.candidate_name,
    full_name: name,
    company_name: given.company_name,
    job_title: given.job_title,
    recruiter_name: given.recruiter_name?.trim() || userName,
  };
}

/** A template or compose text filled for one recipient, with what is left in braces. */
export function renderFor(
  tpl: { subject: string; body: string },
  vars: Record<string, string | undefined>,
): { subject: string; body: string; unfilled: string[] } {
  const subject = fillEmailVariables(tpl.subject, vars);
  const body = fillEmailVariables(tpl.body, vars);
  return { subject, body, unfilled: variablesIn(subject, body) };
}

type MessageRow = {
  id: string;
  to_address: string;
  candidate_id: string | null;
  subject: string;
  body: string;
  status: string;
  error: string | null;
  transport: string | null;
  template_id: string | null;
  sequence_id: string | null;
  step: number | null;
  created_at: string;
};
const toMessage = (r: MessageRow): EmailMessage => ({
  id: r.id,
  to: r.to_address,
  candidateId: r.candidate_id,
  subject: r.subject,
  body: r.body,
  status: r.status === 'sent' ? 'sent' : 'failed',
  error: r.error,
  transport: r.transport,
  templateId: r.template_id,
  sequenceId: r.sequence_id,
  step: r.step,
  createdAt: r.created_at,
});

export type EmailServiceDeps = {
  db: Db;
  plans: Pick<PlanService, 'use'>;
  candidates: Pick<CandidateRepo, 'get' | 'logActivity'>;
  transports: Pick<EmailTransportResolver, 'transportFor' | 'requireTransport'>;
  now: () => Date;
};

/** Where a send came from, for the candidate's activity log. */
export type SendContext = { via?: string };

/** One message to deliver and record. */
export type Delivery = {
  to: string;
  candidate?: Pick<Candidate, 'id' | 'name'> | undefined;
  subject: string;
  body: string;
  templateId?: string | null;
  sequenceId?: string | null;
  enrollmentId?: string | null;
  step?: number | null;
};

export const createEmailService = ({ db, plans, candidates, transports, now }: EmailServiceDeps) => {
  // ── Templates ─────────────────────────────────────────────────────────────────────────────────
  const toTemplate = (r: {
    id: string;
    name: string;
    subject: string;
    body: string;
    updated_at: string;
  }) => ({
    id: r.id,
    name: r.name,
    subject: r.subject,
    body: r.body,
    variables: variablesIn(r.subject, r.body),
    updatedAt: r.updated_at,
  });

  /** Seeds the spec's three templates once per user (a user who deletes them does not get them back). */
  async function ensureSeeded(userId: string): Promise<void> {
    const s = await db
      .selectFrom('email_settings')
      .select('templates_seeded')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (s?.templates_seeded) return;
    const at = now().toISOString();
    await db
      .insertInto('email_templates')
      .values(SEEDED_EMAIL_TEMPLATES.map((t) => ({ user_id: userId, ...t, created_at: at, updated_at: at })))
      .onConflict((oc) => oc.columns(['user_id', 'id']).doNothing())
      .execute();
    await db
      .insertInto('email_settings')
      .values({
        user_id: userId,
        smtp_url_sealed: null,
        smtp_from: null,
        templates_seeded: 1,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ templates_seeded: 1 }))
      .execute();
  }

  async function listTemplates(userId: string): Promise<EmailTemplate[]> {
    await ensureSeeded(userId);
    const rows = await db
      .selectFrom('email_templates')
      .select(['id', 'name', 'subject', 'body', 'updated_at'])
      .where('user_id', '=', userId)
      .execute();
    return rows.map(toTemplate).sort((a, b) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id));
  }

  async function getTemplate(userId: string, id: string): Promise<EmailTemplate> {
    await ensureSeeded(userId);
    const r = await db
      .selectFrom('email_templates')
      .select(['id', 'name', 'subject', 'body', 'updated_at'])
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!r) throw new AppError('not_found', 'template_not_found', EMAIL_MESSAGES.templateNotFound);
    return toTemplate(r);
  }

  const checkTemplate = (input: unknown) => {
    const t = check(emailTemplateBody, input);
    const name = t.name.trim();
    if (!name) throw validation('template_name_required', EMAIL_MESSAGES.templateNameRequired);
    if (!t.subject.trim()) throw validation('subject_required', EMAIL_MESSAGES.subjectRequired);
    if (!t.body.trim()) throw validation('body_required', EMAIL_MESSAGES.bodyRequired);
    return { name, subject: t.subject.trim(), body: t.body };
  };

  /** A new template; its id is the user's template count plus 1 (the spec), or past the highest id. */
  async function createTemplate(userId: string, input: EmailTemplateInput): Promise<EmailTemplate> {
    const t = checkTemplate(input);
    await ensureSeeded(userId);
    for (let attempt = 0; ; attempt++) {
      const ids = await db.selectFrom('email_templates').select('id').where('user_id', '=', userId).execute();
      const highest = Math.max(0, ...ids.map((r) => Number(r.id)).filter(Number.isFinite));
      const id = String(Math.max(ids.length, highest) + 1);
      const at = now().toISOString();
      try {
        await db
          .insertInto('email_templates')
          .values({ user_id: userId, id, ...t, created_at: at, updated_at: at })
          .execute();
        return getTemplate(userId, id);
      } catch (e) {
        // Two creates at once took the same id: take the next one.
        if (attempt >= 4) throw e;
      }
    }
  }

  async function updateTemplate(
    userId: string,
    id: string,
    input: EmailTemplateInput,
  ): Promise<EmailTemplate> {
    const t = checkTemplate(input);
    await getTemplate(userId, id);
    await db
      .updateTable('email_templates')
      .set({ ...t, updated_at: now().toISOString() })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
    return getTemplate(userId, id);
  }

  async function deleteTemplate(userId: string, id: string): Promise<void> {
    await getTemplate(userId, id);
    await db.deleteFrom('email_templates').where('user_id', '=', userId).where('id', '=', id).execute();
  }

  // ── Rendering ─────────────────────────────────────────────────────────────────────────────────
  const userName = async (userId: string) =>
    (await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst())?.name?.trim() ||
    undefined;

  type Planned = RenderedEmail & { candidate?: Candidate | undefined };

  /** Every recipient's message as it would be sent; throws only for bad input. */
  async function plan(
    userId: string,
    input: EmailComposeInput,
  ): Promise<{ planned: Planned[]; templateId: string | null }> {
    const c = check(emailComposeBody, input);
    const addresses: string[] = [];
    for (const raw of c.to.flatMap((t) => t.split(/[,;\s]+/))) {
      const a = raw.trim();
      if (!a) continue;
      if (!isEmailAddress(a)) throw validation('invalid_address', EMAIL_MESSAGES.invalidAddress(a));
      if (!addresses.some((x) => x.toLowerCase() === a.toLowerCase())) addresses.push(a);
    }
    const ids = [...new Set(c.candidateIds.map((x) => x.trim()).filter(Boolean))];
    if (!addresses.length && !ids.length)
      throw validation('recipient_required', EMAIL_MESSAGES.recipientRequired);
    let subject = c.subject;
    let body = c.body;
    let templateId: string | null = null;
    if (c.templateId) {
      const t = await getTemplate(userId, c.templateId);
      templateId = t.id;
      if (!subject.trim()) subject = t.subject;
      if (!body.trim()) body = t.body;
    }
    if (!subject.trim()) throw validation('subject_required', EMAIL_MESSAGES.subjectRequired);
    if (!body.trim()) throw validation('body_required', EMAIL_MESSAGES.bodyRequired);
    const me = await userName(userId);
    const planned: Planned[] = [];
    for (const id of ids) {
      const cand = await candidates.get(userId, id);
      const r = renderFor({ subject: subject.trim(), body }, recipientVariables(cand, c.variables, me));
      const taken = cand.email && addresses.some((a) => a.toLowerCase() === cand.email!.toLowerCase());
      if (taken)
        addresses.splice(
          addresses.findIndex((a) => a.toLowerCase() === cand.email!.toLowerCase()),
          1,
        );
      planned.push({
        to: cand.email,
        candidateId: cand.id,
        candidateName: cand.name,
        ...r,
        problem: cand.email ? null : EMAIL_MESSAGES.noEmail(cand.name),
        candidate: cand,
      });
    }
    for (const a of addresses) {
      const r = renderFor({ subject: subject.trim(), body }, recipientVariables(undefined, c.variables, me));
      planned.push({ to: a, candidateId: null, candidateName: null, ...r, problem: null });
    }
    return { planned, templateId };
  }

  const transportInfo = (t: EmailTransport | undefined) => ({
    configured: !!t,
    kind: t?.kind ?? null,
    label: t?.label ?? null,
  });

  /** The preview of each rendered message, the variables left unfilled, and whether sending can work. */
  async function preview(userId: string, input: EmailComposeInput): Promise<EmailPreview> {
    const { planned } = await plan(userId, input);
    const messages = planned.map(({ candidate: _c, ...m }) => m);
    return {
      messages,
      unfilled: [...new Set(messages.flatMap((m) => m.unfilled))],
      transport: transportInfo(await transports.transportFor(userId)),
    };
  }

  // ── Sending ───────────────────────────────────────────────────────────────────────────────────
  /**
   * Sends one message and stores it with its status; a candidate's log gets 'Email sent: subject'.
   * A transport failure is stored as 'failed' with its reason and returned, not thrown.
   */
  async function deliver(
    userId: string,
    transport: EmailTransport,
    d: Delivery,
    ctx: SendContext = {},
  ): Promise<EmailMessage> {
    let status: 'sent' | 'failed' = 'sent';
    let error: string | null = null;
    let providerId: string | null = null;
    try {
      providerId = (await transport.send({ to: d.to, subject: d.subject, text: d.body })).messageId;
    } catch (e) {
      status = 'failed';
      error = (e instanceof Error ? e.message : String(e)).slice(0, 1000);
    }
    const row: MessageRow & {
      user_id: string;
      provider_message_id: string | null;
      enrollment_id: string | null;
    } = {
      id: randomUUID(),
      user_id: userId,
      candidate_id: d.candidate?.id ?? null,
      to_address: d.to,
      subject: d.subject,
      body: d.body,
      status,
      error,
      transport: transport.kind,
      provider_message_id: providerId,
      template_id: d.templateId ?? null,
      sequence_id: d.sequenceId ?? null,
      enrollment_id: d.enrollmentId ?? null,
      step: d.step ?? null,
      created_at: now().toISOString(),
    };
    await db.insertInto('email_messages').values(row).execute();
    if (status === 'sent' && d.candidate) {
      await candidates
        .logActivity(
          userId,
          d.candidate.id,
          { kind: 'email', text: d.subject.slice(0, 1900) },
          { via: ctx.via ?? 'api' },
        )
        .catch(() => undefined); // a candidate deleted meanwhile: the message is still recorded
    }
    return toMessage(row);
  }

  /**
   * Sends the composed message to every recipient. Refuses before sending anything when there is no
   * transport, a candidate has no address, or a variable is unfilled (unless `allowUnfilled`).
   */
  async function send(
    userId: string,
    input: EmailComposeInput,
    ctx: SendContext = {},
  ): Promise<EmailSendResult> {
    return plans.use(userId, 'email-services', async () => {
      const { planned, templateId } = await plan(userId, input);
      const transport = await transports.requireTransport(userId);
      const noAddress = planned.find((p) => p.problem);
      if (noAddress) throw validation('recipient_without_email', noAddress.problem!);
      const allowUnfilled = (input as { allowUnfilled?: boolean }).allowUnfilled === true;
      const unfilled = planned.find((p) => p.unfilled.length);
      if (unfilled && !allowUnfilled)
        throw validation(
          'unfilled_variables',
          EMAIL_MESSAGES.unfilled(unfilled.unfilled, unfilled.candidateName ?? unfilled.to ?? 'a recipient'),
          {
            title: EMAIL_MESSAGES.unfilledTitle,
            details: { variables: [...new Set(planned.flatMap((p) => p.unfilled))] },
          },
        );
      const messages: EmailMessage[] = [];
      for (const p of planned)
        messages.push(
          await deliver(
            userId,
            transport,
            { to: p.to!, candidate: p.candidate, subject: p.subject, body: p.body, templateId },
            ctx,
          ),
        );
      const sent = messages.filter((m) => m.status === 'sent').length;
      const failed = messages.length - sent;
      return {
        sent,
        failed,
        messages,
        message:
          failed === 0
            ? EMAIL_MESSAGES.sent(sent)
            : sent === 0
              ? EMAIL_MESSAGES.sendFailed(messages[0]!.error ?? 'unknown error')
              : EMAIL_MESSAGES.partlySent(sent, failed),
      };
    });
  }

  /** The user's sent and failed messages, newest first (optionally one candidate's). */
  async function messages(
    userId: string,
    opts: { candidateId?: string; limit?: number } = {},
  ): Promise<EmailMessage[]> {
    let q = db
      .selectFrom('email_messages')
      .select([
        'id',
        'to_address',
        'candidate_id',
        'subject',
        'body',
        'status',
        'error',
        'transport',
        'template_id',
        'sequence_id',
        'step',
        'created_at',
      ])
      .where('user_id', '=', userId);
    if (opts.candidateId) q = q.where('candidate_id', '=', opts.candidateId);
    const rows = await q
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(Math.min(Math.max(opts.limit ?? 100, 1), 1000))
      .execute();
    return rows.map(toMessage);
  }

  /** What the Email screen shows about sending: the user's SMTP settings and the transport in use. */
  async function transportStatus(userId: string) {
    return transportInfo(await transports.transportFor(userId));
  }

  return {
    listTemplates,
    getTemplate,
    createTemplate,
    updateTemplate,
    deleteTemplate,
    preview,
    send,
    deliver,
    messages,
    transportStatus,
    userName,
  };
};

export type EmailService = ReturnType<typeof createEmailService>;
