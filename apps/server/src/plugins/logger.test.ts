import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { redactUrl } from './logger';

const secrets = {
  bearer: 'bearer-7f3a9c',
  cookie: 'session-51d2e8',
  queryCode: '804213',
  queryToken: 'qtok-2b7e',
  password: 'hunter2-pass',
  plainTextToken: '12|plain-token-9a8b',
  confirmCode: '731904',
  bodyToken: 'btok-6c1d',
  bodyCode: '552718',
  nestedPassword: 'nested-pass-3e4f',
};

describe('logs', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      config: { logLevel: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
    // Careless logging on purpose: even a route that logs the whole request leaks nothing.
    t.app.post('/api/test/echo', async (request) => {
      request.log.info(
        { headers: request.headers, body: request.body, query: request.query },
        'echo',
      );
      return { ok: true };
    });
  });
  afterAll(() => t.close());

  it('never contain tokens, codes or passwords', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/test/echo?code=${secrets.queryCode}&token=${secrets.queryToken}&lang=fa`,
      headers: { authorization: `Bearer ${secrets.bearer}`, cookie: `sid=${secrets.cookie}` },
      payload: {
        password: secrets.password,
        plainTextToken: secrets.plainTextToken,
        confirmCode: secrets.confirmCode,
        token: secrets.bodyToken,
        code: secrets.bodyCode,
        profile: { password: secrets.nestedPassword },
        name: 'Sara',
      },
    });
    expect(response.statusCode).toBe(200);

    const log = lines.join('');
    expect(log).toContain('"msg":"echo"');
    expect(log).toContain('"name":"Sara"');
    expect(log).toContain('/api/test/echo?code=[Redacted]&token=[Redacted]&lang=fa');
    for (const [name, value] of Object.entries(secrets)) {
      expect(log, `${name} leaked into the logs`).not.toContain(value);
    }
  });
});

describe('redactUrl', () => {
  it("replaces every query value but the API's own words", () => {
    expect(redactUrl('/api/auth/google/callback?code=abc&state=xyz')).toBe(
      '/api/auth/google/callback?code=[Redacted]&state=[Redacted]',
    );
    expect(redactUrl('/x?access_token=a&Password=b&confirmCode=c&page=2')).toBe(
      '/x?access_token=[Redacted]&Password=[Redacted]&confirmCode=[Redacted]&page=2',
    );
    expect(redactUrl('/api/items?q=my%20secret%20idea&sort=newest&min_price=5')).toBe(
      '/api/items?q=[Redacted]&sort=newest&min_price=[Redacted]',
    );
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });
});
