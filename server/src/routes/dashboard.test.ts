import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver } from '../../../tests/helpers/http.js';
import { buildServer } from '../build-server.js';

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

  it('counts the saved candidates per pipeline stage, per user', async () => {
    const ada = await signUpOver(app, 'ada@acme.io');
    const bob = await signUpOver(app, 'bob@acme.io');
    const dashboard = async (cookie: string) =>
      (await app.inject({ url: '/api/dashboard', cookies: { recruit_session: cookie } })).json();

    expect(await dashboard(ada)).toEqual({
      candidates: 0,
      pipeline: ['Applied', 'Screening', 'Interview', 'Offer', 'Hired', 'Rejected'].map((stage) => ({
        stage,
        count: 0,
      })),
    });
    for (const email of ['c1@x.io', 'c2@x.io', 'c1@x.io']) {
      await app.inject({
        method: 'POST',
        url: '/api/candidates',
        cookies: { recruit_session: ada },
        payload: { resume: { name: 'C', email } },
      });
    }
    const after = await dashboard(ada);
    expect(after.candidates).toBe(2);
    expect(after.pipeline[0]).toEqual({ stage: 'Applied', count: 2 });
    expect((await dashboard(bob)).candidates).toBe(0);
  });

  it('requires sign-in', async () => {
    expect((await app.inject({ url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
