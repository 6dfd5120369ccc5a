import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config/env';

/** Where log lines go when not stdout (tests capture them). */
export interface LogStream {
  write(line: string): void;
}

// Tokens, codes and passwords never reach the logs: not in headers, bodies, query strings or the
// request URL. `code` and `token` are only redacted where they are request data, because error
// objects carry a harmless `code` of their own.
const REQUEST_SECRETS = ['token', 'code', 'password', 'plainTextToken', 'confirmCode'];
const ANYWHERE_SECRETS = ['password', 'plainTextToken', 'confirmCode'];

const redactPaths = [
  ...['req.headers', 'headers', '*.headers'].flatMap((at) => [
    `${at}.authorization`,
    `${at}.cookie`,
    `${at}["set-cookie"]`,
  ]),
  ...['body', 'query', 'params', '*.body', '*.query', '*.params'].flatMap((at) =>
    REQUEST_SECRETS.map((field) => `${at}.${field}`),
  ),
  ...ANYWHERE_SECRETS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

// Query values are what people type (searches, codes, e-mails): only these parameters, whose
// values are words of the API itself, are kept in the logs.
const SHOWN_PARAMETERS = new Set([
  'section',
  'sort',
  'limit',
  'set',
  'purpose',
  'visibility',
  'negotiable',
  'lang',
  'page',
]);

/** The URL with every query value replaced, but those of the API's own words. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape is still matched on its raw form.
      }
      return SHOWN_PARAMETERS.has(decoded) ? pair : `${name}=[Redacted]`;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's pino options: the configured level, redaction, and a stream when given. */
export function loggerOptions(config: Config, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[Redacted]' },
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
