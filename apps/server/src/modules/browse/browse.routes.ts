import {
  browseQuerySchema,
  categoriesResponseSchema,
  itemPageSchema,
  myItemsQuerySchema,
} from '@ideabazaar/shared/schemas/browse';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/authenticate';
import { errorResponses } from '../../plugins/errors/error-responses';
import { languageOf } from '../../plugins/language';

export const browseRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.browse;
  const tags = ['browse'];

  app.get(
    '/items',
    {
      schema: {
        tags,
        summary: 'Published ideas or needs: search, filters, sort, cursor paging',
        description:
          'Search matches every word in English and Persian alike (ی/ي, ک/ك, Persian and Latin digits, half-spaces). Sorts: newest, views, price_asc, price_desc (negotiable last), rating. Pass `next_cursor` back as `cursor` for the next page.',
        querystring: browseQuerySchema,
        response: {
          200: itemPageSchema,
          304: z.null().describe('The page is unchanged since the ETag sent in If-None-Match'),
          ...errorResponses('validation_failed'),
        },
      },
    },
    async (request, reply) => {
      const {
        section,
        q,
        category,
        min_price,
        max_price,
        negotiable,
        from,
        to,
        sort,
        cursor,
        limit,
      } = request.query;
      const page = await service.publicPage({
        filter: {
          section,
          q,
          category,
          minPrice: min_price,
          maxPrice: max_price,
          negotiable: negotiable === undefined ? undefined : negotiable === 'true',
          from,
          to,
        },
        sort,
        cursor,
        limit,
        language: languageOf(request),
      });
      // Revalidated on every use; an unchanged page is answered 304 with no body.
      reply.header('cache-control', 'no-cache').header('etag', page.etag);
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send(null);
      return reply.type('application/json; charset=utf-8').send(page.body as never);
    },
  );

  app.get(
    '/my/items',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: "The member's own ideas or needs, drafts and archived ones included",
        description: 'Most recently edited first, paged by cursor like /api/items.',
        querystring: myItemsQuerySchema,
        response: {
          200: itemPageSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    (request) =>
      service.mine({
        memberId: sessionOf(request).memberId,
        section: request.query.section,
        cursor: request.query.cursor,
        limit: request.query.limit,
        language: languageOf(request),
      }),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Categories for filters and the question flow',
        response: { 200: categoriesResponseSchema },
      },
    },
    (request) => service.categories(languageOf(request)),
  );
};
