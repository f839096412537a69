import type { FastifyInstance } from 'fastify';

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
