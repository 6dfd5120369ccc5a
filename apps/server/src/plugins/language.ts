import type { FastifyRequest } from 'fastify';

export type Language = 'en' | 'fa';

/** The caller's language from Accept-Language: Persian when it comes first, else English. */
export function languageOf(request: Pick<FastifyRequest, 'headers'>): Language {
  return request.headers['accept-language']?.trim().toLowerCase().startsWith('fa') ? 'fa' : 'en';
}
