import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { appVersion } from '../config/paths';

const description = `The IdeaBazaar API. Every call is JSON under /api, with snake_case fields.

Errors always carry \`{message, code}\`: \`code\` is one of the stable codes of the error schema
(a domain code such as purchase_required or draft_limit, or a generic one: validation_failed 422,
unauthenticated 401, not_found 404, rate_limited 429 with Retry-After, internal 500, unavailable
503), and each code has one status; \`message\` is the code's English text, whose places
\`{{name}}\` are filled from \`params\`. Validation failures are 422 validation_failed with
\`errors: {field: [text]}\` (dotted field paths) and the same fields' codes in \`field_codes\`.`;

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
