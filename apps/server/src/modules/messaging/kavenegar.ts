import type { KavenegarConfig } from '../../config/env';

/** Kavenegar's documented `return.status` codes, as a person operating the service reads them. */
const statusText: Record<number, string> = {
  400: 'parameters are incomplete',
  401: 'the account is disabled',
  403: 'the API key is not valid',
  404: 'the method does not exist',
  405: 'the HTTP method is not allowed',
  406: 'a required parameter is missing',
  407: 'the account has no access to this service',
  409: 'the provider could not answer; try again',
  411: 'the receptor is not a valid number',
  412: 'the sender line is not valid',
  413: 'the message is empty or too long',
  414: 'too many receptors in one request',
  417: 'the date is not valid',
  418: 'the account credit is not enough',
  419: 'the lengths of the arrays differ',
  422: 'the text has characters that are not allowed',
  424: 'the verify template was not found',
  426: 'this needs the premium plan',
  428: 'the template is not for voice calls',
  431: 'the token has a format that is not allowed',
  432: 'the template has no %token parameter',
  451: 'too many identical requests',
  501: 'the test account can only send to its own number',
};

export class SmsProviderError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`Kavenegar refused the SMS (${status}): ${detail}`);
    this.name = 'SmsProviderError';
  }
}

interface KavenegarReply {
  return?: { status?: number; message?: string };
}

export interface SmsSender {
  send(message: { to: string; code: string; text: string }): Promise<void>;
}

/**
 * Kavenegar's REST API: `verify/lookup.json` with a template when one is configured (the code is
 * its %token), otherwise `sms/send.json` with the whole text.
 */
export function createKavenegarSender(
  config: KavenegarConfig,
  fetchImpl: typeof fetch = fetch,
): SmsSender {
  return {
    async send({ to, code, text }) {
      const method = config.template ? 'verify/lookup.json' : 'sms/send.json';
      const params = new URLSearchParams({ receptor: to });
      if (config.template) {
        params.set('token', code);
        params.set('template', config.template);
      } else {
        params.set('message', text);
        if (config.sender) params.set('sender', config.sender);
      }
      const url = `${config.baseUrl}/v1/${encodeURIComponent(config.apiKey)}/${method}`;
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: params,
          signal: AbortSignal.timeout(10_000),
        });
      } catch (cause) {
        throw new SmsProviderError(0, `no answer (${(cause as Error).message})`);
      }
      const reply = (await response.json().catch(() => ({}))) as KavenegarReply;
      const status = reply.return?.status ?? response.status;
      if (response.ok && status === 200) return;
      throw new SmsProviderError(
        status,
        statusText[status] ?? reply.return?.message ?? 'unknown error',
      );
    },
  };
}
