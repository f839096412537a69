import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { chatEventSchema, conversationListSchema, generatedMessageSchema } from '@recruit/core';
import { startOpenAIFake, type OpenAIFake } from '../../../tests/fakes/openai-fake.js';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver } from '../../../tests/helpers/http.js';
import { buildServer } from '../build-server.js';

const KEY = 'sk-test-0123456789abcdefghijklmnopqrstuvwxyz0123456789';

/** The server-sent events of a streamed answer, each checked with the shared schema. */
const eventsOf = (payload: string) =>
  payload
    .split('\n\n')
    .filter((b) => b.startsWith('data: '))
    .map((b) => chatEventSchema.parse(JSON.parse(b.slice(6))));

describe.each(testDialects())('chat and engagement routes on $name', (dialect) => {
  let fake: OpenAIFake;
  let core: TestCore;
  let app: FastifyInstance;
  let session: string;
  beforeAll(async () => {
    fake = await startOpenAIFake({ apiKey: KEY });
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    fake.reset();
    fake.setReply(undefined);
    core = await makeTestCore(dialect, { RECRUIT_OPENAI_BASE_URL: fake.baseUrl });
    app = await buildServer(core, { webRoot: '/nonexistent' });
    session = await signUpOver(app, 'ada@acme.io', 'Ada');
  });
  afterEach(async () => {
    await app.close();
    await core.dispose();
  });

  const send = (method: 'POST' | 'GET' | 'DELETE' | 'PUT', url: string, payload?: object, headers = {}) =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers,
      cookies: { recruit_session: session },
    });

  it('without a model: 400 AI Model Required pointing at API Settings; empty message: Message Required', async () => {
    const none = await send('POST', '/api/chat', { message: 'hello' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({ code: 'model_required', title: 'AI Model Required' });
    expect(none.json().error.message).toContain('API Settings');
    const empty = await send('POST', '/api/chat', { message: ' ' });
    expect(empty.json().error).toMatchObject({
      title: 'Message Required',
      message: 'Please enter a message to send.',
    });
    const tooLong = await send('POST', '/api/chat', { message: 'x'.repeat(8001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('Please enter a message of at most 8000 characters.');
    const anon = await app.inject({ method: 'POST', url: '/api/chat', payload: { message: 'hi' } });
    expect(anon.statusCode).toBe(401);
  });

  it('streams the reply as server-sent events and saves the conversation', async () => {
    expect((await send('PUT', '/api/keys/openai', { value: KEY })).statusCode).toBe(200);
    fake.setReply('Ask about ICU shifts.');
    const res = await send(
      'POST',
      '/api/chat',
      { message: 'Interview questions for a nurse?' },
      {
        accept: 'text/event-stream',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = eventsOf(res.payload);
    expect(events[0]).toMatchObject({ type: 'start', model: 'gpt-4o-mini' });
    const deltas = events.filter((e) => e.type === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.map((e) => (e.type === 'delta' ? e.text : '')).join('')).toBe('Ask about ICU shifts.');
    expect(events.at(-1)).toMatchObject({ type: 'done', reply: 'Ask about ICU shifts.' });

    const list = conversationListSchema.parse((await send('GET', '/api/chat/conversations')).json());
    expect(list.conversations).toHaveLength(1);
    expect(list.conversations[0]).toMatchObject({
      title: 'Interview questions for a nurse?',
      messageCount: 2,
    });
    const id = list.conversations[0]!.id;
    const one = (await send('GET', `/api/chat/conversations/${id}`)).json();
    expect(one.messages.map((m: { content: string }) => m.content)).toEqual([
      'Interview questions for a nurse?',
      'Ask about ICU shifts.',
    ]);
    // JSON answer in the same conversation.
    fake.setReply('Also ask about BLS.');
    const json = await send('POST', '/api/chat', { message: 'More?', conversationId: id });
    expect(json.json()).toEqual({ conversationId: id, reply: 'Also ask about BLS.', model: 'gpt-4o-mini' });

    expect((await send('DELETE', `/api/chat/conversations/${id}`)).json()).toEqual({ id, deleted: true });
    expect((await send('GET', '/api/chat/conversations')).json()).toEqual({ conversations: [] });
    expect((await send('DELETE', `/api/chat/conversations/${id}`)).statusCode).toBe(404);
  });

  it('a provider failure while streaming is an error event with the title; as JSON it is an error answer', async () => {
    await send('PUT', '/api/keys/openai', { value: 'sk-wrong-key' });
    const streamed = await send('POST', '/api/chat', { message: 'hi' }, { accept: 'text/event-stream' });
    const events = eventsOf(streamed.payload);
    expect(events.at(-1)).toEqual({
      type: 'error',
      code: 'invalid_key',
      title: 'Failed to get AI response',
      message: 'Invalid OpenAI API key',
    });
    const json = await send('POST', '/api/chat', { message: 'hi' });
    expect(json.statusCode).toBe(502);
    expect(json.json().error).toMatchObject({
      title: 'Failed to get AI response',
      message: 'Invalid OpenAI API key',
    });
    expect((await send('GET', '/api/chat/conversations')).json()).toEqual({ conversations: [] });
  });

  it('saves a base URL and model with the OpenAI key and shows them', async () => {
    const saved = await send('PUT', '/api/keys/openai', {
      value: '',
      baseUrl: 'http://localhost:11434/v1/',
      model: 'llama3.2',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      masked: '(no key)',
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.2',
    });
    const bad = await send('PUT', '/api/keys/openai', { value: '', baseUrl: 'not a url' });
    expect(bad.json().error.message).toBe('Please enter a valid base URL, e.g. http://localhost:11434/v1.');
  });

  it('engagement: a labelled template without a model, the model with one', async () => {
    const user = await core.accounts.requireSession(session);
    const { candidate } = await core.candidates.saveParsed(
      user.userId,
      {
        name: 'Grace Thompson',
        email: 'grace@example.com',
        phone: '+1 555 0100',
        skills: ['Critical Care', 'BLS', 'Patient Assessment'],
        experience: [
          { title: 'ICU Nurse', company: 'Mercy Hospital', period: '2019 - Present', description: '' },
        ],
        education: [],
      },
      { source: 'test' },
    );
    const tpl = await send('POST', '/api/engagement/generate', {
      candidateId: candidate.id,
      jobTitle: 'Charge Nurse',
      companyName: 'St. Luke',
    });
    expect(tpl.statusCode).toBe(200);
    const t = generatedMessageSchema.parse(tpl.json());
    expect(t).toMatchObject({
      source: 'template',
      template: 'Initial Outreach',
      subject: 'Exciting opportunity at St. Luke',
    });
    expect(t.label).toContain('no AI model configured');
    expect(t.message).toContain('Hi Grace,');
    expect(t.message).toContain('as ICU Nurse at Mercy Hospital');
    expect(t.message).toContain('Charge Nurse position at St. Luke');

    const own = await send('POST', '/api/engagement/generate', {
      candidateId: candidate.id,
      initialMessage: 'Hello {candidate_name}, your {skills} caught my eye. {unknown}',
    });
    expect(own.json().message).toBe(
      'Hello Grace, your Critical Care, BLS, Patient Assessment caught my eye. {unknown}',
    );

    await send('PUT', '/api/keys/openai', { value: KEY });
    fake.setReply('Hi Grace, your ICU work at Mercy stands out.');
    const ai = await send('POST', '/api/engagement/generate', {
      candidateId: candidate.id,
      initialMessage: 'We need a charge nurse',
      tone: 'friendly',
    });
    expect(ai.json()).toMatchObject({
      source: 'model',
      message: 'Hi Grace, your ICU work at Mercy stands out.',
      model: 'gpt-4o-mini',
      label: 'Written by gpt-4o-mini.',
    });
    const prompt = JSON.stringify(fake.requests.at(-1)!.body);
    expect(prompt).toContain('friendly tone');
    expect(prompt).toContain('ICU Nurse at Mercy Hospital');
    expect(prompt).toContain('We need a charge nurse');

    fake.failWith(500, 1);
    const failed = await send('POST', '/api/engagement/generate', { candidateId: candidate.id });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toBe(
      'Error generating message: OpenAI is unavailable right now (HTTP 500). Please try again later.',
    );
    const badTone = await send('POST', '/api/engagement/generate', { tone: 'rude' });
    expect(badTone.json().error.message).toBe(
      'Please choose a tone: professional, friendly, casual, enthusiastic, concise.',
    );
    expect((await send('POST', '/api/engagement/generate', { candidateId: 'nope' })).statusCode).toBe(404);
  });
});
