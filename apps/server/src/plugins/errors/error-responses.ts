import { errorResponseSchema, type ErrorCode } from '@ideabazaar/shared/schemas/errors';
import { statusOf } from './app-error';

type StatusOf<C extends ErrorCode> = (typeof statusOf)[C];

/**
 * Response schemas of the error statuses a route can answer with, for a route's `response`:
 * `response: { 201: createdSchema, ...errorResponses('validation_failed', 'rate_limited') }`.
 */
export function errorResponses<const C extends ErrorCode>(
  ...codes: C[]
): Record<StatusOf<C>, typeof errorResponseSchema> {
  const responses: Partial<Record<number, typeof errorResponseSchema>> = {};
  for (const code of codes) responses[statusOf[code]] = errorResponseSchema;
  return responses as Record<StatusOf<C>, typeof errorResponseSchema>;
}

/** What an operator's call (behind `app.requireOperator`) may answer besides its success. */
export const operatorErrorResponses = errorResponses(
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
);

/** What a member's call on items, comments or chat may answer besides its success. */
export const memberErrorResponses = errorResponses(
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
);
