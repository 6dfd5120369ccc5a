import { commentBodySchema } from '@ideabazaar/shared/schemas/comments';
import { itemPatchSchema } from '@ideabazaar/shared/schemas/items';
import { describe, expectTypeOf, it } from 'vitest';
import { apiRequest, type RequestOptions } from './api-client';

// Checked when compiling (npm run typecheck, and vitest's typecheck of *.test-d.ts): a body that
// does not fit its endpoint's shared request schema must not compile.
type CommentOptions = RequestOptions<unknown, typeof commentBodySchema>;

describe('the API client request body (compile time)', () => {
  it('takes a body in the input shape of the request schema given', () => {
    expectTypeOf({ request: commentBodySchema, body: { body: 'Nice' } }).toExtend<CommentOptions>();
    expectTypeOf({
      request: commentBodySchema,
      body: { text: 'Nice' },
    }).not.toExtend<CommentOptions>();
    expectTypeOf({ request: commentBodySchema, body: { body: 5 } }).not.toExtend<CommentOptions>();
    // The input shape: a price may be typed as text, the server parses it.
    expectTypeOf({
      request: itemPatchSchema,
      body: { price: '1000' },
    }).toExtend<RequestOptions<unknown, typeof itemPatchSchema>>();
  });

  it('takes no body without a request schema', () => {
    expectTypeOf({ method: 'POST' as const, body: { body: 'Nice' } }).not.toExtend<
      RequestOptions<unknown>
    >();
  });

  it('refuses a wrong body where a call is written', () => {
    const calls = () => [
      // @ts-expect-error: the comment schema has no field `text`.
      apiRequest('/items/1/comments', { request: commentBodySchema, body: { text: 'Nice' } }),
      // @ts-expect-error: a body needs its endpoint's request schema beside it.
      apiRequest('/items/1/comments', { method: 'POST', body: { body: 'Nice' } }),
      // @ts-expect-error: `status` takes one of the item statuses only.
      apiRequest('/items/1', { request: itemPatchSchema, body: { status: 'sold' } }),
      apiRequest('/items/1/comments', { request: commentBodySchema, body: { body: 'Nice' } }),
    ];
    expectTypeOf(calls).returns.items.toExtend<Promise<unknown>>();
  });
});
