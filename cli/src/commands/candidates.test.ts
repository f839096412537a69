import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempHome } from '../../../tests/helpers/databases.js';
import { runCliIn } from '../../../tests/helpers/cli-in-process.js';

const PASSWORD = 'Sunny-Day-42';

describe('recruit candidates', () => {
  let env: NodeJS.ProcessEnv;
  let home: string;
  let cleanup: () => void;
  const run = (args: string[], input = '') => runCliIn(env, args, input);

  beforeEach(async () => {
    ({ home, cleanup } = tempHome());
    env = { RECRUIT_HOME: home, RECRUIT_EMAIL_DNS: 'off', NO_COLOR: '1' };
    const args = ['signup', '--email', 'ada@acme.io', '--name', 'Ada', '--password-stdin', '--accept-terms'];
    expect((await run(args, PASSWORD)).code).toBe(0);
  });
  afterEach(() => cleanup());

  it('adds, lists (table and JSON array), shows with the log, moves, tags, edits and removes', async () => {
    const empty = await run(['candidates', 'list']);
    expect(empty.out).toBe(
      'No candidates found\nStart by adding your first candidate: recruit candidates add\n',
    );
    const add = await run([
      'candidates',
      'add',
      '--name',
      'Grace Hopper',
      '--email',
      'grace@navy.mil',
      '--phone',
      '+1 415 555 0101',
      '--stage',
      'Screening',
      '--tag',
      'navy',
      '--tag',
      'cobol',
      '--skill',
      'COBOL',
      '--position',
      'Engineer',
      '--json',
    ]);
    expect(add.code).toBe(0);
    const id = JSON.parse(add.out).candidate.id as string;
    const second = await run(['candidates', 'add', '--name', 'Alan Turing', '--email', 'alan@bletchley.uk']);
    expect(second.out).toMatch(/^Added Alan Turing \([0-9a-f-]{36}\) at Applied\.\n$/);

    const list = JSON.parse((await run(['candidates', 'list', '--json'])).out);
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((c: { name: string }) => c.name).sort()).toEqual(['Alan Turing', 'Grace Hopper']);
    const table = (await run(['candidates', 'list', '--search', 'cobol'])).out;
    expect(table).toContain('Grace Hopper');
    expect(table).not.toContain('Alan Turing');
    expect(table).toContain('1 candidate\n');
    expect((await run(['candidates', 'list', '--stage', 'Offer'])).out).toBe(
      'No candidates found\nTry adjusting your search criteria\n',
    );

    const dup = await run([
      'candidates',
      'add',
      '--name',
      'G',
      '--email',
      'x@y.io',
      '--phone',
      '(415) 555-0101',
    ]);
    expect(dup.code).toBe(1);
    expect(dup.err).toContain('A candidate with this phone number already exists');
    expect(dup.err).toContain('Add --merge to merge into it.');
    expect(dup.err).not.toMatch(/\n\s+at /);

    expect((await run(['candidates', 'move', id, '--stage', 'Interview'])).out).toBe(
      'Moved 1 candidate to Interview.\n',
    );
    const badStage = await run(['candidates', 'move', id, '--stage', 'Limbo']);
    expect([badStage.code, badStage.err]).toEqual([
      1,
      'Error: Stage must be one of Applied, Screening, Interview, Offer, Hired, Rejected\n',
    ]);
    expect((await run(['candidates', 'tag', id, '--tag', 'hot'])).out).toBe('Tagged hot on 1 candidate.\n');
    expect((await run(['candidates', 'edit', id, '--rating', '5', '--location', 'Arlington'])).out).toBe(
      'Updated Grace Hopper.\n',
    );
    const show = await run(['candidates', 'show', id]);
    expect(show.out).toContain('  Stage:        Interview');
    expect(show.out).toContain('  Tags:         navy, cobol, hot');
    expect(show.out).toContain('  Rating:       5/5');
    expect(show.out).toMatch(/Ada \(cli\) {2}Moved from Screening to Interview/);
    expect(show.out).toMatch(/Ada \(cli\) {2}Changed location, rating/);

    const missing = await run(['candidates', 'show', 'nope']);
    expect([missing.code, missing.err]).toEqual([1, 'Error: Candidate not found\n']);
    expect((await run(['candidates', 'rm', id])).out).toBe('Deleted 1 candidate.\n');
    expect(JSON.parse((await run(['candidates', 'list', '--json'])).out)).toHaveLength(1);
  });

  it('exports CSV and JSON Resume to a file and imports them (with a column mapping)', async () => {
    await run(['candidates', 'add', '--name', 'Grace Hopper', '--email', 'grace@navy.mil', '--tag', 'navy']);
    const csvFile = path.join(home, 'out.csv');
    const exp = await run(['candidates', 'export', '--format', 'csv', '--out', csvFile]);
    expect(exp.err).toBe(`Exported 1 candidates to ${csvFile}.\n`);
    expect(readFileSync(csvFile, 'utf8')).toContain('Grace Hopper,grace@navy.mil,,,,0,,,Applied,navy,,cli');
    const json = JSON.parse((await run(['candidates', 'export', '--format', 'json'])).out);
    expect(json).toMatchObject([{ basics: { name: 'Grace Hopper', email: 'grace@navy.mil' } }]);

    const file = path.join(home, 'people.csv');
    writeFileSync(
      file,
      'Who,E-mail,Colour\nAda Lovelace,ada@x.io,red\nGrace Hopper,grace@navy.mil,blue\n,none@x.io,\n',
    );
    const imp = await run(['candidates', 'import', file, '--map', 'Who=name']);
    expect(imp.out).toBe(
      'Imported 1 new, 1 updated, 1 failed.\n  row 4: Please enter the candidate’s name\nIgnored columns: Colour (map them with --map "Header=field")\n',
    );
    const jsonFile = path.join(home, 'resume.json');
    writeFileSync(
      jsonFile,
      JSON.stringify({ basics: { name: 'Linus', email: 'linus@kernel.org', label: 'Maintainer' } }),
    );
    expect((await run(['candidates', 'import', jsonFile, '--json'])).out).toBe(
      `${JSON.stringify({ created: 1, updated: 0, failed: [], unknownHeaders: [] })}\n`,
    );
    expect(JSON.parse((await run(['candidates', 'list', '--json'])).out)).toHaveLength(3);
    const bad = await run(['candidates', 'export', '--format', 'xml']);
    expect([bad.code, bad.err]).toEqual([1, 'Error: Format must be csv or json\n']);
  });
});
