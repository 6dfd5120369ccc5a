import type { Language } from '@ideabazaar/shared/i18n/language';
import type { FastifyRequest } from 'fastify';

/** The caller's language from Accept-Language: Persian when it comes first, else English. */
export function languageOf(request: Pick<FastifyRequest, 'headers'>): Language {
  return request.headers['accept-language']?.trim().toLowerCase().startsWith('fa') ? 'fa' : 'en';
}
