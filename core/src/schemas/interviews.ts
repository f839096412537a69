// Interview scheduling (issue 12; tools-and-integrations.md, Tool page for scheduling): the request
// and answer shapes, the messages, the durations, and wall-clock time in an IANA zone. Pure (Intl
// only): the web imports it.
import * as z from 'zod';

/** The spec's interview durations, in minutes. */
export const INTERVIEW_DURATIONS = [30, 45, 60, 90] as const;
export type InterviewDuration = (typeof INTERVIEW_DURATIONS)[number];

export const INTERVIEW_LIMITS = {
  candidate: 320,
  candidateName: 200,
  interviewer: 254,
  interviewers: 20,
  at: 40,
  timeZone: 64,
  location: 500,
  notes: 5000,
} as const;

export const INTERVIEW_MESSAGES = {
  scheduled: 'Interview Scheduled',
  rescheduled: 'Interview Rescheduled',
  cancelled: 'Interview Cancelled',
  candidateRequiredTitle: 'Candidate Required',
  candidateRequired: 'Please choose a candidate or enter their email address.',
  candidateNotFound: 'Candidate not found',
  candidateNoEmail:
    'This candidate has no email address, so no invitation can reach them. Add one on the candidate first.',
  invalidEmailTitle: 'Invalid Email',
  invalidEmail: (v: string) => `"${v}" is not a valid email address.`,
  interviewerRequiredTitle: 'Interviewer Required',
  interviewerRequired: 'Please add at least one interviewer email.',
  tooManyInterviewers: `At most ${INTERVIEW_LIMITS.interviewers} interviewers can be invited.`,
  invalidDateTitle: 'Invalid Date',
  invalidDate: 'Please enter the date and time as YYYY-MM-DDTHH:mm, for example 2026-12-01T15:00.',
  pastDate: 'The interview must start in the future.',
  nonexistentTime: (local: string, zone: string) =>
    `${local.replace('T', ' ')} does not exist in ${zone} (the clocks change then). Please pick another time.`,
  invalidTimeZoneTitle: 'Invalid Time Zone',
  invalidTimeZone: (zone: string) =>
    `"${zone}" is not a known time zone. Use an IANA zone such as Europe/Berlin or America/New_York.`,
  invalidDurationTitle: 'Invalid Duration',
  invalidDuration: `Duration must be ${INTERVIEW_DURATIONS.slice(0, -1).join(', ')} or ${INTERVIEW_DURATIONS.at(-1)} minutes.`,
  notFound: 'Interview not found',
  alreadyCancelled: 'This interview is cancelled. Schedule a new one instead.',
  alreadyEnded: 'This interview has already taken place.',
  changedMeanwhile: 'The interview was changed meanwhile. Reload it and try again.',
  conflictTitle: 'Interviewer Busy',
  conflict: (interviewer: string, candidate: string, when: string) =>
    `${interviewer} already has an interview with ${candidate} at ${when}.`,
  invitationsSent: (n: number) => `Invitations sent to ${n} ${n === 1 ? 'attendee' : 'attendees'}.`,
  cancellationsSent: (n: number) => `Cancellations sent to ${n} ${n === 1 ? 'attendee' : 'attendees'}.`,
  refused: (addresses: readonly string[]) => ` The mail server refused ${addresses.join(', ')}.`,
  notSent:
    'The interview is saved, but the invitations were NOT sent: no email transport is configured. Set your SMTP server in Settings (or `recruit email smtp set`), or start the server with RECRUIT_SMTP_URL.',
  sendFailed: (why: string) => `The interview is saved, but the invitations were NOT sent: ${why}`,
  tooLong: (what: string, max: number) => `${what} must be at most ${max} characters.`,
} as const;

// ── Wall-clock time in a zone ─────────────────────────────────────────────────────────────────────

