// The email tool (issue 12): request and answer schemas, limits and the spec's messages. Pure: the
// web UI imports this file.
import * as z from 'zod';

export const EMAIL_LIMITS = {
  recipients: 500,
  address: 320,
  subject: 998,
  body: 100_000,
  templateName: 100,
  sequenceName: 200,
  steps: 20,
  waitDays: 365,
  variable: 500,
  candidates: 500,
  sender: 320,
  smtpUrl: 2048,
} as const;

/** The spec's email variables. */
export const EMAIL_VARIABLES = ['candidate_name', 'company_name', 'job_title', 'recruiter_name'] as const;
export type EmailVariable = (typeof EMAIL_VARIABLES)[number];

export const EMAIL_MESSAGES = {
  recipientRequired: 'Please enter at least one recipient email address.',
  subjectRequired: 'Please enter an email subject.',
  bodyRequired: 'Please enter an email body.',
  invalidAddress: (address: string) => `"${address}" is not a valid email address.`,
  tooManyRecipients: `Please send to at most ${EMAIL_LIMITS.recipients} recipients at once.`,
  subjectTooLong: `Please enter a subject of at most ${EMAIL_LIMITS.subject} characters.`,
  bodyTooLong: `Please enter a body of at most ${EMAIL_LIMITS.body} characters.`,
  addressTooLong: `Please enter an email address of at most ${EMAIL_LIMITS.address} characters.`,
  variableTooLong: `Please enter a variable value of at most ${EMAIL_LIMITS.variable} characters.`,
  unfilledTitle: 'Unfilled Variables',
  unfilled: (vars: string[], who: string) =>
    `${vars.map((v) => `{${v}}`).join(', ')} ${vars.length === 1 ? 'is' : 'are'} not filled for ${who}. Fill ${vars.length === 1 ? 'it' : 'them'} in or remove ${vars.length === 1 ? 'it' : 'them'} before sending.`,
  noEmail: (name: string) => `${name} has no email address.`,
  sending: 'Sending...',
  sentTitle: 'Email Sent Successfully!',
  sent: (n: number) => `Your email was sent to ${n} recipient${n === 1 ? '' : 's'}.`,
  partlySent: (sent: number, failed: number) =>
    `Sent to ${sent} recipient${sent === 1 ? '' : 's'}; ${failed} failed.`,
  sendFailedTitle: 'Email Not Sent',
  sendFailed: (why: string) => `Error sending email: ${why}`,
  templateNameRequired: 'Please enter a template name.',
  templateNameTooLong: `Please enter a template name of at most ${EMAIL_LIMITS.templateName} characters.`,
  templateNotFound: 'Template not found.',
  templateSaved: 'Template saved',
  templateDeleted: 'Template deleted',
  sequenceNameRequired: 'Please enter a campaign name.',
  sequenceNameTooLong: `Please enter a campaign name of at most ${EMAIL_LIMITS.sequenceName} characters.`,
  stepsRequired: 'Please add at least one step.',
  tooManySteps: `A campaign has at most ${EMAIL_LIMITS.steps} steps.`,
  waitDays: `Wait days must be a whole number from 0 to ${EMAIL_LIMITS.waitDays}.`,
  stepTemplateMissing: (id: string) => `Step template ${id} does not exist. Pick one of your templates.`,
  sequenceNotFound: 'Campaign not found.',
  enrollmentNotFound: 'This candidate is not enrolled in the campaign.',
  candidatesRequired: 'Please pick at least one candidate.',
  tooManyCandidates: `Please enrol at most ${EMAIL_LIMITS.candidates} candidates at once.`,
} as const;

/** Why an enrolment stopped, as the screens show it. */
export const ENROLLMENT_REASONS = {
  replied: 'Replied',
  repliedInbox: 'Replied (read from your inbox)',
  leftStage: (from: string, to: string) => `Left ${from} (now ${to})`,
  deleted: 'Candidate was deleted',
  noEmail: 'Candidate has no email address',
  templateGone: (id: string) => `Template ${id} was deleted`,
  interrupted: 'Interrupted while sending; not retried, so the candidate never gets a step twice.',
  waitingTransport: 'Waiting: no email transport configured.',
} as const;

const text = (max: number, tooLong: string) => z.string().max(max, tooLong);

