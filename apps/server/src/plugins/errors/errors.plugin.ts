import { errorText, issueOf, type FieldIssue } from '@ideabazaar/shared/errors/codes';
import type { ErrorResponse } from '@ideabazaar/shared/schemas/errors';
import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { isPoolTimeout } from '../overload/pool-timeout';
import { AppError, codeForStatus } from './app-error';
import { loggableError } from './loggable-error';

const SERVER_ERROR = errorText('internal');

/**
 * The one error handler: AppErrors keep their code, schema validation failures become 422 with
 * field errors, Fastify's own 4xx errors (malformed JSON, body too large, wrong media type) keep
 * their status, a database pool too busy to lend a connection in time is `overloaded` (503 with
 * Retry-After), and anything else is a 500 whose details are logged and reported, never sent.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
      const error = isPoolTimeout(thrown)
        ? new AppError('overloaded', {
            retryAfterSeconds: app.config.overload.retryAfterSeconds,
            cause: thrown,
          })
        : thrown;
      const { status, body } = toResponse(error);
      if (error instanceof AppError && error.code === 'overloaded') {
        // Shed load is expected under a burst: one line each, and nothing sent to Sentry.
        request.log.warn({ url: request.routeOptions.url }, 'request shed: overloaded');
      } else if (status >= 500) {
        const safe = loggableError(error);
        request.log.error({ err: safe }, 'request failed');
        app.reportError(safe);
      }
      // An error is never kept by a browser or a proxy, whatever caching the route had set for
      // its answer before it failed.
      reply.header('cache-control', 'no-store');
      if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply.code(status).send(body);
    });
  },
  { name: 'errors', dependencies: ['config', 'monitoring'] },
);

function toResponse(error: FastifyError | AppError): { status: number; body: ErrorResponse } {
  if (error instanceof AppError) {
    // A server-side failure says no more than its status: its own code and text are for the log.
    // Being overloaded is no secret, and the web tells the member to wait by its code.
    if (error.statusCode >= 500 && error.code !== 'overloaded') {
      return {
        status: error.statusCode,
        body: { message: SERVER_ERROR, code: codeForStatus(error.statusCode) },
      };
    }
    const body: ErrorResponse = { message: error.message, code: error.code };
    if (error.params) body.params = error.params;
    if (error.fieldCodes) {
      body.errors = error.errors;
      body.field_codes = error.fieldCodes;
    }
    return { status: error.statusCode, body };
  }
  if (error.validation) {
    const { errors, codes } = fieldErrors(error.validation, error.validationContext);
    const first = Object.values(errors)[0]?.[0];
    return {
      status: 422,
      body: {
        message: first ?? errorText('validation_failed'),
        code: 'validation_failed',
        errors,
        field_codes: codes,
      },
    };
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return { status, body: { message: error.message, code: codeForStatus(status) } };
  }
  return { status: 500, body: { message: SERVER_ERROR, code: 'internal' } };
}

/**
 * `{ 'address.city': ['...'] }` from the validator's JSON-pointer paths (the root is the context),
 * and the same fields' codes. A shared schema's message is a code, sent as its English text; a
 * check no code names keeps the validator's own text, with the code invalid_value.
 */
function fieldErrors(validation: FastifySchemaValidationError[], context: string | undefined) {
  const errors: Record<string, string[]> = {};
  const codes: Record<string, FieldIssue[]> = {};
  for (const issue of validation) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || (context ?? 'body');
    const coded = issueOf(issue.message, issue.params);
    const text =
      coded.code === 'invalid_value' && issue.message
        ? issue.message
        : errorText(coded.code, coded.params);
    (errors[field] ??= []).push(text);
    (codes[field] ??= []).push(coded);
  }
  return { errors, codes };
}
