import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

describe('the dev outbox', () => {
  let t: TestApp;
  const lines: string[] = [];
  const printed: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp({
      config: { logLevel: 'trace' },
      logStream,
      devConsole: { write: (line) => void printed.push(line) },
    });
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
    // The console, not the log, shows each code to the person running the server.
    const console = printed.join('');
    for (const code of codes) expect(console).toContain(code);
    expect(console).toContain('[dev outbox] SMS to 09121234567:');
    expect(console).toContain('[dev outbox] e-mail to out@example.com:');
  });

  it('writes the code of a Persian SMS in Persian digits', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth-send-mobile-code',
      payload: { mobile: '09127654321' },
      headers: { 'accept-language': 'fa' },
    });
    const { messages } = (await t.app.inject({ url: '/api/dev/outbox' })).json<{
      messages: { recipient: string; text: string }[];
    }>();
    const text = messages.find((message) => message.recipient === '09127654321')?.text ?? '';
    expect(text).toMatch(/^کد ورود ایده‌بازار: [۰-۹]{5}\nاعتبار: ۱۰ دقیقه$/);
    expect(text).not.toMatch(/[0-9]/);
    // Typed as written, it signs in: auth.mobile.test.ts confirms with Persian digits.
  });

  it('answers only the machine itself, with the 404 of an outbox that is off', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await t.app.inject({ url: '/api/dev/outbox', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
    }
    for (const remoteAddress of ['192.0.2.7', '10.0.0.1', '2001:db8::1', '::ffff:192.0.2.7']) {
      const response = await t.app.inject({ url: '/api/dev/outbox', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(404);
      expect(response.body).not.toMatch(/\d{5}/);
    }
  });

  it('answers no request that came through a proxy, even one on this machine', async () => {
    for (const headers of [
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.66' },
      { forwarded: 'for=203.0.113.66' },
      { 'x-real-ip': '203.0.113.66' },
      { via: '1.1 nginx' },
    ]) {
      const response = await t.app.inject({ url: '/api/dev/outbox', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
    }
    const behindProxy = await createTestApp({ config: { trustProxy: ['loopback'] } });
    try {
      const response = await behindProxy.app.inject({
        url: '/api/dev/outbox',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode).toBe(404);
      expect((await behindProxy.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await behindProxy.close();
    }
  });

  it('answers everyone with DEV_OUTBOX_PUBLIC=1', async () => {
    const open = await createTestApp({ config: { devOutboxPublic: true } });
    try {
      const response = await open.app.inject({
        url: '/api/dev/outbox',
        remoteAddress: '192.0.2.7',
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await open.close();
    }
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
