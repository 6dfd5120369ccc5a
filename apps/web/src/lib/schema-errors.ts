import { issueOf } from '@ideabazaar/shared/errors/codes';
import type { z } from 'zod';
import { translateError } from './i18n';

/**
 * The first error of each field of a failed parse with a shared request schema, translated: the
 * web checks a form with the same schema, and the same codes, as the server.
 */
export function schemaFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    fields[field] ??= translateError(issueOf(issue.message, issue));
  }
  return fields;
}
