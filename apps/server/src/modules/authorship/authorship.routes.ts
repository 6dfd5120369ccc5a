import {
  authorshipKeysSchema,
  certificateListSchema,
  certificateSchema,
} from '@ideabazaar/shared/schemas/authorship';
import { errorCode } from '@ideabazaar/shared/errors/codes';
import { itemIdParamsSchema } from '@ideabazaar/shared/schemas/items';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/errors/error-responses';

const KEYS_MAX_AGE_SECONDS = 3600;

const versionParamsSchema = itemIdParamsSchema.extend({
  version: z.coerce
    .number({ error: errorCode('not_found') })
    .int({ error: errorCode('not_found') })
    .min(1, { error: errorCode('not_found') })
    .max(2_147_483_647, { error: errorCode('not_found') }),
});

/**
 * Certificates of authorship (issue 31, docs/authorship.md): an idea's versions and each one's
 * proof, readable by whoever may read the idea; the owner's answer adds the salt and the
 * canonical content.
 */
export const authorshipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { authorship } = app.services;
  const tags = ['authorship'];
  const memberId = (request: { session: { memberId: number } | null }) => request.session?.memberId;

  app.get(
    '/items/:id/certificates',
    {
      onRequest: app.optionalMember,
      schema: {
        tags,
        summary: "An idea's certificates of authorship, newest first",
        description:
          'Public for a published idea; its owner and operators always. `signed_at` is null ' +
          'until the version is signed (within AUTHORSHIP_BATCH_SECONDS).',
        params: itemIdParamsSchema,
        response: {
          200: certificateListSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'not_found'),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return authorship.list({ itemId: request.params.id, memberId: memberId(request) });
    },
  );

  app.get(
    '/items/:id/certificates/:version',
    {
      onRequest: app.optionalMember,
      schema: {
        tags,
        summary: 'One certificate: the version, its proof to the signed root, and the timestamp',
        description:
          'Hashes and the signature in lower-case hex; `tsa_token` is the RFC 3161 ' +
          'TimeStampToken (DER, base64) or null. The owner also gets `salt` and ' +
          '`canonical_content`. 404 `certificate_pending` until the version is signed.',
        params: versionParamsSchema,
        response: {
          200: certificateSchema,
          ...errorResponses(
            'validation_failed',
            'unauthenticated',
            'not_found',
            'certificate_not_found',
            'certificate_pending',
          ),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return authorship.get({
        itemId: request.params.id,
        version: request.params.version,
        memberId: memberId(request),
      });
    },
  );
};

/** The published signing keys, past ones included, at the site's root (not under /api). */
export const authorshipKeysRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/.well-known/ideabazaar-authorship-keys.json',
    {
      schema: {
        tags: ['authorship'],
        summary: "The platform's Ed25519 keys that sign certificates, past ones with `until`",
        response: { 200: authorshipKeysSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${KEYS_MAX_AGE_SECONDS}`);
      reply.header('access-control-allow-origin', '*');
      return app.services.authorship.keys();
    },
  );
};
