// The candidates screen and pipeline: a candidate's fields, the list query, bulk actions, import and
// export, the activity log (tools-and-integrations.md, Candidates screen; issue 11). Pure: the web imports it.
import * as z from 'zod';
import { isValidEmail } from './auth.js';
import { PIPELINE_STAGES, type PipelineStage } from './dashboard.js';
import { AUTH_MESSAGES } from './messages.js';
import { CANDIDATE_LIMITS, type EducationEntry, type ExperienceEntry } from './resume.js';

export { PIPELINE_STAGES };

/** Bounds of the fields a user types on a candidate (beside CANDIDATE_LIMITS of the parsed resume). */
export const CANDIDATE_FIELD_LIMITS = {
  position: 200,
  location: 200,
  tag: 50,
  tags: 50,
  notes: 10_000,
  source: 300,
  search: 200,
  ids: 1000,
  importBytes: 5 * 1024 * 1024,
  importRows: 10_000,
  activityText: 2000,
} as const;

export const CANDIDATE_MESSAGES = {
  nameRequired: 'Please enter the candidate’s name',
  notFound: 'Candidate not found',
  invalidStage: `Stage must be one of ${PIPELINE_STAGES.join(', ')}`,
  invalidRating: 'Rating must be a whole number from 0 to 5',
  invalidPhone: 'Please enter a valid phone number',
  duplicateEmail: 'A candidate with this email already exists',
  duplicatePhone: 'A candidate with this phone number already exists',
  noneSelected: 'Select at least one candidate',
  emptyTitle: 'No candidates found',
  emptySearch: 'Try adjusting your search criteria',
  emptyStart: 'Start by adding your first candidate',
  importEmpty: 'The file holds no candidates',
  importUnknownFormat: 'The file is neither CSV nor JSON Resume',
  mergeSelf: 'A candidate cannot be merged with itself',
} as const;

const text = (max: number, what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .max(max, `${what} must be at most ${max} characters`);

export const candidateStageSchema = z.enum(PIPELINE_STAGES, { error: CANDIDATE_MESSAGES.invalidStage });
export const candidateRatingSchema = z.coerce
  .number({ error: CANDIDATE_MESSAGES.invalidRating })
  .int(CANDIDATE_MESSAGES.invalidRating)
  .min(0, CANDIDATE_MESSAGES.invalidRating)
  .max(5, CANDIDATE_MESSAGES.invalidRating);
export const candidateTagSchema = text(CANDIDATE_FIELD_LIMITS.tag, 'A tag').min(1, 'A tag cannot be empty');
const tagList = z
  .array(candidateTagSchema)
  .max(CANDIDATE_FIELD_LIMITS.tags, `At most ${CANDIDATE_FIELD_LIMITS.tags} tags can be saved`);
const skillList = z
  .array(text(CANDIDATE_LIMITS.skill, 'A skill').min(1, 'A skill cannot be empty'))
  .max(CANDIDATE_LIMITS.skills, `At most ${CANDIDATE_LIMITS.skills} skills can be saved`);

/** The fields a user edits on a candidate (add: name required; edit: any subset). */
const candidateFields = {
  name: text(CANDIDATE_LIMITS.name, 'Name').min(1, CANDIDATE_MESSAGES.nameRequired),
  email: text(CANDIDATE_LIMITS.email, 'Email')
    .max(CANDIDATE_LIMITS.email, AUTH_MESSAGES.invalidEmail)
    .refine((e) => e === '' || isValidEmail(e), AUTH_MESSAGES.invalidEmail),
  phone: text(CANDIDATE_LIMITS.phone, 'Phone number').regex(
    /^[\d\s+().\-/#*,;x]*$/i,
    CANDIDATE_MESSAGES.invalidPhone,
  ),
  position: text(CANDIDATE_FIELD_LIMITS.position, 'Position'),
  location: text(CANDIDATE_FIELD_LIMITS.location, 'Location'),
  rating: candidateRatingSchema,
  skills: skillList,
  /** Years of experience, as the spec's card shows it ('5 years'). */
  experienceYears: z.coerce
    .number({ error: 'Experience must be a number of years' })
    .int('Experience must be a whole number of years')
    .min(0, 'Experience must be from 0 to 80 years')
    .max(80, 'Experience must be from 0 to 80 years')
    .nullable(),
  stage: candidateStageSchema,
  tags: tagList,
  notes: text(CANDIDATE_FIELD_LIMITS.notes, 'Notes'),
  source: text(CANDIDATE_FIELD_LIMITS.source, 'Source'),
};

export const candidateCreateSchema = z.object({
  ...candidateFields,
  email: candidateFields.email.default(''),
  phone: candidateFields.phone.default(''),
  position: candidateFields.position.default(''),
  location: candidateFields.location.default(''),
  rating: candidateFields.rating.default(0),
  skills: candidateFields.skills.default([]),
  experienceYears: candidateFields.experienceYears.default(null),
  stage: candidateFields.stage.default('Applied'),
  tags: candidateFields.tags.default([]),
  notes: candidateFields.notes.default(''),
  source: candidateFields.source.default('manual'),
});
export type CandidateCreate = z.input<typeof candidateCreateSchema>;
export const candidatePatchSchema = z.object(candidateFields).partial();
export type CandidatePatch = z.input<typeof candidatePatchSchema>;

/** The list query of /candidates (server-side filtering and pages). */
export const candidateQuerySchema = z.object({
  q: text(CANDIDATE_FIELD_LIMITS.search, 'Search').optional(),
  stage: candidateStageSchema.optional(),
  tag: candidateTagSchema.optional(),
  /** At least this rating. */
  rating: candidateRatingSchema.optional(),
  skill: text(CANDIDATE_LIMITS.skill, 'Skill').optional(),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200, 'At most 200 candidates a page').default(200),
});
export type CandidateQuery = z.input<typeof candidateQuerySchema>;

const idList = z
  .array(z.string().max(100))
  .min(1, CANDIDATE_MESSAGES.noneSelected)
  .max(CANDIDATE_FIELD_LIMITS.ids, `At most ${CANDIDATE_FIELD_LIMITS.ids} candidates at once`);

/** POST /api/candidates/bulk */
export const candidateBulkSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('move'), ids: idList, stage: candidateStageSchema }),
  z.object({ action: z.literal('tag'), ids: idList, tag: candidateTagSchema }),
  z.object({ action: z.literal('untag'), ids: idList, tag: candidateTagSchema }),
  z.object({ action: z.literal('delete'), ids: idList }),
]);
export type CandidateBulk = z.infer<typeof candidateBulkSchema>;

