// `recruit candidates` as a real process: add, list --json (a JSON array), move, export to a file and
// import it into another account; user errors print one line, never a stack.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tempHome } from './helpers/databases.js';
import { assertBuilt, runRecruit } from './helpers/cli.js';

beforeAll(assertBuilt);

describe('recruit candidates as a real process', () => {
  let home: string;
  let cleanup: () => void;
  let env: Record<string, string>;
  beforeEach(() => {
    ({ home, cleanup } = tempHome());
    env = { RECRUIT_HOME: home, RECRUIT_EMAIL_DNS: 'off', NO_COLOR: '1' };
  });
  afterEach(() => cleanup());
  const recruit = (args: string[], input?: string) => runRecruit(args, { env, ...(input ? { input } : {}) });
  const signup = (email: string) =>
    recruit(
      ['signup', '--email', email, '--name', 'Ada', '--password-stdin', '--accept-terms'],
      'Sunny-Day-42',
    );

  it('adds, lists as a JSON array, moves, exports and imports', { timeout: 60_000 }, async () => {
    expect((await signup('ada@acme.io')).code).toBe(0);
    const add = await recruit([
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
    ]);
    expect(add.code).toBe(0);
    const id = /\(([0-9a-f-]{36})\)/.exec(add.stdout)?.[1] ?? '';
    const list = await recruit(['candidates', 'list', '--json']);
    const arr = JSON.parse(list.stdout);
    expect(Array.isArray(arr)).toBe(true);
    expect(arr).toMatchObject([{ id, name: 'Grace Hopper', stage: 'Screening', tags: ['navy', 'cobol'] }]);
    expect((await recruit(['candidates', 'move', id, '--stage', 'Interview'])).stdout).toBe(
      'Moved 1 candidate to Interview.\n',
    );
    const bad = await recruit(['candidates', 'add', '--name', 'G', '--email', 'GRACE@navy.mil']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('A candidate with this email already exists');
    expect(bad.stderr).not.toMatch(/\n\s+at /);

    const out = path.join(home, 'candidates.json');
    expect((await recruit(['candidates', 'export', '--format', 'json', '--out', out])).code).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toMatchObject([
      {
        basics: { name: 'Grace Hopper' },
        meta: { recruit: { stage: 'Interview', tags: ['navy', 'cobol'] } },
      },
    ]);
    await recruit(['logout']);
    expect((await signup('bob@acme.io')).code).toBe(0);
    expect((await recruit(['candidates', 'import', out])).stdout).toBe(
      'Imported 1 new, 0 updated, 0 failed.\n',
    );
    const show = await recruit(['candidates', 'list']);
    expect(show.stdout).toContain('Grace Hopper');
    expect(show.stdout).toContain('Interview');
  });
});
