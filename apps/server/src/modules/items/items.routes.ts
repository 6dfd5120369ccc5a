import { createHash } from 'node:crypto';
import {
  creatorPhoneSchema,
  itemIdParamsSchema,
  itemPatchSchema,
  itemSchema,
} from '@ideabazaar/shared/schemas/items';
import {
  laterAnswersRequestSchema,
  laterQuestionsResponseSchema,
  laterSetQuerySchema,
  questionFlowRequestSchema,
  questionFlowResponseSchema,
  submitAnswersRequestSchema,
  submitAnswersResponseSchema,
} from '@ideabazaar/shared/schemas/questions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/authenticate';
import { errorResponses } from '../../plugins/errors/error-responses';
import { clientKeyOf } from '../../plugins/rate-limit/client-key';
import { languageOf } from '../../plugins/language';

const body = [
  'bad_request',
  'validation_failed',
  'payload_too_large',
  'unsupported_media_type',
] as const;

export const itemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { flow, items } = app.services;
  const tags = ['items'];
  // A member is counted by id, a visitor by a hash of their address: changing the browser (or
  // only its User-Agent) is not a new viewer.
  const viewerKey = (request: FastifyRequest) =>
    request.session
      ? `m:${request.session.memberId}`
      : `v:${createHash('sha256').update(clientKeyOf(request.ip)).digest('hex').slice(0, 40)}`;
  const memberId = (request: { session: { memberId: number } | null }) => request.session?.memberId;

  app.post(
    '/question-before-login',
    {
      schema: {
        tags,
        summary: 'Start the question flow as a visitor',
        description:
          "Creates an unowned draft (random id) and returns the questions of the section in the reader's language. Limited per IP (RATE_LIMIT_DRAFTS an hour); a draft nobody claims is deleted after a day.",
        body: questionFlowRequestSchema,
        response: { 200: questionFlowResponseSchema, ...errorResponses(...body, 'rate_limited') },
      },
    },
    (request) =>
      flow.start({
        section: request.body.section,
        memberId: null,
        ip: request.ip,
        language: languageOf(request),
      }),
  );

  app.post(
    '/question-before-login-auth',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Start the question flow as a member',
        description: 'A member keeps at most 20 drafts (409 past them).',
        body: questionFlowRequestSchema,
        response: {
          200: questionFlowResponseSchema,
          ...errorResponses(...body, 'unauthenticated', 'conflict'),
        },
      },
    },
    (request) =>
      flow.start({
        section: request.body.section,
        memberId: sessionOf(request).memberId,
        ip: request.ip,
        language: languageOf(request),
      }),
  );

  app.post(
    '/answer-question-before-login',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Save the answers of the question flow',
        description:
          "Claims a draft that has no owner yet (a visitor who just signed in); 403 for a draft of someone else. Every answer is checked with the seed's rules.",
        body: submitAnswersRequestSchema,
        response: {
          200: submitAnswersResponseSchema,
          ...errorResponses(...body, 'unauthenticated', 'forbidden', 'not_found', 'conflict'),
        },
      },
    },
    (request) =>
      flow.submit({
        memberId: sessionOf(request).memberId,
        answers: request.body.answers,
        language: languageOf(request),
      }),
  );

  app.get(
    '/items/:id',
    {
      onRequest: app.optionalMember,
      schema: {
        tags,
        summary: 'One idea or need, with what this viewer may see',
        params: itemIdParamsSchema,
        response: {
          200: itemSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'not_found'),
        },
      },
    },
    (request) =>
      items.get({
        itemId: request.params.id,
        memberId: memberId(request),
        viewerKey: viewerKey(request),
        language: languageOf(request),
      }),
  );

  app.get(
    '/items/:id/contact',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: "The creator's name and phone",
        description:
          'For a need, any member; for an idea, its buyers only (403 with the seed text otherwise).',
        params: itemIdParamsSchema,
        response: {
          200: creatorPhoneSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'forbidden', 'not_found'),
        },
      },
    },
    (request) =>
      items.contact({ itemId: request.params.id, memberId: sessionOf(request).memberId }),
  );

  app.patch(
    '/items/:id',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: "The owner's edits: price, texts, private answers, status",
        params: itemIdParamsSchema,
        body: itemPatchSchema,
        response: {
          200: itemSchema,
          ...errorResponses(...body, 'unauthenticated', 'forbidden', 'not_found', 'conflict'),
        },
      },
    },
    (request) =>
      items.patch({
        itemId: request.params.id,
        memberId: sessionOf(request).memberId,
        patch: request.body,
        language: languageOf(request),
      }),
  );

  app.get(
    '/items/:id/questions',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'The later question sets of an item, with its answers so far',
        params: itemIdParamsSchema,
        querystring: laterSetQuerySchema,
        response: {
          200: laterQuestionsResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'forbidden', 'not_found'),
        },
      },
    },
    (request) =>
      flow.laterQuestions({
        memberId: sessionOf(request).memberId,
        itemId: request.params.id,
        set: request.query.set,
        language: languageOf(request),
      }),
  );

  app.post(
    '/items/:id/answers',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Answer the later question sets',
        params: itemIdParamsSchema,
        body: laterAnswersRequestSchema,
        response: {
          200: submitAnswersResponseSchema,
          ...errorResponses(...body, 'unauthenticated', 'forbidden', 'not_found'),
        },
      },
    },
    (request) =>
      flow.laterAnswers({
        memberId: sessionOf(request).memberId,
        itemId: request.params.id,
        answers: request.body.answers,
        language: languageOf(request),
      }),
  );
};
