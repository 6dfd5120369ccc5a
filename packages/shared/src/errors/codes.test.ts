import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactUsRequestSchema } from '../schemas/contact';
import { errorCodes, errorText, errorTexts, issueOf } from './codes';

describe('error codes', () => {
  it('are snake_case and each has an English text', () => {
    for (const code of errorCodes) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(errorTexts[code].trim()).not.toBe('');
    }
  });

  it("fill a text's places from params and leave unknown ones", () => {
    expect(errorText('comment_too_long', { maximum: 1000 })).toBe(
      'A comment can be at most 1,000 characters',
    );
    expect(errorText('insufficient_funds', { missing: 5_000_000 })).toBe(
      'Your wallet balance is not enough: 5,000,000 Toman more is needed',
    );
    expect(errorText('comment_too_long')).toBe('A comment can be at most {{maximum}} characters');
  });

  it("turn a shared schema's failures into codes with the limits their texts show", () => {
    const parsed = contactUsRequestSchema.safeParse({
      name: '',
      email: 'a@example.com',
      subject: 'Hi',
      message: 'short',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issueOf(issue.message, issue))).toEqual([
      { code: 'name_required' },
      { code: 'message_too_short', params: { minimum: 10 } },
    ]);
  });

  it('name a check that has no code invalid_value', () => {
    const parsed = z.object({ page: z.number().min(1) }).safeParse({ page: 0 });
    const [issue] = parsed.error?.issues ?? [];
    expect(issue && issueOf(issue.message, issue)).toEqual({ code: 'invalid_value' });
  });
});
