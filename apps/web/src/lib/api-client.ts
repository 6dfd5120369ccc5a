import { isErrorCode, type ErrorParams, type FieldIssue } from '@ideabazaar/shared/errors/codes';
import type { ErrorCode, ErrorResponse } from '@ideabazaar/shared/schemas/errors';
import type { z } from 'zod';
import { env } from '@/config/env';
import { useClientState } from './client-state';
import { i18n, translateError } from './i18n';
import { notifyHelper } from './notify';
import {
  OVERLOAD_RETRIES,
  pause,
  replayable,
  RETRY_AFTER_MAX_SECONDS,
  retryAfterSeconds,
} from './retry-after';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode | undefined,
    readonly errors: Record<string, string[]> | undefined,
    readonly params?: ErrorParams,
    readonly fieldCodes?: Record<string, FieldIssue[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The first error of each field, translated, for forms that show errors beside their fields. */
  fieldErrors(): Record<string, string> {
    const fields: Record<string, string> = {};
    for (const [field, issues] of Object.entries(this.fieldCodes ?? {})) {
      if (issues[0]) fields[field] = translateError(issues[0]);
    }
    return fields;
  }

  /**
   * What to tell the reader (seed section 8): the first field error, else the error's own code,
   * translated. A failure with no code (not our server's) keeps its status text.
   */
  text(): string {
    const first = Object.values(this.fieldCodes ?? {})[0]?.[0];
    if (first) return translateError(first);
    return this.code ? translateError(this.code, this.params) : this.message;
  }
}

/**
 * `R` is the endpoint's request schema: a call sends a body only with that schema beside it, and
 * the body must be its input, checked when compiling. The server parses it; it goes as given.
 */
export interface RequestOptions<T, R extends z.ZodType = z.ZodUndefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The request schema from packages/shared that the body is written against. */
  request?: R;
  body?: z.input<R>;
  /** The response schema from packages/shared; the body is parsed with it. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Statuses the caller handles itself, skipping the shared handling (seed section 8). */
  handles?: number[];
}

export const NETWORK_ERROR = 'Network Error';

async function readBody(response: Response): Promise<unknown> {
  return parseBody(await response.text());
}

/** A response text as JSON, or the text itself when it is not JSON. */
export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Seed section 8: the one place that reacts to a failed call (also for uploads, lib/api-files). */
export function sharedHandling(error: ApiError): void {
  if (error.status === 0) {
    notifyHelper(i18n.t('common:errors.network'));
  } else if (error.code === 'overloaded') {
    // Busy, not broken: the member is told to try again in a moment, in their language.
    notifyHelper(error.text());
  } else if (error.status === 500 || error.status === 503) {
    notifyHelper(i18n.t('common:errors.server'));
  } else if (error.status === 401) {
    useClientState.getState().signedOut();
  } else {
    notifyHelper(error.text());
  }
}

/** The headers of every call: JSON accepted, the language and the bearer token when signed in. */
export function baseHeaders(): Record<string, string> {
  const { accessToken, language } = useClientState.getState();
  // The language lets the server write e-mails and SMS in the member's language.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': language,
  };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  return headers;
}

/** An ApiError from a failed response's status and parsed body. */
export function errorOf(status: number, body: unknown, statusText = ''): ApiError {
  const shape = (typeof body === 'object' && body !== null ? body : {}) as Partial<ErrorResponse>;
  return new ApiError(
    status,
    typeof shape.message === 'string' ? shape.message : statusText,
    isErrorCode(shape.code) ? shape.code : undefined,
    shape.errors,
    shape.params,
    shape.field_codes,
  );
}

/** The one API client: JSON to and from `/api`, the bearer token, and the shared error handling. */
export async function apiRequest<T = unknown, R extends z.ZodType = z.ZodUndefined>(
  path: string,
  options: RequestOptions<T, R> = {},
) {
  const headers: Record<string, string> = { ...baseHeaders(), ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const send = async () => {
    try {
      return await fetch(`${env.apiUrl}/api${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      const error = new ApiError(0, NETWORK_ERROR, undefined, undefined);
      if (!options.handles?.includes(0)) sharedHandling(error);
      throw error;
    }
  };

  let response = await send();
  // A busy server's 503 with Retry-After: wait as it says and send again what may arrive twice.
  const retries = replayable(method, headers, options.body) ? OVERLOAD_RETRIES : 0;
  for (let attempt = 0; response.status === 503 && attempt < retries; attempt += 1) {
    const seconds = retryAfterSeconds(response);
    if (seconds === undefined || seconds > RETRY_AFTER_MAX_SECONDS) break;
    await response.body?.cancel();
    await pause(seconds * 1000, options.signal);
    response = await send();
  }

  const body = await readBody(response);
  if (!response.ok) {
    const error = errorOf(response.status, body, response.statusText);
    if (!options.handles?.includes(response.status)) sharedHandling(error);
    throw error;
  }
  return (options.schema ? options.schema.parse(body) : body) as T;
}
