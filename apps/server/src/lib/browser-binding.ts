import { createHash, randomBytes } from 'node:crypto';

const BINDING_FORM = /^[A-Za-z0-9_-]{43}$/;

/**
 * A browser binding: a random value an HttpOnly cookie carries, whose hash a server-side record
 * (a sign-in code, a Google state) keeps, so that only the browser that started something can
 * finish it. A malformed value counts as none.
 */
export const isBinding = (value: string | undefined): value is string =>
  value !== undefined && BINDING_FORM.test(value);

/** The browser's binding if it has a well-formed one, otherwise a new one. */
export const bindingOr = (value: string | undefined): string =>
  isBinding(value) ? value : randomBytes(32).toString('base64url');

export const bindingHash = (binding: string): string =>
  createHash('sha256').update(binding).digest('hex');
