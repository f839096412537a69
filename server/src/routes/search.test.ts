import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '@recruit/core/schemas';
import { searchResultSchema } from '@recruit/core/schemas/search';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver } from '../../../tests/helpers/http.js';
import { buildServer } from '../build-server.js';

describe.each(testDialects())('smart search route on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  let session: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect);
    app = await buildServer(core, { webRoot: '/nonexistent' });
    session = await signUpOver(app, 'ada@acme.io', 'Ada');
    const { userId } = await core.accounts.requireSession(session);
    await core.candidates.create(userId, {
      name: 'Maria Lopez',
      email: 'maria@mail.io',
      position: 'Data Engineer',
      location: 'Berlin',
      skills: ['Python', 'Spark'],
    });
    await core.candidates.create(userId, {
      name: 'Tom Baker',
      position: 'Python Developer',
      location: 'London',
      skills: ['Django'],
    });
  });
  afterEach(async () => {
    await app.close();
    await core.dispose();
  });

  const post = (payload: object, cookie: string | undefined = session) =>
    app.inject({
      method: 'POST',
      url: '/api/search',
      payload,
      ...(cookie ? { cookies: { recruit_session: cookie } } : {}),
    });

  it('POST /api/search answers the candidates best first in the response schema', async () => {
    const res = await post({ query: 'python' });
    expect(res.statusCode).toBe(200);
    const body = searchResultSchema.strict().parse(res.json());
    expect(body.candidates.map((c) => [c.rank, c.name])).toEqual([
      [1, 'Tom Baker'],
      [2, 'Maria Lopez'],
    ]);
    expect(body.candidates[1]).toMatchObject({
      email: 'maria@mail.io',
      title: 'Data Engineer',
      location: 'Berlin',
      matchedSkills: ['Python'],
    });
    expect(body.candidates[0]!.email).toBeNull();
    expect(body.message).toBeNull();
  });

  it('GET /api/search?q= runs the same query, with field filters', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent('skill:python location:berlin')}`,
      cookies: { recruit_session: session },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().candidates.map((c: { name: string }) => c.name)).toEqual(['Maria Lopez']);
  });

  it("answers the spec's message when nothing matches", async () => {
    const res = await post({ query: 'haskell' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      query: 'haskell',
      candidates: [],
      message: 'No results found. Please try a different search query.',
    });
  });

  it('refuses a bad query with 400 and a titled error, an empty one, and a missing session', async () => {
    const bad = await post({ query: 'python OR' });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).error).toMatchObject({
      code: 'invalid_search_query',
      title: 'Invalid Search Query',
      message: 'OR at character 8 needs a word or phrase after it.',
    });
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({
      title: 'Search Query Required',
      message: 'Please enter a search query.',
    });
    const long = await post({ query: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('The search query must be at most 500 characters');
    expect((await post({ query: 'python' }, '')).statusCode).toBe(401);
  });
});
