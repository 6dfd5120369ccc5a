import {
  adminQuestionCreateSchema,
  adminQuestionParamsSchema,
  adminQuestionPatchSchema,
  adminQuestionSchema,
  adminQuestionsResponseSchema,
} from '@ideabazaar/shared/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/authenticate';
import { operatorErrorResponses } from '../../plugins/errors/error-responses';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin: service } = app.services;
  const operatorsOnly = app.requireOperator;
  const tags = ['admin'];
  const errors = operatorErrorResponses;

  app.get(
    '/admin/questions',
    {
      onRequest: operatorsOnly,
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
      onRequest: operatorsOnly,
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
      onRequest: operatorsOnly,
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
