import { z } from 'zod';

/** Stable error codes; the server maps each to one HTTP status, the web to one translated text. */
export const errorCodes = [
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'bad_request',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The error shape of every failed call (PRODUCT.md section 11): `{message}` always, 422 adds `errors`. */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
