import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, openCore } from '@recruit/core';
import { startOpenAIFake, type OpenAIFake } from './fakes/openai-fake.js';
import { assertBuilt, runRecruit } from './helpers/cli.js';
import { tempHome } from './helpers/databases.js';

const PASSWORD = 'Sunny-Day-42';

// A local OpenAI-compatible server (as Ollama or llama.cpp): no key checked.
let fake: OpenAIFake;
beforeAll(async () => {
  assertBuilt();
  fake = await startOpenAIFake();
});
afterAll(() => fake.close());

describe('recruit chat, message generate and keys set openai --base-url as real processes', () => {
  let home: string;
  let cleanup: () => void;
  let env: Record<string, string>;
  beforeEach(async () => {
    fake.reset();
    fake.setReply(undefined);
    fake.requests.length = 0;
    ({ home, cleanup } = tempHome());
    env = { RECRUIT_HOME: home, RECRUIT_EMAIL_DNS: 'off', NO_COLOR: '1' };
    const up = await recruit(
      ['signup', '--email', 'ada@acme.io', '--name', 'Ada', '--password-stdin', '--accept-terms'],
      PASSWORD,
    );
    expect(up.code).toBe(0);
  });
  afterEach(() => cleanup());
  const recruit = async (args: string[], input?: string) => {
    const r = await runRecruit(args, { env, ...(input ? { input } : {}) });
    expect(r.stderr).not.toMatch(/\n\s+at /);
    return r;
  };

  it('without a model, chat says a key or a local model is needed (exit 1, no sample)', async () => {
    const r = await recruit(['chat', '--message', 'hello']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('AI Model Required: An OpenAI API key or a local model');
    expect(r.stderr).toContain('recruit keys set openai --base-url');
    const empty = await recruit(['chat', '--message', '  ']);
    expect([empty.code, empty.stderr.split('\n')[0]]).toEqual([
      1,
      'Error: Message Required: Please enter a message to send.',
    ]);
    const noTty = await recruit(['chat']);
    expect(noTty.code).toBe(1);
    expect(noTty.stderr).toContain('Missing --message (no terminal to chat on).');
  });

  it('a local server and model without a key: chat streams, --json, conversations listed and deleted', async () => {
    const set = await recruit(['keys', 'set', 'openai', '--base-url', fake.baseUrl, '--model', 'llama3.2']);
    expect(set.code).toBe(0);
    expect(set.stdout).toBe(
      `OpenAI API Key saved successfully!\nKey: (no key)\nBase URL: ${fake.baseUrl}\nModel: llama3.2\n`,
    );

    fake.setReply('Ask about ICU shifts and BLS certification.');
    const plain = await recruit(['chat', '--message', 'Interview questions for a nurse?']);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toBe('Ask about ICU shifts and BLS certification.\n');
    expect(fake.requests[0]!.body).toMatchObject({
      model: 'llama3.2',
      stream: true,
      max_tokens: 1000,
      temperature: 0.7,
    });

    const list = await recruit(['chat', '--list', '--json']);
    const { conversations } = JSON.parse(list.stdout) as {
      conversations: { id: string; title: string; messageCount: number }[];
    };
    expect(conversations).toMatchObject([{ title: 'Interview questions for a nurse?', messageCount: 2 }]);
    const id = conversations[0]!.id;

    fake.setReply('Also ask about charting.');
    const json = await recruit(['chat', '--message', 'More?', '--conversation', id, '--json']);
    expect(JSON.parse(json.stdout)).toEqual({
      conversationId: id,
      reply: 'Also ask about charting.',
      model: 'llama3.2',
    });
    expect((fake.requests[1]!.body as { messages: unknown[] }).messages).toHaveLength(4);

    const human = await recruit(['chat', '--list']);
    expect(human.stdout).toMatch(
      new RegExp(`^${id} .* 4 messages {2}Interview questions for a nurse\\?\\n$`),
    );
    const del = await recruit(['chat', '--delete', id]);
    expect(del.stdout).toBe(`Conversation ${id} deleted.\n`);
    expect((await recruit(['chat', '--list'])).stdout).toBe('No saved conversations.\n');
    const again = await recruit(['chat', '--delete', id]);
    expect([again.code, again.stderr.split('\n')[0]]).toEqual([1, 'Error: Conversation not found.']);
  });

  it('a model failure is "Failed to get AI response" with the reason, exit 1', async () => {
    await recruit(['keys', 'set', 'openai', '--base-url', fake.baseUrl]);
    fake.failWith(500, 1);
    const r = await recruit(['chat', '--message', 'hi']);
    expect(r.code).toBe(1);
    expect(r.stderr.split('\n')[0]).toBe(
      'Error: Failed to get AI response: OpenAI is unavailable right now (HTTP 500). Please try again later.',
    );
  });

  it('message generate: a labelled template without a model, the model with one', async () => {
    // A saved candidate of Ada's, stored through the core on the same data dir.
    const core = await openCore(loadConfig({ RECRUIT_HOME: home, RECRUIT_EMAIL_DNS: 'off' }));
    let candidateId: string;
    try {
      const user = await core.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'ada@acme.io')
        .executeTakeFirstOrThrow();
      candidateId = (
        await core.candidates.saveParsed(
          user.id,
          {
            name: 'Grace Thompson',
            email: 'grace@example.com',
            phone: '+1 555 0100',
            skills: ['Critical Care', 'BLS'],
            experience: [
              { title: 'ICU Nurse', company: 'Mercy Hospital', period: '2019 - Present', description: '' },
            ],
            education: [],
          },
          { source: 'test' },
        )
      ).candidate.id;
    } finally {
      await core.close();
    }

    const tpl = await recruit([
      'message',
      'generate',
      '--candidate',
      candidateId,
      '--job-title',
      'Charge Nurse',
      '--company',
      'St. Luke',
    ]);
    expect(tpl.code).toBe(0);
    expect(tpl.stderr).toContain('Template message (no AI model configured)');
    expect(tpl.stdout).toContain('Subject: Exciting opportunity at St. Luke\n');
    expect(tpl.stdout).toContain('Hi Grace,');
    expect(tpl.stdout).toContain('Charge Nurse position at St. Luke');

    await recruit(['keys', 'set', 'openai', '--base-url', fake.baseUrl, '--model', 'llama3.2']);
    fake.setReply('Hi Grace, your ICU work at Mercy stands out.');
    const ai = await recruit([
      'message',
      'generate',
      '--candidate',
      candidateId,
      '--tone',
      'friendly',
      '--json',
    ]);
    expect(JSON.parse(ai.stdout)).toMatchObject({
      source: 'model',
      model: 'llama3.2',
      message: 'Hi Grace, your ICU work at Mercy stands out.',
    });
    expect(JSON.stringify(fake.requests.at(-1)!.body)).toContain('friendly tone');

    const badTone = await recruit(['message', 'generate', '--candidate', candidateId, '--tone', 'rude']);
    expect([badTone.code, badTone.stderr.split('\n')[0]]).toEqual([
      1,
      'Error: Please choose a tone: professional, friendly, casual, enthusiastic, concise.',
    ]);
  });
});
