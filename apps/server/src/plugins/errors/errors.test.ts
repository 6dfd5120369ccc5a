import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { users } from '../../db/schema';
import { AppError } from './app-error';

describe('error responses', () => {
  let t: TestApp;
  const logs: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      config: { logLevel: 'error' },
      logStream: { write: (line) => void logs.push(line) },
    });
    // Routes that exist only in this test, to fail in ways no real route should.
    t.app.get('/api/test/crash', async () => {
      throw new Error('connection to postgres://admin:hunter2@db failed');
    });
    // A server bug that hands the user's text to the database, which refuses it.
    t.app.post('/api/test/database-refuses', async (request) => {
      const { text } = request.body as { text: string };
      await t.db.db.execute(sql`select ${text}::int`);
    });
    t.app.post('/api/test/constraint', async (request) => {
      const { email } = request.body as { email: string };
      await t.db.db.insert(users).values({ email, referralCode: 'ABCDEFGH' });
    });
    t.app.get('/api/test/conflict', async () => {
      throw new AppError('question_key_taken');
    });
    t.app.get('/api/test/unavailable', async () => {
      throw new AppError('sms_send_failed', { retryAfterSeconds: 30 });
    });
    t.app.get(
      '/api/test/bad-response',
      { schema: { response: { 200: z.object({ id: z.string() }) } } },
      async () => ({ id: 42 }) as unknown as { id: string },
    );
    t.app.get(
      '/api/test/query',
      { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
      async () => ({ ok: true }),
    );
  });
  afterAll(() => t.close());

  it('answers 422 with field errors for an invalid body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: { email: 'nope' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json();
    expect(body).toMatchObject({ code: 'validation_failed', message: 'Please enter your name' });
    expect(Object.keys(body.errors)).toEqual(['name', 'email', 'subject', 'message']);
  });

  it('names query-string fields the same way', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/query?page=0' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ page: [expect.any(String)] });
  });

  it('answers 400, not 500, to malformed or empty JSON', async () => {
    for (const payload of ['{"name": "Sara",', '']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact-us',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String), code: 'bad_request' });
    }
  });

  it('answers JSON 404 to an unknown /api path', async () => {
    for (const url of ['/api/nothing-here', '/api/nothing/here?x=1', '/api']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual({ message: expect.any(String), code: 'not_found' });
    }
  });

  it('answers JSON 404 to a method a route does not have, as Fastify does', async () => {
    for (const [method, url] of [
      ['DELETE', '/api/health'],
      ['GET', '/api/contact-us'],
      ['PUT', '/api/contact-us'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it.each([
    ['GET', '/api/items?q=%00'],
    ['GET', '/api/items?q=a%00b&section=need'],
    ['GET', '/api/items?min_price=99999999999999999999'],
    ['GET', '/api/items?max_price=1000000000000000'],
    ['GET', '/api/items?from=0000-01-01'],
    ['GET', '/api/items?to=2026-02-30'],
  ])('answers %s %s with a 422, not a 500', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
    });
  });

  it('refuses a NUL character anywhere in a body, naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: {
        name: 'Sa\u0000ra',
        email: 'a@example.com',
        subject: 'Hi',
        message: 'Long enough text',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['This text contains a character that is not allowed'],
    });
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: { deep: { list: ['fine', { ['k\u0000']: 1 }] } },
    });
    expect(nested.statusCode).toBe(422);
    expect(Object.keys(nested.json().errors)).toEqual(['deep.list.1.k\u0000']);
  });

  it('maps an AppError code to its status and keeps its message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'A question with this key exists in this set',
      code: 'question_key_taken',
    });
  });

  it('hides the details of an unexpected error and logs them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Server Error', code: 'internal' });
    expect(response.body).not.toContain('hunter2');
    expect(logs.join('')).toContain('connection to postgres://admin:hunter2@db failed');
  });

  it("keeps the user's text and the query's parameters out of the log of a 500", async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/test/database-refuses?q=query-secret-4d2',
      payload: { text: 'body-secret-91c' },
    });
    expect(refused.statusCode).toBe(500);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/test/constraint',
      payload: { email: 'Param-Secret-77e@Example.com' },
    });
    expect(broken.statusCode).toBe(500);
    const log = logs.join('');
    for (const secret of ['query-secret-4d2', 'body-secret-91c', 'Param-Secret-77e']) {
      expect(log).not.toContain(secret);
    }
    // What an operator needs stays: the SQL, the SQLSTATE and the constraint.
    expect(log).toContain('insert into \\"users\\"');
    expect(log).toContain('code 22P02');
    expect(log).toContain('constraint users_email_lower');
  });

  it('hides the message of a 5xx AppError but keeps its code and Retry-After', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/unavailable' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toEqual({ message: 'Server Error', code: 'unavailable' });
  });

  it('treats a response that breaks its schema as a server error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/bad-response' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Server Error', code: 'internal' });
  });
});
