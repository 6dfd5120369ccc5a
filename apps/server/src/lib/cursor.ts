import { AppError } from '../plugins/errors/app-error';

/** A keyset position: the sort key as the database writes it (a number or a timestamp) and the row's id. */
export interface Cursor {
  key: string;
  id: string;
}

const BAD_CURSOR = 'This page link is not valid any more. Please reload the list.';

/** Opaque to callers: they pass back `next_cursor` as it came. */
export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** The cursor, or the 422 of one that was not made here. */
export function decodeCursor(text: string): Cursor {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (
      typeof value.key === 'string' &&
      /^[0-9 :.+-]{1,40}$/.test(value.key) &&
      typeof value.id === 'string' &&
      /^[0-9a-f-]{36}$/.test(value.id)
    ) {
      return { key: value.key, id: value.id };
    }
  } catch {
    // Falls through to the 422 below.
  }
  throw new AppError('validation_failed', BAD_CURSOR, { errors: { cursor: [BAD_CURSOR] } });
}
