// Email sequences ("Campaigns", issue 12): steps (a template and the days to wait before it), enrolled
// candidates, pause and resume, and a scheduler that sends each due step exactly once, even with
// several server processes on one database: a process claims an enrolment with a conditional UPDATE
// (status and step as it read them) and only the process whose UPDATE changed the row sends.
// A claim is a lease (SEND_CLAIM_LEASE_MS), and its claimed_at is the claimer's fencing token: just
// before handing the message to the transport the claimer moves the row from 'sending' to
// 'delivering' on that token, and every later write of its own is conditional on it too. A pass
// reclaims a claim older than the lease: one still 'sending' (its process died or stalled before
// delivering) goes back to 'active' and is sent by the next claim; a stalled claimer finds its token
// gone and sends nothing. One 'delivering' is resolved from the stored message of that step (sent:
// moved on, failed: failed); without one the outcome is unknown and it is marked failed, never resent,
// so a candidate never gets a step twice.
// An enrolment stops when the candidate replied (recorded by hand, or read from the user's IMAP inbox
// by reply-reader.ts) or left the stage it was enrolled from.
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type { Candidate, CandidateRepo } from '../candidates/candidate-repo.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import type { PlanService } from '../plans/plan-service.js';
import {
  EMAIL_MESSAGES,
  ENROLLMENT_REASONS,
  enrollBody,
  sequenceBody,
  type Enrollment,
  type Sequence,
  type SequenceInput,
  type SequenceStep,
} from '../schemas/email.js';
import type { EmailService } from './email-service.js';
import { recipientVariables, renderFor } from './email-service.js';
import type { EmailTransportResolver } from './transport.js';

const DAY_MS = 86_400_000;
/**
 * How long a scheduler's claim on an enrolment lasts. An older claim was left by a process that died
 * or stalled; the next pass reclaims it (see the header).
 */
export const SEND_CLAIM_LEASE_MS = 10 * 60_000;
/** Internal status of a claim whose message is being handed to the transport (shown as 'sending'). */
const DELIVERING = 'delivering';
/** The statuses of a claimed enrolment. */
const CLAIMED = ['sending', DELIVERING];

const validation = (code: string, message: string) => new AppError('validation', code, message);
const sequenceNotFound = () =>
  new AppError('not_found', 'sequence_not_found', EMAIL_MESSAGES.sequenceNotFound);

function check<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input ?? {});
  if (!r.success) throw validation('invalid_request', r.error.issues[0]?.message ?? 'Invalid request.');
  return r.data;
}

const readJson = <T>(s: string, fallback: T): T => {
  try {
    return JSON.parse(s) as T;
  } catch {
    return fallback;
  }
};

export type SequenceServiceDeps = {
  db: Db;
  plans: Pick<PlanService, 'use'>;
  candidates: Pick<CandidateRepo, 'get' | 'logActivity'>;
  email: Pick<EmailService, 'listTemplates' | 'getTemplate' | 'deliver' | 'userName'>;
  transports: Pick<EmailTransportResolver, 'transportFor'>;
  now: () => Date;
};

/** What one scheduler pass did. */
export type TickResult = { sent: number; failed: number; stopped: number; skipped: number };

type EnrollmentRow = {
  id: string;
  user_id: string;
  sequence_id: string;
  candidate_id: string;
  candidate_stage: string;
  status: string;
  next_step: number;
  next_due_at: string | null;
  claimed_at: string | null;
  last_sent_at: string | null;
  stop_reason: string | null;
};

