import { ProviderError } from '../errors.js';

/** Shown with key problems, as the spec's toast hint for messages that mention 'API Key'. */
export const configureKeyHint = 'Action required: Please configure the API key in API Settings.';

/** Default per-call timeout; each client takes its own. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Turns an HTTP status from a provider into a ProviderError a user can act on. The provider's own
 * message (if any) goes in the hint, never a key or a header.
 */
export function providerErrorFromStatus(
  provider: string,
  displayName: string,
  status: number,
  providerMessage?: string,
): ProviderError {
  const detail = providerMessage ? `${displayName} said: ${providerMessage.slice(0, 300)}` : undefined;
  if (status === 401 || status === 403) {
    return new ProviderError(provider, `Invalid ${displayName} API key`, {
      status,
      code: 'invalid_key',
      retryable: false,
      hint: configureKeyHint,
    });
  }
  if (status === 429) {
    return new ProviderError(
      provider,
      `${displayName} rate limit reached. Please wait a moment before trying again.`,
      { status, code: 'rate_limited', retryable: false, ...(detail ? { hint: detail } : {}) },
    );
  }
  if (status >= 500) {
    return new ProviderError(
      provider,
      `${displayName} is unavailable right now (HTTP ${status}). Please try again later.`,
      { status, code: 'provider_unavailable', retryable: true, ...(detail ? { hint: detail } : {}) },
    );
  }
  return new ProviderError(
    provider,
    providerMessage
      ? `${displayName} rejected the request: ${providerMessage.slice(0, 300)}`
      : `${displayName} rejected the request (HTTP ${status}).`,
    { status, code: 'provider_rejected', retryable: false },
  );
}

/** A call that got no answer within its timeout. */
export const providerTimeout = (provider: string, displayName: string, timeoutMs: number, cause?: unknown) =>
  new ProviderError(provider, `${displayName} did not respond within ${formatDuration(timeoutMs)}.`, {
    code: 'timeout',
    retryable: false,
    cause,
    hint: 'Network issue detected. Please check your connection and try again.',
  });

const formatDuration = (ms: number): string => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`);

/** The provider could not be reached at all (DNS, refused connection, reset). */
export const providerUnreachable = (provider: string, displayName: string, cause?: unknown) => {
  const reason = cause instanceof Error ? (errorCode(cause) ?? cause.message) : undefined;
  return new ProviderError(provider, `Could not reach ${displayName}${reason ? ` (${reason})` : ''}.`, {
    code: 'unreachable',
    retryable: true,
    cause,
    hint: 'Network issue detected. Please check your connection and try again.',
  });
};

/** Node/undici error code of an error or its cause, e.g. ECONNREFUSED. */
export function errorCode(e: unknown): string | undefined {
  for (let cur: unknown = e, depth = 0; cur && depth < 5; depth++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z_]+$/.test(code)) return code;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Wraps a lower-level provider failure in the spec's operation message ('Failed to create
 * campaign.'), keeping status and retryability; the reason goes in the hint.
 */
export function withOperationMessage(error: unknown, provider: string, message: string): ProviderError {
  if (error instanceof ProviderError) {
    return new ProviderError(provider, message, {
      ...(error.status === undefined ? {} : { status: error.status }),
      retryable: error.retryable,
      code: error.code,
      cause: error,
      hint: error.code === 'invalid_key' ? `${error.message}. ${configureKeyHint}` : error.message,
    });
  }
  return new ProviderError(provider, message, { cause: error, retryable: false, code: 'provider_error' });
}
