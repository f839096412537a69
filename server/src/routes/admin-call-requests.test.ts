// The landing page's call requests on the admin screen's API: the admin moves a request on
// (requested → scheduled → completed, or cancelled) and the overview shows the new status; anyone
// else gets 403 and the status stays; an unknown status or request is refused with the message shown.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BILLING_MESSAGES } from '@recruit/core';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver } from '../../../tests/helpers/http.js';
import { buildServer } from '../build-server.js';

describe.each(testDialects())('admin call requests on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  afterEach(async () => {
    await app?.close();
    await core?.dispose();
  });

  const as = (cookie: string) => ({ cookies: { recruit_session: cookie } });

  it('the admin changes a request’s status; a member is refused; bad input says why', async () => {
    core = await makeTestCore(dialect, { RECRUIT_ADMIN_EMAIL: 'boss@acme.io' });
    app = await buildServer(core, { webRoot: '/nonexistent' });
    const ada = await signUpOver(app, 'ada@acme.io', 'Ada');
    const boss = await signUpOver(app, 'boss@acme.io', 'Boss');
    const sent = await app.inject({
      method: 'POST',
      url: '/api/call-requests',
      payload: { phone: '5551234567' },
    });
    expect(sent.statusCode).toBe(200);
    const overview = async () =>
      (await app.inject({ method: 'GET', url: '/api/admin/overview', ...as(boss) })).json().callRequests as {
        id: string;
        phone: string;
        status: string;
      }[];
    const [request] = await overview();
    expect(request).toMatchObject({ phone: '5551234567', status: 'requested' });
    const set = (status: unknown, cookie: string, id = request!.id) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/call-requests/${encodeURIComponent(id)}/status`,
        payload: { status },
        ...as(cookie),
      });

    const denied = await set('completed', ada);
    expect([denied.statusCode, denied.json().error.message]).toEqual([403, BILLING_MESSAGES.adminOnly]);
    expect((await overview())[0]!.status).toBe('requested');

    const scheduled = await set('scheduled', boss);
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toMatchObject({ id: request!.id, phone: '5551234567', status: 'scheduled' });
    expect((await overview())[0]!.status).toBe('scheduled');
    expect((await set('completed', boss)).json().status).toBe('completed');
    expect((await overview())[0]!.status).toBe('completed');

    const bad = await set('done', boss);
    expect([bad.statusCode, bad.json().error.message]).toEqual([400, BILLING_MESSAGES.badCallRequestStatus]);
    const missing = await set('cancelled', boss, 'no-such-request');
    expect([missing.statusCode, missing.json().error.message]).toEqual([
      404,
      BILLING_MESSAGES.callRequestNotFound,
    ]);
    expect((await overview())[0]!.status).toBe('completed');
  });
});
