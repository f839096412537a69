// Scheduled AI calls (issue 12): the AI Calling screen, /tools/automated-calls and `recruit call
// schedule|list|cancel`. A call is stored with its time; a scheduler places each due call exactly
// once through the user's Twilio credentials, even with several server processes on one database: a
// process claims a call with a conditional UPDATE (… WHERE id = ? AND status = 'scheduled') and only
// the process whose UPDATE changed the row places it. Calls still in progress are read back from
// Twilio (status, duration) on later passes. Without credentials the call ends as the labelled demo:
// nobody is called.
import { randomUUID } from 'node:crypto';
import type { CountryCode } from 'libphonenumber-js';
import type { Selectable } from 'kysely';
import type { CandidateRepo } from '../candidates/candidate-repo.js';
import type { ScheduledCallsTable } from '../db/call-tables.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import type { PlanService } from '../plans/plan-service.js';
import type { CallProvider } from '../providers/ports.js';
import {
  CALL_SCHEDULE_MESSAGES as M,
  CUSTOM_VOICE_RE,
  FINAL_CALL_STATUSES,
  TWILIO_VOICES,
  fillCallScript,
  scheduleCallBody,
  type ScheduleCallAnswer,
  type ScheduledCall,
} from '../schemas/calls.js';
import {
  formatInZone,
  isTimeZone,
  localDateTime,
  parseLocalDateTime,
  zonedToUtc,
} from '../schemas/interviews.js';

/** A claim older than this was left by a process that died while placing: never placed again. */
export const STALE_CALL_CLAIM_MS = 15 * 60_000;
/** Calls still in progress are read back from Twilio for this long after they were placed. */
export const CALL_STATUS_POLL_MS = 6 * 3600_000;
/** A time this far in the past still counts as "now" (the form's clock and the server's differ). */
const NOW_SLACK_MS = 60_000;

const invalid = (code: string, message: string, title?: string) =>
  new AppError('validation', code, message, title ? { title } : {});

const toCall = (r: Selectable<ScheduledCallsTable>): ScheduledCall => ({
  id: r.id,
  to: r.to_number,
  candidateId: r.candidate_id,
  candidateName: r.candidate_name,
  script: r.script,
  voice: r.voice,
  dueAt: r.due_at,
  localAt: r.local_at,
  timeZone: r.time_zone,
  status: r.status,
  sid: r.sid,
  duration: r.duration_seconds,
  error: r.error,
  is_demo: Number(r.is_demo) === 1,
  placedAt: r.placed_at,
  createdAt: r.created_at,
});

/**
 * The number in E.164, read with the selected country when it has no country code. libphonenumber
 * (140 kB) loads on the first call: every command that opens the core would compile it otherwise.
 */
export async function normalizePhone(raw: string, country: string = 'US'): Promise<string | undefined> {
  const { parsePhoneNumberFromString } = await import('libphonenumber-js');
  const p = parsePhoneNumberFromString(raw, country as CountryCode);
  return p?.isValid() ? p.number : undefined;
}

/** When the call is due: an ISO time with an offset, or a wall-clock time in the zone; absent is now. */
function dueInstant(at: string | undefined, zone: string, now: Date): { due: Date; local: string } {
  const localOf = (d: Date) => localDateTime(d, zone);
  if (!at) return { due: now, local: localOf(now) };
  const local = parseLocalDateTime(at);
  if (local) {
    const due = zonedToUtc(local, zone);
    if (!due) throw invalid('invalid_time', M.invalidTime, 'Invalid Time');
    return { due, local };
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(at)) {
    const ms = Date.parse(at);
    if (Number.isFinite(ms)) return { due: new Date(ms), local: localOf(new Date(ms)) };
  }
  throw invalid('invalid_time', M.invalidTime, 'Invalid Time');
}

export type ScheduledCallServiceDeps = {
  db: Db;
  plans: Pick<PlanService, 'use'>;
  /** The user's telephony provider, or undefined when no credentials are saved (the labelled demo). */
  telephonyFor: (userId: string) => Promise<CallProvider | undefined>;
  candidates: Pick<CandidateRepo, 'get' | 'logActivity'>;
  now: () => Date;
};

/** Where a change came from, for the candidate's activity log ('web', 'cli'). */
export type CallContext = { via?: string };

/** What one scheduler pass did. */
export type CallTickResult = { placed: number; demo: number; failed: number; refreshed: number };

