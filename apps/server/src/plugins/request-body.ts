import fp from 'fastify-plugin';

/**
 * The API speaks JSON: Fastify's text/plain parser is removed so any other body is a 415. A
 * request with no body at all is validated as `{}`, so it gets the same 422 field errors as an
 * empty form rather than one error about the body.
 */
export const requestBodyPlugin = fp(
  async (app) => {
    app.removeContentTypeParser('text/plain');
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    });
  },
  { name: 'request-body' },
);
