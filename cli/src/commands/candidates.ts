import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from '@commander-js/extra-typings';
import {
  AppError,
  CANDIDATE_CSV_COLUMNS,
  CANDIDATE_MESSAGES,
  type Candidate,
  type CandidateActivity,
  type CandidateCsvColumn,
  type CandidateResumeFile,
} from '@recruit/core';
import type { CliContext } from '../context.js';
import { emit, notice } from '../output.js';

const collect = (v: string, prev: string[]) => [...prev, v];
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '-');

function table(list: Candidate[]): string[] {
  const w = (f: (c: Candidate) => string, min: number) => Math.max(min, ...list.map((c) => f(c).length));
  const nw = Math.min(
    30,
    w((c) => c.name, 4),
  );
  const pw = Math.min(
    28,
    w((c) => c.position, 8),
  );
  const lines = [
    `${'ID'.padEnd(36)}  ${'NAME'.padEnd(nw)}  ${'POSITION'.padEnd(pw)}  ${'STAGE'.padEnd(9)}  RATING  EMAIL`,
  ];
  for (const c of list)
    lines.push(
      `${c.id.padEnd(36)}  ${c.name.slice(0, nw).padEnd(nw)}  ${c.position.slice(0, pw).padEnd(pw)}  ${c.stage.padEnd(9)}  ${`${c.rating}/5`.padEnd(6)}  ${c.email ?? '-'}`,
    );
  return lines;
}

const sizeText = (n: number) =>
  n < 1024
    ? `${n} B`
    : n < 1024 * 1024
      ? `${(n / 1024).toFixed(1)} KB`
      : `${(n / 1024 / 1024).toFixed(1)} MB`;

function details(c: Candidate, log: CandidateActivity[], resume: CandidateResumeFile | null): string[] {
  const lines = [
    `${c.name}${c.position ? ` — ${c.position}` : ''}`,
    `  ID:           ${c.id}`,
    `  Stage:        ${c.stage}`,
    `  Email:        ${c.email ?? '-'}`,
    `  Phone:        ${c.phone || '-'}`,
    `  Location:     ${c.location || '-'}`,
    `  Rating:       ${c.rating}/5`,
    `  Experience:   ${c.experienceYears === null ? '-' : `${c.experienceYears} years`}`,
    `  Skills:       ${c.skills.join(', ') || '-'}`,
    `  Tags:         ${c.tags.join(', ') || '-'}`,
    `  Source:       ${c.source || '-'}`,
    `  Last contact: ${day(c.lastContactAt)}`,
    `  Resume file:  ${resume ? `${resume.name} (${sizeText(resume.size)}): recruit candidates resume ${c.id}` : '-'}`,
  ];
  if (c.notes) lines.push('  Notes:', ...c.notes.split('\n').map((l) => `    ${l}`));
  if (log.length) {
    lines.push('Activity:');
    for (const a of log)
      lines.push(`  ${a.at.slice(0, 16).replace('T', ' ')}  ${a.actor ?? '-'} (${a.via})  ${a.summary}`);
  }
  return lines;
}

type FieldOpts = {
  name?: string;
  email?: string;
  phone?: string;
  position?: string;
  location?: string;
  rating?: string;
  skill?: string[];
  years?: string;
  stage?: string;
  tag?: string[];
  notes?: string;
  source?: string;
};

/** The fields given on the command line; lists only when at least one was given. */
const fields = (o: FieldOpts) => {
  const out: Record<string, unknown> = {};
  for (const k of [
    'name',
    'email',
    'phone',
    'position',
    'location',
    'rating',
    'stage',
    'notes',
    'source',
  ] as const)
    if (o[k] !== undefined) out[k] = o[k];
  if (o.years !== undefined) out.experienceYears = o.years;
  if (o.skill?.length) out.skills = o.skill;
  if (o.tag?.length) out.tags = o.tag;
  return out;
};

/** A duplicate's 409 with the CLI's way out. */
const withMergeHint = (e: unknown): never => {
  if (e instanceof AppError && e.code === 'duplicate_candidate' && e.details?.duplicateName)
    throw new AppError(e.kind, e.code, e.message, {
      title: e.title,
      details: e.details,
      hint: `It is ${String(e.details.duplicateName)} (${String(e.details.duplicateId)}). Add --merge to merge into it.`,
    });
  throw e;
};

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
const fieldOptions = <A extends unknown[]>(cmd: Command<A, {}, {}>) =>
  cmd
    .option('--name <name>', 'full name')
    .option('--email <email>', 'email address')
    .option('--phone <phone>', 'phone number')
    .option('--position <position>', 'position or job title')
    .option('--location <location>', 'location')
    .option('--rating <n>', 'rating from 0 to 5')
    .option('--skill <skill>', 'a skill (repeat for more)', collect, [] as string[])
    .option('--years <n>', 'years of experience')
    .option('--stage <stage>', 'Applied, Screening, Interview, Offer, Hired or Rejected')
    .option('--tag <tag>', 'a tag (repeat for more)', collect, [] as string[])
    .option('--notes <text>', 'notes')
    .option('--source <source>', 'where the candidate came from');

