import { z } from 'zod';
import { errorCode } from '../errors/codes';
import { toLatinDigits } from '../persian/digits';

/** An Iranian phone, landline or mobile: eleven digits from 0, Persian digits and separators allowed. */
export const iranianPhoneSchema = z
  .string()
  .transform((value) =>
    toLatinDigits(value)
      .replace(/[\s\-()]/g, '')
      .replace(/^(\+98|0098)/, '0'),
  )
  .refine((value) => /^0[1-9]\d{9}$/.test(value), errorCode('phone_invalid'));

const text = (max: number) => z.string().trim().max(max, errorCode('too_long'));

// PATCH /api/me
export const profilePatchSchema = z
  .object({
    first_name: text(100),
    last_name: text(100),
    city: text(100),
    phone: z.union([iranianPhoneSchema, z.literal('').transform(() => null), z.null()]),
    address: text(300),
  })
  .partial()
  .strict();
export type ProfilePatch = z.input<typeof profilePatchSchema>;
