/**
 * One error model for the whole product. core throws AppError with a kind and the spec's user
 * message; the CLI maps the kind to an exit code, the server to an HTTP status. Anything that is
 * not an AppError is a bug: logged with its stack, shown to the user as a generic message.
 */
export type ErrorKind =
  | 'validation' // bad input: 400 / exit 1
  | 'unauthenticated' // no or expired session: 401
  | 'forbidden' // signed in but not allowed (plan, ownership): 403
  | 'not_found' // 404
  | 'conflict' // already exists: 409
  | 'rate_limited' // too many attempts: 429
  | 'provider' // a provider answered with an error: 502
  | 'unavailable' // a provider or service cannot be reached: 503
  | 'internal'; // a bug: 500

export class AppError extends Error {
  readonly kind: ErrorKind;
  /** Stable machine code, e.g. 'invalid_password'. */
  readonly code: string;
  /** The spec's title for this failure (a toast's or panel's heading: 'Invalid File'), when it has one. */
  readonly title: string | undefined;
  /** Optional next step for the user ('Run recruit login first'). */
  readonly hint: string | undefined;
  /** Extra data safe to show (e.g. retryAfterSeconds). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    kind: ErrorKind,
    code: string,
    message: string,
    opts: { title?: string; hint?: string; details?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'AppError';
    this.kind = kind;
    this.code = code;
    this.title = opts.title;
    this.hint = opts.hint;
    this.details = opts.details;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/** A provider call failed; carries what a caller needs to decide on a retry. */
export class ProviderError extends AppError {
  readonly provider: string;
  readonly status: number | undefined;
  readonly retryable: boolean;

  constructor(
    provider: string,
    message: string,
    opts: {
      status?: number;
      retryable?: boolean;
      code?: string;
      cause?: unknown;
      hint?: string;
      title?: string;
      /** When the failure is not the provider's: its rate limit (429 to our caller), a file it refused. */
      kind?: ErrorKind;
    } = {},
  ) {
    const unreachable = opts.status === undefined;
    super(opts.kind ?? (unreachable ? 'unavailable' : 'provider'), opts.code ?? 'provider_error', message, {
      cause: opts.cause,
      ...(opts.hint ? { hint: opts.hint } : {}),
      ...(opts.title ? { title: opts.title } : {}),
      details: { provider, ...(opts.status === undefined ? {} : { status: opts.status }) },
    });
    this.name = 'ProviderError';
    this.provider = provider;
    this.status = opts.status;
    this.retryable = opts.retryable ?? (unreachable || (opts.status !== undefined && opts.status >= 500));
  }
}

/** HTTP status for an error kind (server mapping). */
export const httpStatusOf = (kind: ErrorKind): number =>
  ({
    validation: 400,
    unauthenticated: 401,
    forbidden: 403,
    not_found: 404,
    conflict: 409,
    rate_limited: 429,
    provider: 502,
    unavailable: 503,
    internal: 500,
  })[kind];

/** Exit code for an error kind (CLI mapping): 1 for user-facing failures, 70 (EX_SOFTWARE) for bugs. */
export const exitCodeOf = (kind: ErrorKind): number => (kind === 'internal' ? 70 : 1);

/**
 * The plain form of an AppError that crosses a thread or the wire: kind, code, message, and the title
 * and hint when it has them. `kind` decides the HTTP status and the exit code on the other side.
 */
export type ErrorBody = { kind: ErrorKind; code: string; message: string; title?: string; hint?: string };

/** An AppError as plain data (worker threads pass it back with nothing lost). */
export const toErrorBody = (e: AppError): ErrorBody => ({
  kind: e.kind,
  code: e.code,
  message: e.message,
  ...(e.title ? { title: e.title } : {}),
  ...(e.hint ? { hint: e.hint } : {}),
});

/** The AppError again from its plain form. */
export const fromErrorBody = (b: ErrorBody): AppError =>
  new AppError(b.kind, b.code, b.message, {
    ...(b.title ? { title: b.title } : {}),
    ...(b.hint ? { hint: b.hint } : {}),
  });

/**
 * What a user reads for an error: 'Title: message', or the message alone when it has no title (or
 * the message already says it). The CLI prints this; the web UI shows the title as a toast heading.
 */
export const titledMessage = (e: { title?: string | undefined; message: string }): string =>
  e.title && e.title !== e.message && !e.message.startsWith(`${e.title}:`)
    ? `${e.title}: ${e.message}`
    : e.message;
