import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectFailure } from '../../../tests/fakes/expect-failure.js';
import { startOpenAIFake, type OpenAIFake } from '../../../tests/fakes/openai-fake.js';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { providerIds } from '../schemas/provider-keys.js';
import { createKeyService, KEY_MESSAGES } from './key-service.js';
import { SECRET_KEY_FILE } from './secret-box.js';

const PASSWORD = 'Sunny-Day-42';
const OPENAI_KEY = `sk-proj-${'Q7wZ'.repeat(12)}Xy9k`;
const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const twilio = { accountSid: SID, authToken: 'tw-auth-token-98765', phoneNumber: '+15005550006' };

let fake: OpenAIFake;
beforeAll(async () => {
  fake = await startOpenAIFake({ apiKey: OPENAI_KEY });
});
afterAll(() => fake.close());

describe.each(testDialects())('key service on $name', (dialect) => {
  let core: TestCore;
  let ada: string;
  let bob: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect, { RECRUIT_OPENAI_BASE_URL: fake.baseUrl });
    ada = (await core.accounts.register({ email: 'ada@acme.io', password: PASSWORD, name: 'Ada' })).userId;
    bob = (await core.accounts.register({ email: 'bob@acme.io', password: PASSWORD, name: 'Bob' })).userId;
  });
  afterEach(() => core.dispose());

  it('saves, masks, lists every provider, replaces and removes a key', async () => {
    const saved = await core.keys.save(ada, 'openai', `  ${OPENAI_KEY}\n`);
    expect(saved).toMatchObject({
      provider: 'openai',
      name: 'OpenAI',
      configured: true,
      masked: 'sk-p...Xy9k',
      warnings: [],
    });
    expect(await core.keys.get(ada, 'openai')).toBe(OPENAI_KEY);

    const list = await core.keys.list(ada);
    expect(list.map((k) => k.provider)).toEqual([...providerIds]);
    expect(list.find((k) => k.provider === 'openai')).toEqual({
      provider: 'openai',
      name: 'OpenAI',
      configured: true,
      masked: 'sk-p...Xy9k',
      updatedAt: saved.updatedAt,
    });
    expect(list.filter((k) => k.configured)).toHaveLength(1);
    expect(list.find((k) => k.provider === 'stripe')).toEqual({
      provider: 'stripe',
      name: 'Stripe',
      configured: false,
      masked: null,
      updatedAt: null,
    });
    expect(JSON.stringify(list)).not.toContain(OPENAI_KEY);

    core.clock.advance(60_000);
    const again = await core.keys.save(ada, 'openai', 'sk-short');
    expect(again.masked).toBe('...');
    expect(again.warnings).toEqual(['OpenAI keys are usually at least 51 characters long.']);
    expect(again.updatedAt > saved.updatedAt).toBe(true);
    expect(await core.keys.get(ada, 'openai')).toBe('sk-short');
    const rows = await core.db.selectFrom('user_api_keys').selectAll().execute();
    expect(rows).toHaveLength(1);

    expect(await core.keys.remove(ada, 'openai')).toEqual({
      provider: 'openai',
      configured: false,
      removed: true,
    });
    expect(await core.keys.get(ada, 'openai')).toBeUndefined();
    expect((await core.keys.remove(ada, 'openai')).removed).toBe(false);
    expect((await core.keys.status(ada, 'openai')).configured).toBe(false);
  });

  it('turns format hints into warnings and never refuses a real-looking key', async () => {
    const stripe = await core.keys.save(ada, 'stripe', 'pk_test_123456789');
    expect(stripe.warnings).toEqual(['Stripe secret keys usually start with sk_.']);
    expect((await core.keys.save(ada, 'stripe', 'sk_test_123456789')).warnings).toEqual([]);
    const apollo = await core.keys.save(ada, 'apollo', 'https://api.apollo.io/key');
    expect(apollo.warnings).toEqual(['Apollo needs the API key only, not a URL.']);
    const longOpenAi = `sk-proj-${'a'.repeat(150)}`;
    expect((await core.keys.save(ada, 'openai', longOpenAi)).warnings).toEqual([]);
    expect(await core.keys.get(ada, 'openai')).toBe(longOpenAi);
  });

  it('refuses an empty key with the spec messages', async () => {
    const cases: [string, string][] = [
      ['openai', 'Please enter a valid API key'],
      ['heyreach', 'Please enter a valid HeyReach API key'],
      ['makeai', 'Please enter a valid Make.ai API key'],
      ['phantombuster', 'Please enter a valid PhantomBuster API key'],
    ];
    for (const [provider, message] of cases) {
      const e = await expectFailure(core.keys.save(ada, provider, '   \t'));
      expect([e.kind, e.message]).toEqual(['validation', message]);
    }
    expect(await core.db.selectFrom('user_api_keys').selectAll().execute()).toEqual([]);
  });

  it('needs a signed-in user to save and delete, and reads nothing without one', async () => {
    const save = await expectFailure(core.keys.save(undefined, 'openai', OPENAI_KEY));
    expect([save.kind, save.message]).toEqual(['unauthenticated', KEY_MESSAGES.saveNeedsUser]);
    expect(save.message).toBe('User must be authenticated to save API keys');
    const del = await expectFailure(core.keys.remove('', 'openai'));
    expect([del.kind, del.message]).toEqual([
      'unauthenticated',
      'User must be authenticated to delete API keys',
    ]);
    await core.keys.save(ada, 'openai', OPENAI_KEY);
    expect(await core.keys.get(undefined, 'openai')).toBeUndefined();
  });

  it('names the known providers when given an unknown one', async () => {
    const e = await expectFailure(core.keys.save(ada, 'acme', 'k'));
    expect([e.kind, e.message]).toEqual([
      'not_found',
      "Unknown provider 'acme'. Known providers: openai, twilio, phantombuster, heyreach, makeai, textkernel, stripe, replyio, jobin, apollo, dropcowboy.",
    ]);
    expect(await core.keys.get(ada, 'OpenAI')).toBeUndefined();
  });

  it('keeps each user to their own keys', async () => {
    await core.keys.save(ada, 'openai', OPENAI_KEY);
    expect(await core.keys.get(bob, 'openai')).toBeUndefined();
    expect((await core.keys.list(bob)).every((k) => !k.configured)).toBe(true);

    // Bob saving and deleting his own key leaves Ada's alone.
    await core.keys.save(bob, 'openai', 'sk-bobs-own-key-000000000');
    expect(await core.keys.get(ada, 'openai')).toBe(OPENAI_KEY);
    expect(await core.keys.get(bob, 'openai')).toBe('sk-bobs-own-key-000000000');
    await core.keys.remove(bob, 'openai');
    expect(await core.keys.get(ada, 'openai')).toBe(OPENAI_KEY);
    expect((await core.keys.remove(bob, 'openai')).removed).toBe(false);
    expect(await core.keys.get(ada, 'openai')).toBe(OPENAI_KEY);
  });

  it("does not open a sealed key copied onto another user's row", async () => {
    await core.keys.save(ada, 'openai', OPENAI_KEY);
    await core.keys.save(bob, 'openai', 'sk-bobs-own-key-000000000');
    const adas = await core.db
      .selectFrom('user_api_keys')
      .select('api_key')
      .where('user_id', '=', ada)
      .executeTakeFirstOrThrow();
    await core.db
      .updateTable('user_api_keys')
      .set({ api_key: adas.api_key })
      .where('user_id', '=', bob)
      .execute();
    const e = await expectFailure(core.keys.get(bob, 'openai'));
    expect(e.code).toBe('key_unreadable');
    expect(e.message).not.toContain(OPENAI_KEY);
  });

  it('stores the key encrypted: the plaintext is nowhere in the database', async () => {
    await core.keys.save(ada, 'openai', OPENAI_KEY);
    await core.keys.save(ada, 'twilio', twilio);
    const rows = await core.db.selectFrom('user_api_keys').selectAll().execute();
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.api_key).toMatch(/^v1\.[0-9a-f]{8}\./);
      expect(r.api_key).not.toContain(OPENAI_KEY);
      expect(r.api_key).not.toContain(twilio.authToken);
      expect(r.api_key).not.toContain(SID);
    }
    if (dialect.name === 'sqlite') {
      const { rows: files } = await sql<{ file: string }>`PRAGMA database_list`.execute(core.db);
      const file = files.find((f) => f.file)!.file;
      const bytes = Buffer.concat(
        [file, `${file}-wal`].filter((f) => existsSync(f)).map((f) => readFileSync(f)),
      );
      // The grep looks where the data lives: the user's email is there, the secrets are not.
      expect(bytes.includes('ada@acme.io')).toBe(true);
      for (const secret of [OPENAI_KEY, twilio.authToken, SID, OPENAI_KEY.slice(8, 40)]) {
        expect(bytes.includes(secret)).toBe(false);
      }
    } else {
      const { rows: raw } = await sql<{ row: string }>`SELECT t::text AS row FROM user_api_keys t`.execute(
        core.db,
      );
      expect(raw).toHaveLength(2);
      for (const r of raw) {
        expect(r.row).toContain(ada);
        expect(r.row).not.toContain(OPENAI_KEY);
        expect(r.row).not.toContain(twilio.authToken);
      }
    }
  });

  it('keeps the random key in a 0600 secret.key in the data dir without RECRUIT_SECRET', async () => {
    await core.keys.save(ada, 'openai', OPENAI_KEY);
    const file = path.join(core.config.home, SECRET_KEY_FILE);
    expect(existsSync(file)).toBe(true);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('applies the telephony rules as hard errors and stores the credentials as one value', async () => {
    const cases: [Partial<typeof twilio>, string, string, string][] = [
      [
        { ...twilio, authToken: ' ' },
        'missing_information',
        'Missing Information',
        'Please fill in all fields to save your Twilio credentials.',
      ],
      [
        { ...twilio, accountSid: 'AC123' },
        'invalid_account_sid',
        'Invalid Account SID',
        "Account SID must start with 'AC' and be exactly 34 characters.",
      ],
      [
        { ...twilio, accountSid: `XX${SID.slice(2)}` },
        'invalid_account_sid',
        'Invalid Account SID',
        "Account SID must start with 'AC' and be exactly 34 characters.",
      ],
      [
        { ...twilio, phoneNumber: '15005550006' },
        'invalid_phone_number',
        'Invalid Phone Number',
        "Phone number must start with '+' (include the country code).",
      ],
    ];
    for (const [input, code, title, message] of cases) {
      const e = await expectFailure(core.keys.save(ada, 'twilio', input));
      expect({ kind: e.kind, code: e.code, title: e.title, message: e.message }).toEqual({
        kind: 'validation',
        code,
        title,
        message,
      });
    }
    expect((await expectFailure(core.keys.save(ada, 'twilio', 'just-a-token'))).code).toBe(
      'missing_information',
    );
    expect((await core.keys.status(ada, 'twilio')).configured).toBe(false);

    const saved = await core.keys.save(ada, 'twilio', { ...twilio, accountSid: ` ${SID} ` });
    expect(saved).toMatchObject({
      provider: 'twilio',
      configured: true,
      masked: 'AC012345...',
      phoneNumber: '+15005550006',
      warnings: [],
    });
    expect(JSON.parse((await core.keys.get(ada, 'twilio'))!)).toEqual(twilio);
    expect(JSON.stringify(await core.keys.list(ada))).not.toContain(twilio.authToken);
  });

  it('says clearly when a key was saved under another secret, and lists it as a problem', async () => {
    await core.keys.save(ada, 'openai', OPENAI_KEY);
    const other = createKeyService({ db: core.db, secretKey: randomBytes(32) });
    const e = await expectFailure(other.get(ada, 'openai'));
    expect([e.code, e.message]).toEqual([
      'key_unreadable',
      'Your saved OpenAI key was encrypted under another secret and cannot be read here. Save it again.',
    ]);
    expect(e.hint).toContain('must all use the same RECRUIT_SECRET');
    const listed = (await other.list(ada)).find((k) => k.provider === 'openai');
    expect(listed).toMatchObject({ configured: true, masked: null, problem: e.message });
    // Saving again under the new secret repairs it.
    await other.save(ada, 'openai', OPENAI_KEY);
    expect(await other.get(ada, 'openai')).toBe(OPENAI_KEY);
  });

  it("reports storage failures with the spec's 'Failed to save/delete API key: …'", async () => {
    await sql`DROP TABLE user_api_keys`.execute(core.db);
    const save = await expectFailure(core.keys.save(ada, 'openai', OPENAI_KEY));
    expect(save.message).toMatch(/^Failed to save API key: .*user_api_keys/);
    expect(save.message).not.toContain(OPENAI_KEY);
    const del = await expectFailure(core.keys.remove(ada, 'openai'));
    expect(del.message).toMatch(/^Failed to delete API key: .*user_api_keys/);
  });

  it('tests the stored key against the provider: configured, invalid key, unreachable', async () => {
    expect(await core.keys.test(ada, 'openai')).toEqual({
      state: 'not_configured',
      message: 'OpenAI API key not configured',
    });
    await core.keys.save(ada, 'openai', OPENAI_KEY);
    expect(await core.keys.test(ada, 'openai')).toEqual({
      state: 'configured',
      message: 'OpenAI accepted the API key.',
    });
    const seen = fake.requests.at(-1)!;
    expect([seen.method, seen.path, seen.headers.authorization]).toEqual([
      'GET',
      '/v1/models',
      `Bearer ${OPENAI_KEY}`,
    ]);

    await core.keys.save(bob, 'openai', `sk-wrong-${'z'.repeat(48)}`);
    expect(await core.keys.test(bob, 'openai')).toEqual({
      state: 'invalid_key',
      message: 'Invalid OpenAI API key',
    });

    fake.failWith(500, 1);
    const down = await core.keys.test(ada, 'openai');
    expect(down.state).toBe('unreachable');
    expect(down.message).toBe('OpenAI is unavailable right now (HTTP 500). Please try again later.');
  });
});
