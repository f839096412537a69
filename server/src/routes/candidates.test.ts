import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver } from '../../../tests/helpers/http.js';
import { buildServer } from '../build-server.js';

describe.each(testDialects())('POST /api/candidates on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  let cookie: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect);
    app = await buildServer(core, { webRoot: '/nonexistent' });
    cookie = await signUpOver(app);
  });
  afterEach(async () => {
    await app.close();
    await core.dispose();
  });

  const save = (resume: object) =>
    app.inject({
      method: 'POST',
      url: '/api/candidates',
      cookies: { recruit_session: cookie },
      payload: { resume, fileName: 'cv.pdf' },
    });

  it('refuses a 40 k malformed email and an over-long name with 400 and stores nothing', async () => {
    const bad = await save({ name: 'Ada', email: `${'a'.repeat(40_000)}@` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please enter a valid email address');
    const long = await save({ name: 'N'.repeat(5000), email: 'ada@acme.io' });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('Name must be at most 200 characters');
    const list = await app.inject({ url: '/api/candidates', cookies: { recruit_session: cookie } });
    expect(list.json().candidates).toEqual([]);
  });

  it('saves a valid candidate', async () => {
    const res = await save({ name: 'Ada', email: 'ada@acme.io', phone: '+44 7700 900111' });
    expect(res.statusCode).toBe(201);
    expect(res.json().candidate).toMatchObject({
      name: 'Ada',
      email: 'ada@acme.io',
      phone: '+44 7700 900111',
    });
  });
});
