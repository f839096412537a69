import { startFakeServer, type FakeServer } from './fake-server.js';

export type MakeAiFake = FakeServer & { baseUrl: string };

/** Fake of Make's API v2 key check: GET /api/v2/users/me with `Authorization: Token …`. */
export async function startMakeAiFake(opts: { apiKey: string }): Promise<MakeAiFake> {
  const server = await startFakeServer({
    errorBody: (status) => ({
      message: status === 401 ? 'Access denied.' : 'Internal error',
      code: `SC${status}`,
    }),
    authorize: (req) => req.headers.authorization === `Token ${opts.apiKey}`,
    handler: (req) =>
      req.method === 'GET' && req.path === '/api/v2/users/me'
        ? { status: 200, body: { authUser: { id: 1, name: 'Recruiter', email: 'r@example.com' } } }
        : undefined,
  });
  return Object.assign(server, { baseUrl: `${server.url}/api/v2` });
}
