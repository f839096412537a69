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

/** The reply as OpenAI streams it: server-sent events of chat.completion.chunk, then [DONE]. */
function sseOf(id: string, model: string, content: string | null): string {
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    })}\n\n`;
  // Word by word, as a model writes (a space stays with the word after it).
  const pieces = content ? content.split(/(?=\s)/) : [];
  return [
    chunk({ role: 'assistant', content: '' }, null),
    ...pieces.map((p) => chunk({ content: p }, null)),
    chunk({}, 'stop'),
    'data: [DONE]\n\n',
  ].join('');
}

/**
 * Fake of the OpenAI REST API (and of the OpenAI-compatible servers: Ollama, llama.cpp): POST
 * /v1/chat/completions, streamed or not, and GET /v1/models. Without `apiKey` it takes any key or none,
 * as a local server does.
 */
export async function startOpenAIFake(opts: { apiKey?: string } = {}): Promise<OpenAIFake> {
  let reply: string | null | undefined;
  const server = await startFakeServer({
    errorBody,
    ...(opts.apiKey === undefined ? {} : { authorize: (req) => bearerOf(req) === opts.apiKey }),
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
        const body = req.body as {
          model: string;
          stream?: boolean;
          messages: { role: string; content: string }[];
        };
        const lastUser = [...body.messages].reverse().find((m) => m.role === 'user');
        const content = reply === undefined ? `You asked: ${lastUser?.content ?? ''}` : reply;
        if (body.stream) {
          return {
            status: 200,
            headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
            body: sseOf(`chatcmpl-${server.requests.length}`, body.model, content),
          };
        }
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
