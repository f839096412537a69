// Interview scheduling (issue 12): interviews persisted per user, an iCalendar invitation
// (METHOD:REQUEST, a stable UID, SEQUENCE bumped on every change) emailed to the candidate and the
// interviewers, reschedule as an update of the same UID, cancel as METHOD:CANCEL, a warning when an
// interviewer already has an overlapping interview (scheduling is still allowed), quick stats, and
// the candidate's activity log. Without an email transport the interview is saved and the answer
// says plainly that no invitation went out.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { CandidateRepo } from '../candidates/candidate-repo.js';
import type { Db } from '../db/database.js';
import type { InterviewsTable } from '../db/interview-tables.js';
import { AppError } from '../errors.js';
import type { PlanService } from '../plans/plan-service.js';
import { isValidEmail, normalizeEmail } from '../schemas/auth.js';
import {
  INTERVIEW_DURATIONS,
  INTERVIEW_MESSAGES,
  formatInZone,
  interviewRescheduleBody,
  interviewScheduleBody,
  isTimeZone,
  monthBounds,
  parseLocalDateTime,
  zonedToUtc,
  type Interview,
  type InterviewChangeAnswer,
  type InterviewConflict,
  type InterviewListAnswer,
  type InterviewRescheduleInput,
  type InterviewScheduleInput,
  type InvitationOutcome,
} from '../schemas/interviews.js';
import { writeIcs, type IcsPerson } from './ics.js';

/** The one thing the service needs of an email transport (core/src/email's EmailTransport fits). */
export type InviteMailer = {
  send(mail: {
    to: string[];
    subject: string;
    text: string;
    icalEvent: { method: 'REQUEST' | 'CANCEL'; content: string; filename?: string };
  }): Promise<{ accepted: string[]; rejected: string[] }>;
};

export type InterviewServiceDeps = {
  db: Db;
  plans: Pick<PlanService, 'use'>;
  candidates: Pick<CandidateRepo, 'get' | 'findDuplicate' | 'logActivity'>;
  /** The user's email transport, or undefined when none is configured. */
  mailerFor: (userId: string) => Promise<InviteMailer | undefined>;
  now?: () => Date;
  /** The right-hand side of every UID (`<id>@<uidDomain>`). */
  uidDomain?: string;
};

/** Who asked, for the candidate's activity log ('web', 'cli'). */
export type InterviewContext = { via?: string };

type Row = Selectable<InterviewsTable>;

const invalid = (code: string, title: string, message: string) =>
  new AppError('validation', code, message, { title });

const notFound = () => new AppError('not_found', 'interview_not_found', INTERVIEW_MESSAGES.notFound);

function checkZone(zone: string): string {
  const z = zone.trim();
  if (!isTimeZone(z))
    throw invalid(
      'invalid_time_zone',
      INTERVIEW_MESSAGES.invalidTimeZoneTitle,
      INTERVIEW_MESSAGES.invalidTimeZone(z),
    );
  return z;
}

function checkDuration(value: number): number {
  if (!(INTERVIEW_DURATIONS as readonly number[]).includes(value))
    throw invalid(
      'invalid_duration',
      INTERVIEW_MESSAGES.invalidDurationTitle,
      INTERVIEW_MESSAGES.invalidDuration,
    );
  return value;
}

function checkEmail(value: string): string {
  if (!isValidEmail(value))
    throw invalid(
      'invalid_email',
      INTERVIEW_MESSAGES.invalidEmailTitle,
      INTERVIEW_MESSAGES.invalidEmail(value),
    );
  return normalizeEmail(value);
}

/** A parse failure of the request shape as the service's validation error. */
function parse<T>(
  r: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } },
): T {
  if (r.success) return r.data;
  const message = r.error.issues[0]?.message ?? 'Invalid request';
  const title =
    message === INTERVIEW_MESSAGES.invalidDuration ? INTERVIEW_MESSAGES.invalidDurationTitle : undefined;
  throw new AppError('validation', 'invalid_interview', message, title ? { title } : {});
}

const statusOf = (r: Row, at: Date): Interview['status'] =>
  r.status === 'cancelled' ? 'cancelled' : r.ends_at <= at.toISOString() ? 'completed' : 'scheduled';

