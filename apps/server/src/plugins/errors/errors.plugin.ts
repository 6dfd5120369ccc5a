import type { ErrorResponse } from '@ideabazaar/shared/schemas/errors';
import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, codeForStatus } from './app-error';
import { loggableError } from './loggable-error';

const SERVER_ERROR = 'Server Error';
const INVALID_DATA = 'The given data was invalid.';

/**
 * The one error handler: AppErrors keep their code, schema validation failures become 422 with
 * field errors, Fastify's own 4xx errors (malformed JSON, body too large, wrong media type) keep
 * their status, and anything else is a 500 whose details are logged and reported, never sent.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const { status, body } = toResponse(error);
      if (status >= 500) {
        const safe = loggableError(error);
        request.log.error({ err: safe }, 'request failed');
        app.reportError(safe);
      }
      if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply.code(status).send(body);
    });
  },
  { name: 'errors', dependencies: ['monitoring'] },
);

function toResponse(error: FastifyError | AppError): { status: number; body: ErrorResponse } {
  if (error instanceof AppError) {
    const message = error.statusCode >= 500 ? SERVER_ERROR : error.message;
    const body: ErrorResponse = { message, code: error.code };
    if (error.errors) body.errors = error.errors;
    return { status: error.statusCode, body };
  }
  if (error.validation) {
    const errors = fieldErrors(error.validation, error.validationContext);
    const first = Object.values(errors)[0]?.[0];
    return {
      status: 422,
      body: { message: first ?? INVALID_DATA, code: 'validation_failed', errors },
    };
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return { status, body: { message: error.message, code: codeForStatus(status) } };
  }
  return { status: 500, body: { message: SERVER_ERROR, code: 'internal' } };
}

/** `{ 'address.city': ['...'] }` from the validator's JSON-pointer paths; the root is the context. */
function fieldErrors(
  validation: FastifySchemaValidationError[],
  context: string | undefined,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of validation) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || (context ?? 'body');
    (errors[field] ??= []).push(issue.message ?? 'is invalid');
  }
  return errors;
}
