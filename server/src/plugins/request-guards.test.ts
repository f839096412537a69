import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDialects } from '../../../tests/helpers/databases.js';
import { makeTestCore, type TestCore } from '../../../tests/helpers/core.js';
import { signUpOver } from '../../../tests/helpers/http.js';
import { buildServer } from '../build-server.js';

describe.each(testDialects())('request guards on $name', (dialect) => {
  let core: TestCore;
  let app: FastifyInstance;
  let cookie: string;
  beforeEach(async () => {
    core = await makeTestCore(dialect);
    app = await buildServer(core, { webRoot: '/nonexistent' });
    cookie = await signUpOver(app);
  });
  afterEach(async () => {
    await app.close();
    await core.dispose();
  });

  const OWN = 'http://127.0.0.1:5180';
  const signOut = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { host: '127.0.0.1:5180', ...headers },
      cookies: { recruit_session: cookie },
    });
  const sessionUser = async () =>
    (await app.inject({ url: '/api/auth/session', cookies: { recruit_session: cookie } })).json().user;

  describe('Origin check', () => {
    it.each([
      ['a page on another port of the same host', { origin: 'http://127.0.0.1:3000' }],
      ['a page on localhost', { origin: 'http://localhost:5180' }],
      ['an opaque origin', { origin: 'null' }],
      ['a Referer from another port (no Origin)', { referer: 'http://127.0.0.1:8080/attack.html' }],
    ])('refuses a state-changing request from %s, and the session survives', async (_, headers) => {
      const res = await signOut(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'cross_origin_refused',
        message:
          'This request came from another site and was refused. Open recruit at its own address and try again.',
      });
      expect(await sessionUser()).not.toBeNull();
    });

    it('lets the page served by this server post (Origin or Referer of its own host:port)', async () => {
      expect((await signOut({ origin: OWN })).statusCode).toBe(200);
      expect(await sessionUser()).toBeNull();
    });

    it('accepts same-origin Referer, requests without either header (CLI, curl), and Bearer tokens', async () => {
      const viaReferer = await app.inject({
        method: 'POST',
        url: '/api/auth/check-email',
        headers: { host: '127.0.0.1:5180', referer: `${OWN}/signin` },
        payload: { email: 'ada@acme.io' },
      });
      expect(viaReferer.statusCode).toBe(200);
      const plain = await app.inject({
        method: 'POST',
        url: '/api/auth/check-email',
        payload: { email: 'ada@acme.io' },
      });
      expect(plain.statusCode).toBe(200);
      const bearer = await app.inject({
        method: 'POST',
        url: '/api/auth/signout',
        headers: {
          host: '127.0.0.1:5180',
          origin: 'http://127.0.0.1:3000',
          authorization: `Bearer ${cookie}`,
        },
      });
      expect(bearer.statusCode).toBe(200);
    });

    it('never blocks reads', async () => {
      const res = await app.inject({
        url: '/api/auth/session',
        headers: { origin: 'http://127.0.0.1:3000' },
        cookies: { recruit_session: cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.email).toBe('ada@acme.io');
    });
  });

  describe('malformed multipart uploads', () => {
    const upload = (contentType: string, payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/resumes/parse',
        headers: { 'content-type': contentType },
        cookies: { recruit_session: cookie },
        payload,
      });
    const part = (boundary: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.4 hello\r\n--${boundary}--\r\n`;

    it.each([
      ['no boundary', 'multipart/form-data', part('XyZ')],
      ['a wrong boundary', 'multipart/form-data; boundary=other', part('XyZ')],
      ['a cut-off body', 'multipart/form-data; boundary=XyZ', part('XyZ').slice(0, 90)],
    ])('answers %s with 400 and a clear message, not 500', async (_, type, body) => {
      const res = await upload(type, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('malformed_upload');
      expect(res.json().error.message).toBe(
        'The upload could not be read: the form data is malformed or incomplete. Please choose the file again.',
      );
    });
  });
});
