import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
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
    t.app.get('/api/test/conflict', async () => {
      throw new AppError('conflict', 'This name is taken');
    });
    t.app.get('/api/test/unavailable', async () => {
      throw new AppError('unavailable', 'Payment gateway timed out', { retryAfterSeconds: 30 });
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

  it('maps an AppError code to its status and keeps its message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This name is taken', code: 'conflict' });
  });

  it('hides the details of an unexpected error and logs them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Server Error', code: 'internal' });
    expect(response.body).not.toContain('hunter2');
    expect(logs.join('')).toContain('connection to postgres://admin:hunter2@db failed');
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
