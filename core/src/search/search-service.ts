// Smart search over the user's saved candidates (issue 10): the query language of query-parser.ts run on
// the full-text index of db/search-tables.ts (SQLite FTS5 ranked by bm25, PostgreSQL full-text ranked by
// ts_rank), every query scoped to the user's own candidates.
import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { CandidatesTable } from '../db/schema.js';
import {
  FTS_TABLE,
  PG_CONFIG,
  SEARCH_FIELDS,
  normaliseSearchText,
  ownerToken,
  PG_SEARCH_TABLE,
  pgSearchColumn,
  type SearchField,
} from '../db/search-tables.js';
import type { PlanService } from '../plans/plan-service.js';
import { SEARCH_LIMITS, SEARCH_MESSAGES, type SearchHit, type SearchResult } from '../schemas/search.js';
import { parseQuery, positiveTerms, type QueryNode } from './query-parser.js';

export type SearchServiceDeps = {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  /** The plan gate ('smart-search' is open on every plan; a use is recorded). Left out by the bench. */
  plans?: Pick<PlanService, 'use'>;
};

type Term = Extract<QueryNode, { kind: 'term' }>;

/** FTS5 columns of each field; an unqualified term reads all of them and the rest of the candidate. */
const FTS_COLUMNS: Record<SearchField, string> = {
  name: 'name',
  title: 'title',
  skills: 'skills',
  location: 'location',
  company: 'company',
};
const ANY_COLUMNS = `{${[...SEARCH_FIELDS.map((f) => FTS_COLUMNS[f]), 'body'].join(' ')}}`;

const ftsString = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** A term as an FTS5 expression: its column filter, its text as one quoted phrase, `*` for a prefix. */
const ftsTerm = (t: Term) =>
  `${t.field ? FTS_COLUMNS[t.field] : ANY_COLUMNS} : ${ftsString(normaliseSearchText(t.text))}${t.prefix ? ' *' : ''}`;

/**
 * The query as one FTS5 MATCH expression, scoped to the owner's rows. FTS5's NOT is binary (a NOT b):
 * negated parts of an AND are subtracted from its positive parts, or from all the owner's rows.
 */
export function toFtsMatch(node: QueryNode, owner: string, scoped = true): string {
  const all = `user_key : ${ftsString(owner)}`;
  const expr = (n: QueryNode): string => {
    switch (n.kind) {
      case 'term':
        return ftsTerm(n);
      case 'or':
        return `(${n.children.map(expr).join(' OR ')})`;
      case 'not':
        return `(${all} NOT ${expr(n.child)})`;
      case 'and': {
        const pos = n.children.filter((c) => c.kind !== 'not').map(expr);
        const neg = n.children.flatMap((c) => (c.kind === 'not' ? [expr(c.child)] : []));
        const base = pos.length ? `(${pos.join(' AND ')})` : all;
        return neg.length ? `(${base}${neg.map((x) => ` NOT ${x}`).join('')})` : base;
      }
    }
  };
  return scoped ? `${all} AND ${expr(node)}` : expr(node);
}

/** bm25 with the weights of the FTS5 columns in order: the owner token counts nothing, a name or title most. */
const BM25 = sql.raw(`bm25(${FTS_TABLE}, 0, 8, 6, 5, 2, 3, 1)`);

// ---- PostgreSQL ----

/** Letters and digits of a term, in order (what the tsquery is built from). */
const words = (text: string) => normaliseSearchText(text).match(/[\p{L}\p{N}]+/gu) ?? [];

const pgQuery = (t: Term): RawBuilder<unknown> => {
  const text = normaliseSearchText(t.text);
  if (!t.prefix) return sql`phraseto_tsquery(${sql.lit(PG_CONFIG)}::regconfig, ${text})`;
  // 'data eng*': data <-> eng:* (the words are letters and digits only, so the tsquery text is safe).
  const w = words(t.text);
  return sql`to_tsquery(${sql.lit(PG_CONFIG)}::regconfig, ${`${w.join(' <-> ')}:*`})`;
};

/** A field's stored vector (candidate_search, migration 0019) of the row joined as `s`. */
const pgVec = (field: SearchField | 'all') => sql.ref(`s.${pgSearchColumn(field)}`);

