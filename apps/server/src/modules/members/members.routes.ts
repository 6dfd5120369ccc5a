import { meResponseSchema, referralResponseSchema } from '@ideabazaar/shared/schemas/auth';
import { profilePatchSchema } from '@ideabazaar/shared/schemas/profile';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { sendStored } from '../../lib/stored-download';
import { AppError } from '../../plugins/errors/app-error';
import { AVATAR_MAX_BYTES, isAvatarKey, storeAvatar } from './avatar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/authenticate';
import { errorResponses } from '../../plugins/errors/error-responses';

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  const service = app.services.members;

  app.get(
    '/me',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['members'],
        summary: 'The signed-in member',
        response: { 200: meResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    (request) => service.me(sessionOf(request).memberId),
  );

  app.get(
    '/referral',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['members'],
        summary:
          "The member's referral code, share link, the friends who joined with it and the rewards earned",
        response: { 200: referralResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => {
      const { memberId } = sessionOf(request);
      return {
        ...(await service.referral(memberId)),
        ...(await app.services.wallet.rewards(memberId)),
      };
    },
  );

  const profileErrors = errorResponses(
    'bad_request',
    'validation_failed',
    'unauthenticated',
    'payload_too_large',
    'unsupported_media_type',
  );

  app.patch(
    '/me',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['members'],
        summary: 'Edit the profile: names, city, phone (Iranian), address',
        body: profilePatchSchema,
        response: { 200: meResponseSchema, ...profileErrors },
      },
    },
    (request) => service.updateProfile(sessionOf(request).memberId, request.body),
  );

  app.post(
    '/me/avatar',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['members'],
        summary: 'Upload an avatar (multipart field `file`): resized to a 256 px square',
        response: { 200: meResponseSchema, ...profileErrors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('picture_not_multipart');
      const part = await request.file().catch((error: unknown) => {
        throw new AppError('upload_unreadable', { cause: error });
      });
      if (!part)
        throw new AppError('validation_failed', { fields: { file: ['picture_required'] } });
      const bytes = await part.toBuffer().catch((error: unknown) => {
        const tooBig = (error as { statusCode?: number }).statusCode === 413;
        throw tooBig
          ? new AppError('picture_too_big', {
              params: { megabytes: AVATAR_MAX_BYTES / (1024 * 1024) },
              cause: error,
            })
          : new AppError('upload_unreadable', { cause: error });
      });
      const { memberId } = sessionOf(request);
      const key = await storeAvatar(app.storage, bytes);
      // The old picture's bytes go once the new key is saved; the new ones if it is not.
      const previous = await service.setAvatar(memberId, key).catch(async (error: unknown) => {
        await app.storage.remove(key);
        throw error;
      });
      if (previous) await app.storage.remove(previous);
      return service.me(memberId);
    },
  );

  app.delete(
    '/me/avatar',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['members'],
        summary: 'Remove the avatar',
        response: { 200: meResponseSchema, ...profileErrors },
      },
    },
    async (request) => {
      const { memberId } = sessionOf(request);
      const previous = await service.setAvatar(memberId, null);
      if (previous) await app.storage.remove(previous);
      return service.me(memberId);
    },
  );

  app.get(
    '/avatars/:key',
    {
      schema: {
        tags: ['members'],
        summary: 'An avatar picture',
        params: z.object({ key: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      if (!isAvatarKey(request.params.key)) throw new AppError('not_found');
      return sendStored(request, reply, {
        storage: app.storage,
        key: request.params.key,
        missing: 'not_found',
        headers: {
          'content-type': 'image/webp',
          'cache-control': 'public, max-age=31536000, immutable',
        },
      });
    },
  );
};
