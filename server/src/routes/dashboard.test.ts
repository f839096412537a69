import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dashboardResponseSchema } from '@recruit/core';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver, TEST_PASSWORD } from '../../../tests/helpers/http.js';
import { buildServer } from '../build-server.js';

const DAY = 86_400_000;

describe.each(testDialects())('GET /api/dashboard on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  beforeEach(async () => {
    core = await makeTestCore(dialect);
    app = await buildServer(core, { webRoot: '/nonexistent' });
  });
  afterEach(async () => {
    await app.close();
    await core.dispose();
  });

  const dashboard = async (cookie: string) => {
    const res = await app.inject({ url: '/api/dashboard', cookies: { recruit_session: cookie } });
    return dashboardResponseSchema.strict().parse(res.json());
  };
  /** Sessions last 5 days: after moving the clock on, sign in again. */
  const signIn = async (email: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: TEST_PASSWORD },
    });
    return res.cookies.find((c) => c.name === 'recruit_session')!.value;
  };
  const add = (cookie: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/candidates', cookies: { recruit_session: cookie }, payload });

  it('counts the saved candidates per pipeline stage, per user; an empty account has empty figures', async () => {
    const ada = await signUpOver(app, 'ada@acme.io');
    const bob = await signUpOver(app, 'bob@acme.io');
    const empty = await dashboard(ada);
    expect(empty.candidates).toBe(0);
    expect(empty.pipeline).toEqual(
      ['Applied', 'Screening', 'Interview', 'Offer', 'Hired', 'Rejected'].map((stage) => ({
        stage,
        count: 0,
      })),
    );
    expect(empty.activity).toEqual([]);
    expect(empty.newThisWeek).toBe(0);
    expect(empty.activityPerDay).toHaveLength(14);
    expect(empty.activityPerDay.every((d) => d.count === 0)).toBe(true);

    for (const email of ['c1@x.io', 'c2@x.io', 'c1@x.io']) await add(ada, { resume: { name: 'C', email } });
    const after = await dashboard(ada);
    expect(after.candidates).toBe(2);
    expect(after.pipeline[0]).toEqual({ stage: 'Applied', count: 2 });
    expect((await dashboard(bob)).candidates).toBe(0);
    expect((await dashboard(bob)).activity).toEqual([]);
  });

  it('shows new candidates this week, the activity timeline and activity per day from the records', async () => {
    await add(await signUpOver(app, 'ada@acme.io'), { name: 'Old Timer', email: 'old@x.io' });
    core.clock.advance(10 * DAY);
    const ada = await signIn('ada@acme.io');
    const r = await add(ada, { name: 'Sarah Johnson', email: 'sarah@x.io' });
    const id = r.json().candidate.id as string;
    await app.inject({
      method: 'PATCH',
      url: `/api/candidates/${id}`,
      cookies: { recruit_session: ada },
      payload: { stage: 'Interview' },
    });
    const d = await dashboard(ada);
    expect(d.newThisWeek).toBe(1);
    expect(d.candidates).toBe(2);
    expect(d.activity.map((e) => e.summary)).toEqual([
      'Moved from Applied to Interview',
      'Added at Applied',
      'Added at Applied',
    ]);
    expect(d.activity[0]).toMatchObject({ kind: 'candidate', title: 'Sarah Johnson', candidateId: id });
    const today = d.activityPerDay.at(-1)!;
    expect(today).toEqual({ day: new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10), count: 2 });
    // The first add, 10 days ago, is inside the 14 days of the chart.
    expect(d.activityPerDay.reduce((n, x) => n + x.count, 0)).toBe(3);
  });

  it('counts parses this month against the plan limit once the trial is over', async () => {
    const ada = await signUpOver(app, 'ada@acme.io');
    const userId = (await core.accounts.requireSession(ada)).userId;
    expect((await dashboard(ada)).parses).toEqual({ used: 0, limit: null, allowed: true });
    core.clock.advance(15 * DAY);
    await core.plans.recordUse(userId, 'resume-parsing');
    await core.plans.recordUse(userId, 'resume-parsing');
    expect((await dashboard(await signIn('ada@acme.io'))).parses).toEqual({
      used: 2,
      limit: 5,
      allowed: true,
    });
  });

  it('requires sign-in', async () => {
    expect((await app.inject({ url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