/** True when `zone` is an IANA time zone this runtime knows (Intl's own check). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > INTERVIEW_LIMITS.timeZone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const partsFormatter = (zone: string) => {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (formatters.size > 200) formatters.clear();
    formatters.set(zone, f);
  }
  return f;
};

/** The wall-clock time of an instant in a zone, as 'YYYY-MM-DDTHH:mm'. */
export function localDateTime(instant: Date, zone: string): string {
  const p = Object.fromEntries(
    partsFormatter(zone)
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/;

/** 'YYYY-MM-DDTHH:mm' (or with a space) as its parts, or undefined when it is no real date and time. */
export function parseLocalDateTime(text: string): string | undefined {
  const m = LOCAL_RE.exec(text.trim());
  if (!m) return undefined;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (
    year < 1970 ||
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59
  )
    return undefined;
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}`;
}

const asUtcMs = (local: string) => Date.parse(`${local}:00Z`);

/**
 * The instant a wall-clock time names in a zone. A time the clocks skip (spring forward) is
 * undefined; a time they pass twice (fall back) is the earlier instant.
 */
export function zonedToUtc(local: string, zone: string): Date | undefined {
  const wall = asUtcMs(local);
  const offsetAt = (ms: number) =>
    asUtcMs(localDateTime(new Date(ms), zone)) - Math.floor(ms / 60_000) * 60_000;
  const candidates = new Set<number>();
  for (const probe of [wall - 86_400_000, wall, wall + 86_400_000]) candidates.add(wall - offsetAt(probe));
  const valid = [...candidates]
    .filter((ms) => localDateTime(new Date(ms), zone) === local)
    .sort((a, b) => a - b);
  return valid.length ? new Date(valid[0]!) : undefined;
}

/** The first instant of the calendar month holding `instant` in `zone`, and of the next month. */
export function monthBounds(instant: Date, zone: string): { start: Date; end: Date } {
  const [y, m] = localDateTime(instant, zone).split('-').map(Number) as [number, number];
  const first = (year: number, month: number) =>
    zonedToUtc(`${year}-${String(month).padStart(2, '0')}-01T00:00`, zone) ??
    // Midnight skipped by a clock change: the month starts at 01:00.
    zonedToUtc(`${year}-${String(month).padStart(2, '0')}-01T01:00`, zone)!;
  return { start: first(y, m), end: m === 12 ? first(y + 1, 1) : first(y, m + 1) };
}

/** An instant for people: 'Tue, Dec 1, 2026, 15:00 GMT+1' in the zone. */
export function formatInZone(instant: Date | string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(typeof instant === 'string' ? new Date(instant) : instant);
}

// ── Requests ──────────────────────────────────────────────────────────────────────────────────────

const bounded = (max: number, what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .max(max, INTERVIEW_MESSAGES.tooLong(what, max));

const duration = z.coerce.number({ error: INTERVIEW_MESSAGES.invalidDuration });

/** POST /api/interviews. The service checks the candidate, the addresses, the time and the zone. */
export const interviewScheduleBody = z.object({
  /** A saved candidate's id, or an email address. */
  candidate: bounded(INTERVIEW_LIMITS.candidate, 'Candidate').default(''),
  /** The name to show for a bare address (a saved candidate's own name wins). */
  candidateName: bounded(INTERVIEW_LIMITS.candidateName, 'Candidate name').optional(),
  interviewers: z
    .array(bounded(INTERVIEW_LIMITS.interviewer, 'An interviewer email'), {
      error: INTERVIEW_MESSAGES.interviewerRequired,
    })
    .max(INTERVIEW_LIMITS.interviewers, INTERVIEW_MESSAGES.tooManyInterviewers)
    .default([]),
  at: bounded(INTERVIEW_LIMITS.at, 'Date and time').default(''),
  timeZone: bounded(INTERVIEW_LIMITS.timeZone, 'Time zone').default(''),
  durationMinutes: duration,
  location: bounded(INTERVIEW_LIMITS.location, 'Location').default(''),
  notes: bounded(INTERVIEW_LIMITS.notes, 'Notes').default(''),
});
export type InterviewScheduleInput = z.input<typeof interviewScheduleBody>;

/** POST /api/interviews/:id/reschedule: a new time; the zone, duration and location default to the old. */
export const interviewRescheduleBody = z.object({
  at: bounded(INTERVIEW_LIMITS.at, 'Date and time').default(''),
  timeZone: bounded(INTERVIEW_LIMITS.timeZone, 'Time zone').optional(),
  durationMinutes: duration.optional(),
  location: bounded(INTERVIEW_LIMITS.location, 'Location').optional(),
});
export type InterviewRescheduleInput = z.input<typeof interviewRescheduleBody>;

/** POST /api/interviews/conflicts: a draft's time and interviewers (loosely: half-typed drafts have none). */
export const interviewConflictsBody = z.object({
  interviewers: z
    .array(bounded(INTERVIEW_LIMITS.interviewer, 'An interviewer email'))
    .max(INTERVIEW_LIMITS.interviewers, INTERVIEW_MESSAGES.tooManyInterviewers)
    .default([]),
  at: bounded(INTERVIEW_LIMITS.at, 'Date and time').default(''),
  timeZone: bounded(INTERVIEW_LIMITS.timeZone, 'Time zone').default(''),
  durationMinutes: z.coerce.number().catch(0),
  exceptId: bounded(64, 'Interview id').optional(),
});

// ── Answers ───────────────────────────────────────────────────────────────────────────────────────

export const INTERVIEW_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export const INVITATION_STATUSES = ['sent', 'not_sent', 'failed'] as const;

export const interviewSchema = z.strictObject({
  id: z.string(),
  candidateId: z.string().nullable(),
  candidateName: z.string(),
  candidateEmail: z.string(),
  interviewers: z.array(z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
  localStart: z.string(),
  timeZone: z.string(),
  durationMinutes: z.number(),
  location: z.string(),
  notes: z.string(),
  /** 'completed' once the end has passed, unless cancelled. */
  status: z.enum(INTERVIEW_STATUSES),
  uid: z.string(),
  sequence: z.number(),
  invitation: z.strictObject({
    status: z.enum(INVITATION_STATUSES),
    error: z.string().nullable(),
    sentAt: z.string().nullable(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const interviewConflictSchema = z.strictObject({
  interviewer: z.string(),
  interviewId: z.string(),
  candidateName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  message: z.string(),
});
export type InterviewConflict = z.infer<typeof interviewConflictSchema>;

/** How the invitation (or update, or cancellation) went, in words for the screen. */
export const invitationOutcomeSchema = z.strictObject({
  status: z.enum(INVITATION_STATUSES),
  message: z.string(),
  recipients: z.array(z.string()),
});
export type InvitationOutcome = z.infer<typeof invitationOutcomeSchema>;

/** POST /api/interviews, /reschedule and /cancel. */
export const interviewChangeAnswerSchema = z.strictObject({
  interview: interviewSchema,
  conflicts: z.array(interviewConflictSchema),
  invitation: invitationOutcomeSchema,
});
export type InterviewChangeAnswer = z.infer<typeof interviewChangeAnswerSchema>;

/** POST /api/interviews/conflicts. */
export const interviewConflictsAnswerSchema = z.strictObject({ conflicts: z.array(interviewConflictSchema) });

export const interviewStatsSchema = z.strictObject({
  thisMonth: z.number(),
  scheduled: z.number(),
  completed: z.number(),
});
export type InterviewStats = z.infer<typeof interviewStatsSchema>;

/** GET /api/interviews. */
export const interviewListAnswerSchema = z.strictObject({
  interviews: z.array(interviewSchema),
  stats: interviewStatsSchema,
});
export type InterviewListAnswer = z.infer<typeof interviewListAnswerSchema>;
