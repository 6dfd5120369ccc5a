import {
  adminQuestionCreateSchema,
  adminQuestionParamsSchema,
  adminQuestionPatchSchema,
  adminQuestionSchema,
  adminQuestionsResponseSchema,
} from '@ideabazaar/shared/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/authenticate';
import { errorResponses } from '../../plugins/errors/error-responses';
import { membersServiceFor } from '../members/members.service';
import { questionsServiceFor } from '../questions/questions.service';
import { createAdminService } from './admin.service';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminService({
    members: membersServiceFor(app.database.db, app.config.publicUrl),
    questions: questionsServiceFor(app.database.db),
  });
  const tags = ['admin'];
  const errors = errorResponses(
    'bad_request',
    'validation_failed',
    'unauthenticated',
    'forbidden',
    'not_found',
    'conflict',
  );

  app.get(
    '/admin/questions',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'The question bank (operators)',
        response: { 200: adminQuestionsResponseSchema, ...errors },
      },
    },
    (request) => service.listQuestions(sessionOf(request).memberId),
  );

  app.post(
    '/admin/questions',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Add a question (operators)',
        body: adminQuestionCreateSchema,
        response: { 201: adminQuestionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createQuestion(sessionOf(request).memberId, request.body)),
  );

  app.patch(
    '/admin/questions/:id',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary:
          'Edit a question (operators); deactivate instead of deleting, answers keep their question',
        params: adminQuestionParamsSchema,
        body: adminQuestionPatchSchema,
        response: { 200: adminQuestionSchema, ...errors },
      },
    },
    (request) =>
      service.updateQuestion(sessionOf(request).memberId, request.params.id, request.body),
  );
};
