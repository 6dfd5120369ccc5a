import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

describe('the dev outbox', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp({ config: { logLevel: 'trace' }, logStream });
  });
  afterAll(() => t.close());

  it('keeps mail and SMS with no provider, newest first, and never logs the codes', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/send-code',
      payload: { email: 'out@example.com' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth-send-mobile-code',
      payload: { mobile: '09121234567' },
    });
    const response = await t.app.inject({ url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(200);
    const [sms, mail] = response.json().messages;
    expect(sms).toMatchObject({ channel: 'sms', recipient: '09121234567', subject: null });
    expect(mail).toMatchObject({
      channel: 'email',
      recipient: 'out@example.com',
      subject: 'Your IdeaBazaar sign-in code',
    });
    const codes = [sms.text, mail.text].map((text: string) => /(\d{5})/.exec(text)?.[1]);
    expect(codes.every(Boolean)).toBe(true);
    const log = lines.join('');
    expect(log).toContain('/api/auth/email/send-code');
    for (const code of codes) expect(log).not.toContain(code);
  });
});

describe('the dev outbox in production', () => {
  it('is off without DEV_OUTBOX=1', async () => {
    const t = await createTestApp({ config: { nodeEnv: 'production', devOutbox: false } });
    try {
      expect((await t.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
