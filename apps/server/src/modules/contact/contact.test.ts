import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { contactMessages } from '../../db/schema';

const valid = {
  name: 'Sara Ahmadi',
  email: 'sara@example.com',
  subject: 'A question about vouchers',
  message: 'How do I use a voucher when buying an idea?',
};

// Each test sends from its own address, so the per-IP limit of one never touches another.
let lastOctet = 0;
const nextIp = () => `203.0.113.${++lastOctet}`;

describe('POST /api/contact-us', () => {
  let t: TestApp;
  const send = (payload: unknown, ip = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: payload as object,
      remoteAddress: ip,
    });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores a valid message and answers 201 with its id', async () => {
    const response = await send({ ...valid, name: '  Sara Ahmadi  ' }, '198.51.100.7');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ status: 'ok', id: expect.any(String) });

    const rows = await t.db.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.id));
    expect(rows).toEqual([
      expect.objectContaining({ ...valid, ip: '198.51.100.7', createdAt: expect.any(Date) }),
    ]);
  });

  it.each([
    ['name', { name: '' }, 'Please enter your name', { code: 'name_required' }],
    ['name', { name: 'x'.repeat(101) }, 'Name is too long', { code: 'name_too_long' }],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email', { code: 'email_invalid' }],
    ['subject', { subject: '   ' }, 'Please enter a subject', { code: 'subject_required' }],
    ['subject', { subject: 'x'.repeat(151) }, 'Subject is too long', { code: 'subject_too_long' }],
    [
      'message',
      { message: 'too short' },
      'Message must be at least 10 characters',
      { code: 'message_too_short', params: { minimum: 10 } },
    ],
    [
      'message',
      { message: 'x'.repeat(3001) },
      'Message must be at most 3,000 characters',
      { code: 'message_too_long', params: { maximum: 3000 } },
    ],
  ])('rejects a bad %s with 422 naming that field', async (field, change, text, issue) => {
    const response = await send({ ...valid, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: text,
      code: 'validation_failed',
      errors: { [field]: [text] },
      field_codes: { [field]: [issue] },
    });
  });

  it('names every missing field for an empty object and for no body at all', async () => {
    const expected = {
      message: 'Please enter your name',
      code: 'validation_failed',
      errors: {
        name: ['Please enter your name'],
        email: ['Please enter a valid email'],
        subject: ['Please enter a subject'],
        message: ['Please enter a message'],
      },
      field_codes: {
        name: [{ code: 'name_required' }],
        email: [{ code: 'email_invalid' }],
        subject: [{ code: 'subject_required' }],
        message: [{ code: 'message_required' }],
      },
    };
    const empty = await send({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual(expected);

    const none = await t.app.inject({ method: 'POST', url: '/api/contact-us' });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual(expected);
  });

  it('answers 415 to a body that is not JSON', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact-us',
        headers: { 'content-type': contentType },
        payload: 'name=Sara',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
    }
  });

  it('answers 413 to a body over the limit', async () => {
    const response = await send({ ...valid, message: 'x'.repeat(t.config.bodyLimit) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'payload_too_large',
      message: expect.any(String),
    });
  });

  it('limits each address to RATE_LIMIT_CONTACT messages an hour', async () => {
    const ip = nextIp();
    for (let i = 0; i < t.config.rateLimitContact; i += 1) {
      expect((await send(valid, ip)).statusCode).toBe(201);
    }
    const refused = await send(valid, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many messages. Please try again later.',
      code: 'contact_rate_limited',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    expect((await send(valid, nextIp())).statusCode).toBe(201);
  });
});
