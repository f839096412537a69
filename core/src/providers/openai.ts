import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatMessage, ChatProvider, Completion, CompletionOptions } from './ports.js';
import { keyTestOutcome } from './key-test.js';
import { providerErrorFromStatus, providerTimeout, providerUnreachable } from './provider-error.js';
import { ProviderError } from '../errors.js';

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const OPENAI_CHAT_MODEL = 'gpt-4o-mini';
export const OPENAI_MAX_TOKENS = 1000;
export const OPENAI_TEMPERATURE = 0.7;
export const ASSISTANT_SYSTEM_PROMPT =
  'You are a helpful AI recruiting assistant. Provide professional, concise, and actionable advice for recruiting and HR tasks.';
export const EMPTY_REPLY_MESSAGE = "Sorry, I couldn't generate a response. Please try again.";

export type { ChatMessage, ChatProvider, Completion, CompletionOptions };

export type OpenAIClientOptions = { apiKey: string; baseUrl?: string; timeoutMs?: number };

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
        model: opts.model ?? OPENAI_CHAT_MODEL,
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

  return {
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
