import { z } from 'zod';
import { errorCodes, type ErrorCode } from '../errors/codes';

export { errorCodes, type ErrorCode };

const paramsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
const fieldIssueSchema = z.object({ code: z.enum(errorCodes), params: paramsSchema.optional() });

/**
 * The error shape of every failed call (PRODUCT.md section 11): `{message, code}` always, with
 * the code's English text as the message; `params` fill the places of that text. A 422 adds
 * `errors: {field: [text]}` (English) and the same fields' codes in `field_codes`, which the web
 * translates.
 */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  params: paramsSchema.optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  field_codes: z.record(z.string(), z.array(fieldIssueSchema)).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
