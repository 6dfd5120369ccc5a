interface DatabaseErrorFields {
  code?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  routine?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
// The database quotes the values it refuses ('invalid input syntax for type integer: "abc"').
const quoted = /"[^"]*"/g;

const frames = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');

function describeDatabaseError(error: Error & DatabaseErrorFields): string {
  const parts = [error.message.replace(quoted, '"…"')];
  for (const key of ['code', 'table', 'column', 'constraint', 'routine'] as const) {
    const value = error[key];
    if (typeof value === 'string' && value) parts.push(`${key} ${value}`);
  }
  return parts.join('; ');
}

const isDatabaseError = (error: unknown): error is Error & DatabaseErrorFields => {
  const code = (error as DatabaseErrorFields | undefined)?.code;
  return error instanceof Error && typeof code === 'string' && SQLSTATE.test(code);
};

/**
 * What of an unexpected error may be logged and reported. A failed query carries its parameters
 * (the user's text, e-mail addresses, codes) in its message, and the database quotes the values it
 * refuses; both are dropped, keeping the SQL, the SQLSTATE, the table, column and constraint, and
 * the stack. Other errors are our own code's and keep their message.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const query = (error as { query?: unknown }).query;
  const { cause } = error;
  if (typeof query === 'string' || isDatabaseError(error)) {
    const database = isDatabaseError(cause) ? cause : isDatabaseError(error) ? error : undefined;
    const message = [
      typeof query === 'string' ? `Failed query: ${query}` : undefined,
      database ? `database said: ${describeDatabaseError(database)}` : undefined,
    ]
      .filter(Boolean)
      .join('\n');
    const safe = new Error(message);
    safe.name = error.name;
    safe.stack = `${error.name}: ${message}\n${frames(error.stack)}`;
    return safe;
  }
  if (cause !== undefined && cause !== null) {
    const safe = new Error(error.message, { cause: loggableError(cause) });
    safe.name = error.name;
    safe.stack = error.stack;
    return safe;
  }
  return error;
}
