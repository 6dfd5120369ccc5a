import type { ErrorCode } from '@ideabazaar/shared/schemas/errors';

/** The one place where a stable error code becomes an HTTP status. */
export const statusOf = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const satisfies Record<ErrorCode, number>;

/** The code of an error that arrives with only a status (Fastify's own 4xx errors). */
export function codeForStatus(status: number): ErrorCode {
  const known = Object.entries(statusOf).find(([, value]) => value === status);
  if (known) return known[0] as ErrorCode;
  return status >= 500 ? 'internal' : 'bad_request';
}

export interface AppErrorOptions {
  /** Field errors, by dotted field path (validation_failed). */
  errors?: Record<string, string[]>;
  /** Sent as the Retry-After header (rate_limited, unavailable). */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * An expected failure with a stable code. Services throw it; the errors plugin turns it into
 * `{message, code, errors?}` with the status of `statusOf`. 5xx messages never reach the client.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly errors: Record<string, string[]> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusOf[code];
    this.errors = options.errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
