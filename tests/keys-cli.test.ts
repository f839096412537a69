import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAIFake, type OpenAIFake } from './fakes/openai-fake.js';
import { assertBuilt, runRecruit, type RunResult } from './helpers/cli.js';
import { tempHome } from './helpers/databases.js';

const PASSWORD = 'Sunny-Day-42';
const OPENAI_KEY = `sk-proj-${'Kd8s'.repeat(12)}Zz77`;
const SID = `AC${'1234567890abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'twilio-auth-token-31337';

let fake: OpenAIFake;
beforeAll(async () => {
  assertBuilt();
  fake = await startOpenAIFake({ apiKey: OPENAI_KEY });
});
afterAll(() => fake.close());

describe('recruit keys as a real process', () => {
  let home: string;
  let cleanup: () => void;
  let env: Record<string, string>;
  const outputs: RunResult[] = [];
  beforeEach(async () => {
    ({ home, cleanup } = tempHome());
    env = {
      RECRUIT_HOME: home,
      RECRUIT_EMAIL_DNS: 'off',
      NO_COLOR: '1',
      RECRUIT_OPENAI_BASE_URL: fake.baseUrl,
    };
    outputs.length = 0;
    const up = await recruit(
      ['signup', '--email', 'ada@acme.io', '--name', 'Ada', '--password-stdin', '--accept-terms'],
      PASSWORD,
    );
    expect(up.code).toBe(0);
  });
  afterEach(() => {
    // Whatever a command printed, the whole secrets never appear in it.
    for (const r of outputs) {
      for (const secret of [OPENAI_KEY, AUTH_TOKEN, SID]) {
        expect(r.stdout).not.toContain(secret);
        expect(r.stderr).not.toContain(secret);
      }
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
    cleanup();
  });
  const recruit = async (args: string[], input?: string, extraEnv: Record<string, string> = {}) => {
    const r = await runRecruit(args, { env: { ...env, ...extraEnv }, ...(input ? { input } : {}) });
    outputs.push(r);
    return r;
  };

  it('needs a signed-in user', async () => {
    await recruit(['logout']);
    const r = await recruit(['keys', 'list']);
    expect([r.code, r.stderr.trim()]).toEqual([
      1,
      'Error: You are not signed in.\nRun `recruit login` (or `recruit signup`) first.',
    ]);
  });

  it('saves from stdin, lists masked, tests and removes a key', async () => {
    const set = await recruit(['keys', 'set', 'openai', '--value-stdin'], `  ${OPENAI_KEY}  \n`);
    expect([set.code, set.stdout]).toEqual([0, 'OpenAI API Key saved successfully!\nKey: sk-p...Zz77\n']);
    expect(set.stderr).toBe('');

    const list = await recruit(['keys', 'list']);
    expect(list.code).toBe(0);
    const lines = list.stdout.split('\n');
    expect(lines[0]).toMatch(/^PROVIDER\s+STATUS\s+KEY\s+UPDATED$/);
    expect(lines.find((l) => l.startsWith('openai'))).toMatch(
      /^openai\s+configured\s+sk-p\.\.\.Zz77\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC$/,
    );
    expect(lines.find((l) => l.startsWith('stripe'))).toMatch(/^stripe\s+not configured\s+-\s+-$/);
    expect(list.stdout).toContain('1 of 11 providers configured.');

    const json = JSON.parse((await recruit(['keys', 'list', '--json'])).stdout);
    expect(json.keys).toHaveLength(11);
    expect(json.keys[0]).toMatchObject({ provider: 'openai', configured: true, masked: 'sk-p...Zz77' });

    const test = await recruit(['keys', 'test', 'openai']);
    expect([test.code, test.stdout]).toEqual([0, 'openai: ✔ key accepted\nOpenAI accepted the API key.\n']);
    expect(fake.requests.at(-1)!.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);

    const removed = await recruit(['keys', 'remove', 'openai']);
    expect([removed.code, removed.stdout]).toEqual([0, 'OpenAI API Key has been removed\n']);
    const again = await recruit(['keys', 'remove', 'openai', '--json']);
    expect(JSON.parse(again.stdout)).toEqual({ provider: 'openai', configured: false, removed: false });
    const none = await recruit(['keys', 'test', 'openai']);
    expect([none.code, none.stderr]).toEqual([
      1,
      'Error: OpenAI API key not configured\nRun: recruit keys set openai\n',
    ]);
  });

  it('keeps the key encrypted in the database file, under a 0600 secret.key', async () => {
    await recruit(['keys', 'set', 'openai', '--value-stdin'], OPENAI_KEY);
    const db = path.join(home, 'recruit.db');
    const bytes = Buffer.concat([db, `${db}-wal`].filter(existsSync).map((f) => readFileSync(f)));
    expect(bytes.includes('ada@acme.io')).toBe(true);
    expect(bytes.includes(OPENAI_KEY)).toBe(false);
    expect(bytes.includes(OPENAI_KEY.slice(10, 30))).toBe(false);
    const keyFile = path.join(home, 'secret.key');
    if (process.platform !== 'win32') expect(statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  it('reports an invalid key and an unreachable provider with exit code 1', async () => {
    await recruit(['keys', 'set', 'openai', '--value-stdin'], `sk-wrong-${'x'.repeat(48)}`);
    const bad = await recruit(['keys', 'test', 'openai']);
    expect([bad.code, bad.stdout, bad.stderr.split('\n')[0]]).toEqual([
      1,
      '',
      'Error: Invalid OpenAI API key',
    ]);

    await recruit(['keys', 'set', 'openai', '--value-stdin'], OPENAI_KEY);
    const down = await recruit(['keys', 'test', 'openai', '--json'], undefined, {
      RECRUIT_OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    });
    expect(down.code).toBe(1);
    expect(JSON.parse(down.stdout)).toMatchObject({ provider: 'openai', state: 'unreachable' });
    expect(down.stderr).toMatch(/^Error: Could not reach OpenAI/);
  });

  it('prints format hints as warnings on stderr and still saves', async () => {
    const r = await recruit(['keys', 'set', 'stripe', '--value-stdin', '--json'], 'pk_live_abcdef123456');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('Warning: Stripe secret keys usually start with sk_.\n');
    expect(JSON.parse(r.stdout)).toMatchObject({
      provider: 'stripe',
      masked: 'pk_l...3456',
      warnings: ['Stripe secret keys usually start with sk_.'],
    });
  });

  it('refuses empty keys, unknown providers and a missing key without a terminal', async () => {
    const empty = await recruit(['keys', 'set', 'heyreach', '--value-stdin'], '   \n');
    expect([empty.code, empty.stderr]).toEqual([1, 'Error: Please enter a valid HeyReach API key\n']);
    const unknown = await recruit(['keys', 'set', 'acme', '--value-stdin'], 'k');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Error: Unknown provider 'acme'. Known providers: openai, twilio,");
    const noTty = await recruit(['keys', 'set', 'openai']);
    expect([noTty.code, noTty.stderr.split('\n')[0]]).toEqual([
      1,
      'Error: Missing --value-stdin (no terminal to ask on).',
    ]);
    expect(
      JSON.parse((await recruit(['keys', 'list', '--json'])).stdout).keys.some(
        (k: { configured: boolean }) => k.configured,
      ),
    ).toBe(false);
  });

  it('saves Twilio credentials with the spec rules and shows only the SID prefix', async () => {
    const twilio = (sid: string, phone: string, token = AUTH_TOKEN) =>
      recruit(['keys', 'set', 'twilio', '--account-sid', sid, '--auth-token-stdin', '--phone', phone], token);
    const badSid = await twilio('AC123', '+15005550006');
    expect([badSid.code, badSid.stderr]).toEqual([
      1,
      "Error: Invalid Account SID: Account SID must start with 'AC' and be exactly 34 characters.\n",
    ]);
    const badPhone = await twilio(SID, '15005550006');
    expect(badPhone.stderr).toBe(
      "Error: Invalid Phone Number: Phone number must start with '+' (include the country code).\n",
    );
    const missing = await twilio(SID, '+15005550006', '\n');
    expect(missing.stderr).toBe(
      'Error: Missing Information: Please fill in all fields to save your Twilio credentials.\n',
    );
    const noToken = await recruit(['keys', 'set', 'twilio', '--account-sid', SID, '--phone', '+15005550006']);
    expect(noToken.stderr.split('\n')[0]).toBe('Error: Missing --auth-token-stdin (no terminal to ask on).');
    const mixed = await recruit(['keys', 'set', 'openai', '--account-sid', SID, '--value-stdin'], 'k');
    expect(mixed.stderr.split('\n')[0]).toBe(
      'Error: --account-sid, --auth-token-stdin and --phone are for Twilio only.',
    );

    const ok = await twilio(SID, '+15005550006');
    expect([ok.code, ok.stdout]).toEqual([
      0,
      'Credentials Saved\nAccount SID: AC123456...  From: +15005550006\n',
    ]);
    const list = await recruit(['keys', 'list']);
    expect(list.stdout).toMatch(/twilio\s+configured\s+AC123456\.\.\.\s/);
    expect((await recruit(['keys', 'remove', 'twilio'])).stdout).toBe('Credentials Cleared\n');
  });

  it('uses RECRUIT_SECRET instead of a key file, and says clearly when it changed', async () => {
    const secret = { RECRUIT_SECRET: 'first-secret-of-this-install' };
    await recruit(['keys', 'set', 'openai', '--value-stdin'], OPENAI_KEY, secret);
    expect(existsSync(path.join(home, 'secret.key'))).toBe(false);
    expect((await recruit(['keys', 'test', 'openai'], undefined, secret)).code).toBe(0);

    const changed = { RECRUIT_SECRET: 'another-secret-entirely-00' };
    const list = await recruit(['keys', 'list'], undefined, changed);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/openai\s+unreadable\s+-\s/);
    const test = await recruit(['keys', 'test', 'openai'], undefined, changed);
    expect(test.code).toBe(1);
    expect(test.stderr.split('\n')[0]).toBe(
      'Error: Your saved OpenAI key was encrypted under another secret and cannot be read here. Save it again.',
    );
  });
});
