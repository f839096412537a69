import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api.js';

/** fetch answering once with `status` and `body` (a string is sent as is). */
const answer = (status: number, body: unknown, statusText = '') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(typeof body === 'string' ? body : JSON.stringify(body), {
          status,
          statusText,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );

const failure = async (path = '/api/keys/twilio') => {
  try {
    await apiRequest('PUT', path, {});
  } catch (e) {
    return e;
  }
  throw new Error('the request did not fail');
};

describe('the web client reads the one error body', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the server's code, message and title: the toast's heading comes from the server", async () => {
    answer(400, {
      error: {
        code: 'invalid_account_sid',
        message: "Account SID must start with 'AC' and be exactly 34 characters.",
        title: 'Invalid Account SID',
      },
    });
    const e = await failure();
    expect(e).toBeInstanceOf(ApiError);
    expect({ ...(e as ApiError), message: (e as ApiError).message }).toMatchObject({
      status: 400,
      code: 'invalid_account_sid',
      title: 'Invalid Account SID',
      message: "Account SID must start with 'AC' and be exactly 34 characters.",
    });
  });

  it('has no title when the server sent none, and the status line when the body is not an error body', async () => {
    answer(403, { error: { code: 'feature_restricted', message: 'Not in your plan.' } });
    const plain = (await failure()) as ApiError;
    expect([plain.code, plain.message, plain.title]).toEqual([
      'feature_restricted',
      'Not in your plan.',
      undefined,
    ]);

    answer(502, '<html>Bad Gateway</html>', 'Bad Gateway');
    const html = (await failure()) as ApiError;
    expect([html.status, html.code, html.message, html.title]).toEqual([
      502,
      'http_error',
      'The server answered 502 Bad Gateway',
      undefined,
    ]);
  });
});
