// Smart search's full-text index of the saved candidates (issue 10). Kept beside schema.ts so the shared
// files only import it. SQLite: an FTS5 table filled by triggers on candidates (so it is in step
// with every insert, edit, merge, delete and account deletion, whoever writes); PostgreSQL: expression GIN
// indexes over the same fields, so there is nothing to keep in step.
import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';

/**
 * The fields a query can name, and what each reads of a candidate. `title` is the position; `company`
 * the companies of the experience entries; `body` (only searched by unqualified terms) the rest:
 * experience titles and descriptions, education, tags, notes and the email.
 */
export const SEARCH_FIELDS = ['name', 'title', 'skills', 'location', 'company'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** SQLite's FTS5 table; its rowid is the candidate's rowid. */
export const FTS_TABLE = 'candidates_fts';

/**
 * Lower-cased, with the skill names a tokenizer would cut to one letter spelt out (C++ → cplusplus, C# →
 * csharp, F# → fsharp, .NET → dotnet). The query's words go through `normaliseSearchText`, the same.
 */
const normalisedSql = (expr: string) =>
  `replace(replace(replace(replace(lower(${expr}), 'c++', 'cplusplus'), 'c#', 'csharp'), 'f#', 'fsharp'), '.net', 'dotnet')`;

export const normaliseSearchText = (text: string): string =>
  text
    .toLowerCase()
    .replaceAll('c++', 'cplusplus')
    .replaceAll('c#', 'csharp')
    .replaceAll('f#', 'fsharp')
    .replaceAll('.net', 'dotnet');

/** The owner token of a user's rows in the FTS5 index: 'u' and the id's letters and digits. */
export const ownerToken = (userId: string) => `u${userId.replace(/[^A-Za-z0-9]/g, '')}`;

// ---- SQLite ----

/**
 * The resume parser's words for a field it did not find (RESUME_DEFAULTS when this was written; spelt out
 * so the migration never changes): not searchable text.
 */
const PLACEHOLDERS = `'Unknown', 'Unknown Position', 'Unknown Company', 'Unknown Institution', 'Degree'`;

/** String leaves of a JSON column (json_tree), or '' when it is not valid JSON. */
const sqliteJsonText = (col: string, path?: string) =>
  `(case when json_valid(${col}) then (select coalesce(group_concat(value, ' '), '') from json_tree(${col})
     where type = 'text' and value not in (${PLACEHOLDERS})${path ? ` and key = '${path}'` : ''}) else '' end)`;

/** The FTS5 column values of a candidate row (`r` is new or old in a trigger). */
const sqliteValues = (r: string) =>
  [
    `'u' || replace(${r}.user_id, '-', '')`,
    normalisedSql(`${r}.name`),
    normalisedSql(`${r}.position`),
    normalisedSql(`${r}.skills`),
    normalisedSql(`${r}.location`),
    normalisedSql(sqliteJsonText(`${r}.experience`, 'company')),
    normalisedSql(
      `${sqliteJsonText(`${r}.experience`)} || ' ' || ${sqliteJsonText(`${r}.education`)} || ' ' || ${sqliteJsonText(`${r}.tags`)} || ' ' || ${r}.notes || ' ' || coalesce(${r}.email, '')`,
    ),
  ].join(', ');

const FTS_COLUMNS = 'rowid, user_key, name, title, skills, location, company, body';
/** bm25 weights in column order: the owner token counts nothing; a name or title match most. */
export const FTS_RANK = 'bm25(0, 8, 6, 5, 2, 3, 1)';

/** The FTS5 table, its options, and the triggers and backfill that fill it (`options` '' for a table of its own). */
const sqliteIndex = (options: string) => [
  `create virtual table ${FTS_TABLE} using fts5(user_key, name, title, skills, location, company, body,
     ${options}tokenize='porter unicode61 remove_diacritics 2')`,
  `insert into ${FTS_TABLE}(${FTS_TABLE}, rank) values ('secure-delete', 1)`,
  `insert into ${FTS_TABLE}(${FTS_TABLE}, rank) values ('rank', '${FTS_RANK}')`,
  `create trigger candidates_fts_insert after insert on candidates begin
     insert into ${FTS_TABLE}(${FTS_COLUMNS}) values (new.rowid, ${sqliteValues('new')});
   end`,
  `create trigger candidates_fts_delete after delete on candidates begin
     delete from ${FTS_TABLE} where rowid = old.rowid;
   end`,
  `create trigger candidates_fts_update after update of user_id, name, position, skills, location,
     experience, education, tags, notes, email on candidates begin
     delete from ${FTS_TABLE} where rowid = old.rowid;
     insert into ${FTS_TABLE}(${FTS_COLUMNS}) values (new.rowid, ${sqliteValues('new')});
   end`,
  // The candidates saved before this version.
  `insert into ${FTS_TABLE}(${FTS_COLUMNS}) select rowid, ${sqliteValues('candidates')} from candidates`,
];

/**
 * 0013 (as shipped): a contentless table (content='', contentless_delete=1). Its deletes only mark rows
 * deleted (secure-delete does not apply to them), so a deleted candidate's terms stayed in the index's
 * pages until a merge: 0016 replaces it.
 */
const sqliteStatements = sqliteIndex(`content='', contentless_delete=1, `);

// ---- PostgreSQL ----

/** The text search configuration: English stems (like SQLite's porter) and no stop words ('IT', 'Go'). */
export const PG_CONFIG = 'recruit_search';

/** The text of each field (and 'all' for unqualified terms) as SQL over a candidates row. */
export const PG_FIELD_TEXT: Record<SearchField | 'all', string> = {
  name: `name`,
  title: `"position"`,
  skills: `skills`,
  location: `location`,
  company: `recruit_json_text(experience, '$[*].company')`,
  all: `name || ' ' || "position" || ' ' || skills || ' ' || location || ' ' || recruit_json_text(experience, 'strict $.**') || ' ' || recruit_json_text(education, 'strict $.**') || ' ' || tags || ' ' || notes || ' ' || coalesce(email, '')`,
};

/** The indexed tsvector expression of a field; a query must spell it the same to use the index. */
export const pgVector = (field: SearchField | 'all') =>
  `to_tsvector('${PG_CONFIG}'::regconfig, ${normalisedSql(PG_FIELD_TEXT[field])})`;

const pgStatements = [
  `create text search dictionary recruit_stem (template = snowball, language = english)`,
  `create text search configuration ${PG_CONFIG} (copy = pg_catalog.english)`,
  `alter text search configuration ${PG_CONFIG} alter mapping for asciiword, asciihword, hword_asciipart,
     word, hword, hword_part with recruit_stem`,
  // The string values a JSON path finds in a JSON text column, or '' when the text is not JSON (an index
  // expression must never fail a write).
  `create function recruit_json_text(doc text, path text) returns text language plpgsql immutable
     parallel safe as $$
   begin
     return coalesce((select string_agg(v #>> '{}', ' ') from jsonb_path_query(doc::jsonb, path::jsonpath) v
       where jsonb_typeof(v) = 'string' and v #>> '{}' not in (${PLACEHOLDERS})), '');
   exception when others then
     return '';
   end $$`,
  ...(['all', ...SEARCH_FIELDS] as const).map(
    (f) => `create index candidates_search_${f} on candidates using gin (${pgVector(f)})`,
  ),
];

export const searchIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    for (const statement of sqlite ? sqliteStatements : pgStatements) await sql.raw(statement).execute(db);
  },
};

