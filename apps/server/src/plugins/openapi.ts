import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { appVersion } from '../config/paths';

const description = `The IdeaBazaar API. Every call is JSON under /api, with snake_case fields.

Errors always carry \`{message, code}\`; \`code\` is stable (validation_failed 422, unauthenticated
401, forbidden 403, not_found 404, conflict 409, rate_limited 429 with Retry-After,
payload_too_large 413, unsupported_media_type 415, bad_request 400, internal 500, unavailable 503).
Validation failures add \`errors: {field: [text]}\` with dotted field paths.`;

/** The OpenAPI document built from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json. */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'IdeaBazaar API', version: appVersion, description },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