const readList = (text: string): string[] => {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

const toInterview = (r: Row, at: Date): Interview => ({
  id: r.id,
  candidateId: r.candidate_id,
  candidateName: r.candidate_name,
  candidateEmail: r.candidate_email,
  interviewers: readList(r.interviewers),
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  localStart: r.local_start,
  timeZone: r.time_zone,
  durationMinutes: r.duration_minutes,
  location: r.location,
  notes: r.notes,
  status: statusOf(r, at),
  uid: r.ical_uid,
  sequence: r.ical_sequence,
  invitation: {
    status: r.invitation_status as Interview['invitation']['status'],
    error: r.invitation_error,
    sentAt: r.invitation_sent_at,
  },
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** The time of an interview: the wall-clock text, its zone, its instants. Refuses the past. */
function timeOf(atText: string, zoneText: string, minutes: number, now: Date) {
  const zone = checkZone(zoneText);
  const local = parseLocalDateTime(atText);
  if (!local)
    throw invalid('invalid_date', INTERVIEW_MESSAGES.invalidDateTitle, INTERVIEW_MESSAGES.invalidDate);
  const start = zonedToUtc(local, zone);
  if (!start)
    throw invalid(
      'nonexistent_time',
      INTERVIEW_MESSAGES.invalidDateTitle,
      INTERVIEW_MESSAGES.nonexistentTime(local, zone),
    );
  if (start.getTime() <= now.getTime())
    throw invalid('past_date', INTERVIEW_MESSAGES.invalidDateTitle, INTERVIEW_MESSAGES.pastDate);
  const end = new Date(start.getTime() + checkDuration(minutes) * 60_000);
  return { zone, local, start, end };
}

/** The calendar object of an interview as it is now. */
const icsOf = (r: Row, method: 'REQUEST' | 'CANCEL', organizer: IcsPerson, stamp: Date) =>
  writeIcs({
    method,
    uid: r.ical_uid,
    sequence: r.ical_sequence,
    stamp,
    start: new Date(r.starts_at),
    end: new Date(r.ends_at),
    summary: `Interview: ${r.candidate_name}`,
    ...(r.notes ? { description: r.notes } : {}),
    ...(r.location ? { location: r.location } : {}),
    organizer,
    attendees: [
      { email: r.candidate_email, name: r.candidate_name },
      ...readList(r.interviewers).map((email) => ({ email })),
    ],
  });

export const createInterviewService = ({
  db,
  plans,
  candidates,
  mailerFor,
  now = () => new Date(),
  uidDomain = 'recruit.local',
}: InterviewServiceDeps) => {
  async function row(userId: string, id: string): Promise<Row> {
    const r = await db
      .selectFrom('interviews')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!r) throw notFound();
    return r;
  }

  async function organizerOf(userId: string): Promise<IcsPerson> {
    const u = await db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!u) throw new AppError('not_found', 'no_account', 'No account found');
    return { email: u.email, name: u.name };
  }

  /** The user's other live interviews that overlap [start, end) and share an interviewer. */
  async function conflictsFor(
    userId: string,
    interviewers: readonly string[],
    start: Date,
    end: Date,
    exceptId?: string,
  ): Promise<InterviewConflict[]> {
    let q = db
      .selectFrom('interviews')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '!=', 'cancelled')
      .where('starts_at', '<', end.toISOString())
      .where('ends_at', '>', start.toISOString());
    if (exceptId) q = q.where('id', '!=', exceptId);
    const rows = await q.orderBy('starts_at').limit(200).execute();
    const wanted = new Set(interviewers);
    const out: InterviewConflict[] = [];
    for (const r of rows)
      for (const who of readList(r.interviewers))
        if (wanted.has(who))
          out.push({
            interviewer: who,
            interviewId: r.id,
            candidateName: r.candidate_name,
            startsAt: r.starts_at,
            endsAt: r.ends_at,
            timeZone: r.time_zone,
            message: INTERVIEW_MESSAGES.conflict(
              who,
              r.candidate_name,
              formatInZone(r.starts_at, r.time_zone),
            ),
          });
    return out;
  }

  /** Sends the calendar object for the row as it is now, and records how it went on the row. */
  async function sendCalendar(
    userId: string,
    r: Row,
    method: 'REQUEST' | 'CANCEL',
  ): Promise<InvitationOutcome> {
    const interviewers = readList(r.interviewers);
    const recipients = [r.candidate_email, ...interviewers.filter((e) => e !== r.candidate_email)];
    const at = now();
    let outcome: InvitationOutcome;
    const mailer = await mailerFor(userId);
    if (!mailer) {
      outcome = { status: 'not_sent', message: INTERVIEW_MESSAGES.notSent, recipients: [] };
    } else {
      const organizer = await organizerOf(userId);
      const when = formatInZone(r.starts_at, r.time_zone);
      const ics = icsOf(r, method, organizer, at);
      const cancel = method === 'CANCEL';
      const updated = !cancel && r.ical_sequence > 0;
      const subject = `${cancel ? 'Cancelled: ' : updated ? 'Updated: ' : ''}Interview: ${r.candidate_name} on ${when}`;
      const text = [
        cancel
          ? `The interview with ${r.candidate_name} on ${when} is cancelled.`
          : `${updated ? 'The interview has moved. ' : ''}Interview with ${r.candidate_name}`,
        ...(cancel
          ? []
          : [
              `When: ${when} (${r.duration_minutes} minutes, ${r.time_zone})`,
              ...(r.location ? [`Where: ${r.location}`] : []),
              `Interviewers: ${interviewers.join(', ')}`,
              ...(r.notes ? ['', r.notes] : []),
            ]),
        '',
        `Organizer: ${organizer.name ? `${organizer.name} <${organizer.email}>` : organizer.email}`,
      ].join('\n');
      try {
        const sent = await mailer.send({
          to: recipients,
          subject,
          text,
          icalEvent: { method, content: ics, filename: cancel ? 'cancel.ics' : 'invite.ics' },
        });
        const n = sent.accepted.length;
        outcome = {
          status: 'sent',
          message:
            (cancel ? INTERVIEW_MESSAGES.cancellationsSent(n) : INTERVIEW_MESSAGES.invitationsSent(n)) +
            (sent.rejected.length ? INTERVIEW_MESSAGES.refused(sent.rejected) : ''),
          recipients: sent.accepted,
        };
      } catch (e) {
        const why = e instanceof Error ? e.message : String(e);
        outcome = { status: 'failed', message: INTERVIEW_MESSAGES.sendFailed(why), recipients: [] };
      }
    }
    await db
      .updateTable('interviews')
      .set({
        invitation_status: outcome.status,
        invitation_error: outcome.status === 'sent' ? null : outcome.message,
        invitation_sent_at: outcome.status === 'sent' ? at.toISOString() : r.invitation_sent_at,
      })
      .where('id', '=', r.id)
      .execute();
    return outcome;
  }

  async function logOn(userId: string, r: Row, text: string, ctx: InterviewContext) {
    if (!r.candidate_id) return;
    // The candidate may have been deleted since; the interview stands either way.
    await candidates
      .logActivity(userId, r.candidate_id, { kind: 'interview', text: text.slice(0, 2000) }, ctx)
      .catch((e: unknown) => {
        if (!(e instanceof AppError && e.kind === 'not_found')) throw e;
      });
  }

  /** The candidate of a schedule request: a saved candidate's id, or an address (linked when saved). */
  async function candidateOf(userId: string, ref: string, name: string | undefined) {
    const value = ref.trim();
    if (!value)
      throw invalid(
        'candidate_required',
        INTERVIEW_MESSAGES.candidateRequiredTitle,
        INTERVIEW_MESSAGES.candidateRequired,
      );
    if (value.includes('@')) {
      const email = checkEmail(value);
      const saved = await candidates.findDuplicate(userId, { email });
      return saved
        ? { id: saved.candidate.id, name: saved.candidate.name, email }
        : { id: null, name: name?.trim() || email, email };
    }
    const c = await candidates.get(userId, value).catch((e: unknown) => {
      if (e instanceof AppError && e.kind === 'not_found')
        throw new AppError('not_found', 'candidate_not_found', INTERVIEW_MESSAGES.candidateNotFound);
      throw e;
    });
    if (!c.email)
      throw invalid(
        'candidate_no_email',
        INTERVIEW_MESSAGES.invalidEmailTitle,
        INTERVIEW_MESSAGES.candidateNoEmail,
      );
    return { id: c.id, name: c.name, email: normalizeEmail(c.email) };
  }

  function interviewersOf(list: readonly string[]): string[] {
    const clean = [
      ...new Set(
        list
          .map((e) => e.trim())
          .filter(Boolean)
          .map(checkEmail),
      ),
    ];
    if (clean.length === 0)
      throw invalid(
        'interviewer_required',
        INTERVIEW_MESSAGES.interviewerRequiredTitle,
        INTERVIEW_MESSAGES.interviewerRequired,
      );
    return clean;
  }

  /** Schedules an interview, sends the invitation, and warns about interviewers already booked. */
  async function schedule(
    userId: string,
    input: InterviewScheduleInput,
    ctx: InterviewContext = {},
  ): Promise<InterviewChangeAnswer> {
    const req = parse(interviewScheduleBody.safeParse(input));
    return plans.use(userId, 'interview-scheduling', async () => {
      // The form's order: candidate, interviewers, then the time.
      if (!req.candidate.trim())
        throw invalid(
          'candidate_required',
          INTERVIEW_MESSAGES.candidateRequiredTitle,
          INTERVIEW_MESSAGES.candidateRequired,
        );
      const interviewers = interviewersOf(req.interviewers);
      const t = timeOf(req.at, req.timeZone, req.durationMinutes, now());
      const candidate = await candidateOf(userId, req.candidate, req.candidateName);
      const conflicts = await conflictsFor(userId, interviewers, t.start, t.end);
      const id = randomUUID();
      const at = now().toISOString();
      const r: Row = {
        id,
        user_id: userId,
        candidate_id: candidate.id,
        candidate_name: candidate.name,
        candidate_email: candidate.email,
        interviewers: JSON.stringify(interviewers),
        starts_at: t.start.toISOString(),
        ends_at: t.end.toISOString(),
        local_start: t.local,
        time_zone: t.zone,
        duration_minutes: req.durationMinutes,
        location: req.location,
        notes: req.notes,
        status: 'scheduled',
        ical_uid: `${id}@${uidDomain}`,
        ical_sequence: 0,
        invitation_status: 'not_sent',
        invitation_error: null,
        invitation_sent_at: null,
        created_at: at,
        updated_at: at,
      };
      await db.insertInto('interviews').values(r).execute();
      const invitation = await sendCalendar(userId, r, 'REQUEST');
      await logOn(
        userId,
        r,
        `scheduled for ${formatInZone(r.starts_at, r.time_zone)} (${r.duration_minutes} min) with ${interviewers.join(', ')}`,
        ctx,
      );
      return { interview: toInterview(await row(userId, id), now()), conflicts, invitation };
    });
  }

  /** Bumps SEQUENCE and writes `changes`, unless someone changed the row since it was read. */
  async function bump(r: Row, changes: Partial<Row>): Promise<Row> {
    const next = { ...changes, ical_sequence: r.ical_sequence + 1, updated_at: now().toISOString() };
    const res = await db
      .updateTable('interviews')
      .set(next)
      .where('id', '=', r.id)
      .where('ical_sequence', '=', r.ical_sequence)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1)
      throw new AppError('conflict', 'interview_changed', INTERVIEW_MESSAGES.changedMeanwhile);
    return { ...r, ...next };
  }

  function checkLive(r: Row) {
    const status = statusOf(r, now());
    if (status === 'cancelled')
      throw new AppError('conflict', 'interview_cancelled', INTERVIEW_MESSAGES.alreadyCancelled);
    if (status === 'completed')
      throw new AppError('conflict', 'interview_ended', INTERVIEW_MESSAGES.alreadyEnded);
  }

  /** Moves an interview: same UID, SEQUENCE + 1, an updated METHOD:REQUEST to every attendee. */
  async function reschedule(
    userId: string,
    id: string,
    input: InterviewRescheduleInput,
    ctx: InterviewContext = {},
  ): Promise<InterviewChangeAnswer> {
    const req = parse(interviewRescheduleBody.safeParse(input));
    const r = await row(userId, id);
    checkLive(r);
    const minutes = req.durationMinutes ?? r.duration_minutes;
    const t = timeOf(req.at, req.timeZone ?? r.time_zone, minutes, now());
    const interviewers = readList(r.interviewers);
    const conflicts = await conflictsFor(userId, interviewers, t.start, t.end, r.id);
    const was = formatInZone(r.starts_at, r.time_zone);
    const moved = await bump(r, {
      starts_at: t.start.toISOString(),
      ends_at: t.end.toISOString(),
      local_start: t.local,
      time_zone: t.zone,
      duration_minutes: minutes,
      ...(req.location !== undefined ? { location: req.location } : {}),
    });
    const invitation = await sendCalendar(userId, moved, 'REQUEST');
    await logOn(
      userId,
      moved,
      `rescheduled from ${was} to ${formatInZone(moved.starts_at, moved.time_zone)} (${minutes} min)` +
        (moved.location !== r.location ? `; location: ${moved.location || 'none'}` : ''),
      ctx,
    );
    return { interview: toInterview(await row(userId, id), now()), conflicts, invitation };
  }

  /** Cancels an interview: SEQUENCE + 1, METHOD:CANCEL with STATUS:CANCELLED to every attendee. */
  async function cancel(
    userId: string,
    id: string,
    ctx: InterviewContext = {},
  ): Promise<InterviewChangeAnswer> {
    const r = await row(userId, id);
    checkLive(r);
    const cancelled = await bump(r, { status: 'cancelled' });
    const invitation = await sendCalendar(userId, cancelled, 'CANCEL');
    await logOn(userId, cancelled, `cancelled (was ${formatInZone(r.starts_at, r.time_zone)})`, ctx);
    return { interview: toInterview(await row(userId, id), now()), conflicts: [], invitation };
  }

  /**
   * The conflicts a draft would have (the form's warning before it is sent): none while the draft's
   * time, zone, duration or addresses are not yet valid.
   */
  async function preview(
    userId: string,
    input: {
      interviewers?: string[];
      at?: string;
      timeZone?: string;
      durationMinutes?: number;
      exceptId?: string;
    },
  ): Promise<{ conflicts: InterviewConflict[] }> {
    try {
      const interviewers = interviewersOf((input.interviewers ?? []).slice(0, 50));
      const zone = checkZone(input.timeZone ?? '');
      const local = parseLocalDateTime(input.at ?? '');
      const start = local ? zonedToUtc(local, zone) : undefined;
      if (!start) return { conflicts: [] };
      const end = new Date(start.getTime() + checkDuration(Number(input.durationMinutes)) * 60_000);
      return { conflicts: await conflictsFor(userId, interviewers, start, end, input.exceptId) };
    } catch (e) {
      if (e instanceof AppError && e.kind === 'validation') return { conflicts: [] };
      throw e;
    }
  }

  /**
   * The interview's invitation as a file (to import or forward by hand, e.g. when no email went out):
   * the REQUEST at its current SEQUENCE, or the CANCEL once cancelled.
   */
  async function calendar(userId: string, id: string): Promise<{ filename: string; content: string }> {
    const r = await row(userId, id);
    const cancelled = r.status === 'cancelled';
    return {
      filename: cancelled ? 'cancel.ics' : 'invite.ics',
      content: icsOf(r, cancelled ? 'CANCEL' : 'REQUEST', await organizerOf(userId), now()),
    };
  }

  async function get(userId: string, id: string): Promise<Interview> {
    return toInterview(await row(userId, id), now());
  }

  /**
   * The user's interviews (upcoming first, then the rest newest first) and the quick stats:
   * This Month (uncancelled interviews starting in the current month in `zone`), Scheduled (uncancelled,
   * not yet ended) and Completed (uncancelled, ended).
   */
  async function list(
    userId: string,
    opts: { timeZone?: string; limit?: number } = {},
  ): Promise<InterviewListAnswer> {
    const zone = opts.timeZone?.trim() ? checkZone(opts.timeZone) : 'UTC';
    const at = now();
    const nowIso = at.toISOString();
    const limit = Math.min(Math.max(opts.limit ?? 200, 1), 1000);
    const base = db.selectFrom('interviews').where('user_id', '=', userId);
    const [upcoming, past] = await Promise.all([
      base
        .selectAll()
        .where('ends_at', '>', nowIso)
        .orderBy('starts_at')
        .orderBy('id')
        .limit(limit)
        .execute(),
      base
        .selectAll()
        .where('ends_at', '<=', nowIso)
        .orderBy('starts_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute(),
    ]);
    // Upcoming cancelled ones go after the live ones.
    const rows = [
      ...upcoming.filter((r) => r.status !== 'cancelled'),
      ...upcoming.filter((r) => r.status === 'cancelled'),
      ...past,
    ].slice(0, limit);
    const { start, end } = monthBounds(at, zone);
    const count = async (build: (q: typeof base) => typeof base) => {
      const r = await build(base.where('status', '!=', 'cancelled'))
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirst();
      return Number(r?.n ?? 0);
    };
    const [thisMonth, scheduled, completed] = await Promise.all([
      count((q) =>
        q.where('starts_at', '>=', start.toISOString()).where('starts_at', '<', end.toISOString()),
      ),
      count((q) => q.where('ends_at', '>', nowIso)),
      count((q) => q.where('ends_at', '<=', nowIso)),
    ]);
    return { interviews: rows.map((r) => toInterview(r, at)), stats: { thisMonth, scheduled, completed } };
  }

  return { schedule, reschedule, cancel, get, list, preview, calendar };
};

export type InterviewService = ReturnType<typeof createInterviewService>;
