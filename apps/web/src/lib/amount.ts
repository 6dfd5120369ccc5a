import { issueOf, type FieldIssue } from '@ideabazaar/shared/errors/codes';
import { readWholeNumber } from '@ideabazaar/shared/persian/number-input';
import { amountSchema } from '@ideabazaar/shared/schemas/wallet';

export type AmountCheck = { amount: number } | { issue: FieldIssue } | { empty: true };

/**
 * An amount typed by the member, read as the server reads it (the shared amountSchema): Persian or
 * Latin digits, thousands separators and spaces allowed, a positive whole number of tomans; with
 * bounds, the deposit limits the server applies. Empty text is neither an amount nor an error
 * yet, so a form does not scold a field nobody has typed in.
 */
export function checkAmount(
  text: string,
  bounds: { min?: number; max?: number } = {},
): AmountCheck {
  const reading = readWholeNumber(text);
  if (!reading.ok && reading.reason === 'empty') return { empty: true };
  const parsed = amountSchema.safeParse(text);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { issue: issueOf(first?.message, first ?? {}) };
  }
  const amount = parsed.data;
  if (bounds.min !== undefined && amount < bounds.min) {
    return { issue: { code: 'deposit_too_small', params: { minimum: bounds.min } } };
  }
  if (bounds.max !== undefined && amount > bounds.max) {
    return { issue: { code: 'deposit_too_large', params: { maximum: bounds.max } } };
  }
  return { amount };
}

/**
 * An amount field's text as it travels (an address, a query): its Latin digits when it is a
 * whole number however it was typed ('۱۰٬۰۰۰٬۰۰۰' is '10000000'), else as typed, for the
 * schema to refuse with its own words.
 */
export function plainAmount(text: string): string {
  const reading = readWholeNumber(text);
  return reading.ok ? reading.digits : text.trim();
}
