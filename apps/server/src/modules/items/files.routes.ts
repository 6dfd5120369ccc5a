import multipart from '@fastify/multipart';
import {
  fileIdParamsSchema,
  fileParamsSchema,
  fileSchema,
  itemIdParamsSchema,
} from '@ideabazaar/shared/schemas/items';
import { statusOkSchema } from '@ideabazaar/shared/schemas/auth';
import { errorCode } from '@ideabazaar/shared/errors/codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/authenticate';
import { AppError } from '../../plugins/errors/app-error';
import { sendStored } from '../../lib/stored-download';
import { errorResponses } from '../../plugins/errors/error-responses';
import { MAX_FILE_BYTES } from './files.service';

const body = [
  'bad_request',
  'validation_failed',
  'payload_too_large',
  'unsupported_media_type',
] as const;
const uploadQuerySchema = z.object({
  purpose: z.enum(['elevator', 'abstract'], { error: errorCode('purpose_invalid') }),
  visibility: z.enum(['public', 'private']).default('public'),
});

/**
 * Attachments of ideas and needs: upload (multipart), remove, and the access-checked download;
 * and deleting a draft, which takes its files' bytes with it.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 0, parts: 1 },
  });
  const { files } = app.services;
  const tags = ['items'];
  const memberId = (request: { session: { memberId: number } | null }) => request.session?.memberId;

  app.post(
    '/items/:id/files',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Attach a file (multipart, one file in the field `file`)',
        description:
          'PDF, images, Office files, MP3 or MP4, recognised by content; at most 20 MB a file and 10 files an item.',
        params: itemIdParamsSchema,
        querystring: uploadQuerySchema,
        response: {
          201: fileSchema,
          ...errorResponses(...body, 'unauthenticated', 'forbidden', 'not_found', 'conflict'),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('file_not_multipart');
      const part = await request.file().catch((error: unknown) => {
        throw new AppError('upload_unreadable', { cause: error });
      });
      if (!part) throw new AppError('validation_failed', { fields: { file: ['file_required'] } });
      const created = await files.upload({
        memberId: sessionOf(request).memberId,
        itemId: request.params.id,
        purpose: request.query.purpose,
        visibility: request.query.visibility,
        filename: part.filename,
        content: part.file,
      });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/items/:id',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Delete a draft of yours',
        description:
          'Drafts only (409 for a published or archived item, which is archived instead), with their answers and files.',
        params: itemIdParamsSchema,
        response: {
          200: statusOkSchema,
          ...errorResponses(
            'validation_failed',
            'unauthenticated',
            'forbidden',
            'not_found',
            'conflict',
          ),
        },
      },
    },
    (request) =>
      files.removeDraft({ itemId: request.params.id, memberId: sessionOf(request).memberId }),
  );

  app.delete(
    '/items/:id/files/:fileId',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Remove an attachment',
        params: fileParamsSchema,
        response: {
          200: z.object({ status: z.literal('ok') }),
          ...errorResponses('validation_failed', 'unauthenticated', 'forbidden', 'not_found'),
        },
      },
    },
    (request) =>
      files.remove({
        memberId: sessionOf(request).memberId,
        itemId: request.params.id,
        fileId: request.params.fileId,
      }),
  );

  app.get(
    '/files/:fileId',
    {
      onRequest: app.optionalMember,
      schema: {
        tags,
        summary: 'Download an attachment the viewer may see',
        description: 'Answers one `Range: bytes=` range with 206 (416 past the end).',
        params: fileIdParamsSchema,
      },
    },
    async (request, reply) => {
      const { file, shared } = await files.download({
        memberId: memberId(request),
        fileId: request.params.fileId,
      });
      return sendStored(request, reply, {
        storage: app.storage,
        key: file.storageKey,
        missing: 'file_not_found',
        headers: {
          'content-type': file.mime,
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          'cache-control': shared ? 'public, max-age=3600' : 'private, no-store',
        },
      });
    },
  );
};
