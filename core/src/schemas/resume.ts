// The parsed resume entity and the resume file rules of the spec (tools-and-integrations.md §3, §5, §8, §9).
// Pure: no Node APIs, the web UI imports this file.
import * as z from 'zod';
import { isValidEmail } from './auth.js';
import { AUTH_MESSAGES } from './messages.js';

/** Spec §3 defaults for fields the parser or the provider could not find. */
export const RESUME_DEFAULTS = {
  name: 'Unknown',
  title: 'Unknown Position',
  company: 'Unknown Company',
  institution: 'Unknown Institution',
  degree: 'Degree',
  year: 'Unknown',
  period: 'Unknown',
} as const;

/** The word used for the end of a current job's period ('Jan 2020 - Present'). */
export const PRESENT = 'Present';

/**
 * Upper bounds of a stored candidate's fields: far above any real resume, low enough that a hostile
 * file or request cannot store megabytes per field.
 */
export const CANDIDATE_LIMITS = {
  name: 200,
  email: 254,
  phone: 40,
  skill: 100,
  skills: 300,
  title: 200,
  company: 200,
  period: 100,
  description: 10_000,
  entries: 100,
  degree: 200,
  institution: 200,
  year: 50,
} as const;

/** Parser output is clamped, not refused: a 40 k "name" found in a hostile file is not a name anyway. */
const clamped = (max: number) => z.string().transform((s) => s.slice(0, max));
const clampedList = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).transform((list) => list.slice(0, max));

export const experienceEntrySchema = z.object({
  title: clamped(CANDIDATE_LIMITS.title).default(RESUME_DEFAULTS.title),
  company: clamped(CANDIDATE_LIMITS.company).default(RESUME_DEFAULTS.company),
  /** 'start - end', end 'Present' for a current job. */
  period: clamped(CANDIDATE_LIMITS.period).default(RESUME_DEFAULTS.period),
  description: clamped(CANDIDATE_LIMITS.description).default(''),
});

export const educationEntrySchema = z.object({
  degree: clamped(CANDIDATE_LIMITS.degree).default(RESUME_DEFAULTS.degree),
  institution: clamped(CANDIDATE_LIMITS.institution).default(RESUME_DEFAULTS.institution),
  year: clamped(CANDIDATE_LIMITS.year).default(RESUME_DEFAULTS.year),
});

/** What a parser (local or Textkernel) returns; fields are clamped to CANDIDATE_LIMITS. */
export const parsedResumeSchema = z.object({
  name: clamped(CANDIDATE_LIMITS.name).default(RESUME_DEFAULTS.name),
  email: z
    .string()
    .transform((e) => (isValidEmail(e) ? e.trim() : ''))
    .default(''),
  phone: clamped(CANDIDATE_LIMITS.phone).default(''),
  skills: clampedList(clamped(CANDIDATE_LIMITS.skill), CANDIDATE_LIMITS.skills).default([]),
  experience: clampedList(experienceEntrySchema, CANDIDATE_LIMITS.entries).default([]),
  education: clampedList(educationEntrySchema, CANDIDATE_LIMITS.entries).default([]),
});

const atMost = (max: number, what: string) =>
  z.string({ error: `${what} must be text` }).max(max, `${what} must be at most ${max} characters`);
const listOf = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item).max(max, `At most ${max} ${what} can be saved`);

/**
 * A candidate sent to be saved (the web's 'Save Candidate Data', scripts): refused, never clamped,
 * so nothing a user typed is cut off silently.
 */
