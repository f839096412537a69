import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, openCore } from '@recruit/core';
import { tempHome } from '../../../tests/helpers/databases.js';
import { runCliIn } from '../../../tests/helpers/cli-in-process.js';
import { searchTable } from './search.js';

const PASSWORD = 'Sunny-Day-42';

describe('recruit search', () => {
  let env: NodeJS.ProcessEnv;
  let cleanup: () => void;
  const run = (args: string[], input = '') => runCliIn(env, args, input);

  beforeEach(async () => {
    const t = tempHome();
    cleanup = t.cleanup;
    env = { RECRUIT_HOME: t.home, RECRUIT_EMAIL_DNS: 'off' };
    const args = ['signup', '--email', 'ada@acme.io', '--name', 'Ada', '--password-stdin', '--accept-terms'];
    expect((await run(args, PASSWORD)).code).toBe(0);
    const core = await openCore(loadConfig(env));
    try {
      const user = await core.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'ada@acme.io')
        .executeTakeFirstOrThrow();
      await core.candidates.create(user.id, {
        name: 'Maria Lopez',
        email: 'maria@mail.io',
        position: 'Data Engineer',
        location: 'Berlin, Germany',
        skills: ['Python', 'Spark'],
      });
      await core.candidates.create(user.id, {
        name: 'Tom Baker',
        position: 'Python Developer',
        location: 'London',
        skills: ['Python', 'Django'],
      });
      await core.candidates.create(user.id, { name: 'Sam Carter', position: 'Nurse', skills: ['ICU'] });
    } finally {
      await core.close();
    }
  });
  afterEach(() => cleanup());

  it('prints a JSON array of the candidates, best first, with --json', async () => {
    const r = await run(['search', 'python', '--json']);
    expect(r.code).toBe(0);
    const hits = JSON.parse(r.out) as { rank: number; name: string; email: string | null; score: number }[];
    expect(Array.isArray(hits)).toBe(true);
    expect(hits.map((h) => [h.rank, h.name])).toEqual([
      [1, 'Tom Baker'],
      [2, 'Maria Lopez'],
    ]);
    expect(hits[0]!.score).toBe(100);
    expect(hits[0]!.score).toBeGreaterThanOrEqual(hits[1]!.score);
    expect(hits[1]!.email).toBe('maria@mail.io');
    // Several words (unquoted in the shell) are one query.
    const both = await run(['search', 'python', 'location:berlin', '--json']);
    expect(JSON.parse(both.out).map((h: { name: string }) => h.name)).toEqual(['Maria Lopez']);
  });

  it('prints a table of rank, name, title, location and score on a terminal', async () => {
    const r = await run(['search', 'skill:python OR nurse']);
    expect(r.code).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^#\s+Name\s+Title\s+Location\s+Score$/);
    expect(lines.slice(2).map((l) => l.split(/\s{2,}/).slice(1, 4))).toEqual(
      expect.arrayContaining([
        ['Maria Lopez', 'Data Engineer', 'Berlin, Germany'],
        ['Tom Baker', 'Python Developer', 'London'],
        ['Sam Carter', 'Nurse', '-'],
      ]),
    );
    expect(lines).toHaveLength(5);
  });

  it("prints the spec's message when nothing matches, and a bad query as one line with exit 1", async () => {
    const none = await run(['search', 'haskell']);
    expect(none).toMatchObject({ code: 0, out: 'No results found. Please try a different search query.\n' });
    const json = await run(['search', 'haskell', '--json']);
    expect(json.out).toBe('[]\n');
    expect(json.err).toContain('No results found. Please try a different search query.');
    const bad = await run(['search', '"machine learning']);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('Invalid Search Query: Close the quote opened at character 1.');
    expect(bad.err).not.toMatch(/\n\s+at /);
  });

  it("prints '<0.1' for a match that rounds to nothing, '-' when nothing was ranked", () => {
    const hit = (rank: number, score: number) => ({
      rank,
      id: `c${rank}`,
      name: rank === 1 ? '' : 'Tom Baker',
      email: null,
      phone: '',
      title: '',
      location: '',
      skills: [],
      matchedSkills: [],
      summary: '',
      stage: 'Applied',
      score,
    });
    const cells = (lines: string[]) => lines.slice(2).map((l) => l.split(/\s{2,}/));
    expect(cells(searchTable([hit(1, 100), hit(2, 0.04)]))).toEqual([
      ['1', 'Unknown Name', '-', '-', '100.0'],
      ['2', 'Tom Baker', '-', '-', '<0.1'],
    ]);
    expect(cells(searchTable([hit(1, 0)]))[0]!.at(-1)).toBe('-');
  });
});