export const emailVariablesSchema = z
  .object({
    candidate_name: text(EMAIL_LIMITS.variable, EMAIL_MESSAGES.variableTooLong).optional(),
    company_name: text(EMAIL_LIMITS.variable, EMAIL_MESSAGES.variableTooLong).optional(),
    job_title: text(EMAIL_LIMITS.variable, EMAIL_MESSAGES.variableTooLong).optional(),
    recruiter_name: text(EMAIL_LIMITS.variable, EMAIL_MESSAGES.variableTooLong).optional(),
  })
  .default({});
export type EmailVariables = z.infer<typeof emailVariablesSchema>;

/** POST /api/email/preview and /api/email/send. */
export const emailComposeBody = z.object({
  to: z
    .array(text(EMAIL_LIMITS.address, EMAIL_MESSAGES.addressTooLong))
    .max(EMAIL_LIMITS.recipients, EMAIL_MESSAGES.tooManyRecipients)
    .default([]),
  candidateIds: z
    .array(z.string().max(100))
    .max(EMAIL_LIMITS.recipients, EMAIL_MESSAGES.tooManyRecipients)
    .default([]),
  subject: text(EMAIL_LIMITS.subject, EMAIL_MESSAGES.subjectTooLong).default(''),
  body: text(EMAIL_LIMITS.body, EMAIL_MESSAGES.bodyTooLong).default(''),
  templateId: z.string().max(100).optional(),
  variables: emailVariablesSchema,
  /** Send even when a variable is left unfilled (the preview flagged it). */
  allowUnfilled: z.boolean().optional(),
});
export type EmailComposeInput = z.input<typeof emailComposeBody>;

export const emailTemplateBody = z.object({
  name: text(EMAIL_LIMITS.templateName, EMAIL_MESSAGES.templateNameTooLong).default(''),
  subject: text(EMAIL_LIMITS.subject, EMAIL_MESSAGES.subjectTooLong).default(''),
  body: text(EMAIL_LIMITS.body, EMAIL_MESSAGES.bodyTooLong).default(''),
});
export type EmailTemplateInput = z.input<typeof emailTemplateBody>;

export const sequenceStepSchema = z.object({
  templateId: z.string().max(100),
  waitDays: z
    .number({ error: EMAIL_MESSAGES.waitDays })
    .int(EMAIL_MESSAGES.waitDays)
    .min(0, EMAIL_MESSAGES.waitDays)
    .max(EMAIL_LIMITS.waitDays, EMAIL_MESSAGES.waitDays),
});
export type SequenceStep = z.infer<typeof sequenceStepSchema>;

export const sequenceBody = z.object({
  name: text(EMAIL_LIMITS.sequenceName, EMAIL_MESSAGES.sequenceNameTooLong).default(''),
  steps: z.array(sequenceStepSchema).max(EMAIL_LIMITS.steps, EMAIL_MESSAGES.tooManySteps).default([]),
  variables: emailVariablesSchema,
});
export type SequenceInput = z.input<typeof sequenceBody>;

export const enrollBody = z.object({
  candidateIds: z
    .array(z.string().max(100))
    .max(EMAIL_LIMITS.candidates, EMAIL_MESSAGES.tooManyCandidates)
    .default([]),
});

export const smtpSettingsBody = z.object({
  url: z
    .string()
    .max(EMAIL_LIMITS.smtpUrl, 'Please enter an SMTP URL of at most 2048 characters.')
    .default(''),
  from: z.string().max(EMAIL_LIMITS.sender, 'Please enter a sender of at most 320 characters.').nullish(),
});

/** PUT /api/email/settings/imap: the user's IMAP inbox, read for replies to their campaigns. */
export const imapSettingsBody = z.object({
  host: z.string().max(253, 'Please enter an IMAP host of at most 253 characters.').default(''),
  /** Default: 993 with TLS, 143 without. A text that is not a number is refused, not defaulted. */
  port: z.coerce
    .number({ error: 'Please enter the IMAP port as a whole number.' })
    .int('Please enter the IMAP port as a whole number.')
    .min(1, 'Please enter an IMAP port between 1 and 65535.')
    .max(65535, 'Please enter an IMAP port between 1 and 65535.')
    .nullish(),
  tls: z.boolean().default(true),
  username: z.string().max(320, 'Please enter a username of at most 320 characters.').default(''),
  /** Kept as saved when left out (changing only the mailbox or port). */
  password: z.string().max(1024, 'Please enter a password of at most 1024 characters.').nullish(),
  mailbox: z.string().max(200, 'Please enter a mailbox name of at most 200 characters.').nullish(),
});
export type ImapSettingsInput = z.input<typeof imapSettingsBody>;

