import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver } from '../../../tests/helpers/http.js';
import { buildServer } from '../build-server.js';

describe.each(testDialects())('candidates routes on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  let cookie: string;
  let other: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect);
    app = await buildServer(core, { webRoot: '/nonexistent' });
    cookie = await signUpOver(app, 'ada@acme.io', 'Ada');
    other = await signUpOver(app, 'bob@acme.io', 'Bob');
  });
  afterEach(async () => {
    await app.close();
    await core.dispose();
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object | string,
    as: string | undefined = cookie,
  ) =>
    app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload } : {}),
      ...(as ? { cookies: { recruit_session: as } } : {}),
    });

  it('adds, reads with the log, edits, merges a duplicate on request and deletes', async () => {
    expect((await call('GET', '/api/candidates', undefined, '')).statusCode).toBe(401);
    const add = await call('POST', '/api/candidates', {
      name: 'Grace Hopper',
      email: 'grace@navy.mil',
      phone: '+1 415 555 0101',
      position: 'Engineer',
      rating: 4,
      skills: ['COBOL'],
    });
    expect(add.statusCode).toBe(201);
    const id = add.json().candidate.id as string;
    const bad = await call('POST', '/api/candidates', { name: 'X', rating: 9 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Rating must be a whole number from 0 to 5');
    const dup = await call('POST', '/api/candidates', { name: 'G', phone: '(415) 555-0101' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({
      message: 'A candidate with this phone number already exists',
      title: 'Duplicate Candidate',
    });
    const merged = await call('POST', '/api/candidates?merge=1', {
      name: 'G',
      phone: '4155550101',
      location: 'NYC',
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ merged: true, candidate: { id, location: 'NYC' } });
    const patch = await call('PATCH', `/api/candidates/${id}`, { stage: 'Interview', notes: 'Strong' });
    expect(patch.json().candidate).toMatchObject({ stage: 'Interview', notes: 'Strong' });
    expect(
      (await call('POST', `/api/candidates/${id}/activity`, { kind: 'email', text: 'Sent the offer' }))
        .statusCode,
    ).toBe(201);
    const one = (await call('GET', `/api/candidates/${id}`)).json();
    expect(one.activity.map((a: { action: string }) => a.action)).toEqual([
      'email',
      'updated',
      'merged',
      'created',
    ]);
    expect(one.activity[0]).toMatchObject({
      actor: 'Ada',
      via: 'web',
      summary: 'Email sent: Sent the offer',
    });
    expect((await call('GET', `/api/candidates/${id}`, undefined, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/candidates/${id}`, undefined, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/candidates/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/candidates/${id}`)).json().error.message).toBe('Candidate not found');
  });

  it('lists with filters, pages and stat cards; bulk moves, tags and deletes', async () => {
    const ids: string[] = [];
    for (const [i, p] of ['Sarah Johnson:React', 'Michael Chen:Python', 'Emily Davis:Figma'].entries()) {
      const [name, skill] = p.split(':');
      ids.push(
        (await call('POST', '/api/candidates', { name, email: `p${i}@x.io`, skills: [skill] })).json()
          .candidate.id,
      );
    }
    const move = await call('POST', '/api/candidates/bulk', {
      action: 'move',
      ids: ids.slice(0, 2),
      stage: 'Interview',
    });
    expect(move.json()).toEqual({ affected: 2 });
    expect(
      (await call('POST', '/api/candidates/bulk', { action: 'tag', ids, tag: 'remote' })).json(),
    ).toEqual({
      affected: 3,
    });
    expect((await call('POST', '/api/candidates/bulk', { action: 'fly', ids })).statusCode).toBe(400);
    const page = (await call('GET', '/api/candidates?q=REACT')).json();
    expect(page.candidates.map((c: { name: string }) => c.name)).toEqual(['Sarah Johnson']);
    expect(page.stats).toEqual({ total: 3, active: 3, interview: 2, offers: 0 });
    const stage = (await call('GET', '/api/candidates?stage=Interview&tag=remote&pageSize=1&page=2')).json();
    expect([stage.total, stage.candidates.length, stage.page]).toEqual([2, 1, 2]);
    expect((await call('GET', '/api/candidates?skill=figma')).json().total).toBe(1);
    const badStage = await call('GET', '/api/candidates?stage=Limbo');
    expect(badStage.statusCode).toBe(400);
    expect((await call('GET', '/api/candidates?limit=2')).json().candidates).toHaveLength(2);
    const older = await call('GET', '/api/candidates?limit=5000');
    expect([older.statusCode, older.json().candidates.length, older.json().total]).toEqual([200, 3, 3]);
    expect((await call('POST', '/api/candidates/bulk', { action: 'delete', ids }, other)).json()).toEqual({
      affected: 0,
    });
    expect((await call('POST', '/api/candidates/bulk', { action: 'delete', ids })).json()).toEqual({
      affected: 3,
    });
    const dash = (await call('GET', '/api/dashboard')).json();
    expect(dash.candidates).toBe(0);
  });

  it('imports CSV with a mapping and exports CSV and JSON Resume as files', async () => {
    const csv = 'Who,E-mail,Stage\nAda Lovelace,ada@x.io,Offer\nGrace,grace@x.io,Limbo\n';
    const imp = await call('POST', '/api/candidates/import', { text: csv, mapping: { Who: 'name' } });
    expect(imp.json()).toEqual({
      created: 1,
      updated: 0,
      failed: [
        {
          row: 3,
          name: 'Grace',
          message: 'Stage must be one of Applied, Screening, Interview, Offer, Hired, Rejected',
        },
      ],
      unknownHeaders: [],
    });
    const exp = await call('GET', '/api/candidates/export?format=csv');
    expect(exp.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exp.headers['content-disposition']).toBe('attachment; filename="candidates.csv"');
    expect(exp.body).toContain('Ada Lovelace,ada@x.io,,,,0,,,Offer,,,import');
    const json = await call('GET', '/api/candidates/export?format=json');
    expect(json.json()).toMatchObject([
      { basics: { name: 'Ada Lovelace' }, meta: { recruit: { stage: 'Offer' } } },
    ]);
    expect((await call('GET', '/api/candidates/export?format=xml')).statusCode).toBe(400);
    const big = await call('POST', '/api/candidates/import', { text: 'x'.repeat(5 * 1024 * 1024 + 1) });
    expect(big.statusCode).toBe(400);
    expect(big.json().error.message).toBe('The file must be at most 5 MB');
    const empty = await call('POST', '/api/candidates/import', { text: '' });
    expect([empty.statusCode, empty.json().error.message]).toEqual([400, 'The file holds no candidates']);
  });
});