const pgMatch = (t: Term) => sql`${pgVec(t.field ?? 'all')} @@ ${pgQuery(t)}`;

function pgWhere(n: QueryNode): RawBuilder<unknown> {
  switch (n.kind) {
    case 'term':
      return pgMatch(n);
    case 'not':
      return sql`not (${pgWhere(n.child)})`;
    case 'and':
      return sql`(${sql.join(n.children.map(pgWhere), sql` and `)})`;
    case 'or':
      return sql`(${sql.join(n.children.map(pgWhere), sql` or `)})`;
  }
}

/** ts_rank of each positive term in its field; an unqualified term counts more in the name, title and skills. */
function pgRank(terms: Term[]): RawBuilder<unknown> {
  if (!terms.length) return sql`0`;
  const rank = (field: SearchField | 'all', t: Term, weight: number) =>
    sql`${sql.lit(weight)} * ts_rank(${pgVec(field)}, ${pgQuery(t)})`;
  const parts = terms.flatMap((t) =>
    t.field
      ? [rank(t.field, t, 4)]
      : [rank('all', t, 1), rank('name', t, 4), rank('title', t, 3), rank('skills', t, 2)],
  );
  return sql`(${sql.join(parts, sql` + `)})`;
}

/**
 * The query as a condition on the `candidates` rows of one user's list (the /candidates search box and
 * `recruit candidates list --search`): the same index and language as smart search, unranked.
 * Undefined when the text is not a valid query (an unclosed quote): the box then matches substrings only.
 */
export function fullTextCondition(
  dialect: 'sqlite' | 'postgres',
  userId: string,
  text: string,
): RawBuilder<boolean> | undefined {
  let tree: QueryNode;
  try {
    tree = parseQuery(text);
  } catch {
    return undefined;
  }
  if (dialect === 'sqlite') {
    const match = toFtsMatch(tree, ownerToken(userId));
    return sql<boolean>`candidates.rowid in (select rowid from ${sql.table(FTS_TABLE)} where ${sql.table(FTS_TABLE)} match ${match})`;
  }
  return sql<boolean>`candidates.id in (select s.candidate_id from ${sql.table(PG_SEARCH_TABLE)} s where ${pgWhere(tree)})`;
}

// ---- the answer ----

const readList = (text: string): string[] => {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

const readExperience = (text: string): { title?: string; company?: string }[] => {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((x): x is Record<string, string> => !!x && typeof x === 'object') : [];
  } catch {
    return [];
  }
};

const KNOWN = (v: string | undefined) => (v && !/^Unknown( \w+)?$/.test(v) ? v : '');

/** Position (or the latest job's title), years, and the latest company: '' when none is known. */
function summaryOf(r: Selectable<CandidatesTable>): string {
  const jobs = readExperience(r.experience);
  const title = r.position || KNOWN(jobs[0]?.title);
  const company = KNOWN(jobs[0]?.company);
  const years = r.experience_years === null ? '' : `${Number(r.experience_years)} years`;
  const head = title && company ? `${title} at ${company}` : title || (company ? `At ${company}` : '');
  return [head, years].filter(Boolean).join(' · ');
}

/** A word of a skill and a word of a query meet when equal, or a plural of one another (or a prefix's). */
const wordsMeet = (skillWord: string, queryWord: string, prefix: boolean) =>
  prefix
    ? skillWord.startsWith(queryWord)
    : skillWord === queryWord || skillWord.replace(/e?s$/, '') === queryWord.replace(/e?s$/, '');

/** The skills a query's positive skill or unqualified terms matched (all of a term's words in one skill). */
function matchedSkills(skills: string[], terms: Term[]): string[] {
  const wanted = terms
    .filter((t) => t.field === null || t.field === 'skills')
    .map((t) => ({ t, w: words(t.text) }));
  return skills.filter((skill) => {
    const sw = words(skill);
    return wanted.some(
      ({ t, w }) =>
        w.length > 0 && w.every((q, i) => sw.some((s) => wordsMeet(s, q, t.prefix && i === w.length - 1))),
    );
  });
}