export const createSequenceService = ({
  db,
  plans,
  candidates,
  email,
  transports,
  now,
}: SequenceServiceDeps) => {
  const iso = (d: Date) => d.toISOString();
  const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

  async function row(userId: string, id: string) {
    const r = await db
      .selectFrom('email_sequences')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!r) throw sequenceNotFound();
    return r;
  }

  async function checkSequence(userId: string, input: unknown) {
    const s = check(sequenceBody, input);
    const name = s.name.trim();
    if (!name) throw validation('sequence_name_required', EMAIL_MESSAGES.sequenceNameRequired);
    if (!s.steps.length) throw validation('steps_required', EMAIL_MESSAGES.stepsRequired);
    const templates = await email.listTemplates(userId);
    for (const step of s.steps)
      if (!templates.some((t) => t.id === step.templateId))
        throw validation('step_template_missing', EMAIL_MESSAGES.stepTemplateMissing(step.templateId));
    const variables = Object.fromEntries(
      Object.entries(s.variables).flatMap(([k, v]) => (v?.trim() ? [[k, v.trim()]] : [])),
    );
    return {
      name,
      steps: s.steps.map((x) => ({ templateId: x.templateId, waitDays: x.waitDays })),
      variables,
    };
  }

  async function create(userId: string, input: SequenceInput): Promise<Sequence> {
    return plans.use(userId, 'email-services', async () => {
      const s = await checkSequence(userId, input);
      const at = iso(now());
      const id = randomUUID();
      await db
        .insertInto('email_sequences')
        .values({
          id,
          user_id: userId,
          name: s.name,
          status: 'active',
          steps: JSON.stringify(s.steps),
          variables: JSON.stringify(s.variables),
          created_at: at,
          updated_at: at,
        })
        .execute();
      return get(userId, id);
    });
  }

  const toEnrollment = (r: EnrollmentRow, c: Candidate | undefined): Enrollment => ({
    id: r.id,
    candidateId: r.candidate_id,
    candidateName: c?.name ?? '(deleted candidate)',
    candidateEmail: c?.email ?? '',
    stage: c?.stage ?? r.candidate_stage,
    status: (r.status === DELIVERING ? 'sending' : r.status) as Enrollment['status'],
    stepsSent: r.next_step,
    nextDueAt: r.status === 'active' || CLAIMED.includes(r.status) ? r.next_due_at : null,
    lastSentAt: r.last_sent_at,
    reason: r.stop_reason,
  });

  async function describe(
    userId: string,
    r: Awaited<ReturnType<typeof row>>,
    withEnrollments: boolean,
  ): Promise<Sequence> {
    const templates = await email.listTemplates(userId);
    const steps = readJson<SequenceStep[]>(r.steps, []);
    const enrollments = await db
      .selectFrom('email_enrollments')
      .selectAll()
      .where('sequence_id', '=', r.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const counts: Record<string, number> = { enrolled: enrollments.length };
    for (const e of enrollments) {
      const status = e.status === DELIVERING ? 'sending' : e.status;
      counts[status] = (counts[status] ?? 0) + 1;
    }
    const out: Sequence = {
      id: r.id,
      name: r.name,
      status: r.status === 'paused' ? 'paused' : 'active',
      steps: steps.map((s) => ({
        ...s,
        templateName: templates.find((t) => t.id === s.templateId)?.name ?? null,
      })),
      variables: readJson<Record<string, string>>(r.variables, {}),
      counts,
      createdAt: r.created_at,
    };
    if (withEnrollments) {
      const list: Enrollment[] = [];
      for (const e of enrollments) {
        const c = await candidates.get(userId, e.candidate_id).catch(() => undefined);
        list.push(toEnrollment(e, c));
      }
      out.enrollments = list.sort((x, y) => x.candidateName.localeCompare(y.candidateName));
    }
    return out;
  }

  /** One campaign with its steps, counts and every enrolment's status. */
  async function get(userId: string, id: string): Promise<Sequence> {
    await sweepStages(userId, id);
    return describe(userId, await row(userId, id), true);
  }

  async function list(userId: string): Promise<Sequence[]> {
    const rows = await db
      .selectFrom('email_sequences')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    const out: Sequence[] = [];
    for (const r of rows) out.push(await describe(userId, r, false));
    return out;
  }

  async function remove(userId: string, id: string): Promise<void> {
    await row(userId, id);
    await db.deleteFrom('email_enrollments').where('sequence_id', '=', id).execute();
    await db.deleteFrom('email_sequences').where('id', '=', id).where('user_id', '=', userId).execute();
  }

  async function setStatus(userId: string, id: string, status: 'active' | 'paused'): Promise<Sequence> {
    await row(userId, id);
    await db
      .updateTable('email_sequences')
      .set({ status, updated_at: iso(now()) })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
    return get(userId, id);
  }

  /**
   * Enrols candidates at their current stage; the first step is due its wait days from now. A
   * candidate already enrolled keeps their enrolment.
   */
  async function enroll(userId: string, id: string, input: unknown): Promise<Sequence> {
    return plans.use(userId, 'email-services', async () => {
      const ids = [
        ...new Set(
          check(enrollBody, input)
            .candidateIds.map((x) => x.trim())
            .filter(Boolean),
        ),
      ];
      if (!ids.length) throw validation('candidates_required', EMAIL_MESSAGES.candidatesRequired);
      const seq = await row(userId, id);
      const steps = readJson<SequenceStep[]>(seq.steps, []);
      const found: Candidate[] = [];
      for (const cid of ids) {
        const c = await candidates.get(userId, cid);
        if (!c.email) throw validation('recipient_without_email', EMAIL_MESSAGES.noEmail(c.name));
        found.push(c);
      }
      const at = now();
      for (const c of found)
        await db
          .insertInto('email_enrollments')
          .values({
            id: randomUUID(),
            user_id: userId,
            sequence_id: id,
            candidate_id: c.id,
            candidate_stage: c.stage,
            status: 'active',
            next_step: 0,
            next_due_at: iso(addDays(at, steps[0]?.waitDays ?? 0)),
            claimed_at: null,
            last_sent_at: null,
            stop_reason: null,
            created_at: iso(at),
            updated_at: iso(at),
          })
          .onConflict((oc) => oc.columns(['sequence_id', 'candidate_id']).doNothing())
          .execute();
      return get(userId, id);
    });
  }

  /**
   * Marks enrolments of a candidate as replied (a claimed one too: its claimer's fence then fails, so
   * the step is not sent) and logs the reply on the candidate once per campaign. Answers how many
   * enrolments it stopped; one already marked replied is left as it is.
   */
  async function markReplied(
    userId: string,
    candidateId: string,
    opts: { sequenceId?: string; statuses?: string[]; enrolledBy?: Date; reason: string; via: string },
  ): Promise<number> {
    let q = db
      .selectFrom('email_enrollments as e')
      .innerJoin('email_sequences as s', 's.id', 'e.sequence_id')
      .select(['e.id', 'e.status', 's.name'])
      .where('e.user_id', '=', userId)
      .where('e.candidate_id', '=', candidateId)
      .where('e.status', '!=', 'replied');
    if (opts.sequenceId) q = q.where('e.sequence_id', '=', opts.sequenceId);
    if (opts.statuses) q = q.where('e.status', 'in', opts.statuses);
    if (opts.enrolledBy) q = q.where('e.created_at', '<=', iso(opts.enrolledBy));
    let stopped = 0;
    for (const e of await q.execute()) {
      const r = await db
        .updateTable('email_enrollments')
        .set({ status: 'replied', stop_reason: opts.reason, claimed_at: null, updated_at: iso(now()) })
        .where('id', '=', e.id)
        .where('status', '=', e.status)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) continue;
      stopped++;
      await candidates
        .logActivity(
          userId,
          candidateId,
          { kind: 'note', text: `${opts.reason}: campaign \u201c${e.name}\u201d stopped for them.` },
          { via: opts.via },
        )
        .catch(() => undefined); // a candidate deleted meanwhile: the enrolment still stops
    }
    return stopped;
  }

  /** Records the candidate's reply: their enrolment stops and no further step is sent. */
  async function recordReply(
    userId: string,
    id: string,
    candidateId: string,
    ctx: { via?: string } = {},
  ): Promise<Sequence> {
    await row(userId, id);
    const stopped = await markReplied(userId, candidateId, {
      sequenceId: id,
      reason: ENROLLMENT_REASONS.replied,
      via: ctx.via ?? 'api',
    });
    if (stopped === 0) {
      const e = await db
        .selectFrom('email_enrollments')
        .select('id')
        .where('sequence_id', '=', id)
        .where('user_id', '=', userId)
        .where('candidate_id', '=', candidateId)
        .executeTakeFirst();
      if (!e) throw new AppError('not_found', 'enrollment_not_found', EMAIL_MESSAGES.enrollmentNotFound);
    }
    return get(userId, id);
  }

  /**
   * A reply read from the user's inbox (received at `receivedAt`, when known): every enrolment of the
   * candidate made before it that is still running (or completed) stops as replied, as if recorded by
   * hand. Answers how many stopped.
   */
  const stopForReply = (userId: string, candidateId: string, receivedAt?: Date | null) =>
    markReplied(userId, candidateId, {
      statuses: ['active', 'sending', DELIVERING, 'completed'],
      ...(receivedAt ? { enrolledBy: receivedAt } : {}),
      reason: ENROLLMENT_REASONS.repliedInbox,
      via: 'inbox',
    });

  /** A claim of this process: the enrolment as it read it, and the claimed_at it wrote (its token). */
  type Claim = EnrollmentRow & { token: string };

  /** Stops a claimed enrolment for a reason (only while the claim is still ours). */
  const stop = async (e: Claim, status: string, reason: string) =>
    db
      .updateTable('email_enrollments')
      .set({ status, stop_reason: reason, claimed_at: null, updated_at: iso(now()) })
      .where('id', '=', e.id)
      .where('status', 'in', CLAIMED)
      .where('claimed_at', '=', e.token)
      .execute();

  /** Moves an enrolment past the step sent at `sentAt`: the next step's due time, or completed. */
  const advance = async (e: EnrollmentRow, token: string, steps: SequenceStep[], sentAt: Date) => {
    const next = steps[e.next_step + 1];
    const r = await db
      .updateTable('email_enrollments')
      .set({
        status: next ? 'active' : 'completed',
        next_step: e.next_step + 1,
        next_due_at: next ? iso(addDays(sentAt, next.waitDays)) : null,
        last_sent_at: iso(sentAt),
        claimed_at: null,
        stop_reason: null,
        updated_at: iso(now()),
      })
      .where('id', '=', e.id)
      .where('status', '=', DELIVERING)
      .where('claimed_at', '=', token)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  };

  /** Marks active enrolments whose candidate moved on as 'left_stage' (for one sequence, or all of a user's). */
  async function sweepStages(userId: string, sequenceId: string): Promise<void> {
    const active = await db
      .selectFrom('email_enrollments')
      .selectAll()
      .where('sequence_id', '=', sequenceId)
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .execute();
    for (const e of active) {
      const c = await candidates.get(userId, e.candidate_id).catch(() => undefined);
      const reason = !c
        ? ENROLLMENT_REASONS.deleted
        : c.stage !== e.candidate_stage
          ? ENROLLMENT_REASONS.leftStage(e.candidate_stage, c.stage)
          : null;
      if (reason)
        await db
          .updateTable('email_enrollments')
          .set({ status: 'left_stage', stop_reason: reason, updated_at: iso(now()) })
          .where('id', '=', e.id)
          .where('status', '=', 'active')
          .where('next_step', '=', e.next_step)
          .execute();
    }
  }

  /**
   * Claims one due enrolment for this process: the UPDATE only matches while the row still has the
   * status and step this process read (and its campaign is active). True when this process won it.
   */
  async function claim(e: EnrollmentRow): Promise<Claim | undefined> {
    const token = iso(now());
    const r = await db
      .updateTable('email_enrollments')
      .set({ status: 'sending', claimed_at: token, updated_at: token })
      .where('id', '=', e.id)
      .where('status', '=', 'active')
      .where('next_step', '=', e.next_step)
      .where(
        'sequence_id',
        'in',
        db.selectFrom('email_sequences').select('id').where('status', '=', 'active'),
      )
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1 ? { ...e, token } : undefined;
  }

  /** Sends the claimed step of one enrolment, then moves it on (or stops it). */
  async function sendStep(e: Claim): Promise<'sent' | 'failed' | 'stopped' | 'skipped'> {
    const seq = await db
      .selectFrom('email_sequences')
      .selectAll()
      .where('id', '=', e.sequence_id)
      .executeTakeFirst();
    const steps = readJson<SequenceStep[]>(seq?.steps ?? '[]', []);
    const step = steps[e.next_step];
    if (!seq || !step) {
      await db
        .updateTable('email_enrollments')
        .set({ status: 'completed', claimed_at: null, next_due_at: null, updated_at: iso(now()) })
        .where('id', '=', e.id)
        .where('status', '=', 'sending')
        .where('claimed_at', '=', e.token)
        .execute();
      return 'stopped';
    }
    const c = await candidates.get(e.user_id, e.candidate_id).catch(() => undefined);
    if (!c) return (await stop(e, 'left_stage', ENROLLMENT_REASONS.deleted), 'stopped');
    if (c.stage !== e.candidate_stage)
      return (
        await stop(e, 'left_stage', ENROLLMENT_REASONS.leftStage(e.candidate_stage, c.stage)),
        'stopped'
      );
    if (!c.email) return (await stop(e, 'failed', ENROLLMENT_REASONS.noEmail), 'failed');
    const tpl = await email.getTemplate(e.user_id, step.templateId).catch(() => undefined);
    if (!tpl) return (await stop(e, 'failed', ENROLLMENT_REASONS.templateGone(step.templateId)), 'failed');
    const vars = recipientVariables(c, readJson(seq.variables, {}), await email.userName(e.user_id));
    const msg = renderFor(tpl, vars);
    if (msg.unfilled.length)
      return (await stop(e, 'failed', EMAIL_MESSAGES.unfilled(msg.unfilled, c.name)), 'failed');
    const transport = await transports.transportFor(e.user_id);
    if (!transport) {
      // Nothing was sent: give the claim back so the step goes out once a transport is configured.
      await db
        .updateTable('email_enrollments')
        .set({ status: 'active', claimed_at: null, stop_reason: ENROLLMENT_REASONS.waitingTransport })
        .where('id', '=', e.id)
        .where('status', '=', 'sending')
        .where('claimed_at', '=', e.token)
        .execute();
      return 'skipped';
    }
    // The fence: only a claim that is still ours (not reclaimed after its lease) hands the message on.
    const fenced = await db
      .updateTable('email_enrollments')
      .set({ status: DELIVERING, updated_at: iso(now()) })
      .where('id', '=', e.id)
      .where('status', '=', 'sending')
      .where('claimed_at', '=', e.token)
      .executeTakeFirst();
    if (Number(fenced.numUpdatedRows) !== 1) return 'skipped';
    let sent;
    try {
      sent = await plans.use(e.user_id, 'email-services', () =>
        email.deliver(
          e.user_id,
          transport,
          {
            to: c.email!,
            candidate: c,
            subject: msg.subject,
            body: msg.body,
            templateId: tpl.id,
            sequenceId: seq.id,
            enrollmentId: e.id,
            step: e.next_step,
          },
          { via: 'campaign' },
        ),
      );
    } catch (err) {
      return (await stop(e, 'failed', err instanceof Error ? err.message : String(err)), 'failed');
    }
    if (sent.status === 'failed') return (await stop(e, 'failed', sent.error ?? 'Sending failed'), 'failed');
    await advance(e, e.token, steps, now());
    return 'sent';
  }

  /**
   * Reclaims claims older than the lease (see the header). Every write is conditional on the claim
   * as read (status and claimed_at), so passes running at once resolve each claim once.
   */
  async function reclaimStale(at: Date): Promise<void> {
    const cutoff = iso(new Date(at.getTime() - SEND_CLAIM_LEASE_MS));
    // Never handed to the transport: the step is due again, for the next claim.
    await db
      .updateTable('email_enrollments')
      .set({ status: 'active', claimed_at: null, updated_at: iso(at) })
      .where('status', '=', 'sending')
      .where('claimed_at', '<', cutoff)
      .execute();
    const delivering = await db
      .selectFrom('email_enrollments')
      .selectAll()
      .where('status', '=', DELIVERING)
      .where('claimed_at', '<', cutoff)
      .execute();
    for (const e of delivering) {
      const token = e.claimed_at!;
      const msg = await db
        .selectFrom('email_messages')
        .select(['status', 'error', 'created_at'])
        .where('enrollment_id', '=', e.id)
        .where('step', '=', e.next_step)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      if (msg?.status === 'sent') {
        const seq = await db
          .selectFrom('email_sequences')
          .select('steps')
          .where('id', '=', e.sequence_id)
          .executeTakeFirst();
        await advance(e, token, readJson<SequenceStep[]>(seq?.steps ?? '[]', []), new Date(msg.created_at));
        continue;
      }
      await db
        .updateTable('email_enrollments')
        .set({
          status: 'failed',
          stop_reason: msg ? (msg.error ?? 'Sending failed') : ENROLLMENT_REASONS.interrupted,
          claimed_at: null,
          updated_at: iso(at),
        })
        .where('id', '=', e.id)
        .where('status', '=', DELIVERING)
        .where('claimed_at', '=', token)
        .execute();
    }
  }

  /**
   * One scheduler pass over every user's due steps: each is claimed, then sent by the one process
   * that claimed it. Claims older than the lease are reclaimed first (reclaimStale).
   */
  async function runDue(opts: { limit?: number; userId?: string } = {}): Promise<TickResult> {
    const at = now();
    await reclaimStale(at);
    let q = db
      .selectFrom('email_enrollments as e')
      .innerJoin('email_sequences as s', 's.id', 'e.sequence_id')
      .selectAll('e')
      .where('e.status', '=', 'active')
      .where('s.status', '=', 'active')
      .where('e.next_due_at', '<=', iso(at));
    if (opts.userId) q = q.where('e.user_id', '=', opts.userId);
    const due = await q
      .orderBy('e.next_due_at')
      .orderBy('e.id')
      .limit(opts.limit ?? 100)
      .execute();
    const result: TickResult = { sent: 0, failed: 0, stopped: 0, skipped: 0 };
    for (const e of due) {
      const claimed = await claim(e);
      if (claimed) result[await sendStep(claimed)]++;
    }
    return result;
  }

  return {
    create,
    list,
    get,
    remove,
    pause: (userId: string, id: string) => setStatus(userId, id, 'paused'),
    resume: (userId: string, id: string) => setStatus(userId, id, 'active'),
    enroll,
    recordReply,
    stopForReply,
    runDue,
  };
};

export type SequenceService = ReturnType<typeof createSequenceService>;
