import { startFakeServer, type FakeServer } from './fake-server.js';

export type ApolloFake = FakeServer & { baseUrl: string };

const errorBody = (status: number) => ({
  error:
    status === 401
      ? 'Invalid access credentials.'
      : status === 429
        ? 'The maximum number of api calls allowed for api/v1/mixed_people/search is 50 times per minute.'
        : 'Internal Server Error',
});

const people = [
  {
    id: '5f1',
    first_name: 'Linus',
    last_name: 'Torvalds',
    name: 'Linus Torvalds',
    title: 'Senior Kernel Engineer',
    headline: 'Kernel maintainer',
    email: 'linus@example.org',
    linkedin_url: 'https://www.linkedin.com/in/linus',
    city: 'Portland',
    state: 'Oregon',
    country: 'United States',
    phone_numbers: [{ raw_number: '+1 503-555-0100', sanitized_number: '+15035550100' }],
    organization: { name: 'Linux Foundation' },
  },
  {
    id: '5f2',
    first_name: null,
    last_name: null,
    name: null,
    title: null,
    email: 'email_not_unlocked@domain.com',
    organization: null,
  },
];

/** Fake of the Apollo API v1 (X-Api-Key): people search and the auth health check. */
export async function startApolloFake(opts: { apiKey: string }): Promise<ApolloFake> {
  const server = await startFakeServer({
    errorBody,
    handler: (req) => {
      const valid = req.headers['x-api-key'] === opts.apiKey;
      if (req.method === 'GET' && req.path === '/api/v1/auth/health') {
        return { status: 200, body: { healthy: true, is_logged_in: valid } };
      }
      if (!valid) return { status: 401, body: errorBody(401) };
      if (req.method === 'POST' && req.path === '/api/v1/mixed_people/search') {
        return {
          status: 200,
          body: {
            people,
            pagination: { page: 1, per_page: 10, total_entries: people.length, total_pages: 1 },
          },
        };
      }
      return undefined;
    },
  });
  return Object.assign(server, { baseUrl: `${server.url}/api/v1` });
}
