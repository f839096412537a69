import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAIFake, type OpenAIFake } from '../../../tests/fakes/openai-fake.js';
import { ProviderError } from '../errors.js';
import { ASSISTANT_SYSTEM_PROMPT, createOpenAIClient } from './openai.js';

const KEY = 'sk-test-0123456789abcdefghijklmnopqrstuvwxyz0123456789';
let fake: OpenAIFake;

beforeAll(async () => {
  fake = await startOpenAIFake({ apiKey: KEY });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.setReply(undefined);
  fake.requests.length = 0;
});

const client = (apiKey = KEY, timeoutMs = 5000) =>
  createOpenAIClient({ apiKey, baseUrl: fake.baseUrl, timeoutMs });

async function failure(p: Promise<unknown>): Promise<ProviderError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ProviderError);
  return e as ProviderError;
}

describe('OpenAI client against its fake', () => {
  it('sends the spec chat request and returns the reply', async () => {
    const res = await client().chat([{ role: 'user', content: 'Write a job ad' }]);
    expect(res).toEqual({ content: 'You asked: Write a job ad', is_demo: false });
    const sent = fake.requests[0]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body).toMatchObject({
      model: 'gpt-4o-mini',
      max_tokens: 1000,
      temperature: 0.7,
      messages: [
        { role: 'system', content: ASSISTANT_SYSTEM_PROMPT },
        { role: 'user', content: 'Write a job ad' },
      ],
    });
  });

  it('stream() reads the server-sent events piece by piece, with the configured model', async () => {
    fake.setReply('Ask about ICU shifts and BLS.');
    const c = createOpenAIClient({ apiKey: KEY, baseUrl: fake.baseUrl, model: 'llama3.2', timeoutMs: 5000 });
    const pieces: string[] = [];
    for await (const p of c.stream([{ role: 'user', content: 'hi' }])) pieces.push(p);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe('Ask about ICU shifts and BLS.');
    expect(c.model).toBe('llama3.2');
    expect(fake.requests[0]!.body).toMatchObject({ model: 'llama3.2', stream: true, max_tokens: 1000 });
  });

  it('stream() maps a wrong key to the invalid-key error', async () => {
    const iterate = async () => {
      for await (const p of client('sk-wrong').stream([{ role: 'user', content: 'hi' }])) void p;
    };
    const e = await failure(iterate());
    expect(e.message).toBe('Invalid OpenAI API key');
  });

  it('answers an empty reply with the spec message', async () => {
    fake.setReply('   ');
    const res = await client().chat([{ role: 'user', content: 'hi' }]);
    expect(res.content).toBe("Sorry, I couldn't generate a response. Please try again.");
  });

  it('complete() passes the tool prompt and options through', async () => {
    fake.setReply('{"score": 80}');
    const res = await client().complete(
      [
        { role: 'system', content: 'You screen resumes.' },
        { role: 'user', content: 'resume' },
      ],
      { temperature: 0.2, json: true },
    );
    expect(res.content).toBe('{"score": 80}');
    expect(fake.requests[0]!.body).toMatchObject({
      temperature: 0.2,
      response_format: { type: 'json_object' },
      messages: [{ role: 'system', content: 'You screen resumes.' }, { role: 'user' }],
    });
  });

  it('maps a wrong key (401) to an invalid-key error', async () => {
    const e = await failure(client('sk-wrong').chat([{ role: 'user', content: 'hi' }]));
    expect(e.message).toBe('Invalid OpenAI API key');
    expect(e.status).toBe(401);
    expect(e.code).toBe('invalid_key');
    expect(e.hint).toBe('Action required: Please configure the API key in API Settings.');
  });

  it('maps 429 to a rate-limit message and sends once', async () => {
    fake.failWith(429);
    const e = await failure(client().chat([{ role: 'user', content: 'hi' }]));
    expect(e.message).toBe('OpenAI rate limit reached. Please wait a moment before trying again.');
    expect(e.status).toBe(429);
    expect(fake.requests).toHaveLength(1);
  });

  it('maps 500 to an unavailable message, without retrying the completion', async () => {
    fake.failWith(500);
    const e = await failure(client().chat([{ role: 'user', content: 'hi' }]));
    expect(e.message).toBe('OpenAI is unavailable right now (HTTP 500). Please try again later.');
    expect(e.retryable).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });

  it('times out when the server hangs', async () => {
    fake.hang();
    const e = await failure(client(KEY, 300).chat([{ role: 'user', content: 'hi' }]));
    expect(e.code).toBe('timeout');
    expect(e.message).toBe('OpenAI did not respond within 300 ms.');
  });

  it('test() reports configured, invalid key and unreachable', async () => {
    expect(await client().test()).toEqual({ state: 'configured', message: 'OpenAI accepted the API key.' });
    expect(fake.requests.at(-1)!.path).toBe('/v1/models');
    expect(await client('sk-nope').test()).toEqual({
      state: 'invalid_key',
      message: 'Invalid OpenAI API key',
    });
    fake.failWith(500);
    expect((await client().test()).state).toBe('unreachable');
    const closed = createOpenAIClient({ apiKey: KEY, baseUrl: 'http://127.0.0.1:1/v1', timeoutMs: 2000 });
    const r = await closed.test();
    expect(r.state).toBe('unreachable');
    expect(r.message).toMatch(/^Could not reach OpenAI/);
  });
});