export const createScheduledCallService = ({
  db,
  plans,
  telephonyFor,
  candidates,
  now,
}: ScheduledCallServiceDeps) => {
  const iso = (d: Date) => d.toISOString();

  async function row(userId: string, id: string) {
    const r = await db
      .selectFrom('scheduled_calls')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!r) throw new AppError('not_found', 'call_not_found', M.notFound);
    return r;
  }

  /** The script variables the user did not type: their own name and company, the candidate's name. */
  async function defaults(userId: string): Promise<Record<string, string>> {
    const user = await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
    const settings = await db
      .selectFrom('user_settings')
      .select('company')
      .where('user_id', '=', userId)
      .executeTakeFirst()
      .catch(() => undefined);
    return { agent_name: user?.name ?? '', company_name: settings?.company ?? '' };
  }

  /**
   * Schedules a call (plan gate 'calling-basic'). Checks the spec's phone and script messages, the
   * time and zone, and that every script variable has a value; stores the filled script.
   */
  async function schedule(
    userId: string,
    input: unknown,
    ctx: CallContext = {},
  ): Promise<ScheduleCallAnswer> {
    return plans.use(
      userId,
      'calling-basic',
      async () => {
        const parsed = scheduleCallBody.safeParse(input ?? {});
        if (!parsed.success)
          throw invalid('invalid_request', parsed.error.issues[0]?.message ?? 'Invalid request.');
        const req = parsed.data;
        const candidate = req.candidateId ? await candidates.get(userId, req.candidateId) : undefined;
        const rawPhone = req.phoneNumber || candidate?.phone || '';
        if (!rawPhone) throw invalid('phone_required', M.phoneRequired, 'Missing Information');
        if (!req.script) throw invalid('script_required', M.scriptRequired, 'Missing Information');
        const to = await normalizePhone(rawPhone, req.country ?? 'US');
        if (!to) throw invalid('invalid_phone', M.invalidPhone, 'Invalid Phone Number');
        let twilioVoice: string;
        if (req.voice === 'custom') {
          const v = req.customVoice ?? '';
          if (v && !CUSTOM_VOICE_RE.test(v)) throw invalid('invalid_voice', M.invalidCustomVoice);
          twilioVoice = v || TWILIO_VOICES.female;
        } else twilioVoice = TWILIO_VOICES[req.voice];
        const zone = req.timeZone || 'UTC';
        if (!isTimeZone(zone)) throw invalid('invalid_zone', M.invalidZone, 'Invalid Time Zone');
        const at = now();
        const { due, local } = dueInstant(req.at, zone, at);
        if (due.getTime() < at.getTime() - NOW_SLACK_MS)
          throw invalid('past_time', M.pastTime, 'Invalid Time');
        const values = {
          ...(await defaults(userId)),
          ...(candidate ? { candidate_name: candidate.name } : {}),
          ...Object.fromEntries(Object.entries(req.variables ?? {}).filter(([, v]) => v)),
        };
        const filled = fillCallScript(req.script, values);
        if (filled.missing.length)
          throw invalid('unfilled_variables', M.unfilled(filled.missing), 'Missing Information');
        const telephony = await telephonyFor(userId);
        const stamp = iso(at);
        const r: Selectable<ScheduledCallsTable> = {
          id: randomUUID(),
          user_id: userId,
          candidate_id: candidate?.id ?? null,
          candidate_name: candidate?.name ?? '',
          to_number: to,
          script: filled.text,
          voice: req.voice,
          twilio_voice: twilioVoice,
          due_at: iso(due),
          local_at: local,
          time_zone: zone,
          status: 'scheduled',
          sid: null,
          duration_seconds: null,
          error: null,
          is_demo: telephony ? 0 : 1,
          claimed_at: null,
          placed_at: null,
          checked_at: null,
          created_at: stamp,
          updated_at: stamp,
        };
        await db.insertInto('scheduled_calls').values(r).execute();
        if (candidate)
          await candidates
            .logActivity(
              userId,
              candidate.id,
              { kind: 'note', text: `AI call scheduled for ${formatInZone(due, zone)} (${to})` },
              { via: ctx.via ?? 'api' },
            )
            .catch(() => undefined);
        return {
          call: toCall(r),
          is_demo: !telephony,
          message: telephony ? M.scheduled(formatInZone(due, zone)) : M.demoNotice,
        };
      },
      // Scheduling is not a use: placing the call is (runDue).
      { counts: () => false },
    );
  }

  /** The user's calls, the latest due first. */
  async function list(userId: string, opts: { limit?: number } = {}): Promise<ScheduledCall[]> {
    const rows = await db
      .selectFrom('scheduled_calls')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('due_at', 'desc')
      .orderBy('created_at', 'desc')
      .limit(Math.min(Math.max(opts.limit ?? 100, 1), 500))
      .execute();
    return rows.map(toCall);
  }

  /** Cancels a call not yet placed; a call already claimed or placed cannot be. */
  async function cancel(userId: string, id: string): Promise<ScheduledCall> {
    await row(userId, id);
    const r = await db
      .updateTable('scheduled_calls')
      .set({ status: 'cancelled', updated_at: iso(now()) })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '=', 'scheduled')
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1)
      throw new AppError('conflict', 'call_not_cancellable', M.notCancellable);
    return toCall(await row(userId, id));
  }

  /** Claims a due call for this process: true only for the one process whose UPDATE changed the row. */
  async function claim(id: string): Promise<boolean> {
    const r = await db
      .updateTable('scheduled_calls')
      .set({ status: 'placing', claimed_at: iso(now()), updated_at: iso(now()) })
      .where('id', '=', id)
      .where('status', '=', 'scheduled')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  const note = (c: Selectable<ScheduledCallsTable>, kind: 'call' | 'note', text: string) =>
    c.candidate_id
      ? candidates
          .logActivity(c.user_id, c.candidate_id, { kind, text: text.slice(0, 1900) }, { via: 'scheduler' })
          .then(() => undefined)
          .catch(() => undefined) // the candidate was deleted meanwhile: the call is still recorded
      : Promise.resolve();

  /** Places one claimed call, records what happened. */
  async function place(c: Selectable<ScheduledCallsTable>): Promise<'placed' | 'demo' | 'failed'> {
    const finish = (set: Partial<ScheduledCallsTable>) =>
      db
        .updateTable('scheduled_calls')
        .set({ ...set, claimed_at: null, updated_at: iso(now()) })
        .where('id', '=', c.id)
        .where('status', '=', 'placing')
        .execute();
    try {
      const outcome = await plans.use(
        c.user_id,
        'calling-basic',
        async () => {
          const telephony = await telephonyFor(c.user_id);
          if (!telephony) return { demo: true as const };
          const result = await telephony.call({ to: c.to_number, message: c.script, voice: c.twilio_voice });
          return { demo: false as const, result };
        },
        { counts: (o) => !o.demo },
      );
      if (outcome.demo) {
        await finish({
          status: 'demo',
          sid: `demo-${randomUUID()}`,
          duration_seconds: 0,
          is_demo: 1,
          error: M.demoPlaced,
          placed_at: iso(now()),
        });
        await note(c, 'note', `AI call not placed (demo, no Twilio credentials): ${c.to_number}`);
        return 'demo';
      }
      const r = outcome.result;
      await finish({
        status: r.status || 'queued',
        sid: r.sid,
        duration_seconds: r.duration || null,
        is_demo: 0,
        error: null,
        placed_at: iso(now()),
      });
      await note(c, 'call', `AI call placed to ${c.to_number} (Twilio ${r.sid})`);
      return 'placed';
    } catch (e) {
      const message = e instanceof Error ? e.message : 'Failed to initiate call';
      const hint = e instanceof AppError && e.hint ? ` ${e.hint}` : '';
      await finish({ status: 'error', error: `${message}${hint}`.slice(0, 1000), is_demo: 0 });
      await note(c, 'note', `AI call to ${c.to_number} failed: ${message}`);
      return 'failed';
    }
  }

  /** Reads calls still in progress back from Twilio: status and, once ended, the duration. */
  async function refresh(at: Date, limit: number): Promise<number> {
    const rows = await db
      .selectFrom('scheduled_calls')
      .selectAll()
      .where('is_demo', '=', 0)
      .where('sid', 'is not', null)
      .where('status', 'not in', [...FINAL_CALL_STATUSES, 'scheduled', 'placing'])
      .where('placed_at', '>=', iso(new Date(at.getTime() - CALL_STATUS_POLL_MS)))
      .orderBy('placed_at')
      .limit(limit)
      .execute();
    let refreshed = 0;
    const byUser = new Map<string, Promise<CallProvider | undefined>>();
    for (const c of rows) {
      try {
        let tp = byUser.get(c.user_id);
        if (!tp) byUser.set(c.user_id, (tp = telephonyFor(c.user_id)));
        const telephony = await tp;
        if (!telephony) continue;
        const s = await telephony.fetchCall(c.sid!);
        await db
          .updateTable('scheduled_calls')
          .set({
            status: s.status,
            duration_seconds: s.duration ?? c.duration_seconds,
            checked_at: iso(now()),
            updated_at: iso(now()),
          })
          .where('id', '=', c.id)
          .where('status', '=', c.status)
          .execute();
        refreshed++;
      } catch {
        // Twilio unreachable or the credentials changed: read again on the next pass.
      }
    }
    return refreshed;
  }

  /**
   * One scheduler pass: claims left by a process that died are marked as errors (never placed twice),
   * each due call is claimed and placed by the one process that won it, and calls in progress are
   * read back from Twilio.
   */
  async function runDue(opts: { limit?: number } = {}): Promise<CallTickResult> {
    const at = now();
    await db
      .updateTable('scheduled_calls')
      .set({ status: 'error', error: M.interrupted, claimed_at: null, updated_at: iso(at) })
      .where('status', '=', 'placing')
      .where('claimed_at', '<', iso(new Date(at.getTime() - STALE_CALL_CLAIM_MS)))
      .execute();
    const due = await db
      .selectFrom('scheduled_calls')
      .selectAll()
      .where('status', '=', 'scheduled')
      .where('due_at', '<=', iso(at))
      .orderBy('due_at')
      .orderBy('id')
      .limit(opts.limit ?? 50)
      .execute();
    const result: CallTickResult = { placed: 0, demo: 0, failed: 0, refreshed: 0 };
    for (const c of due) {
      if (!(await claim(c.id))) continue;
      result[await place(c)]++;
    }
    result.refreshed = await refresh(at, opts.limit ?? 50);
    return result;
  }

  return {
    schedule,
    list,
    cancel,
    runDue,
    get: async (userId: string, id: string) => toCall(await row(userId, id)),
  };
};

export type ScheduledCallService = ReturnType<typeof createScheduledCallService>;
