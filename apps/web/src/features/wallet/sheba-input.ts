import { toLatinDigits } from '@ideabazaar/shared/persian/digits';
import { normalizeSheba } from '@ideabazaar/shared/persian/sheba';

export const SHEBA_DIGITS = 24;

/** The Sheba field as the member types it, after the 'IR' its adornment already shows. */
export type ShebaInput =
  | { state: 'empty' }
  | { state: 'partial'; digits: number }
  | { state: 'invalid'; code: 'sheba_invalid' }
  | { state: 'valid'; sheba: string };

/**
 * Checks the digits after 'IR' while they are typed: Persian digits, spaces and dashes are
 * accepted and a pasted 'IR' is dropped. Short of 24 digits it is only partial (no error yet);
 * anything but digits, more than 24, or a wrong checksum (the shared normalizeSheba) is invalid.
 */
export function checkShebaInput(text: string): ShebaInput {
  const compact = toLatinDigits(text).replace(/[\s-]/g, '').replace(/^IR/i, '');
  if (compact === '') return { state: 'empty' };
  if (!/^\d+$/.test(compact) || compact.length > SHEBA_DIGITS) {
    return { state: 'invalid', code: 'sheba_invalid' };
  }
  if (compact.length < SHEBA_DIGITS) return { state: 'partial', digits: compact.length };
  const sheba = normalizeSheba(`IR${compact}`);
  return sheba ? { state: 'valid', sheba } : { state: 'invalid', code: 'sheba_invalid' };
}

/** What the field keeps: the digits as typed, without a pasted 'IR' (the adornment shows it). */
export const shebaFieldValue = (text: string) => text.replace(/^\s*IR/i, '');
