import type { z } from 'zod';
import { ProviderError } from '../errors.js';
import { providerErrorFromStatus, providerTimeout, providerUnreachable } from './provider-error.js';

/** Retry policy for idempotent calls (GET). POSTs that create or send are never retried. */
export type RetryPolicy = { retries: number; minTimeoutMs: number };
export const DEFAULT_GET_RETRY: RetryPolicy = { retries: 2, minTimeoutMs: 500 };

/** A provider's own failure messages, where its users know them by other words than the shared ones. */
export type ProviderFailureMessages = {
  /** An answer with an error status; `body` is its parsed JSON (or its text). */
  status?: (status: number, body: unknown) => ProviderError;
  timeout?: (cause: unknown) => ProviderError;
  unreachable?: (cause: unknown) => ProviderError;
};

/** How a provider client speaks HTTP: shared by the plain-HTTP adapters (not the SDK ones). */
export type HttpProvider = {
  provider: string;
  displayName: string;
  baseUrl: string;
  headers: Record<string, string>;
  timeoutMs: number;
  retry: RetryPolicy;
  failures?: ProviderFailureMessages;
};

// Loaded on first request: the parse workers import an adapter (Textkernel) that few of them call.
let undiciModule: Promise<typeof import('undici')> | undefined;
let pRetryModule: Promise<typeof import('p-retry')> | undefined;

type RequestOpts<T> = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  schema: z.ZodType<T>;
  /** A POST that only reads (some APIs search with POST): safe to retry like a GET. */
  idempotent?: boolean;
};

/** Joins a base URL and a path without losing the base's own path (/api/v2 + /agents). */
export function joinUrl(base: string, path: string, query?: Record<string, string | number | undefined>) {
  const url = new URL(base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, ''));
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  return url;
}

/** Reads a provider's error text from the usual JSON shapes ({message}, {error: {message}}, {error}). */
export function providerMessageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return typeof body === 'string' && body ? body : undefined;
  const b = body as Record<string, unknown>;
  const err = b.error;
  if (err && typeof err === 'object' && typeof (err as { message?: unknown }).message === 'string') {
    return (err as { message: string }).message;
  }
  for (const v of [b.message, err, b.error_description, b.detail]) if (typeof v === 'string' && v) return v;
  return undefined;
}

async function once<T>(p: HttpProvider, opts: RequestOpts<T>): Promise<T> {
  const url = joinUrl(p.baseUrl, opts.path, opts.query);
  const { fetch } = await (undiciModule ??= import('undici'));
  const timedOut = (e: unknown) =>
    p.failures?.timeout?.(e) ?? providerTimeout(p.provider, p.displayName, p.timeoutMs, e);
  const unreachable = (e: unknown) =>
    p.failures?.unreachable?.(e) ?? providerUnreachable(p.provider, p.displayName, e);
  let res;
  try {
    res = await fetch(url, {
      method: opts.method,
      headers: {
        accept: 'application/json',
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...p.headers,
      },
      ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
      signal: AbortSignal.timeout(p.timeoutMs),
      redirect: 'error',
    });
  } catch (e) {
    throw isTimeout(e) ? timedOut(e) : unreachable(e);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (e) {
    throw isTimeout(e) ? timedOut(e) : unreachable(e);
  }
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  if (!res.ok) {
    throw (
      p.failures?.status?.(res.status, json ?? text) ??
      providerErrorFromStatus(p.provider, p.displayName, res.status, providerMessageOf(json ?? text))
    );
  }
  const parsed = opts.schema.safeParse(json ?? (text ? text : null));
  if (!parsed.success) {
    throw new ProviderError(p.provider, `${p.displayName} sent a response we could not read.`, {
      status: res.status,
      code: 'bad_response',
      retryable: false,
    });
  }
  return parsed.data;
}

const isTimeout = (e: unknown): boolean =>
  e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');

/**
 * One JSON call to a provider with a timeout. GETs (and reads sent as POST) are retried on 5xx and connection failures
 * (not on timeouts, which would multiply the wait, nor on 4xx); other methods are sent once.
 */
export async function providerRequest<T>(p: HttpProvider, opts: RequestOpts<T>): Promise<T> {
  const safe = opts.method === 'GET' || opts.idempotent === true;
  if (!safe || p.retry.retries <= 0) return once(p, opts);
  const { default: pRetry } = await (pRetryModule ??= import('p-retry'));
  return pRetry(() => once(p, opts), {
    retries: p.retry.retries,
    minTimeout: p.retry.minTimeoutMs,
    factor: 2,
    randomize: true,
    shouldRetry: ({ error }) => error instanceof ProviderError && error.retryable && error.code !== 'timeout',
  });
}

/** Options every plain-HTTP client takes. */
export type HttpClientOptions = {
  apiKey: string;
  /** Defaults to the provider's real API; tests and proxies point it elsewhere. */
  baseUrl?: string;
  timeoutMs?: number;
  retry?: RetryPolicy;
};
