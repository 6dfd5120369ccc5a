import fp from 'fastify-plugin';
import { AppError } from './errors/app-error';

/**
 * The dotted path of the first string (value or key) holding a NUL character, if any. Walked
 * with a stack of its own, so a body nested thousands deep cannot overflow the call stack.
 */
function nulAt(root: unknown): string | undefined {
  const pending: [unknown, string][] = [[root, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return at;
        pending.push([inner, at]);
      }
    }
  }
  return undefined;
}

/**
 * The API speaks JSON: Fastify's text/plain parser is removed so any other body is a 415. A
 * request with no body at all is validated as `{}`, so it gets the same 422 field errors as an
 * empty form rather than one error about the body.
 *
 * No text in a body, query or path may hold a NUL character: PostgreSQL cannot store one, and
 * no person types one. It is refused here, for every route at once, before any schema runs.
 */
export const requestBodyPlugin = fp(
  async (app) => {
    app.removeContentTypeParser('text/plain');
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
      for (const [part, value] of [
        ['body', request.body],
        ['query', request.query],
        ['params', request.params],
      ] as const) {
        const field = nulAt(value);
        if (field !== undefined) {
          throw new AppError('validation_failed', { fields: { [field || part]: ['nul_refused'] } });
        }
      }
    });
  },
  { name: 'request-body' },
);
