import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports ok with the database driver while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: { ok: true, driver: t.db.driver },
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('reports degraded with 503 once the database is unreachable', async () => {
    // An app of its own: closing the database must not pull it from under the other tests.
    const cut = await createTestApp();
    try {
      await cut.db.close();
      const response = await cut.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'degraded',
        database: { ok: false, driver: cut.db.driver },
      });
    } finally {
      await cut.close();
    }
  });
});
