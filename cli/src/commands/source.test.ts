import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, openCore } from '@recruit/core';
import { resumeFromText } from '@recruit/core/screening';
import { tempHome } from '../../../tests/helpers/databases.js';
import { runCliIn } from '../../../tests/helpers/cli-in-process.js';

const PASSWORD = 'Sunny-Day-42';
const set = path.resolve(import.meta.dirname, '../../../tests/fixtures/screening');
const JD = path.join(set, 'jds', 'j01-senior-backend-engineer.md');

describe('recruit source', () => {
  let env: NodeJS.ProcessEnv;
  let cleanup: () => void;
  const run = (args: string[], input = '') => runCliIn(env, args, input);

  beforeEach(async () => {
    const t = tempHome();
    cleanup = t.cleanup;
    env = { RECRUIT_HOME: t.home, RECRUIT_EMAIL_DNS: 'off' };
    const args = ['signup', '--email', 'ada@acme.io', '--name', 'Ada', '--password-stdin', '--accept-terms'];
    expect((await run(args, PASSWORD)).code).toBe(0);
  });
  afterEach(() => cleanup());

  it("ranks the user's saved candidates for the JD, best first", async () => {
    const empty = await run(['source', '--jd', JD]);
    expect(empty.code).toBe(0);
    expect(empty.out).toContain('No saved candidates yet.');

    const core = await openCore(loadConfig(env));
    try {
      const user = await core.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'ada@acme.io')
        .executeTakeFirstOrThrow();
      for (const f of ['r45-warehouse-ops-manager', 'r01-go-backend-senior', 'r05-fullstack-mid']) {
        const { text: _text, ...resume } = resumeFromText(
          readFileSync(path.join(set, 'resumes', `${f}.txt`), 'utf8'),
        );
        await core.candidates.saveParsed(user.id, resume, { source: `test:${f}` });
      }
    } finally {
      await core.close();
    }

    const table = await run(['source', '--jd', JD]);
    expect(table.code).toBe(0);
    expect(table.out).toMatch(/^Successfully found 3 candidates!\nJob: Senior Backend Engineer\n/);
    expect(table.out).toMatch(/1\s+Daniel Okafor\s+\d+\.\d/);

    const json = await run(['source', '--jd', JD, '--json', '--top', '2']);
    const lines = json.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.rank, l.name])).toEqual([
      [1, 'Daniel Okafor'],
      [2, 'Aisha Khan'],
    ]);
    expect(lines[0].matched).toEqual(expect.arrayContaining(['Go', 'PostgreSQL', 'Kubernetes']));

    writeFileSync(path.join(env.RECRUIT_HOME!, 'empty.md'), '');
    const bad = await run(['source', '--jd', path.join(env.RECRUIT_HOME!, 'empty.md')]);
    expect(bad.code).toBe(2);
  });
});
