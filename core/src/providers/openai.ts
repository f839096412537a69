import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatMessage, ChatProvider, Completion, CompletionOptions, StreamOptions } from './ports.js';
import { ASSISTANT_SYSTEM_PROMPT, CHAT_DEFAULTS, CHAT_MESSAGES } from '../schemas/chat.js';
import { keyTestOutcome } from './key-test.js';
import { providerErrorFromStatus, providerTimeout, providerUnreachable } from './provider-error.js';
import { ProviderError } from '../errors.js';

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const OPENAI_CHAT_MODEL = CHAT_DEFAULTS.model;
export const OPENAI_MAX_TOKENS = CHAT_DEFAULTS.maxTokens;
export const OPENAI_TEMPERATURE = CHAT_DEFAULTS.temperature;
export { ASSISTANT_SYSTEM_PROMPT };
export const EMPTY_REPLY_MESSAGE = CHAT_MESSAGES.emptyReply;

export type { ChatMessage, ChatProvider, Completion, CompletionOptions, StreamOptions };

export type OpenAIClientOptions = {
  apiKey: string;
  /** Any OpenAI-compatible server (…/v1): OpenAI, a gateway, a local Ollama or llama.cpp. */
  baseUrl?: string;
  /** The model every call uses unless it names its own; the spec's gpt-4o-mini by default. */
  model?: string;
  timeoutMs?: number;
};

const NAME = 'OpenAI';

function mapError(e: unknown, timeoutMs: number): ProviderError {
  if (e instanceof ProviderError) return e;
  if (e instanceof APIConnectionTimeoutError) return providerTimeout('openai', NAME, timeoutMs, e);
  if (e instanceof APIConnectionError) return providerUnreachable('openai', NAME, e.cause ?? e);
  if (e instanceof APIError && e.status !== undefined) {
    const body = e.error as { message?: unknown } | undefined;
    const msg = typeof body?.message === 'string' ? body.message : undefined;
    return providerErrorFromStatus('openai', NAME, e.status, msg);
  }
  return new ProviderError('openai', 'Failed to get AI response', { cause: e, retryable: false });
}

/**
 * OpenAI adapter over the official SDK. The base URL is configurable, so any compatible server
 * (Ollama, a gateway) works. No SDK retries: a completion is not idempotent and costs money.
 */
export function createOpenAIClient({
  apiKey,
  baseUrl,
  model = OPENAI_CHAT_MODEL,
  timeoutMs = 60_000,
}: OpenAIClientOptions): ChatProvider {
  const sdk = new OpenAI({
    apiKey,
    baseURL: baseUrl ?? OPENAI_DEFAULT_BASE_URL,
    maxRetries: 0,
    timeout: timeoutMs,
  });

  const complete = async (messages: ChatMessage[], opts: CompletionOptions = {}): Promise<Completion> => {
    try {
      const res = await sdk.chat.completions.create({
        model: opts.model ?? model,
        messages,
        max_tokens: opts.maxTokens ?? OPENAI_MAX_TOKENS,
        temperature: opts.temperature ?? OPENAI_TEMPERATURE,
        ...(opts.json ? { response_format: { type: 'json_object' as const } } : {}),
      });
      const choice = res.choices?.[0];
      return {
        content: choice?.message?.content ?? '',
        model: res.model,
        finishReason: choice?.finish_reason ?? null,
      };
    } catch (e) {
      throw mapError(e, timeoutMs);
    }
  };

  /** The reply as the server writes it (server-sent events), one piece of text at a time. */
  async function* stream(messages: ChatMessage[], opts: StreamOptions = {}): AsyncGenerator<string> {
    try {
      const chunks = await sdk.chat.completions.create(
        {
          model: opts.model ?? model,
          messages,
          max_tokens: opts.maxTokens ?? OPENAI_MAX_TOKENS,
          temperature: opts.temperature ?? OPENAI_TEMPERATURE,
          stream: true,
        },
        opts.signal ? { signal: opts.signal } : undefined,
      );
      for await (const chunk of chunks) {
        const text = chunk.choices?.[0]?.delta?.content;
        if (text) yield text;
      }
    } catch (e) {
      throw mapError(e, timeoutMs);
    }
  }

  return {
    model,
    stream,
    async chat(messages) {
      const history = messages.filter((m) => m.role !== 'system');
      const { content } = await complete([{ role: 'system', content: ASSISTANT_SYSTEM_PROMPT }, ...history]);
      return { content: content.trim() ? content : EMPTY_REPLY_MESSAGE, is_demo: false };
    },
    complete,
    test: () =>
      keyTestOutcome(NAME, async () => {
        try {
          // Listing models is free and needs a valid key; Ollama serves it too.
          await sdk.models.list();
        } catch (e) {
          throw mapError(e, timeoutMs);
        }
      }),
  };
}
