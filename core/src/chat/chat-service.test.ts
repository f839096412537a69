import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAIFake, type OpenAIFake } from '../../../tests/fakes/openai-fake.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { testDialects } from '../../../tests/helpers/databases.js';
import { AppError } from '../errors.js';
import { fakeChatProvider } from '../providers/fakes.js';
import { ASSISTANT_SYSTEM_PROMPT, CHAT_MESSAGES } from '../schemas/chat.js';
import { createChatService, titleOf } from './chat-service.js';

const KEY = 'sk-test-0123456789abcdefghijklmnopqrstuvwxyz0123456789';

async function failure(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

describe.each(testDialects())('chat service on $name', (dialect) => {
  let fake: OpenAIFake;
  let core: TestCore;
  let userId: string;

  beforeAll(async () => {
    // No key check: it stands for OpenAI (with KEY) and for a local server (any key or none).
    fake = await startOpenAIFake();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    fake.reset();
    fake.setReply(undefined);
    fake.requests.length = 0;
    core = await makeTestCore(dialect, { RECRUIT_OPENAI_BASE_URL: fake.baseUrl });
    userId = (await core.accounts.register({ email: 'ada@acme.io', password: 'Sunny-Day-42', name: 'Ada' }))
      .userId;
  });
  afterEach(() => core.dispose());

  it('without a key or a local model says one is needed (no canned sample), and calls nothing', async () => {
    const e = await failure(core.chat.send(userId, { message: 'Write a job ad' }));
    expect(e.title).toBe('AI Model Required');
    expect(e.message).toContain('API Settings');
    expect(fake.requests).toHaveLength(0);
    expect(await core.chat.list(userId)).toEqual([]);
  });

  it("refuses an empty message with the spec's 'Message Required'", async () => {
    await core.keys.save(userId, 'openai', KEY);
    const e = await failure(core.chat.send(userId, { message: '   ' }));
    expect([e.title, e.message]).toEqual(['Message Required', 'Please enter a message to send.']);
  });

  it('streams the reply with the spec request, saves the conversation and sends its history next time', async () => {
    await core.keys.save(userId, 'openai', KEY);
    const pieces: string[] = [];
    let started: { conversationId: string; model: string } | undefined;
    const first = await core.chat.send(
      userId,
      { message: 'Write a job ad for a nurse' },
      { onStart: (s) => (started = s), onDelta: (t) => pieces.push(t) },
    );
    expect(first.reply).toBe('You asked: Write a job ad for a nurse');
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(first.reply);
    expect(started).toEqual({ conversationId: first.conversationId, model: 'gpt-4o-mini' });
    const sent = fake.requests[0]!;
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body).toMatchObject({
      model: 'gpt-4o-mini',
      max_tokens: 1000,
      temperature: 0.7,
      stream: true,
      messages: [
        { role: 'system', content: ASSISTANT_SYSTEM_PROMPT },
        { role: 'user', content: 'Write a job ad for a nurse' },
      ],
    });

    fake.setReply('Sure: ICU experience, BLS.');
    const second = await core.chat.send(userId, {
      message: 'Which skills?',
      conversationId: first.conversationId,
    });
    expect(second.conversationId).toBe(first.conversationId);
    expect((fake.requests[1]!.body as { messages: unknown[] }).messages).toEqual([
      { role: 'system', content: ASSISTANT_SYSTEM_PROMPT },
      { role: 'user', content: 'Write a job ad for a nurse' },
      { role: 'assistant', content: 'You asked: Write a job ad for a nurse' },
      { role: 'user', content: 'Which skills?' },
    ]);

    const list = await core.chat.list(userId);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ title: 'Write a job ad for a nurse', messageCount: 4 });
    const convo = await core.chat.get(userId, first.conversationId);
    expect(convo.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Write a job ad for a nurse'],
      ['assistant', 'You asked: Write a job ad for a nurse'],
      ['user', 'Which skills?'],
      ['assistant', 'Sure: ICU experience, BLS.'],
    ]);
  });

  it('uses a local OpenAI-compatible server and model saved without a key', async () => {
    const saved = await core.keys.save(userId, 'openai', {
      value: '',
      baseUrl: `${fake.baseUrl}/`,
      model: 'llama3.2',
    });
    expect(saved).toMatchObject({ masked: '(no key)', baseUrl: fake.baseUrl, model: 'llama3.2' });
    expect(await core.keys.status(userId, 'openai')).toMatchObject({
      configured: true,
      baseUrl: fake.baseUrl,
      model: 'llama3.2',
    });
    const reply = await core.chat.send(userId, { message: 'hello' });
    expect(reply).toMatchObject({ reply: 'You asked: hello', model: 'llama3.2' });
    expect(fake.requests[0]!.body).toMatchObject({ model: 'llama3.2', max_tokens: 1000, temperature: 0.7 });
    expect(await core.keys.test(userId, 'openai')).toMatchObject({ state: 'configured' });
  });

  it('refuses a base URL that is not http(s), and a key-less save without a server', async () => {
    const bad = await failure(core.keys.save(userId, 'openai', { value: '', baseUrl: 'ftp://x' }));
    expect(bad.message).toBe('Please enter a valid base URL, e.g. http://localhost:11434/v1.');
    const none = await failure(core.keys.save(userId, 'openai', { value: ' ' }));
    expect(none.message).toBe('Please enter a valid API key');
  });

  it("maps a wrong key to 'Failed to get AI response' with the reason, and saves nothing", async () => {
    const strict = await startOpenAIFake({ apiKey: KEY });
    await core.keys.save(userId, 'openai', { value: 'sk-wrong', baseUrl: strict.baseUrl });
    try {
      const e = await failure(core.chat.send(userId, { message: 'hi' }));
      expect(e.title).toBe(CHAT_MESSAGES.failed);
      expect(e.message).toBe('Invalid OpenAI API key');
      expect(e.hint).toBe('Action required: Please configure the API key in API Settings.');
    } finally {
      await strict.close();
    }
    expect(await core.chat.list(userId)).toEqual([]);
  });

  it('maps a server error and an unreachable server', async () => {
    await core.keys.save(userId, 'openai', KEY);
    fake.failWith(500, 1);
    const e500 = await failure(core.chat.send(userId, { message: 'hi' }));
    expect(e500.message).toBe('OpenAI is unavailable right now (HTTP 500). Please try again later.');
    await core.keys.save(userId, 'openai', { value: KEY, baseUrl: 'http://127.0.0.1:9/v1' });
    const down = await failure(core.chat.send(userId, { message: 'hi' }));
    expect(down.title).toBe(CHAT_MESSAGES.failed);
    expect(down.kind).toBe('unavailable');
  });

  it('an empty reply is the spec message; conversations are per user and deletable', async () => {
    await core.keys.save(userId, 'openai', KEY);
    fake.setReply('  ');
    const r = await core.chat.send(userId, { message: 'hi' });
    expect(r.reply).toBe("Sorry, I couldn't generate a response. Please try again.");
    const other = (
      await core.accounts.register({ email: 'bo@acme.io', password: 'Sunny-Day-42', name: 'Bo' })
    ).userId;
    expect(await core.chat.list(other)).toEqual([]);
    expect((await failure(core.chat.get(other, r.conversationId))).kind).toBe('not_found');
    expect((await failure(core.chat.remove(other, r.conversationId))).kind).toBe('not_found');
    expect(
      (await failure(core.chat.send(other, { message: 'x', conversationId: r.conversationId }))).kind,
    ).toBe('not_found');
    expect(await core.chat.remove(userId, r.conversationId)).toEqual({ id: r.conversationId, deleted: true });
    expect(await core.chat.list(userId)).toEqual([]);
  });
});

describe('chat service with the in-memory port', () => {
  it('titles a conversation with its first message, cut at a word', () => {
    expect(titleOf('  Write\na job   ad ')).toBe('Write a job ad');
    const long = titleOf('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('…')).toBe(true);
  });

  it('passes the plan gate before calling the model', async () => {
    const refused = new AppError('forbidden', 'feature_not_in_plan', 'AI Chat is not available');
    const service = createChatService({
      db: undefined as never,
      plans: { use: async () => Promise.reject(refused) },
      modelFor: async () => fakeChatProvider(),
    });
    await expect(service.send('u', { message: 'hi' })).rejects.toBe(refused);
  });
});