/** POST /api/candidates/:id/merge: the other candidate is folded into this one and removed. */
export const candidateMergeSchema = z.object({ otherId: z.string().min(1).max(100) });

/** What a user can log by hand on a candidate: an email sent, a call, an interview, a note. */
export const ACTIVITY_LOG_KINDS = ['email', 'call', 'interview', 'note'] as const;
export const candidateActivityInputSchema = z.object({
  kind: z.enum(ACTIVITY_LOG_KINDS),
  text: text(CANDIDATE_FIELD_LIMITS.activityText, 'Text').default(''),
});

/** The fields a user edits (and an edit's activity entry compares). */
export const CANDIDATE_EDITABLE_FIELDS = [
  'name',
  'email',
  'phone',
  'position',
  'location',
  'rating',
  'skills',
  'experienceYears',
  'stage',
  'tags',
  'notes',
  'source',
] as const;

/** The column a CSV header maps to ('' leaves the column out): every editable field. */
export const CANDIDATE_CSV_COLUMNS = CANDIDATE_EDITABLE_FIELDS;
export type CandidateCsvColumn = (typeof CANDIDATE_CSV_COLUMNS)[number];

/** POST /api/candidates/import */
export const candidateImportSchema = z.object({
  format: z.enum(['csv', 'json']).optional(),
  text: z
    .string()
    .min(1, CANDIDATE_MESSAGES.importEmpty)
    .max(CANDIDATE_FIELD_LIMITS.importBytes, 'The file must be at most 5 MB'),
  /** CSV header → field, for headers the importer does not know. */
  mapping: z.record(z.string().max(200), z.union([z.enum(CANDIDATE_CSV_COLUMNS), z.literal('')])).optional(),
});
export type CandidateImport = z.infer<typeof candidateImportSchema>;

/** The stat cards of /candidates, from every candidate of the user. */
export type CandidateStats = { total: number; active: number; interview: number; offers: number };

/** A stored candidate as the faces show it. */
export type Candidate = {
  id: string;
  name: string;
  /** Lower-cased; null when the resume had none (such candidates are never merged by email). */
  email: string | null;
  phone: string;
  position: string;
  location: string;
  /** 0–5. */
  rating: number;
  skills: string[];
  experienceYears: number | null;
  experience: ExperienceEntry[];
  education: EducationEntry[];
  tags: string[];
  notes: string;
  /** Where it came from: 'cli:<file name>', 'web:<file name>', 'manual', … */
  source: string;
  /** Where the candidate stands in the pipeline. */
  stage: PipelineStage;
  /** The last email, call or interview logged; null before any. */
  lastContactAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** The original resume file kept with a candidate: what the faces show (the bytes are downloaded apart). */
export type CandidateResumeFile = { name: string; mediaType: string; size: number; uploadedAt: string };

export const CANDIDATE_RESUME_MESSAGES = {
  noResume: 'This candidate has no resume file.',
  noResumeTitle: 'No Resume File',
} as const;

/** One entry of a candidate's activity log. */
export type CandidateActivity = {
  id: string;
  candidateId: string;
  candidateName: string;
  /** Who did it (the user's name, or email), null when unknown. */
  actor: string | null;
  via: string;
  action: string;
  summary: string;
  changes: Record<string, { from: unknown; to: unknown }>;
  at: string;
};

export type CandidatePage = {
  candidates: Candidate[];
  total: number;
  page: number;
  pageSize: number;
  stats: CandidateStats;
  /** How many candidates matching the query stand at each stage: the board's column counts. */
  stageCounts: Record<string, number>;
};
