import type { ApiErrorBody } from '@recruit/core/schemas';

/**
 * The server's one error body, `{ error: { code, message, title? } }` (apiErrorSchema): the spec's
 * message and, when the failure has one, the spec's title for the toast or panel heading.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The spec's title of this failure ('Invalid File', 'Invalid Account SID'), from the server. */
    readonly title?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** 4xx: the request itself is wrong, retrying will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** `data` is the one error body (its shape checked by hand: zod stays out of the first page load). */
const isErrorBody = (data: unknown): data is ApiErrorBody => {
  const error = (data as { error?: unknown } | null | undefined)?.error as
    Record<string, unknown> | undefined;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof error.code === 'string' &&
    typeof error.message === 'string' &&
    error.message !== '' &&
    (error.title === undefined || typeof error.title === 'string')
  );
};

/** The ApiError of a failed answer: its error body, or the status line when the body is not one. */
export function apiErrorOf(status: number, statusText: string, data: unknown): ApiError {
  if (!isErrorBody(data)) {
    return new ApiError(status, 'http_error', `The server answered ${status} ${statusText}`.trim());
  }
  const { code, message, title } = data.error;
  return new ApiError(status, code, message, title);
}

/** The fetch itself failed (server down, offline): no HTTP status. */
export class NetworkError extends Error {
  constructor(message = 'Failed to fetch: the server could not be reached. Check your connection.') {
    super(message);
    this.name = 'NetworkError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** JSON over same-origin HTTP with the session cookie; throws ApiError or NetworkError. */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new NetworkError();
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) throw apiErrorOf(response.status, response.statusText, data);
  return data as T;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body ?? {}),
};

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback = 'Unexpected Error'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
