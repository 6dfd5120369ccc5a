import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { multipartFile, samples } from '../../../test/helpers/multipart';
import { bearer, signIn } from '../../../test/helpers/sign-in';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t, 'profile.person@example.com');
});
afterAll(() => t.close());

const patch = (payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/me', payload, headers: bearer(token) });
function uploadAvatar(content: Buffer, name = 'me.png') {
  const body = multipartFile(content, name);
  return t.app.inject({
    method: 'POST',
    url: '/api/me/avatar',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

describe('the profile', () => {
  it('saves names, city, address and an Iranian phone typed with Persian digits', async () => {
    const response = await patch({
      first_name: ' Sara ',
      last_name: 'Ahmadi',
      city: 'Tehran',
      phone: '۰۲۱ ۸۸۷۷ ۶۶۵۵',
      address: 'Valiasr St.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'Sara',
      last_name: 'Ahmadi',
      city: 'Tehran',
      phone: '02188776655',
      address: 'Valiasr St.',
      avatar_url: null,
    });
    expect((await patch({ phone: '' })).json().phone).toBeNull();
  });

  it.each([
    [{ phone: '12345' }, 'phone'],
    [{ phone: 'abc' }, 'phone'],
    [{ first_name: 'x'.repeat(101) }, 'first_name'],
    [{ email: 'new@example.com' }, undefined],
  ])('refuses %j with 422 and changes nothing', async (payload, field) => {
    const before = (await t.app.inject({ url: '/api/me', headers: bearer(token) })).json();
    const response = await patch(payload);
    expect(response.statusCode).toBe(422);
    if (field) expect(response.json().errors[field]).toBeDefined();
    expect((await t.app.inject({ url: '/api/me', headers: bearer(token) })).json()).toEqual(before);
  });

  it('resizes an avatar to a 256 px square WebP, replaces and removes it', async () => {
    const picture = await sharp({
      create: { width: 800, height: 400, channels: 3, background: '#1976d2' },
    })
      .png()
      .toBuffer();
    const first = await uploadAvatar(picture);
    expect(first.statusCode, first.body).toBe(200);
    const url = first.json().avatar_url as string;
    const served = await t.app.inject({ url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      width: 256,
      height: 256,
      format: 'webp',
    });

    const second = (await uploadAvatar(picture)).json().avatar_url as string;
    expect(second).not.toBe(url);
    expect((await t.app.inject({ url })).statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/avatar',
      headers: bearer(token),
    });
    expect(removed.json().avatar_url).toBeNull();
    expect((await t.app.inject({ url: second })).statusCode).toBe(404);
  });

  it('refuses what is not a picture, whatever its name', async () => {
    expect((await uploadAvatar(samples.exe, 'me.png')).statusCode).toBe(415);
    expect((await uploadAvatar(samples.pdf, 'me.jpg')).statusCode).toBe(415);
    expect((await uploadAvatar(samples.png, 'me.png')).statusCode).toBe(415);
  });

  it('answers 404 for an unknown avatar and 401 without a token', async () => {
    expect(
      (await t.app.inject({ url: '/api/avatars/avatar-00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/avatars/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/me', payload: { city: 'x' } })).statusCode,
    ).toBe(401);
  });
});
