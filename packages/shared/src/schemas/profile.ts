import { z } from 'zod';
import { toLatinDigits } from '../persian/digits';

export const profileMessages = {
  phoneInvalid: 'Please enter an Iranian phone number, like 02112345678 or 09121234567',
  tooLong: 'This is too long',
} as const;

/** An Iranian phone, landline or mobile: eleven digits from 0, Persian digits and separators allowed. */
export const iranianPhoneSchema = z
  .string()
  .transform((value) =>
    toLatinDigits(value)
      .replace(/[\s\-()]/g, '')
      .replace(/^(\+98|0098)/, '0'),
  )
  .refine((value) => /^0[1-9]\d{9}$/.test(value), profileMessages.phoneInvalid);

const text = (max: number) => z.string().trim().max(max, profileMessages.tooLong);

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
