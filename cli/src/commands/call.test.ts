import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTwilioFake, type TwilioFake } from '../../../tests/fakes/twilio-fake.js';
import { tempHome } from '../../../tests/helpers/databases.js';
import { runCliIn } from '../../../tests/helpers/cli-in-process.js';

const PASSWORD = 'Sunny-Day-42';
const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'tw-auth-token-7777';
const FROM = '+15005550006';

let fake: TwilioFake;
beforeAll(async () => {
  fake = await startTwilioFake({ accountSid: SID, authToken: TOKEN });
});
afterAll(() => fake.close());

describe('recruit call', () => {
  let env: NodeJS.ProcessEnv;
  let cleanup: () => void;
  const run = (args: string[], input = '') => runCliIn(env, args, input);

  beforeEach(async () => {
    fake.reset();
    fake.requests.length = 0;
    fake.calls.length = 0;
    const t = tempHome();
    cleanup = t.cleanup;
    env = { RECRUIT_HOME: t.home, RECRUIT_EMAIL_DNS: 'off', RECRUIT_TWILIO_BASE_URL: fake.url };
    const args = ['signup', '--email', 'ada@acme.io', '--name', 'Ada', '--password-stdin', '--accept-terms'];
    expect((await run(args, PASSWORD)).code).toBe(0);
  });
  afterEach(() => cleanup());

  const saveTwilio = async () =>
    expect(
      (
        await run(
          ['keys', 'set', 'twilio', '--account-sid', SID, '--auth-token-stdin', '--phone', FROM],
          TOKEN,
        )
      ).code,
    ).toBe(0);

  it('test: the labelled demo without credentials, a real Twilio call with them', async () => {
    const demo = await run(['call', 'test', '--to', '+14155550100']);
    expect([demo.code, demo.err]).toEqual([0, '']);
    expect(demo.out).toContain(
      'Call initiated successfully (Demo): nobody was called (no Twilio credentials saved).',
    );
    expect(fake.calls).toEqual([]);

    await saveTwilio();
    const real = await run([
      'call',
      'test',
      '--to',
      '+14155550100',
      '--message',
      'Hello from the CLI',
      '--json',
    ]);
    expect(real.code).toBe(0);
    expect(JSON.parse(real.out)).toMatchObject({ status: 'queued', to: '+14155550100', is_demo: false });
    expect(fake.calls[0]!.twiml).toContain('Hello from the CLI');
  });

  it("schedule: the spec's messages, no stack, exit 1", async () => {
    const noPhone = await run(['call', 'schedule', '--script', 'Hi']);
    expect([noPhone.code, noPhone.out]).toEqual([1, '']);
    expect(noPhone.err).toBe('Error: Missing Information: Please enter a phone number to schedule a call.\n');
    const noScript = await run(['call', 'schedule', '--to', '+14155550100', '--script', ' ']);
    expect(noScript.err).toBe(
      'Error: Missing Information: Please enter a script for the AI to use during the call.\n',
    );
    const past = await run([
      'call',
      'schedule',
      '--to',
      '+14155550100',
      '--script',
      'Hi',
      '--at',
      '2020-01-01T10:00',
      '--tz',
      'UTC',
    ]);
    expect(past.err).toBe('Error: Invalid Time: Please choose a time in the future.\n');
    const voice = await run([
      'call',
      'schedule',
      '--to',
      '+14155550100',
      '--script',
      'Hi',
      '--voice',
      'robot',
    ]);
    expect(voice.code).toBe(2);
    expect(voice.err).toContain('Please choose a voice type: female, male, neutral or custom.');
  });

  it("schedule without --script speaks the AI Calling screen's default script", async () => {
    const unfilled = await run(['call', 'schedule', '--to', '+14155550100']);
    expect([unfilled.code, unfilled.out]).toEqual([1, '']);
    expect(unfilled.err).toBe(
      'Error: Missing Information: Please fill in {company_name}, {job_title} before scheduling the call.\n',
    );
    const ok = await run([
      'call',
      'schedule',
      '--to',
      '+14155550100',
      '--company-name',
      'Acme',
      '--job-title',
      'Data Engineer',
    ]);
    expect(ok.code).toBe(0);
    expect(ok.err).toContain('Demo mode: no Twilio credentials are saved');
    expect(ok.out).toContain(
      "Script: Hello, this is Ada from Acme. I'm calling about the Data Engineer position. Do you have a few minutes to discuss?\n",
    );
  });

  it('schedule, list and cancel; `call run` places the due call once through Twilio', async () => {
    const later = await run([
      'call',
      'schedule',
      '--to',
      '415 555 0101',
      '--at',
      '2099-12-01T15:00',
      '--tz',
      'Europe/Berlin',
      '--script',
      'Hello, this is {agent_name} about the {job_title} role.',
      '--job-title',
      'Staff Engineer',
      '--json',
    ]);
    expect(later.code).toBe(0);
    const scheduled = JSON.parse(later.out) as {
      is_demo: boolean;
      call: { id: string; dueAt: string; script: string };
    };
    expect(scheduled).toMatchObject({
      is_demo: true,
      call: {
        dueAt: '2099-12-01T14:00:00.000Z',
        script: 'Hello, this is Ada about the Staff Engineer role.',
      },
    });

    await saveTwilio();
    const now = await run([
      'call',
      'schedule',
      '--to',
      '+14155550100',
      '--script',
      'Your interview is at 3.',
      '--voice',
      'neutral',
    ]);
    expect(now.code).toBe(0);
    expect(now.out).toMatch(/^Call Scheduled: \+14155550100 at /);

    const ran = await run(['call', 'run']);
    expect([ran.code, ran.out]).toEqual([0, 'Placed 1, demo 0, failed 0; 1 in progress read from Twilio.\n']);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.twiml).toContain('<Say voice="alice">Your interview is at 3.</Say>');
    expect((await run(['call', 'run'])).out).toBe(
      'Placed 0, demo 0, failed 0; 1 in progress read from Twilio.\n',
    );
    expect(fake.calls).toHaveLength(1);

    const list = await run(['call', 'list']);
    const lines = list.out.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(`${scheduled.call.id}  Tue, Dec 1, 2099`);
    expect(lines[0]).toContain('+14155550101  scheduled');
    expect(lines[1]).toContain(`+14155550100  queued  ${fake.calls[0]!.sid}`);

    const cancelled = await run(['call', 'cancel', scheduled.call.id]);
    expect(cancelled.code).toBe(0);
    expect(cancelled.out).toContain('Call cancelled: ');
    expect(cancelled.out).toContain('cancelled');
    const again = await run(['call', 'cancel', scheduled.call.id]);
    expect([again.code, again.err]).toEqual([
      1,
      'Error: This call can no longer be cancelled: it was already placed or cancelled.\n',
    ]);
    const json = JSON.parse((await run(['call', 'list', '--json'])).out) as { calls: { status: string }[] };
    expect(json.calls.map((c) => c.status)).toEqual(['cancelled', 'queued']);
  });
});