/** recruit candidates list|show|resume|add|edit|move|tag|rm|import|export: core.candidates, printed. */
export function registerCandidates(program: Command, ctx: CliContext) {
  const candidates = program
    .command('candidates')
    .description('your candidates and pipeline: list, add, edit, move, tag, remove, import and export');
  const repo = async () => {
    const s = await ctx.requireSignedIn();
    return { userId: s.userId, candidates: (await ctx.core()).candidates };
  };

  candidates
    .command('list')
    .description('list candidates, filtered on the server (newest change first)')
    .option('-q, --search <text>', 'case-insensitive match in name, position and skills')
    .option('--stage <stage>', 'only this stage')
    .option('--tag <tag>', 'only candidates with this tag')
    .option('--rating <n>', 'at least this rating')
    .option('--skill <skill>', 'only candidates with this skill')
    .option('--page <n>', 'page number', '1')
    .option('--page-size <n>', 'candidates a page (at most 200)', '50')
    .option('--json', 'a JSON array of candidates')
    .action(async (o) => {
      const { userId, candidates: c } = await repo();
      const page = await c.search(userId, {
        q: o.search,
        stage: o.stage as never,
        tag: o.tag,
        rating: o.rating as never,
        skill: o.skill,
        page: o.page as never,
        pageSize: o.pageSize as never,
      });
      const filtered = Boolean(o.search || o.stage || o.tag || o.rating || o.skill);
      emit(ctx.io, o.json, page.candidates, () =>
        page.candidates.length === 0
          ? [
              CANDIDATE_MESSAGES.emptyTitle,
              filtered
                ? CANDIDATE_MESSAGES.emptySearch
                : `${CANDIDATE_MESSAGES.emptyStart}: recruit candidates add`,
            ]
          : [
              ...table(page.candidates),
              `${page.total} candidate${page.total === 1 ? '' : 's'}${page.total > page.pageSize ? ` (page ${page.page} of ${Math.ceil(page.total / page.pageSize)})` : ''}`,
            ],
      );
    });

  candidates
    .command('show')
    .description('one candidate with its activity log')
    .argument('<id>', 'candidate id')
    .option('--json', 'machine-readable output')
    .action(async (id, o) => {
      const { userId, candidates: c } = await repo();
      const candidate = await c.get(userId, id);
      const activity = await c.activity(userId, id);
      const resumeFile = await c.resumeFileInfo(userId, id);
      emit(ctx.io, o.json, { candidate, activity, resumeFile }, () =>
        details(candidate, activity, resumeFile),
      );
    });

  candidates
    .command('resume')
    .description('download the original resume file kept with a candidate')
    .argument('<id>', 'candidate id')
    .option('--out <file>', "where to write it ('-' for standard output; default: its name, here)")
    .option('--force', 'overwrite the file if it exists')
    .option('--json', 'machine-readable output (the file is still written)')
    .action(async (id, o) => {
      const { userId, candidates: c } = await repo();
      const file = await c.resumeFile(userId, id);
      if (o.out === '-') return void ctx.io.stdout.write(file.bytes);
      const out = o.out ?? path.basename(file.name);
      if (existsSync(out) && !o.force)
        throw new AppError('conflict', 'file_exists', `${out} already exists.`, {
          hint: 'Pass --force to overwrite it, or --out to choose another file.',
        });
      writeFileSync(out, file.bytes, { mode: 0o600 });
      const { bytes: _bytes, ...info } = file;
      emit(ctx.io, o.json, { ...info, out }, () => [
        `Saved ${file.name} (${sizeText(file.size)}, ${file.mediaType}) to ${out}.`,
      ]);
    });

  fieldOptions(
    candidates.command('add').description('add a candidate (a duplicate email or phone is refused)'),
  )
    .option('--merge', 'merge into the candidate with the same email or phone instead')
    .option('--json', 'machine-readable output')
    .action(async (o) => {
      const { userId, candidates: c } = await repo();
      if (!o.name)
        throw new AppError('validation', 'name_required', CANDIDATE_MESSAGES.nameRequired, {
          hint: 'Pass --name.',
        });
      const saved = await c
        .create(userId, { ...fields(o), source: o.source ?? 'cli' }, { via: 'cli', merge: Boolean(o.merge) })
        .catch(withMergeHint);
      emit(ctx.io, o.json, saved, () => [
        saved.created
          ? `Added ${saved.candidate.name} (${saved.candidate.id}) at ${saved.candidate.stage}.`
          : `Merged into ${saved.candidate.name} (${saved.candidate.id}).`,
      ]);
    });

  fieldOptions(
    candidates.command('edit').description('change a candidate’s fields').argument('<id>', 'candidate id'),
  )
    .option('--json', 'machine-readable output')
    .action(async (id, o) => {
      const { userId, candidates: c } = await repo();
      const patch = fields(o);
      if (Object.keys(patch).length === 0)
        throw new AppError('validation', 'nothing_to_change', 'Nothing to change.', {
          hint: 'Pass a field, e.g. --position "Data Scientist".',
        });
      const candidate = await c.update(userId, id, patch, { via: 'cli' }).catch(withMergeHint);
      emit(ctx.io, o.json, { candidate }, () => [`Updated ${candidate.name}.`]);
    });

  candidates
    .command('move')
    .description('move candidates to a pipeline stage')
    .argument('<ids...>', 'candidate ids')
    .requiredOption('--stage <stage>', 'Applied, Screening, Interview, Offer, Hired or Rejected')
    .option('--json', 'machine-readable output')
    .action(async (ids, o) => {
      const { userId, candidates: c } = await repo();
      await Promise.all(ids.map((id) => c.get(userId, id)));
      const res = await c.bulk(userId, { action: 'move', ids, stage: o.stage }, { via: 'cli' });
      emit(ctx.io, o.json, res, () => [
        `Moved ${ids.length === 1 ? '1 candidate' : `${ids.length} candidates`} to ${o.stage}.`,
      ]);
    });

  candidates
    .command('tag')
    .description('add a tag to candidates (or take it off with --remove)')
    .argument('<ids...>', 'candidate ids')
    .requiredOption('--tag <tag>', 'the tag')
    .option('--remove', 'take the tag off')
    .option('--json', 'machine-readable output')
    .action(async (ids, o) => {
      const { userId, candidates: c } = await repo();
      await Promise.all(ids.map((id) => c.get(userId, id)));
      const res = await c.bulk(
        userId,
        { action: o.remove ? 'untag' : 'tag', ids, tag: o.tag },
        { via: 'cli' },
      );
      emit(ctx.io, o.json, res, () => [
        `${o.remove ? 'Removed' : 'Tagged'} ${o.tag} ${o.remove ? 'from' : 'on'} ${res.affected} candidate${res.affected === 1 ? '' : 's'}.`,
      ]);
    });

  candidates
    .command('rm')
    .description('delete candidates')
    .argument('<ids...>', 'candidate ids')
    .option('--json', 'machine-readable output')
    .action(async (ids, o) => {
      const { userId, candidates: c } = await repo();
      await Promise.all(ids.map((id) => c.get(userId, id)));
      const res = await c.bulk(userId, { action: 'delete', ids }, { via: 'cli' });
      emit(ctx.io, o.json, res, () => [`Deleted ${res.affected} candidate${res.affected === 1 ? '' : 's'}.`]);
    });

  candidates
    .command('import')
    .description('import candidates from a CSV file or JSON Resume (one document or an array)')
    .argument('<file>', 'a .csv or .json file')
    .option(
      '--map <header=field>',
      `map a CSV header to a field (${CANDIDATE_CSV_COLUMNS.join(', ')}; empty drops it)`,
      collect,
      [] as string[],
    )
    .option('--json', 'machine-readable output')
    .action(async (file, o) => {
      const { userId, candidates: c } = await repo();
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        throw new AppError('validation', 'file_unreadable', `Cannot read ${file}`);
      }
      const mapping: Record<string, CandidateCsvColumn | ''> = {};
      for (const m of o.map) {
        const i = m.lastIndexOf('=');
        const field = m.slice(i + 1).trim();
        if (i < 1 || (field && !(CANDIDATE_CSV_COLUMNS as readonly string[]).includes(field)))
          throw new AppError(
            'validation',
            'bad_mapping',
            `--map ${m}: use "Header=field", field one of ${CANDIDATE_CSV_COLUMNS.join(', ')}`,
          );
        mapping[m.slice(0, i)] = field as CandidateCsvColumn | '';
      }
      const res = await c.importText(
        userId,
        { text, mapping },
        { via: 'cli', fileName: path.basename(file) },
      );
      emit(ctx.io, o.json, res, () => [
        `Imported ${res.created} new, ${res.updated} updated, ${res.failed.length} failed.`,
        ...res.failed.map((f) => `  row ${f.row}${f.name ? ` (${f.name})` : ''}: ${f.message}`),
        ...(res.unknownHeaders.length
          ? [`Ignored columns: ${res.unknownHeaders.join(', ')} (map them with --map "Header=field")`]
          : []),
      ]);
    });

  candidates
    .command('export')
    .description('export every candidate as CSV or JSON Resume')
    .option('--format <format>', 'csv or json (JSON Resume)', 'csv')
    .option('--out <file>', 'write to this file instead of standard output')
    .action(async (o) => {
      if (o.format !== 'csv' && o.format !== 'json')
        throw new AppError('validation', 'bad_format', 'Format must be csv or json');
      const { userId, candidates: c } = await repo();
      const text = await c.exportText(userId, o.format);
      if (!o.out) return void ctx.io.stdout.write(text);
      writeFileSync(o.out, text);
      notice(ctx.io, `Exported ${await c.count(userId)} candidates to ${o.out}.`);
    });
}
