import { afterEach, beforeEach } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildServer } from '@recruit/server';
import { makeTestCore, type TestCore } from './core.js';
import type { TestDialect } from './databases.js';

export const TEST_PASSWORD = 'Sunny-Day-42';

/** Signs a new user up through the API and returns their session cookie value. */
export async function signUpOver(app: FastifyInstance, email = 'ada@acme.io', name = email.split('@')[0]!) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password: TEST_PASSWORD, name },
  });
  const cookie = res.cookies.find((c) => c.name === 'recruit_session');
  if (res.statusCode !== 201 || !cookie) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return cookie.value;
}

export type SignedInServer = {
  core: TestCore;
  app: FastifyInstance;
  /** The signed-up user's session cookie value. */
  session: string;
  /** A request to the server as that user (`cookie` null: signed out; another value: that session). */
  call: (
    method: NonNullable<InjectOptions['method']>,
    url: string,
    payload?: object,
    cookie?: string | null,
  ) => Promise<LightMyRequestResponse>;
};

/**
 * For each test of the calling describe: a core on a fresh `dialect` database (with `env()`, read when
 * the test starts, so it may name servers started in a beforeAll), the whole server on it and a user
 * signed up as `email`; closed and dropped after the test. Read the fields inside the tests.
 */
export function signedInServer(
  dialect: TestDialect,
  opts: { env?: () => Record<string, string>; email?: string; name?: string } = {},
): SignedInServer {
  const server = {
    call: (method, url, payload, cookie = server.session) =>
      server.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        ...(cookie ? { cookies: { recruit_session: cookie } } : {}),
      }),
  } as SignedInServer;
  beforeEach(async () => {
    server.core = await makeTestCore(dialect, opts.env?.() ?? {});
    server.app = await buildServer(server.core, { webRoot: '/nonexistent' });
    server.session = await signUpOver(server.app, opts.email, opts.name);
  });
  afterEach(async () => {
    await server.app.close();
    await server.core.dispose();
  });
  return server;
}
