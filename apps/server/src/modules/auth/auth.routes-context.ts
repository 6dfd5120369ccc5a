import type { FastifyReply, FastifyRequest } from 'fastify';
import { bindingOr } from '../../lib/browser-binding';
import { httpOnlyCookie, readCookie } from '../../lib/cookies';
import { languageOf } from '../../plugins/language';

export const bodyErrors = [
  'bad_request',
  'validation_failed',
  'payload_too_large',
  'unsupported_media_type',
] as const;
export const tags = ['auth'];

export const caller = (request: FastifyRequest) => ({
  ip: request.ip,
  language: languageOf(request),
});

/**
 * A browser binding kept in an HttpOnly, SameSite=Lax cookie (lib/browser-binding.ts): `read`
 * gives the one the browser sent, `keep` keeps it (or makes one) and sends it back.
 */
export function bindingCookie(options: { name: string; path: string; maxAgeSeconds: number }) {
  return {
    read: (request: FastifyRequest) => readCookie(request.headers.cookie, options.name),
    keep(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
      const binding = bindingOr(readCookie(request.headers.cookie, options.name));
      reply.header(
        'set-cookie',
        httpOnlyCookie(options.name, binding, {
          path: options.path,
          maxAgeSeconds: options.maxAgeSeconds,
          secure,
        }),
      );
      return binding;
    },
  };
}
