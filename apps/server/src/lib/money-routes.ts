import { idempotencyKeySchema } from '@ideabazaar/shared/schemas/wallet';
import { z } from 'zod';

/** The Idempotency-Key header of every money-moving call (PRODUCT.md section 5). */
export const idempotencyHeaders = z.object({ 'idempotency-key': idempotencyKeySchema.optional() });
/** The refusals of a call's body. */
export const bodyErrors = ['bad_request', 'validation_failed', 'unsupported_media_type'] as const;
/** The refusals of a money-moving call's Idempotency-Key. */
export const idempotencyErrors = ['idempotency_key_reused', 'idempotency_in_progress'] as const;
