import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApolloFake, type ApolloFake } from '../../../tests/fakes/apollo-fake.js';
import { expectFailure } from '../../../tests/fakes/expect-failure.js';
import { createApolloClient } from './apollo.js';

const KEY = 'apollo-key-123';
let fake: ApolloFake;
beforeAll(async () => {
  fake = await startApolloFake({ apiKey: KEY });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.requests.length = 0;
});

const client = (apiKey = KEY, timeoutMs = 5000) =>
  createApolloClient({ apiKey, baseUrl: fake.baseUrl, timeoutMs, retry: { retries: 1, minTimeoutMs: 10 } });

describe('Apollo client against its fake', () => {
  it('searches people by title and skills and applies the spec fallbacks', async () => {
    const found = await client().searchPeople({ title: 'Kernel Engineer', skills: ['C', 'Linux'] });
    expect(fake.requests[0]!.headers['x-api-key']).toBe(KEY);
    expect(fake.requests[0]!.body).toEqual({
      person_titles: ['Kernel Engineer'],
      q_keywords: 'C Linux',
      page: 1,
      per_page: 10,
    });
    expect(found).toEqual([
      {
        id: '5f1',
        name: 'Linus Torvalds',
        email: 'linus@example.org',
        phone: '+15035550100',
        summary: 'Kernel maintainer',
        title: 'Senior Kernel Engineer',
        company: 'Linux Foundation',
        location: 'Portland, Oregon, United States',
        linkedin_url: 'https://www.linkedin.com/in/linus',
      },
      {
        id: '5f2',
        name: 'Unknown Name',
        email: 'Email not available',
        phone: 'Phone not available',
        summary: 'No summary available',
        title: null,
        company: null,
        location: null,
        linkedin_url: null,
      },
    ]);
  });

  it('needs a title or skills', async () => {
    expect((await expectFailure(client().searchPeople({ skills: [] }))).message).toBe(
      'Please enter a job title or skills to search for.',
    );
  });

  it('maps 401, 429, 500 and timeouts; retries the search read once on 500', async () => {
    expect((await expectFailure(client('bad').searchPeople({ title: 'x' }))).message).toBe(
      'Invalid Apollo API key',
    );
    fake.failWith(429);
    expect((await expectFailure(client().searchPeople({ title: 'x' }))).code).toBe('rate_limited');
    fake.failWith(500);
    fake.requests.length = 0;
    expect((await expectFailure(client().searchPeople({ title: 'x' }))).status).toBe(500);
    expect(fake.requests).toHaveLength(2);
    fake.hang();
    expect((await expectFailure(client(KEY, 200).searchPeople({ title: 'x' }))).message).toBe(
      'Apollo did not respond within 200 ms.',
    );
  });

  it('test() treats is_logged_in false as an invalid key', async () => {
    expect((await client().test()).state).toBe('configured');
    expect(await client('bad').test()).toEqual({ state: 'invalid_key', message: 'Invalid Apollo API key' });
    fake.failWith(500);
    expect((await client().test()).state).toBe('unreachable');
  });
});
