import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKavenegarPeer } from '../../../test/helpers/kavenegar-peer';
import { createKavenegarSender, SmsProviderError } from './kavenegar';

let peer: Awaited<ReturnType<typeof startKavenegarPeer>>;
beforeAll(async () => {
  peer = await startKavenegarPeer({ apiKey: 'KEY' });
});
afterAll(() => peer.close());

const config = (overrides = {}) => ({
  provider: 'kavenegar' as const,
  apiKey: 'KEY',
  baseUrl: peer.url,
  template: undefined,
  sender: undefined,
  ...overrides,
});

describe('the Kavenegar adapter', () => {
  it('sends the whole text through sms/send.json without a template', async () => {
    await createKavenegarSender(config({ sender: '10004346' })).send({
      to: '09121234567',
      code: '12345',
      text: 'IdeaBazaar sign-in code: 12345',
    });
    expect(peer.requests.at(-1)).toEqual({
      apiKey: 'KEY',
      method: 'sms/send',
      params: {
        receptor: '09121234567',
        message: 'IdeaBazaar sign-in code: 12345',
        sender: '10004346',
      },
    });
  });

  it('sends only the code as the token of a verify template', async () => {
    await createKavenegarSender(config({ template: 'verify' })).send({
      to: '09121234567',
      code: '54321',
      text: 'unused',
    });
    expect(peer.requests.at(-1)?.params).toEqual({
      receptor: '09121234567',
      token: '54321',
      template: 'verify',
    });
  });

  it.each([
    [418, 'the account credit is not enough'],
    [424, 'the verify template was not found'],
    [411, 'the receptor is not a valid number'],
  ])('turns status %i into a clear error', async (status, text) => {
    peer.failWith(status);
    try {
      const sending = createKavenegarSender(config()).send({
        to: '09121234567',
        code: '1',
        text: 'x',
      });
      await expect(sending).rejects.toThrow(new SmsProviderError(status, text));
    } finally {
      peer.failWith(undefined);
    }
  });

  it('reports a wrong API key as 403', async () => {
    const sending = createKavenegarSender(config({ apiKey: 'WRONG' })).send({
      to: '0912',
      code: '1',
      text: 'x',
    });
    await expect(sending).rejects.toMatchObject({ status: 403 });
  });

  it('reports a provider that does not answer', async () => {
    const sending = createKavenegarSender(config({ baseUrl: 'http://127.0.0.1:9' })).send({
      to: '0912',
      code: '1',
      text: 'x',
    });
    await expect(sending).rejects.toMatchObject({ status: 0 });
  });
});