export const createSearchService = ({ db, dialect, plans }: SearchServiceDeps) => {
  /** The user's candidates matching the query, best first (at most `limit`, 50 by default). */
  async function rows(userId: string, tree: QueryNode, limit: number) {
    if (dialect === 'sqlite') {
      // The owner's token joins the query unless the user owns every saved candidate (one account, the
      // usual local case): then it would only cost time. The join checks the owner either way.
      const owners = await sql<{ lo: string | null; hi: string | null }>`select
        (select user_id from candidates order by user_id limit 1) as lo,
        (select user_id from candidates order by user_id desc limit 1) as hi`.execute(db);
      const sole = owners.rows[0]?.lo === userId && owners.rows[0]?.hi === userId;
      const match = toFtsMatch(tree, ownerToken(userId), !sole);
      // The best rows by bm25 (lower is better) inside FTS5, then their candidates; a query of NOTs alone
      // has nothing to rank: the latest saved first. The limit is written into the SQL (a whole number
      // 1–200): bound as a parameter, SQLite sorts every match instead of keeping the best (2× slower).
      const best = positiveTerms(tree).length
        ? sql`select rowid, ${BM25} as score from ${sql.table(FTS_TABLE)}
            where ${sql.table(FTS_TABLE)} match ${match} order by score limit ${sql.lit(limit)}`
        : sql`select rowid, 0 as score from ${sql.table(FTS_TABLE)}
            where ${sql.table(FTS_TABLE)} match ${match} order by rowid desc limit ${sql.lit(limit)}`;
      const { rows: found } = await sql<Selectable<CandidatesTable> & { score: number }>`
        select c.*, f.score as score from (${best}) f join candidates c on c.rowid = f.rowid
        where c.user_id = ${userId} order by f.score, c.updated_at desc`.execute(db);
      return found.map((r) => ({ ...r, score: -Number(r.score) }));
    }
    const { rows: found } = await sql<Selectable<CandidatesTable> & { score: number }>`
      select c.*, ${pgRank(positiveTerms(tree))} as score
      from candidates c join ${sql.table(PG_SEARCH_TABLE)} s on s.candidate_id = c.id
      where c.user_id = ${userId} and ${pgWhere(tree)}
      order by score desc, c.updated_at desc, c.id
      limit ${sql.lit(limit)}`.execute(db);
    return found.map((r) => ({ ...r, score: Number(r.score) }));
  }

  /** Parses and runs a query; a bad one is an 'Invalid Search Query' (400). */
  async function run(userId: string, query: string, opts: { limit?: number } = {}): Promise<SearchResult> {
    const tree = parseQuery(query);
    const asked = Math.trunc(opts.limit ?? SEARCH_LIMITS.defaultResults);
    const limit = Number.isFinite(asked)
      ? Math.min(Math.max(asked, 1), SEARCH_LIMITS.results)
      : SEARCH_LIMITS.defaultResults;
    const terms = positiveTerms(tree);
    const found = await rows(userId, tree, limit);
    // bm25 and ts_rank are on no fixed scale (bm25 nears 0 for a word half the candidates have): the
    // answer gives each hit's relevance as a share of the best one's, 100 for the best.
    const best = Math.max(0, ...found.map((r) => r.score));
    const candidates: SearchHit[] = found.map((r, i) => {
      const skills = readList(r.skills);
      return {
        rank: i + 1,
        id: r.id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        title: r.position,
        location: r.location,
        skills,
        matchedSkills: matchedSkills(skills, terms),
        summary: summaryOf(r),
        stage: r.stage,
        score: best > 0 ? Math.round((1000 * Math.max(0, r.score)) / best) / 10 : 0,
      };
    });
    return { query, candidates, message: candidates.length ? null : SEARCH_MESSAGES.noResults };
  }

  /** Smart search ('smart-search' in the catalogue: open on every plan). */
  const search = (userId: string, query: string, opts: { limit?: number } = {}) =>
    plans ? plans.use(userId, 'smart-search', () => run(userId, query, opts)) : run(userId, query, opts);

  return { search };
};

export type SearchService = ReturnType<typeof createSearchService>;
