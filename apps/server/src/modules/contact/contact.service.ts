import type { ContactUsRequest, ContactUsResponse } from '@ideabazaar/shared/schemas/contact';
import { clientKeyOf } from '../../plugins/rate-limit/client-key';
import { enforceRateLimit, type RateLimiter } from '../../plugins/rate-limit/rate-limiter';
import type { ContactRepository } from './contact.repository';

const HOUR_MS = 60 * 60 * 1000;

export interface ContactServiceOptions {
  repository: ContactRepository;
  rateLimiter: RateLimiter;
  /** Messages per IP per hour. */
  limitPerHour: number;
}

export interface SubmitContactMessageOptions {
  message: ContactUsRequest;
  ip: string;
}

export function createContactService(options: ContactServiceOptions) {
  const { repository, rateLimiter, limitPerHour } = options;
  return {
    /**
     * Stores a contact-form message. Open to visitors (someone who cannot sign in must still
     * reach us), so the only gate is the per-IP limit.
     */
    async submit({ message, ip }: SubmitContactMessageOptions): Promise<ContactUsResponse> {
      await enforceRateLimit({
        limiter: rateLimiter,
        key: `contact:${clientKeyOf(ip)}`,
        limit: limitPerHour,
        windowMs: HOUR_MS,
        code: 'contact_rate_limited',
      });
      const { id } = await repository.insert({ ...message, ip });
      return { status: 'ok', id };
    },
  };
}
