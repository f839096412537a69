import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, openCore } from '@recruit/core';
import { tempHome } from '../../../tests/helpers/databases.js';
import { runCliIn } from '../../../tests/helpers/cli-in-process.js';

const PASSWORD = 'Sunny-Day-42';

describe('recruit admin call-requests', () => {
  let env: NodeJS.ProcessEnv;
  let cleanup: () => void;
  const run = (args: string[], input = '') => runCliIn(env, args, input);
  const signup = async (email: string, name: string) =>
    expect(
      (
        await run(
          ['signup', '--email', email, '--name', name, '--password-stdin', '--accept-terms'],
          PASSWORD,
        )
      ).code,
    ).toBe(0);

  beforeEach(async () => {
    const t = tempHome();
    cleanup = t.cleanup;
    env = {
      RECRUIT_HOME: t.home,
      RECRUIT_EMAIL_DNS: 'off',
      RECRUIT_ADMIN_EMAIL: 'boss@acme.io',
      NO_COLOR: '1',
    };
    // A visitor's Let's Chat request, as the landing page stores it.
    const core = await openCore(loadConfig(env));
    await core.calls.requestCall({ phone: '5551234567', countryCode: '+44' });
    await core.close();
  });
  afterEach(() => cleanup());

  it('the admin lists the requests and moves one on; the list shows the new status', async () => {
    await signup('boss@acme.io', 'Boss');
    const listed = await run(['admin', 'call-requests', '--json']);
    expect(listed.code).toBe(0);
    const [request] = (JSON.parse(listed.out) as { callRequests: { id: string; status: string }[] })
      .callRequests;
    expect(request).toMatchObject({ phone: '5551234567', countryCode: '+44', status: 'requested' });

    const set = await run(['admin', 'call-requests', 'set', request!.id, 'Scheduled']);
    expect([set.code, set.err]).toEqual([0, '']);
    expect(set.out).toMatch(/^Call request updated: .* \+44 5551234567 +scheduled +[0-9a-f-]{36}\n$/);
    const list = await run(['admin', 'call-requests', 'list']);
    expect(list.out).toContain(`+44 5551234567     scheduled  ${request!.id}`);

    const bad = await run(['admin', 'call-requests', 'set', request!.id, 'done']);
    expect([bad.code, bad.out, bad.err]).toEqual([
      1,
      '',
      'Error: Please choose a status: requested, scheduled, completed or cancelled.\n',
    ]);
    const missing = await run(['admin', 'call-requests', 'set', 'no-such-id', 'completed']);
    expect([missing.code, missing.err]).toEqual([1, 'Error: Call request not found.\n']);
    expect((await run(['admin', 'call-requests'])).out).toContain('scheduled');
  });

  it('anyone but the admin is refused and the status stays', async () => {
    await signup('ada@acme.io', 'Ada');
    const denied = await run(['admin', 'call-requests']);
    expect([denied.code, denied.err]).toEqual([1, 'Error: Only the administrator can do this.\n']);
    const core = await openCore(loadConfig(env));
    const [row] = await core.db.selectFrom('call_requests').selectAll().execute();
    await core.close();
    const set = await run(['admin', 'call-requests', 'set', row!.id, 'cancelled']);
    expect([set.code, set.err]).toEqual([1, 'Error: Only the administrator can do this.\n']);
    const after = await openCore(loadConfig(env));
    expect((await after.db.selectFrom('call_requests').select('status').execute())[0]!.status).toBe(
      'requested',
    );
    await after.close();
  });
});
