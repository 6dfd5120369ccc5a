import {
  errorText,
  type ErrorCode,
  type ErrorParams,
  type FieldIssue,
} from '@ideabazaar/shared/errors/codes';

/** A stand-in's refusal as the server words it: the code with its English text. */
export const refusal = (status: number, code: ErrorCode, params?: ErrorParams) => ({
  status,
  body: { message: errorText(code, params), code, ...(params && { params }) },
});

/** A stand-in's 422 as the server words it: each field's English text and its code. */
export function invalid(fields: Record<string, ErrorCode | FieldIssue>) {
  const issues = Object.entries(fields).map(([field, given]) => {
    const issue = typeof given === 'string' ? { code: given } : given;
    return [field, issue, errorText(issue.code, issue.params)] as const;
  });
  return {
    status: 422,
    body: {
      message: issues[0]?.[2] ?? errorText('validation_failed'),
      code: 'validation_failed',
      errors: Object.fromEntries(issues.map(([field, , text]) => [field, [text]])),
      field_codes: Object.fromEntries(issues.map(([field, issue]) => [field, [issue]])),
    },
  };
}
