import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver } from '../../../tests/helpers/http.js';
import { buildServer } from '../build-server.js';

const set = path.resolve(import.meta.dirname, '../../../tests/fixtures/screening');
const jd = readFileSync(path.join(set, 'jds', 'j03-icu-registered-nurse.md'), 'utf8');
const nurse = readFileSync(path.join(set, 'resumes', 'r11-icu-rn.txt'), 'utf8');

describe.each(testDialects())('screening routes on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  let session: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect);
    app = await buildServer(core, { webRoot: '/nonexistent' });
    session = await signUpOver(app, 'ada@acme.io', 'Ada');
  });
  afterEach(async () => {
    await app.close();
    await core.dispose();
  });

  const post = (url: string, payload: object, cookie: string | undefined = session) =>
    app.inject({ method: 'POST', url, payload, ...(cookie ? { cookies: { recruit_session: cookie } } : {}) });

  it('POST /api/screening scores a pasted resume and explains it', async () => {
    const res = await post('/api/screening', { resumeText: nurse, jobDescription: jd });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.name).toMatch(/^Grace Thompson/);
    expect(body.score).toBeGreaterThan(70);
    expect(body.matched).toEqual(expect.arrayContaining(['Registered Nurse', 'Critical Care']));
    expect(body.job).toMatchObject({ title: 'Registered Nurse - Intensive Care Unit', years: 2 });
    expect(body.evidence.length).toBeGreaterThan(3);
    expect(body.analysis).toBeNull();
  });

  it('refuses empty inputs with the titles the screen shows, and needs a session', async () => {
    const empty = await post('/api/screening', { resumeText: '', jobDescription: jd });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ code: 'resume_required', title: 'Resume Required' });
    const noJd = await post('/api/screening', { resumeText: nurse });
    expect(noJd.json().error).toMatchObject({ title: 'Job Description Required' });
    const tooLong = await post('/api/screening', { resumeText: 'x'.repeat(50_001), jobDescription: jd });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('Resume text must be at most 50,000 characters');
    expect((await post('/api/screening', { resumeText: nurse, jobDescription: jd }, '')).statusCode).toBe(
      401,
    );
  });

  it('ranks the saved candidates for a JD, best first (screening and sourcing)', async () => {
    const user = await core.accounts.requireSession(session);
    const fromFile = (f: string) => readFileSync(path.join(set, 'resumes', `${f}.txt`), 'utf8');
    const { resumeFromText } = await import('@recruit/core/screening');
    for (const f of ['r20-ap-clerk', 'r14-lpn-ltc', 'r11-icu-rn', 'r16-er-nurse']) {
      const { text: _text, ...resume } = resumeFromText(fromFile(f));
      await core.candidates.saveParsed(user.userId, resume, { source: `test:${f}` });
    }
    for (const url of ['/api/screening/candidates', '/api/sourcing']) {
      const res = await post(url, { jobDescription: jd });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe('Successfully found 4 candidates!');
      expect(body.candidates.map((c: { rank: number; email: string }) => [c.rank, c.email])).toEqual([
        [1, 'grace.thompson@example.com'],
        [2, 'mobrien@example.com'],
        [3, 'barbara.wilson@example.com'],
        [4, 'denise.harper@example.com'],
      ]);
      expect(body.candidates[2].missing).toContain('Registered Nurse');
    }
    const top = await post('/api/screening/candidates', { jobDescription: jd, limit: 1 });
    expect(top.json().candidates).toHaveLength(1);
  });
});
