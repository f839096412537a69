/** The server's error shape: `{ error: { code, message } }` with the spec's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** 4xx: the request itself is wrong, retrying will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
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
  if (!response.ok) {
    const error = (data as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
    const message =
      typeof error?.message === 'string' && error.message
        ? error.message
        : `The server answered ${response.status} ${response.statusText}`.trim();
    throw new ApiError(response.status, typeof error?.code === 'string' ? error.code : 'http_error', message);
  }
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
