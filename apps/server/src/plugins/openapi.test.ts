import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/app';

describe('OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the document at /api/docs/json with every route and its schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/contact-us']),
    );
    const contact = document.paths['/api/contact-us'].post;
    expect(contact.requestBody.content['application/json'].schema.required).toEqual([
      'name',
      'email',
      'subject',
      'message',
    ]);
    expect(Object.keys(contact.responses)).toEqual(expect.arrayContaining(['201', '422', '429']));
    expect(Object.keys(document.paths['/api/health'].get.responses)).toEqual(['200', '503']);
  });

  it('leaves the docs, static files and redirects out of the document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of Object.keys(document.paths)) {
      expect(path).not.toMatch(/^\/api\/docs|^\/home$/);
    }
  });

  it('serves the Swagger UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger-ui');
  });
});