export const candidateInputSchema = z.object({
  name: atMost(CANDIDATE_LIMITS.name, 'Name').default(RESUME_DEFAULTS.name),
  email: z
    .string()
    .trim()
    .max(CANDIDATE_LIMITS.email, AUTH_MESSAGES.invalidEmail)
    .refine((e) => e === '' || isValidEmail(e), AUTH_MESSAGES.invalidEmail)
    .default(''),
  phone: atMost(CANDIDATE_LIMITS.phone, 'Phone number')
    .regex(/^[\d\s+().\-/#*,;a-z]*$/i, 'Please enter a valid phone number')
    .default(''),
  skills: listOf(atMost(CANDIDATE_LIMITS.skill, 'A skill'), CANDIDATE_LIMITS.skills, 'skills').default([]),
  experience: listOf(
    z.object({
      title: atMost(CANDIDATE_LIMITS.title, 'Job title').default(RESUME_DEFAULTS.title),
      company: atMost(CANDIDATE_LIMITS.company, 'Company').default(RESUME_DEFAULTS.company),
      period: atMost(CANDIDATE_LIMITS.period, 'Period').default(RESUME_DEFAULTS.period),
      description: atMost(CANDIDATE_LIMITS.description, 'Description').default(''),
    }),
    CANDIDATE_LIMITS.entries,
    'experience entries',
  ).default([]),
  education: listOf(
    z.object({
      degree: atMost(CANDIDATE_LIMITS.degree, 'Degree').default(RESUME_DEFAULTS.degree),
      institution: atMost(CANDIDATE_LIMITS.institution, 'Institution').default(RESUME_DEFAULTS.institution),
      year: atMost(CANDIDATE_LIMITS.year, 'Year').default(RESUME_DEFAULTS.year),
    }),
    CANDIDATE_LIMITS.entries,
    'education entries',
  ).default([]),
});
export type CandidateInput = z.infer<typeof candidateInputSchema>;

export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;
export type EducationEntry = z.infer<typeof educationEntrySchema>;
export type ParsedResume = z.infer<typeof parsedResumeSchema>;

/** 10 MB, spec §5/§9. */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const RESUME_ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_ACCEPTED_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
/** A name containing any of these is refused with the security warning. */
export const RESUME_BLOCKED_NAME_PARTS = ['.exe', '.bat', '.cmd', '.scr', '.jar'] as const;
/** The three progress steps and the progress value over which each becomes active. */
export const RESUME_PROGRESS_STEPS = [
  { label: 'Uploading file', threshold: 20 },
  { label: 'AI processing', threshold: 60 },
  { label: 'Extracting data', threshold: 90 },
] as const;
/** Provider retry policy: 3 attempts, waiting 2 s then 4 s. */
export const RESUME_RETRY = { attempts: 3, backoffMs: [2000, 4000] } as const;

export const RESUME_MESSAGES = {
  invalidType: 'Invalid file type. Please upload a PDF, DOC, or DOCX file.',
  empty: 'The selected file appears to be empty.',
  blocked: 'This file type is not allowed for security reasons.',
  tooLargeShort: 'File size exceeds 10MB limit. Please upload a smaller file.',
  busy: 'Please wait for the current file to finish processing.',
  noData: 'No resume data found in response',
  failedToProcess: 'Failed to process file',
  failedToRead: 'Failed to read file',
  noDataReceived: 'No data received from parsing service',
  parsingFailed: 'Resume parsing failed',
  processingError: 'An error occurred while processing the file. Please try again.',
  malformedUpload:
    'The upload could not be read: the form data is malformed or incomplete. Please choose the file again.',
} as const;

export const RESUME_TITLES = {
  invalidFile: 'Invalid File',
  securityWarning: 'Security Warning',
  processingError: 'File Processing Error',
  busy: 'Processing in Progress',
  parsingFailed: 'Parsing Failed',
  parsed: 'Resume Parsed',
} as const;

/**
 * The spec's toast title of a file the parser refused, by error code: 'Invalid File' for a file that is
 * not a resume file, 'Security Warning' for a blocked type, else 'File Processing Error' (corrupted,
 * encrypted, too slow to read). The parser's errors carry it, so every face shows the same title.
 */
export function resumeFileTitle(code: string): string {
  if (code === 'blocked_file_type') return RESUME_TITLES.securityWarning;
  if (['invalid_file_type', 'empty_file', 'file_too_large', 'one_file_only'].includes(code)) {
    return RESUME_TITLES.invalidFile;
  }
  return RESUME_TITLES.processingError;
}

/** 'File size (12.3MB) exceeds the 10MB limit.' */
export const fileTooLargeMessage = (size: number): string =>
  `File size (${(size / (1024 * 1024)).toFixed(1)}MB) exceeds the 10MB limit.`;

export type ResumeFileProblem = {
  title: string;
  message: string;
  /** Stable code, also the AppError code the core uses for it. */
  code: 'blocked_file_type' | 'invalid_file_type' | 'empty_file' | 'file_too_large';
};

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/**
 * The spec's resume file rules, in the order a user is best served by: a blocked name first (even
 * 'cv.exe.pdf'), then the type, then emptiness, then the size. Returns null when the file may be parsed.
 */
export function checkResumeFile(file: {
  name: string;
  size: number;
  type?: string | undefined;
}): ResumeFileProblem | null {
  const lower = file.name.toLowerCase();
  if (RESUME_BLOCKED_NAME_PARTS.some((part) => lower.includes(part))) {
    return {
      title: RESUME_TITLES.securityWarning,
      message: RESUME_MESSAGES.blocked,
      code: 'blocked_file_type',
    };
  }
  const extOk = (RESUME_ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(lower));
  const mimeOk = (RESUME_ACCEPTED_MIME_TYPES as readonly string[]).includes((file.type ?? '').toLowerCase());
  if (!extOk && !mimeOk) {
    return {
      title: RESUME_TITLES.invalidFile,
      message: RESUME_MESSAGES.invalidType,
      code: 'invalid_file_type',
    };
  }
  if (file.size <= 0) {
    return { title: RESUME_TITLES.invalidFile, message: RESUME_MESSAGES.empty, code: 'empty_file' };
  }
  if (file.size > RESUME_MAX_BYTES) {
    return {
      title: RESUME_TITLES.invalidFile,
      message: fileTooLargeMessage(file.size),
      code: 'file_too_large',
    };
  }
  return null;
}

export type ParseErrorClassification = {
  title: string;
  text: string;
  /** The error panel's button, null when the spec shows none. */
  action: 'Configure API' | 'Try Again' | null;
};

const CLASSIFICATION_ROWS: ReadonlyArray<{ needles: string[] } & ParseErrorClassification> = [
  {
    needles: ['credential', 'unauthorized', '401'],
    title: 'Authentication Error',
    text: 'Invalid TextKernel API credentials. Please check your configuration.',
    action: 'Configure API',
  },
  {
    needles: ['rate limit', '429'],
    title: 'Rate Limit Exceeded',
    text: 'Too many requests. Please wait a moment before trying again.',
    action: 'Try Again',
  },
  {
    needles: ['network', 'connection', 'timeout'],
    title: 'Connection Error',
    text: 'Network issue detected. Please check your connection and try again.',
    action: 'Try Again',
  },
  {
    needles: ['invalid', 'corrupted', '422'],
    title: 'File Processing Error',
    text: 'The uploaded file appears to be corrupted or in an unsupported format.',
    action: null,
  },
  {
    needles: ['size', 'limit'],
    title: 'File Size Error',
    text: 'The uploaded file is too large. Please use a file smaller than 10MB.',
    action: null,
  },
];

/** The error panel's six-row classification by message content (first matching row wins, case-insensitive). */
export function classifyParseError(message: string): ParseErrorClassification {
  const lower = message.toLowerCase();
  for (const row of CLASSIFICATION_ROWS) {
    if (row.needles.some((n) => lower.includes(n)))
      return { title: row.title, text: row.text, action: row.action };
  }
  return { title: 'Parsing Error', text: message, action: 'Try Again' };
}

/** Steps of the progress view with their active state for a progress value (0-100). */
export const progressSteps = (progress: number) =>
  RESUME_PROGRESS_STEPS.map((s) => ({ label: s.label, active: progress > s.threshold }));

// Answers of the resume API (server/src/routes/resumes.ts); the web UI infers its types from them.

/** GET /api/resumes/access: whether the plan lets the user parse now (Basic: 5 a month). */
const resumeTierSchema = z.enum(['Basic', 'Pro', 'Enterprise']);
export const resumeAccessSchema = z.discriminatedUnion('allowed', [
  z.object({
    allowed: z.literal(true),
    tier: resumeTierSchema,
    monthlyLimit: z.number().int().optional(),
    remaining: z.number().int().optional(),
  }),
  z.object({
    allowed: z.literal(false),
    tier: resumeTierSchema,
    /** Why not, in the spec's words (the 'Feature Restricted' panel). */
    message: z.string(),
    monthlyLimit: z.number().int().optional(),
    remaining: z.number().int().optional(),
  }),
]);
export type ResumeAccess = z.infer<typeof resumeAccessSchema>;

/** POST /api/resumes/parse: the parsed resume, the uploaded file's name, and the parses left this month. */
export const parseAnswerSchema = z.object({
  resume: parsedResumeSchema,
  fileName: z.string(),
  remaining: z.number().int().optional(),
});
export type ParseAnswer = z.infer<typeof parseAnswerSchema>;
