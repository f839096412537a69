// The AI Calling screen's shared pieces (issue 12): voice types, the default script and its variables,
// the messages, the schedule request and the answers. Pure: the web UI imports this file.
import * as z from 'zod';

/** The spec's voice types. */
export const VOICE_TYPES = ['female', 'male', 'neutral', 'custom'] as const;
export type VoiceType = (typeof VOICE_TYPES)[number];

/**
 * The Twilio <Say> voice each type speaks with. 'custom' speaks the Twilio voice the user names
 * (Polly.Amy, Google.en-GB-Standard-A, …); without one it falls back to the female voice.
 */
export const TWILIO_VOICES: Record<Exclude<VoiceType, 'custom'>, string> = {
  female: 'Polly.Joanna',
  male: 'Polly.Matthew',
  neutral: 'alice',
};

/** A Twilio voice name: letters, digits, dots, dashes and underscores. */
export const CUSTOM_VOICE_RE = /^[A-Za-z][A-Za-z0-9._-]{1,63}$/;

/** The spec's call script variables. */
export const CALL_SCRIPT_VARIABLES = ['agent_name', 'company_name', 'job_title', 'candidate_name'] as const;
export type CallScriptVariable = (typeof CALL_SCRIPT_VARIABLES)[number];

/** The spec's default call script. */
export const DEFAULT_CALL_SCRIPT =
  "Hello, this is {agent_name} from {company_name}. I'm calling about the {job_title} position. Do you have a few minutes to discuss?";

/** The spec's call preview stops after 5 s. */
export const CALL_PREVIEW_MS = 5000;

export const CALL_LIMITS = {
  phoneNumber: 32,
  script: 2000,
  variable: 200,
  at: 64,
  timeZone: 64,
  candidateId: 64,
  customVoice: 64,
} as const;

export const CALL_SCHEDULE_MESSAGES = {
  phoneRequired: 'Please enter a phone number to schedule a call.',
  scriptRequired: 'Please enter a script for the AI to use during the call.',
  invalidPhone: 'Please enter a valid phone number',
  phoneTooLong: `Please enter a phone number of at most ${CALL_LIMITS.phoneNumber} characters.`,
  scriptTooLong: `Please enter a script of at most ${CALL_LIMITS.script} characters.`,
  variableTooLong: `Please keep each script value to at most ${CALL_LIMITS.variable} characters.`,
  invalidTime:
    'Please enter the time as YYYY-MM-DDTHH:mm (with a time zone) or as an ISO time such as 2026-12-01T15:00:00Z.',
  pastTime: 'Please choose a time in the future.',
  invalidZone: 'Please choose a valid time zone (for example Europe/Berlin).',
  invalidVoice: 'Please choose a voice type: female, male, neutral or custom.',
  invalidCustomVoice: 'Please enter a Twilio voice name such as Polly.Amy for the custom voice.',
  unfilled: (names: readonly string[]) =>
    `Please fill in ${names.map((n) => `{${n}}`).join(', ')} before scheduling the call.`,
  candidateNotFound: 'Candidate not found.',
  notFound: 'Call not found.',
  notCancellable: 'This call can no longer be cancelled: it was already placed or cancelled.',
  scheduledTitle: 'Call Scheduled',
  scheduled: (when: string) => `Your call is scheduled for ${when}.`,
  cancelled: 'Call cancelled',
  demoNotice:
    'Demo mode: no Twilio credentials are saved, so nobody will really be called. Save your Twilio credentials on the Twilio Integration page before the call is due.',
  demoPlaced: 'Demo: nobody was called (no Twilio credentials saved).',
  interrupted: 'The server stopped while placing this call; it is not retried so it can never ring twice.',
} as const;

/** Fills `{name}` variables; the names with no value are returned, in script order. */
export function fillCallScript(
  script: string,
  values: Partial<Record<string, string>>,
): { text: string; missing: string[] } {
  const missing: string[] = [];
  const text = script.replace(/\{([a-z_]+)\}/g, (all, name: string) => {
    const v = values[name]?.trim();
    if (v) return v;
    if ((CALL_SCRIPT_VARIABLES as readonly string[]).includes(name) && !missing.includes(name))
      missing.push(name);
    return all;
  });
  return { text, missing };
}

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

/** POST /api/calls: schedule a call. The service checks the phone, script, time, zone and variables. */
export const scheduleCallBody = z.object({
  phoneNumber: text(CALL_LIMITS.phoneNumber, CALL_SCHEDULE_MESSAGES.phoneTooLong).default(''),
  /** ISO country of a number typed without its country code (the screen's selector); default US. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, CALL_SCHEDULE_MESSAGES.invalidPhone)
    .optional(),
  script: text(CALL_LIMITS.script, CALL_SCHEDULE_MESSAGES.scriptTooLong).default(''),
  voice: z.enum(VOICE_TYPES, { error: CALL_SCHEDULE_MESSAGES.invalidVoice }).default('female'),
  customVoice: text(CALL_LIMITS.customVoice, CALL_SCHEDULE_MESSAGES.invalidCustomVoice).optional(),
  /** An ISO time with an offset, or 'YYYY-MM-DDTHH:mm' in `timeZone`; absent means now. */
  at: text(CALL_LIMITS.at, CALL_SCHEDULE_MESSAGES.invalidTime).optional(),
  timeZone: text(CALL_LIMITS.timeZone, CALL_SCHEDULE_MESSAGES.invalidZone).optional(),
  candidateId: text(CALL_LIMITS.candidateId, CALL_SCHEDULE_MESSAGES.candidateNotFound).optional(),
  variables: z
    .object(
      Object.fromEntries(
        CALL_SCRIPT_VARIABLES.map((v) => [
          v,
          text(CALL_LIMITS.variable, CALL_SCHEDULE_MESSAGES.variableTooLong).optional(),
        ]),
      ) as Record<CallScriptVariable, z.ZodOptional<z.ZodString>>,
    )
    .optional(),
});
export type ScheduleCallInput = z.input<typeof scheduleCallBody>;

/** A scheduled call as the history shows it. */
export const scheduledCallSchema = z.strictObject({
  id: z.string(),
  to: z.string(),
  candidateId: z.string().nullable(),
  candidateName: z.string(),
  script: z.string(),
  voice: z.string(),
  dueAt: z.string(),
  localAt: z.string(),
  timeZone: z.string(),
  /** scheduled, placing, Twilio's statuses (queued, ringing, in-progress, completed, busy, no-answer, failed, canceled), demo, cancelled, error. */
  status: z.string(),
  sid: z.string().nullable(),
  duration: z.number().nullable(),
  error: z.string().nullable(),
  is_demo: z.boolean(),
  placedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ScheduledCall = z.infer<typeof scheduledCallSchema>;

/** POST /api/calls. `is_demo` when no Twilio credentials are saved (the call will not ring anyone). */
export const scheduleCallAnswerSchema = z.strictObject({
  call: scheduledCallSchema,
  is_demo: z.boolean(),
  message: z.string(),
});
export type ScheduleCallAnswer = z.infer<typeof scheduleCallAnswerSchema>;

/** GET /api/calls. */
export const callListSchema = z.strictObject({ calls: z.array(scheduledCallSchema) });
export type CallList = z.infer<typeof callListSchema>;

/** Statuses after which a call changes no more. */
export const FINAL_CALL_STATUSES = [
  'completed',
  'busy',
  'no-answer',
  'failed',
  'canceled',
  'cancelled',
  'demo',
  'error',
] as const;