/**
 * 0016 (SQLite; nothing on PostgreSQL): the index as an FTS5 table holding its own copy of the indexed
 * text, where secure-delete removes a deleted or merged candidate's terms from the index's pages at once
 * (and secure_delete zeroes them), as the database does for every other deleted row. Rebuilt from the
 * candidates.
 */
export const searchIndexSecureDeleteMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
    for (const statement of [
      'drop trigger candidates_fts_insert',
      'drop trigger candidates_fts_delete',
      'drop trigger candidates_fts_update',
      `drop table ${FTS_TABLE}`,
      ...sqliteIndex(''),
    ])
      await sql.raw(statement).execute(db);
  },
};

/**
 * PostgreSQL's stored vectors (next to the candidates, one row each): ranking reads them instead of
 * recomputing every match's vectors from its text (a word in all of 20k candidates took over a second).
 * `everything` is the vector of unqualified terms (PG_FIELD_TEXT.all).
 */
export const PG_SEARCH_TABLE = 'candidate_search';
export const pgSearchColumn = (field: SearchField | 'all') => (field === 'all' ? 'everything' : field);

const PG_COLUMNS = (['all', ...SEARCH_FIELDS] as const).map(pgSearchColumn);
/** The vectors of a row of candidates named `c`. */
const pgVectorsOf = (['all', ...SEARCH_FIELDS] as const).map((f) => pgVector(f)).join(',\n       ');

/**
 * 0019 (PostgreSQL; nothing on SQLite): candidate_search, filled by a trigger on candidates (insert and
 * the edit of an indexed field; a candidate's delete cascades), backfilled; its GIN indexes replace the
 * expression indexes of 0013.
 */
export const searchVectorsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) return;
    const statements = [
      `create table ${PG_SEARCH_TABLE} (
         candidate_id text primary key references candidates(id) on delete cascade,
         ${PG_COLUMNS.map((c) => `${c} tsvector not null`).join(', ')}
       )`,
      `create function candidate_search_sync() returns trigger language plpgsql as $$
       begin
         insert into ${PG_SEARCH_TABLE} (candidate_id, ${PG_COLUMNS.join(', ')})
         select new.id, ${pgVectorsOf}
         from (select new.name as name, new."position" as "position", new.skills as skills,
                 new.location as location, new.experience as experience, new.education as education,
                 new.tags as tags, new.notes as notes, new.email as email) c
         on conflict (candidate_id) do update set
           ${PG_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')};
         return null;
       end $$`,
      `create trigger candidate_search_sync after insert or update of id, name, "position", skills, location,
         experience, education, tags, notes, email on candidates
         for each row execute function candidate_search_sync()`,
      `insert into ${PG_SEARCH_TABLE} (candidate_id, ${PG_COLUMNS.join(', ')})
       select id, ${pgVectorsOf} from candidates`,
      ...PG_COLUMNS.map((c) => `create index ${PG_SEARCH_TABLE}_${c} on ${PG_SEARCH_TABLE} using gin (${c})`),
      ...(['all', ...SEARCH_FIELDS] as const).map((f) => `drop index candidates_search_${f}`),
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
