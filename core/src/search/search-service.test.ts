// Smart search on SQLite and PostgreSQL (RECRUIT_TEST_DATABASE_URL; skipped loudly without it): ranking,
// phrases, OR, NOT, field filters, scoping to the user, and the index in step with edits, merges, deletes.
import { existsSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';

const PASSWORD = 'Sunny-Day-42';

describe.each(testDialects())('smart search on $name', (dialect) => {
  let core: TestCore;
  let ada: string;
  let grace: string;
  const ids: Record<string, string> = {};

  beforeEach(async () => {
    core = await makeTestCore(dialect);
    ada = (await core.accounts.register({ email: 'ada@acme.io', password: PASSWORD, name: 'Ada' })).userId;
    grace = (await core.accounts.register({ email: 'grace@acme.io', password: PASSWORD, name: 'Grace' }))
      .userId;
    const add = async (key: string, c: Record<string, unknown>, user = ada) =>
      (ids[key] = (await core.candidates.create(user, c)).candidate.id);
    await add('maria', {
      name: 'Maria Lopez',
      email: 'maria@mail.io',
      position: 'Senior Data Engineer',
      location: 'Berlin, Germany',
      skills: ['Python', 'Apache Spark', 'Machine Learning', 'SQL'],
      experienceYears: 7,
    });
    await add('tom', {
      name: 'Tom Baker',
      email: 'tom@mail.io',
      position: 'Frontend Developer',
      location: 'London, UK',
      skills: ['React', 'TypeScript', 'CSS'],
    });
    await add('lena', {
      name: 'Lena Fischer',
      email: 'lena@mail.io',
      position: 'Machine Learning Engineer',
      location: 'Munich, Germany',
      skills: ['Python', 'PyTorch', 'Kubernetes'],
    });
    await add('sam', {
      name: 'Sam Carter',
      email: 'sam@mail.io',
      position: 'Data Analyst',
      location: 'Berlin, Germany',
      skills: ['SQL', 'Tableau', 'Excel', 'C++'],
      notes: 'Learning python on weekends',
    });
    // Another user's candidate who would match most queries: never in Ada's results.
    await add(
      'other',
      {
        name: 'Otto Python',
        email: 'otto@mail.io',
        position: 'Python Data Engineer',
        location: 'Berlin',
        skills: ['Python', 'SQL', 'React'],
      },
      grace,
    );
    // Companies live in the experience entries (a parsed resume's).
    const saved = await core.candidates.saveParsed(
      ada,
      {
        name: 'Priya Nair',
        email: 'priya@mail.io',
        skills: ['Go', 'Kubernetes'],
        experience: [
          { title: 'Site Reliability Engineer', company: 'Globex Corporation', period: '2020 - Present' },
          { title: 'Developer', company: 'Initech', period: '2016 - 2020' },
        ],
      },
      { source: 'upload:priya.pdf' },
    );
    ids.priya = saved.candidate.id;
  });
  afterEach(async () => core.dispose());

  const names = async (q: string, user = ada) =>
    (await core.search.search(user, q)).candidates.map((c) => c.name);

  it('ranks the user’s candidates for plain words, best first, and only theirs', async () => {
    const r = await core.search.search(ada, 'python');
    expect(r.message).toBeNull();
    expect(r.candidates.map((c) => c.name).sort()).toEqual(['Lena Fischer', 'Maria Lopez', 'Sam Carter']);
    // A skill beats a word in the notes.
    expect(r.candidates.at(-1)!.name).toBe('Sam Carter');
    expect(r.candidates.map((c) => c.rank)).toEqual([1, 2, 3]);
    const scores = r.candidates.map((c) => c.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    // Relevance as a share of the best hit's.
    expect(scores[0]).toBe(100);
    expect(scores[2]).toBeLessThan(100);
    expect(r.candidates[0]!.matchedSkills).toEqual(['Python']);
    expect(await names('python', grace)).toEqual(['Otto Python']);
    // Words all match (AND), in any field.
    expect(await names('python berlin')).toEqual(['Maria Lopez', 'Sam Carter']);
  });

  it('matches quoted phrases, OR, NOT and -word, and groups', async () => {
    expect(await names('"machine learning" engineer')).toEqual(
      expect.arrayContaining(['Maria Lopez', 'Lena Fischer']),
    );
    expect((await names('"learning machine"')).length).toBe(0);
    expect((await names('react OR tableau')).sort()).toEqual(['Sam Carter', 'Tom Baker']);
    expect((await names('python NOT berlin')).sort()).toEqual(['Lena Fischer']);
    expect((await names('python -berlin')).sort()).toEqual(['Lena Fischer']);
    expect((await names('germany -(sql OR pytorch)')).sort()).toEqual([]);
    expect((await names('-python')).sort()).toEqual(['Priya Nair', 'Tom Baker']);
    expect((await names('typescr*')).sort()).toEqual(['Tom Baker']);
    expect(await names('c++')).toEqual(['Sam Carter']);
    // Stems: engineers finds engineer.
    expect((await names('engineers')).sort()).toEqual(['Lena Fischer', 'Maria Lopez', 'Priya Nair']);
  });

  it('filters by skill:, title:, location: and company:', async () => {
    expect((await names('skill:python')).sort()).toEqual(['Lena Fischer', 'Maria Lopez']);
    expect((await names('title:"data engineer"')).sort()).toEqual(['Maria Lopez']);
    expect((await names('location:berlin')).sort()).toEqual(['Maria Lopez', 'Sam Carter']);
    expect(await names('company:globex')).toEqual(['Priya Nair']);
    expect(await names('company:initech skill:kubernetes')).toEqual(['Priya Nair']);
    // A company is not a title, a location is not a skill.
    expect(await names('title:globex')).toEqual([]);
    expect(await names('skill:berlin')).toEqual([]);
    expect((await names('skill:(pytorch OR tableau)')).sort()).toEqual(['Lena Fischer', 'Sam Carter']);
    const priya = (await core.search.search(ada, 'company:globex')).candidates[0]!;
    expect(priya.summary).toBe('Site Reliability Engineer at Globex Corporation');
    expect(priya.email).toBe('priya@mail.io');
  });

  it("answers the spec's message when nothing matches, and a typed error for bad syntax", async () => {
    const none = await core.search.search(ada, 'haskell');
    expect(none).toEqual({
      query: 'haskell',
      candidates: [],
      message: 'No results found. Please try a different search query.',
    });
    await expect(core.search.search(ada, '"machine learning')).rejects.toMatchObject({
      kind: 'validation',
      code: 'invalid_search_query',
      title: 'Invalid Search Query',
    });
    await expect(core.search.search(ada, '   ')).rejects.toMatchObject({
      title: 'Search Query Required',
      message: 'Please enter a search query.',
    });
  });

  it('indexes a row whose JSON columns are broken by its other fields, and never fails its write', async () => {
    await sql`insert into candidates (id, user_id, name, skills, experience, education, created_at, updated_at)
      values ('broken-1', ${ada}, 'Broken Json', '{nope', '[{"company": ', 'x', '2026-01-01', '2026-01-01')`.execute(
      core.db,
    );
    expect(await names('broken')).toEqual(['Broken Json']);
    expect(await names('company:nope')).toEqual([]);
  });

  it("leaves none of a deleted candidate's indexed text behind", async () => {
    // In the skills and location only: the activity log keeps a deleted candidate's name by design.
    const marker = `zq${randomUUID().replace(/-/g, '')}`;
    const gone = await core.candidates.create(ada, {
      name: 'Dana Deleted',
      skills: [`${marker}skill`],
      location: `${marker}town`,
    });
    expect(await names(`${marker}skill`)).toEqual(['Dana Deleted']);
    await core.candidates.remove(ada, gone.candidate.id);
    expect(await names(`${marker}skill`)).toEqual([]);
    if (dialect.name === 'sqlite') {
      // SQLite (secure_delete on): not in the database file, once the WAL is written back.
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(core.db);
      const { rows } = await sql<{ file: string }>`select file from pragma_database_list
        where name = 'main'`.execute(core.db);
      const file = rows[0]!.file;
      const bytes = [file, `${file}-wal`]
        .filter((f) => existsSync(f))
        .map((f) => readFileSync(f).toString('latin1'))
        .join('');
      expect(bytes.includes('Maria Lopez')).toBe(true);
      expect(bytes.includes(marker)).toBe(false);
    } else {
      // PostgreSQL: the candidate's search row went with it (dead tuples are the server's to vacuum).
      const { rows } = await sql<{ n: string | number }>`select count(*) as n from candidate_search
        where candidate_id = ${gone.candidate.id}`.execute(core.db);
      expect(Number(rows[0]!.n)).toBe(0);
    }
  });

  it('keeps the index in step with edits, merges and deletes', async () => {
    await core.candidates.update(ada, ids.tom!, { skills: ['React', 'Elixir'], location: 'Lisbon' });
    expect(await names('elixir')).toEqual(['Tom Baker']);
    expect(await names('location:london')).toEqual([]);
    expect(await names('location:lisbon')).toEqual(['Tom Baker']);

    // Merging Lena into Maria: Lena's row is gone, her skills now Maria's.
    await core.candidates.merge(ada, ids.maria!, ids.lena!);
    expect(await names('pytorch')).toEqual(['Maria Lopez']);
    expect(await names('fischer')).toEqual([]);

    await core.candidates.remove(ada, ids.sam!);
    expect(await names('tableau')).toEqual([]);
    await core.candidates.bulk(ada, { action: 'delete', ids: [ids.tom!] });
    expect(await names('elixir')).toEqual([]);

    // A deleted account's candidates leave the index with them (SQLite: the FTS rows by trigger).
    await core.settings.deleteAccount(grace, { confirmEmail: 'grace@acme.io' });
    // Ada now owns every saved candidate (the query runs without the owner's token).
    expect((await names('kubernetes')).sort()).toEqual(['Maria Lopez', 'Priya Nair']);
    expect((await names('-kubernetes')).sort()).toEqual([]);
    if (core.dialect === 'sqlite') {
      const owner = `user_key : "u${grace.replace(/-/g, '')}"`;
      const { rows: left } = await sql<{ n: number }>`select count(*) as n from candidates_fts
        where candidates_fts match ${owner}`.execute(core.db);
      expect(Number(left[0]!.n)).toBe(0);
      const { rows } = await sql<{ n: number }>`select count(*) as n from candidates_fts`.execute(core.db);
      const { rows: c } = await sql<{ n: number }>`select count(*) as n from candidates`.execute(core.db);
      expect(Number(rows[0]!.n)).toBe(Number(c[0]!.n));
    }
  });
});
