// Candidates of a user: add, edit, delete, dedupe (email, normalised phone) and merge, bulk actions,
// the list with server-side filters and pages, and the activity log written on every change.
import { randomUUID } from 'node:crypto';
import { sql, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import { isUniqueViolation } from '../db/database.js';
import type { CandidatesTable } from '../db/schema.js';
import { AppError } from '../errors.js';
import {
  RESUME_FILE_KIND,
  checkResumeFileInput,
  storeResumeFile,
  type ResumeFileInput,
} from './resume-file.js';
import {
  educationEntrySchema,
  experienceEntrySchema,
  candidateInputSchema,
  type CandidateInput,
} from '../schemas/resume.js';
import * as z from 'zod';
import { PIPELINE_STAGES, type PipelineStage } from '../schemas/dashboard.js';
import {
  CANDIDATE_MESSAGES,
  candidateActivityInputSchema,
  candidateBulkSchema,
  candidateCreateSchema,
  candidatePatchSchema,
  candidateQuerySchema,
  type CandidateQuery,
  type Candidate,
  type CandidateActivity,
  type CandidatePage,
  type CandidateStats,
  type CandidateResumeFile,
  CANDIDATE_RESUME_MESSAGES,
  CANDIDATE_EDITABLE_FIELDS,
  CANDIDATE_FIELD_LIMITS,
  candidateImportSchema,
} from '../schemas/candidates.js';
import {
  fromCsv,
  fromJsonResume,
  importFormat,
  toCsv,
  toJsonResume,
  type CandidateRecord,
} from '../schemas/candidate-io.js';

export type { Candidate, CandidateActivity, CandidatePage };

export type SavedCandidate = { candidate: Candidate; created: boolean };

export type ImportResult = {
  created: number;
  updated: number;
  failed: { row: number; name: string; message: string }[];
  unknownHeaders: string[];
};

/** Who asked, for the activity log: the face ('web', 'cli', 'import'). */
export type ChangeContext = { via?: string };

const readJson = <T>(schema: z.ZodType<T>, text: string, fallback: T): T => {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
};

const strings = z.array(z.string());

const toCandidate = (r: Selectable<CandidatesTable>): Candidate => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  position: r.position,
  location: r.location,
  rating: Number(r.rating),
  skills: readJson(strings, r.skills, []),
  experienceYears: r.experience_years === null ? null : Number(r.experience_years),
  experience: readJson(z.array(experienceEntrySchema), r.experience, []),
  education: readJson(z.array(educationEntrySchema), r.education, []),
  tags: readJson(strings, r.tags, []),
  notes: r.notes,
  source: r.source,
  stage: (PIPELINE_STAGES as readonly string[]).includes(r.stage) ? (r.stage as PipelineStage) : 'Applied',
  lastContactAt: r.last_contact_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** '' and malformed values are no email: such a candidate is stored but never deduplicated by email. */
const emailKey = (email: string): string | null => {
  const e = email.trim().toLowerCase();
  return e.includes('@') ? e : null;
};

/**
 * The dedupe key of a phone: its digits, the last 10 of them (so '+1 415 555 0101' and '(415) 555-0101'
 * meet); null under 7 digits, which is no phone number.
 */
export const phoneKey = (phone: string): string | null => {
  const digits = phone.replace(/x.*$/i, '').replace(/\D/g, '');
  if (digits.length < 7) return null;
  return digits.length > 10 ? digits.slice(-10) : digits;
};

const uniqueCi = (list: string[]) => {
  const seen = new Set<string>();
  return list.filter((x) => {
    const k = x.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

/** The search and filter columns of a candidate's fields. */
const keys = (c: { name: string; position: string; skills: string[]; tags: string[] }) => ({
  search_key: [c.name, c.position, ...c.skills].join('\n').toLowerCase(),
  skills_key: JSON.stringify(c.skills.map((s) => s.toLowerCase())),
  tags_key: JSON.stringify(c.tags.map((s) => s.toLowerCase())),
});

/** A LIKE pattern matching `part` anywhere, with % _ and \ taken literally. */
const likeAnywhere = (part: string) => `%${part.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

const invalid = (error: z.ZodError) => {
  const issue = error.issues[0];
  return new AppError('validation', 'invalid_candidate', issue?.message ?? 'The candidate is not valid.', {
    details: { field: issue?.path.join('.') ?? '' },
  });
};

function check<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (!r.success) throw invalid(r.error);
  return r.data;
}

const notFound = () => new AppError('not_found', 'candidate_not_found', CANDIDATE_MESSAGES.notFound);

/** The fields an edit compares. */
const EDITABLE = CANDIDATE_EDITABLE_FIELDS;
type Editable = (typeof EDITABLE)[number];

const clip = (v: unknown): unknown => (typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}…` : v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The candidates repository; one instance per database, every call scoped to a user. */
export const createCandidateRepo = ({
  db,
  dialect,
  now = () => new Date(),
}: {
  db: Db;
  /** With the dialect, the search box also runs the full-text query language of smart search. */
  dialect?: 'sqlite' | 'postgres';
  now?: () => Date;
}) => {
  type Tx = Db;

  async function log(
    tx: Tx,
    userId: string,
    c: { id: string; name: string },
    entry: { action: string; summary: string; changes?: Record<string, { from: unknown; to: unknown }> },
    ctx: ChangeContext,
    at = now().toISOString(),
  ) {
    await tx
      .insertInto('candidate_activity')
      .values({
        id: randomUUID(),
        user_id: userId,
        candidate_id: c.id,
        candidate_name: c.name,
        actor_id: userId,
        via: (ctx.via ?? 'api').slice(0, 50),
        action: entry.action,
        summary: entry.summary.slice(0, 2000),
        changes: JSON.stringify(entry.changes ?? {}),
        at,
      })
      .execute();
  }

  async function row(tx: Tx, userId: string, id: string) {
    const r = await tx
      .selectFrom('candidates')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!r) throw notFound();
    return r;
  }

  /** The candidate already holding this email or phone (another than `exceptId`), and which field matched. */
  async function findDuplicate(
    userId: string,
    input: { email?: string | null; phone?: string },
    exceptId?: string,
    tx: Tx = db,
  ): Promise<{ candidate: Candidate; field: 'email' | 'phone' } | null> {
    const email = input.email ? emailKey(input.email) : null;
    const phone = input.phone ? phoneKey(input.phone) : null;
    for (const [field, column, value] of [
      ['email', 'email', email],
      ['phone', 'phone_key', phone],
    ] as const) {
      if (!value) continue;
      let q = tx.selectFrom('candidates').selectAll().where('user_id', '=', userId).where(column, '=', value);
      if (exceptId) q = q.where('id', '!=', exceptId);
      const found = await q.orderBy('created_at').limit(1).executeTakeFirst();
      if (found) return { candidate: toCandidate(found), field };
    }
    return null;
  }

  const duplicateError = (dup: { candidate: Candidate; field: 'email' | 'phone' }) =>
    new AppError(
      'conflict',
      'duplicate_candidate',
      dup.field === 'email' ? CANDIDATE_MESSAGES.duplicateEmail : CANDIDATE_MESSAGES.duplicatePhone,
      {
        title: 'Duplicate Candidate',
        hint: `Merge it into ${dup.candidate.name}, or change the ${dup.field}.`,
        details: { duplicateId: dup.candidate.id, duplicateName: dup.candidate.name, field: dup.field },
      },
    );

  /**
   * Stores a parsed resume as a candidate of the user. A candidate with the same email is updated
   * (a re-import refreshes it, keeping its id, creation time, stage, tags and notes); `created` tells
   * the two apart. With `linkedinKey` (a LinkedIn profile's linkedinProfileKey) the profile is saved
   * once per user: the insert does nothing on the (user_id, linkedin_key) unique index, so parallel
   * saves of one profile leave one row, and the others answer that row with `created: false`.
   * With `file` (the original resume file) the file is kept with the candidate in the same
   * transaction, replacing the one it had; a file no upload would pass is refused first.
   */
  async function saveParsed(
    userId: string,
    input: z.input<typeof candidateInputSchema> | CandidateInput,
    opts: { source: string; linkedinKey?: string; file?: ResumeFileInput },
  ): Promise<SavedCandidate> {
    const checked = candidateInputSchema.safeParse(input);
    if (!checked.success) throw invalid(checked.error);
    if (opts.file) checkResumeFileInput(opts.file);
    const resume = checked.data;
    const at = now().toISOString();
    const via = opts.source.split(':')[0] || 'api';
    const email = emailKey(resume.email);
    const fields = {
      name: resume.name,
      phone: resume.phone,
      phone_key: phoneKey(resume.phone),
      skills: JSON.stringify(resume.skills),
      experience: JSON.stringify(resume.experience),
      education: JSON.stringify(resume.education),
      source: opts.source.slice(0, 300),
      updated_at: at,
    };
    const linkedinKey = opts.linkedinKey || null;
    const byLinkedinKey = async () => {
      if (!linkedinKey) return undefined;
      const row = await db
        .selectFrom('candidates')
        .selectAll()
        .where('user_id', '=', userId)
        .where('linkedin_key', '=', linkedinKey)
        .executeTakeFirst();
      return row ? { candidate: toCandidate(row), created: false } : undefined;
    };
    const known = await byLinkedinKey();
    if (known) return known;
    // Two writers may import the same email at once: the loser of the insert retries as an update.
    for (let attempt = 0; attempt < 2; attempt++) {
      if (email) {
        const existing = await db
          .selectFrom('candidates')
          .selectAll()
          .where('user_id', '=', userId)
          .where('email', '=', email)
          .executeTakeFirst();
        if (existing) {
          const before = toCandidate(existing);
          const saved = await db.transaction().execute(async (tx) => {
            const r = await tx
              .updateTable('candidates')
              .set({
                ...fields,
                ...keys({
                  name: resume.name,
                  position: before.position,
                  skills: resume.skills,
                  tags: before.tags,
                }),
              })
              .where('id', '=', existing.id)
              .where('user_id', '=', userId)
              .returningAll()
              .executeTakeFirstOrThrow();
            const after = toCandidate(r);
            if (opts.file) await storeResumeFile(tx, userId, after.id, opts.file, at);
            await log(
              tx,
              userId,
              after,
              { action: 'updated', summary: `Updated from ${opts.source}`, changes: diff(before, after) },
              { via },
              at,
            );
            return after;
          });
          return { candidate: saved, created: false };
        }
      }
      try {
        const candidate = await db.transaction().execute(async (tx) => {
          const r = await tx
            .insertInto('candidates')
            .values({
              id: randomUUID(),
              user_id: userId,
              email,
              created_at: at,
              linkedin_key: linkedinKey,
              ...fields,
              ...keys({ name: resume.name, position: '', skills: resume.skills, tags: [] }),
            })
            .$if(linkedinKey !== null, (q) =>
              q.onConflict((oc) => oc.columns(['user_id', 'linkedin_key']).doNothing()),
            )
            .returningAll()
            .executeTakeFirst();
          if (!r) return undefined; // the same LinkedIn profile was saved meanwhile
          const c = toCandidate(r);
          if (opts.file) await storeResumeFile(tx, userId, c.id, opts.file, at);
          await log(tx, userId, c, { action: 'created', summary: `Added from ${opts.source}` }, { via }, at);
          return c;
        });
        if (!candidate) {
          const other = await byLinkedinKey();
          if (other) return other;
          continue;
        }
        return { candidate, created: true };
      } catch (e) {
        if (!isUniqueViolation(e) || attempt > 0) throw e;
      }
    }
    throw new AppError('internal', 'candidate_save_failed', 'The candidate could not be saved.');
  }

  const diff = (before: Candidate, after: Candidate) => {
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const f of EDITABLE)
      if (!same(before[f], after[f])) changes[f] = { from: clip(before[f]), to: clip(after[f]) };
    return changes;
  };

  /** The columns of edited fields. */
  const columns = (c: Partial<Pick<Candidate, Editable>>): Updateable<CandidatesTable> => {
    const out: Updateable<CandidatesTable> = {};
    if (c.name !== undefined) out.name = c.name;
    if (c.email !== undefined) out.email = c.email ? emailKey(c.email) : null;
    if (c.phone !== undefined) {
      out.phone = c.phone;
      out.phone_key = phoneKey(c.phone);
    }
    if (c.position !== undefined) out.position = c.position;
    if (c.location !== undefined) out.location = c.location;
    if (c.rating !== undefined) out.rating = c.rating;
    if (c.skills !== undefined) out.skills = JSON.stringify(uniqueCi(c.skills));
    if (c.experienceYears !== undefined) out.experience_years = c.experienceYears;
    if (c.stage !== undefined) out.stage = c.stage;
    if (c.tags !== undefined) out.tags = JSON.stringify(uniqueCi(c.tags));
    if (c.notes !== undefined) out.notes = c.notes;
    if (c.source !== undefined) out.source = c.source;
    return out;
  };

  /**
   * Adds a candidate typed by the user. A candidate with the same email or phone is a 409
   * 'duplicate_candidate' naming it (details.duplicateId), unless `merge` is set: then the new fields
   * are merged into it.
   */
  async function create(
    userId: string,
    input: unknown,
    ctx: ChangeContext & { merge?: boolean } = {},
  ): Promise<SavedCandidate & { merged?: boolean }> {
    const c = check(candidateCreateSchema, input);
    const dup = await findDuplicate(userId, c);
    if (dup) {
      if (!ctx.merge) throw duplicateError(dup);
      const merged = await mergeFields(userId, dup.candidate.id, c, ctx);
      return { candidate: merged, created: false, merged: true };
    }
    const at = now().toISOString();
    const skills = uniqueCi(c.skills);
    const tags = uniqueCi(c.tags);
    try {
      const candidate = await db.transaction().execute(async (tx) => {
        const r = await tx
          .insertInto('candidates')
          .values({
            id: randomUUID(),
            user_id: userId,
            name: c.name,
            email: emailKey(c.email),
            phone: c.phone,
            phone_key: phoneKey(c.phone),
            position: c.position,
            location: c.location,
            rating: c.rating,
            skills: JSON.stringify(skills),
            experience_years: c.experienceYears,
            stage: c.stage,
            tags: JSON.stringify(tags),
            notes: c.notes,
            source: c.source,
            experience: '[]',
            education: '[]',
            ...keys({ ...c, skills, tags }),
            created_at: at,
            updated_at: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const created = toCandidate(r);
        await log(tx, userId, created, { action: 'created', summary: `Added at ${created.stage}` }, ctx, at);
        return created;
      });
      return { candidate, created: true };
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      const again = await findDuplicate(userId, c);
      throw again ? duplicateError(again) : e;
    }
  }

  /** Fills a candidate's empty fields from `extra`, joins skills and tags, appends notes. */
  async function mergeFields(
    userId: string,
    id: string,
    extra: Partial<Pick<Candidate, Editable>>,
    ctx: ChangeContext,
    tx?: Tx,
  ): Promise<Candidate> {
    const before = toCandidate(await row(tx ?? db, userId, id));
    const patch: Partial<Pick<Candidate, Editable>> = {};
    for (const f of ['name', 'phone', 'position', 'location'] as const)
      if (!before[f] && extra[f]) patch[f] = extra[f];
    if (!before.email && extra.email) patch.email = extra.email;
    if (!before.rating && extra.rating) patch.rating = extra.rating;
    if (before.experienceYears === null && extra.experienceYears != null)
      patch.experienceYears = extra.experienceYears;
    if (extra.skills?.length) patch.skills = uniqueCi([...before.skills, ...extra.skills]);
    if (extra.tags?.length) patch.tags = uniqueCi([...before.tags, ...extra.tags]);
    if (extra.notes && !before.notes.includes(extra.notes))
      patch.notes = before.notes ? `${before.notes}\n\n${extra.notes}` : extra.notes;
    return write(userId, before, patch, ctx, 'merged', 'Merged duplicate details', tx);
  }

  /** Writes a patch and its log entry in one transaction (the caller's, when it gives one). */
  async function write(
    userId: string,
    before: Candidate,
    patch: Partial<Pick<Candidate, Editable>>,
    ctx: ChangeContext,
    action?: string,
    summary?: string,
    outer?: Tx,
  ): Promise<Candidate> {
    const next = { ...before, ...patch };
    if (patch.skills) next.skills = uniqueCi(patch.skills);
    if (patch.tags) next.tags = uniqueCi(patch.tags);
    if (patch.email !== undefined) next.email = patch.email ? emailKey(patch.email) : null;
    const changes = diff(before, next as Candidate);
    if (Object.keys(changes).length === 0 && !action) return before;
    const at = now().toISOString();
    const inTx = <T>(work: (tx: Tx) => Promise<T>) => (outer ? work(outer) : db.transaction().execute(work));
    try {
      return await inTx(async (tx) => {
        const r = await tx
          .updateTable('candidates')
          .set({ ...columns(patch), ...keys(next), updated_at: at })
          .where('user_id', '=', userId)
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirst();
        if (!r) throw notFound();
        const after = toCandidate(r);
        const fields = Object.keys(changes);
        const act =
          action ??
          (fields.length === 1 && fields[0] === 'stage'
            ? 'moved'
            : fields.every((f) => f === 'tags')
              ? 'tagged'
              : 'updated');
        const text =
          summary ??
          (act === 'moved'
            ? `Moved from ${before.stage} to ${after.stage}`
            : act === 'tagged'
              ? `Tags: ${after.tags.join(', ') || 'none'}`
              : `Changed ${fields.join(', ')}`);
        await log(tx, userId, after, { action: act, summary: text, changes }, ctx, at);
        return after;
      });
    } catch (e) {
      if (isUniqueViolation(e))
        throw new AppError('conflict', 'duplicate_candidate', CANDIDATE_MESSAGES.duplicateEmail);
      throw e;
    }
  }

  /** Edits a candidate; an email or phone another candidate holds is a 409 naming that candidate. */
  async function update(
    userId: string,
    id: string,
    patch: unknown,
    ctx: ChangeContext = {},
  ): Promise<Candidate> {
    const p = check(candidatePatchSchema, patch);
    const before = toCandidate(await row(db, userId, id));
    const dup = await findDuplicate(
      userId,
      {
        email: p.email !== undefined && emailKey(p.email) !== before.email ? p.email : undefined,
        phone: p.phone !== undefined && phoneKey(p.phone) !== phoneKey(before.phone) ? p.phone : undefined,
      },
      id,
    );
    if (dup) throw duplicateError(dup);
    return write(userId, before, p, ctx);
  }

  const move = (userId: string, id: string, stage: string, ctx: ChangeContext = {}) =>
    update(userId, id, { stage }, ctx);

  /** Deletes a candidate; its log keeps a 'deleted' entry. */
  async function remove(userId: string, id: string, ctx: ChangeContext = {}): Promise<void> {
    await db.transaction().execute(async (tx) => {
      const r = await row(tx, userId, id);
      await tx.deleteFrom('candidates').where('user_id', '=', userId).where('id', '=', id).execute();
      await log(tx, userId, r, { action: 'deleted', summary: `Deleted ${r.name}` }, ctx);
    });
  }

  /**
   * Folds `otherId` into `keepId` in one transaction: empty fields filled, skills and tags joined,
   * notes appended, the other's log moved over (and its LinkedIn profile key when the kept one has
   * none), the other deleted. A failure anywhere changes nothing.
   */
  async function merge(
    userId: string,
    keepId: string,
    otherId: string,
    ctx: ChangeContext = {},
  ): Promise<Candidate> {
    if (keepId === otherId) throw new AppError('validation', 'merge_self', CANDIDATE_MESSAGES.mergeSelf);
    return db.transaction().execute(async (tx) => {
      const otherRow = await row(tx, userId, otherId);
      const other = toCandidate(otherRow);
      const keepRow = await row(tx, userId, keepId);
      // The other's resume file goes over when the kept candidate has none (else it goes with the other).
      await tx
        .updateTable('candidate_files')
        .set({ candidate_id: keepId })
        .where('user_id', '=', userId)
        .where('candidate_id', '=', otherId)
        .where('kind', '=', RESUME_FILE_KIND)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('candidate_files as kept')
                .select('kept.id')
                .where('kept.candidate_id', '=', keepId)
                .where('kept.kind', '=', RESUME_FILE_KIND),
            ),
          ),
        )
        .execute();
      await tx.deleteFrom('candidates').where('user_id', '=', userId).where('id', '=', otherId).execute();
      // The kept candidate takes over the other's LinkedIn profile, so saving it again finds them.
      if (otherRow.linkedin_key && !keepRow.linkedin_key)
        await tx
          .updateTable('candidates')
          .set({ linkedin_key: otherRow.linkedin_key })
          .where('user_id', '=', userId)
          .where('id', '=', keepId)
          .execute();
      await tx
        .updateTable('candidate_activity')
        .set({ candidate_id: keepId })
        .where('user_id', '=', userId)
        .where('candidate_id', '=', otherId)
        .execute();
      const c = await mergeFields(userId, keepId, { ...other, email: other.email ?? '' }, ctx, tx);
      await log(tx, userId, c, { action: 'merged', summary: `Merged ${other.name} into ${c.name}` }, ctx);
      return c;
    });
  }

  /** Bulk move, tag, untag or delete; answers how many candidates changed. */
  async function bulk(
    userId: string,
    input: unknown,
    ctx: ChangeContext = {},
  ): Promise<{ affected: number }> {
    const b = check(candidateBulkSchema, input);
    let affected = 0;
    for (const id of new Set(b.ids)) {
      const r = await db
        .selectFrom('candidates')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!r) continue;
      const c = toCandidate(r);
      if (b.action === 'delete') {
        await remove(userId, id, ctx);
        affected++;
        continue;
      }
      const patch: Partial<Candidate> =
        b.action === 'move'
          ? { stage: b.stage }
          : b.action === 'tag'
            ? { tags: uniqueCi([...c.tags, b.tag]) }
            : { tags: c.tags.filter((t) => t.toLowerCase() !== b.tag.toLowerCase()) };
      const after = await write(userId, c, patch, ctx);
      if (after !== c) affected++;
    }
    return { affected };
  }

  /** The user's candidates, most recently updated first. */
  async function list(userId: string, opts: { limit?: number } = {}): Promise<Candidate[]> {
    const rows = await db
      .selectFrom('candidates')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(Math.min(Math.max(opts.limit ?? 500, 1), 5000))
      .execute();
    return rows.map(toCandidate);
  }

  /** Every candidate of the user (export), oldest first, read in pages. */
  async function all(userId: string): Promise<Candidate[]> {
    const out: Candidate[] = [];
    for (let offset = 0; ; offset += 1000) {
      const rows = await db
        .selectFrom('candidates')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .limit(1000)
        .offset(offset)
        .execute();
      out.push(...rows.map(toCandidate));
      if (rows.length < 1000) return out;
    }
  }

  /** One page of the user's candidates matching the query, with the screen's stat cards. */
  async function search(userId: string, query: CandidateQuery = {}): Promise<CandidatePage> {
    const q = check(candidateQuerySchema, query);
    let base = db.selectFrom('candidates').where('user_id', '=', userId);
    if (q.q) {
      // The spec's substring match over name, position and skills, or the full-text index (any field,
      // words in any order, phrases, OR, NOT, skill:/title:/location:/company:) when the text is a query.
      const substring = sql<boolean>`search_key like ${likeAnywhere(q.q.toLowerCase())} escape '\\'`;
      // (the query language and index code load with the first search, not with every command)
      const fullText = dialect
        ? (await import('../search/search-service.js')).fullTextCondition(dialect, userId, q.q)
        : undefined;
      base = base.where(fullText ? sql<boolean>`(${substring} or ${fullText})` : substring);
    }
    if (q.stage) base = base.where('stage', '=', q.stage);
    if (q.rating !== undefined) base = base.where('rating', '>=', q.rating);
    if (q.tag)
      base = base.where(
        sql<boolean>`tags_key like ${likeAnywhere(JSON.stringify(q.tag.toLowerCase()))} escape '\\'`,
      );
    if (q.skill)
      base = base.where(
        sql<boolean>`skills_key like ${likeAnywhere(JSON.stringify(q.skill.toLowerCase()))} escape '\\'`,
      );
    const [rows, byStage, s] = await Promise.all([
      base
        .selectAll()
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
        .execute(),
      base
        .select((eb) => ['stage', eb.fn.countAll<string | number>().as('n')])
        .groupBy('stage')
        .execute(),
      stats(userId),
    ]);
    const stageCounts: Record<string, number> = Object.fromEntries(PIPELINE_STAGES.map((st) => [st, 0]));
    for (const r of byStage) stageCounts[r.stage] = Number(r.n);
    return {
      candidates: rows.map(toCandidate),
      total: Object.values(stageCounts).reduce((a, b) => a + b, 0),
      stageCounts,
      page: q.page,
      pageSize: q.pageSize,
      stats: s,
    };
  }

  /** One candidate of the user, or a 404. */
  async function get(userId: string, id: string): Promise<Candidate> {
    return toCandidate(await row(db, userId, id));
  }

  /** The candidate's resume file as the faces list it (no bytes), or null without one. */
  async function resumeFileInfo(userId: string, id: string): Promise<CandidateResumeFile | null> {
    const f = await db
      .selectFrom('candidate_files')
      .select(['name', 'media_type', 'size', 'created_at'])
      .where('user_id', '=', userId)
      .where('candidate_id', '=', id)
      .where('kind', '=', RESUME_FILE_KIND)
      .executeTakeFirst();
    return f
      ? { name: f.name, mediaType: f.media_type, size: Number(f.size), uploadedAt: f.created_at }
      : null;
  }

  /** The candidate's resume file with its bytes; 404 for another user's candidate or none kept. */
  async function resumeFile(userId: string, id: string): Promise<CandidateResumeFile & { bytes: Buffer }> {
    await row(db, userId, id);
    const f = await db
      .selectFrom('candidate_files')
      .select(['name', 'media_type', 'size', 'created_at', 'content'])
      .where('user_id', '=', userId)
      .where('candidate_id', '=', id)
      .where('kind', '=', RESUME_FILE_KIND)
      .executeTakeFirst();
    if (!f)
      throw new AppError('not_found', 'no_resume_file', CANDIDATE_RESUME_MESSAGES.noResume, {
        title: CANDIDATE_RESUME_MESSAGES.noResumeTitle,
      });
    return {
      name: f.name,
      mediaType: f.media_type,
      size: Number(f.size),
      uploadedAt: f.created_at,
      bytes: Buffer.from(f.content),
    };
  }

  const count = async (userId: string): Promise<number> => {
    const r = await db
      .selectFrom('candidates')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  };

  /** How many of the user's candidates stand at each pipeline stage (every stage, zeros included). */
  async function pipeline(userId: string): Promise<{ stage: PipelineStage; count: number }[]> {
    const rows = await db
      .selectFrom('candidates')
      .select((eb) => ['stage', eb.fn.countAll<string | number>().as('n')])
      .where('user_id', '=', userId)
      .groupBy('stage')
      .execute();
    const by = new Map(rows.map((r) => [r.stage, Number(r.n)]));
    return PIPELINE_STAGES.map((stage) => ({ stage, count: by.get(stage) ?? 0 }));
  }

  /** The stat cards: all, active (not hired or rejected), in interview, offers made. */
  async function stats(userId: string): Promise<CandidateStats> {
    const p = new Map((await pipeline(userId)).map((x) => [x.stage, x.count]));
    const total = [...p.values()].reduce((a, b) => a + b, 0);
    return {
      total,
      active: total - (p.get('Hired') ?? 0) - (p.get('Rejected') ?? 0),
      interview: p.get('Interview') ?? 0,
      offers: p.get('Offer') ?? 0,
    };
  }

  /** A candidate's log (newest first), or the user's latest events across candidates without an id. */
  async function activity(
    userId: string,
    candidateId?: string,
    opts: { limit?: number } = {},
  ): Promise<CandidateActivity[]> {
    let q = db
      .selectFrom('candidate_activity as a')
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select([
        'a.id',
        'a.candidate_id',
        'a.candidate_name',
        'u.name as actor_name',
        'u.email as actor_email',
        'a.via',
        'a.action',
        'a.summary',
        'a.changes',
        'a.at',
      ])
      .where('a.user_id', '=', userId);
    if (candidateId) q = q.where('a.candidate_id', '=', candidateId);
    const rows = await q
      .orderBy('a.at', 'desc')
      .orderBy('a.id')
      .limit(Math.min(Math.max(opts.limit ?? 200, 1), 1000))
      .execute();
    return rows.map((r) => ({
      id: r.id,
      candidateId: r.candidate_id,
      candidateName: r.candidate_name,
      actor: r.actor_name || r.actor_email || null,
      via: r.via,
      action: r.action,
      summary: r.summary,
      changes: readJson(
        z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
        r.changes,
        {},
      ) as Record<string, { from: unknown; to: unknown }>,
      at: r.at,
    }));
  }

  /** Logs an email, call, interview or note on a candidate; the first three set its last contact. */
  async function logActivity(
    userId: string,
    id: string,
    input: unknown,
    ctx: ChangeContext = {},
  ): Promise<CandidateActivity> {
    const a = check(candidateActivityInputSchema, input);
    const at = now().toISOString();
    await db.transaction().execute(async (tx) => {
      const r = await row(tx, userId, id);
      if (a.kind !== 'note')
        await tx
          .updateTable('candidates')
          .set({ last_contact_at: at })
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .execute();
      const label = { email: 'Email sent', call: 'Call', interview: 'Interview', note: 'Note' }[a.kind];
      await log(tx, userId, r, { action: a.kind, summary: a.text ? `${label}: ${a.text}` : label }, ctx, at);
    });
    const [latest] = await activity(userId, id, { limit: 1 });
    if (!latest) throw notFound();
    return latest;
  }

  /**
   * Imports CSV or JSON Resume text: each record is added, or merged into the candidate holding its
   * email or phone. Rows that fail are answered with their row number (the CSV line, header = 1) and
   * the message; CSV headers the importer does not know (and `mapping` does not name) in unknownHeaders.
   */
  async function importText(
    userId: string,
    input: unknown,
    ctx: ChangeContext & { fileName?: string } = {},
  ): Promise<ImportResult> {
    const req = check(candidateImportSchema, input);
    const format = req.format ?? importFormat(req.text, ctx.fileName);
    if (!format) throw new AppError('validation', 'import_format', CANDIDATE_MESSAGES.importUnknownFormat);
    let records: CandidateRecord[];
    let unknownHeaders: string[] = [];
    if (format === 'json') {
      let value: unknown;
      try {
        value = JSON.parse(req.text);
      } catch {
        throw new AppError('validation', 'import_format', 'The file is not valid JSON');
      }
      records = fromJsonResume(value);
    } else ({ records, unknownHeaders } = fromCsv(req.text, req.mapping));
    if (records.length === 0)
      throw new AppError('validation', 'import_empty', CANDIDATE_MESSAGES.importEmpty);
    if (records.length > CANDIDATE_FIELD_LIMITS.importRows)
      throw new AppError(
        'validation',
        'import_too_many',
        `At most ${CANDIDATE_FIELD_LIMITS.importRows} candidates can be imported at once`,
      );
    const via = { via: ctx.via ?? 'import' };
    const result: ImportResult = { created: 0, updated: 0, failed: [], unknownHeaders };
    for (const [i, rec] of records.entries()) {
      const rowNo = format === 'csv' ? i + 2 : i + 1;
      try {
        const { experience, education, ...fields } = rec;
        const c = check(candidateCreateSchema, { source: 'import', ...fields });
        const dup = await findDuplicate(userId, c);
        const saved = dup
          ? await mergeFields(userId, dup.candidate.id, c, via)
          : (await create(userId, c, via)).candidate;
        if (dup) result.updated++;
        else result.created++;
        if (
          (experience?.length || education?.length) &&
          !saved.experience.length &&
          !saved.education.length
        ) {
          const resume = check(candidateInputSchema, { name: saved.name, experience, education });
          await db
            .updateTable('candidates')
            .set({
              experience: JSON.stringify(resume.experience),
              education: JSON.stringify(resume.education),
            })
            .where('user_id', '=', userId)
            .where('id', '=', saved.id)
            .execute();
        }
      } catch (e) {
        if (!(e instanceof AppError) || e.kind === 'internal') throw e;
        result.failed.push({ row: rowNo, name: rec.name ?? '', message: e.message });
      }
    }
    return result;
  }

  /** Every candidate of the user as CSV text or JSON Resume documents (a JSON array). */
  async function exportText(userId: string, format: 'csv' | 'json'): Promise<string> {
    const records: CandidateRecord[] = (await all(userId)).map((c) => ({
      name: c.name,
      email: c.email ?? '',
      phone: c.phone,
      position: c.position,
      location: c.location,
      rating: c.rating,
      skills: c.skills,
      experienceYears: c.experienceYears,
      stage: c.stage,
      tags: c.tags,
      notes: c.notes,
      source: c.source,
      experience: c.experience,
      education: c.education,
    }));
    return format === 'csv' ? toCsv(records) : `${JSON.stringify(toJsonResume(records), null, 2)}\n`;
  }

  return {
    importText,
    exportText,
    saveParsed,
    create,
    update,
    move,
    remove,
    merge,
    bulk,
    findDuplicate,
    list,
    all,
    search,
    get,
    resumeFileInfo,
    resumeFile,
    count,
    pipeline,
    stats,
    activity,
    logActivity,
  };
};

export type CandidateRepo = ReturnType<typeof createCandidateRepo>;
