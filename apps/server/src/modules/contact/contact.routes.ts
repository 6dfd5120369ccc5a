import {
  contactUsRequestSchema,
  contactUsResponseSchema,
} from '@ideabazaar/shared/schemas/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/errors/error-responses';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.contact;

  app.post(
    '/contact-us',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message through the contact form',
        description: 'Open to visitors; limited per IP address per hour.',
        body: contactUsRequestSchema,
        response: {
          201: contactUsResponseSchema,
          ...errorResponses(
            'bad_request',
            'payload_too_large',
            'unsupported_media_type',
            'validation_failed',
            'rate_limited',
          ),
        },
      },
    },
    async (request, reply) => {
      const result = await service.submit({ message: request.body, ip: request.ip });
      return reply.code(201).send(result);
    },
  );
};
