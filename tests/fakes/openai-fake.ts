import { bearerOf, startFakeServer, type FakeServer } from './fake-server.js';

export type OpenAIFake = FakeServer & {
  /** Base URL to give the SDK (…/v1). */
  baseUrl: string;
  /** What the next chat completions answer with (default: echoes the last user message). */
  setReply(content: string | null | undefined): void;
};

const errorBody = (status: number) => ({
  error: {
    message:
      status === 401
        ? 'Incorrect API key provided.'
        : status === 429
          ? 'Rate limit reached for gpt-4o-mini.'
          : status === 404
            ? 'Not found.'
            : 'The server had an error while processing your request.',
    type: status === 401 ? 'invalid_request_error' : status === 429 ? 'requests' : 'server_error',
    param: null,
    code: status === 401 ? 'invalid_api_key' : status === 429 ? 'rate_limit_exceeded' : null,
  },
});

/** Fake of the OpenAI REST API: POST /v1/chat/completions and GET /v1/models. */
export async function startOpenAIFake(opts: { apiKey: string }): Promise<OpenAIFake> {
  let reply: string | null | undefined;
  const server = await startFakeServer({
    errorBody,
    authorize: (req) => bearerOf(req) === opts.apiKey,
    handler: (req) => {
      if (req.method === 'GET' && req.path === '/v1/models') {
        return {
          status: 200,
          body: {
            object: 'list',
            data: [{ id: 'gpt-4o-mini', object: 'model', created: 1721172741, owned_by: 'system' }],
          },
        };
      }
      if (req.method === 'POST' && req.path === '/v1/chat/completions') {
        const body = req.body as { model: string; messages: { role: string; content: string }[] };
        const lastUser = [...body.messages].reverse().find((m) => m.role === 'user');
        const content = reply === undefined ? `You asked: ${lastUser?.content ?? ''}` : reply;
        return {
          status: 200,
          body: {
            id: `chatcmpl-${server.requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: body.model,
            choices: [
              { index: 0, message: { role: 'assistant', content }, logprobs: null, finish_reason: 'stop' },
            ],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          },
        };
      }
      return undefined;
    },
  });
  return Object.assign(server, {
    baseUrl: `${server.url}/v1`,
    setReply(content: string | null | undefined) {
      reply = content;
    },
  });
}