// ── Answers ─────────────────────────────────────────────────────────────────────────────────────
export const emailTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The variables its subject and body use, in order of first use. */
  variables: z.array(z.string()),
  updatedAt: z.string(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

export const renderedEmailSchema = z.object({
  to: z.string().nullable(),
  candidateId: z.string().nullable(),
  candidateName: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  /** Variables still in braces after filling. */
  unfilled: z.array(z.string()),
  /** Why it cannot be sent (no address), when it cannot. */
  problem: z.string().nullable(),
});
export type RenderedEmail = z.infer<typeof renderedEmailSchema>;

export const emailPreviewSchema = z.object({
  messages: z.array(renderedEmailSchema),
  unfilled: z.array(z.string()),
  transport: z.object({ configured: z.boolean(), kind: z.string().nullable(), label: z.string().nullable() }),
});
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

export const emailMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  candidateId: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(['sent', 'failed']),
  error: z.string().nullable(),
  transport: z.string().nullable(),
  templateId: z.string().nullable(),
  sequenceId: z.string().nullable(),
  step: z.number().nullable(),
  createdAt: z.string(),
});
export type EmailMessage = z.infer<typeof emailMessageSchema>;

export const emailSendResultSchema = z.object({
  sent: z.number(),
  failed: z.number(),
  messages: z.array(emailMessageSchema),
  message: z.string(),
});
export type EmailSendResult = z.infer<typeof emailSendResultSchema>;

export const ENROLLMENT_STATUSES = [
  'active',
  'sending',
  'completed',
  'replied',
  'left_stage',
  'failed',
] as const;

export const enrollmentSchema = z.object({
  id: z.string(),
  candidateId: z.string(),
  candidateName: z.string(),
  candidateEmail: z.string(),
  stage: z.string(),
  status: z.enum(ENROLLMENT_STATUSES),
  /** Steps sent so far. */
  stepsSent: z.number(),
  nextDueAt: z.string().nullable(),
  lastSentAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

export const sequenceSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['active', 'paused']),
  steps: z.array(sequenceStepSchema.extend({ templateName: z.string().nullable() })),
  variables: z.record(z.string(), z.string()),
  counts: z.record(z.string(), z.number()),
  createdAt: z.string(),
  enrollments: z.array(enrollmentSchema).optional(),
});
export type Sequence = z.infer<typeof sequenceSchema>;

/** The user's IMAP settings as the screens see them (never the password) and how the last read went. */
export const imapStatusSchema = z.object({
  configured: z.boolean(),
  host: z.string().nullable(),
  port: z.number().nullable(),
  tls: z.boolean(),
  username: z.string().nullable(),
  mailbox: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  repliesFound: z.number(),
});
export type ImapStatus = z.infer<typeof imapStatusSchema>;

/** POST /api/email/settings/imap/test: the mailbox opened, and how many messages it holds. */
export const imapTestSchema = z.object({ ok: z.literal(true), mailbox: z.string(), messages: z.number() });
export type ImapTest = z.infer<typeof imapTestSchema>;

export const emailSettingsSchema = z.object({
  smtp: z.object({ configured: z.boolean(), host: z.string().nullable(), from: z.string().nullable() }),
  imap: imapStatusSchema,
  transport: z.object({ configured: z.boolean(), kind: z.string().nullable(), label: z.string().nullable() }),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

/** The variables a text uses ('{job_title}' → 'job_title'), in order of first use. */
export function variablesIn(...texts: string[]): string[] {
  const out: string[] = [];
  for (const t of texts)
    for (const m of t.matchAll(/\{([a-z_][a-z0-9_]*)\}/g)) if (!out.includes(m[1]!)) out.push(m[1]!);
  return out;
}

/** Fills '{name}' from `vars`; unknown or empty ones stay as written, so they can be flagged. */
export const fillEmailVariables = (text: string, vars: Record<string, string | undefined>): string =>
  text.replace(/\{([a-z_][a-z0-9_]*)\}/g, (whole, key: string) => {
    const v = vars[key]?.trim();
    return v ? v : whole;
  });
