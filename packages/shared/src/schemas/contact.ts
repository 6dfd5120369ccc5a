import { z } from 'zod';
import { errorCode } from '../errors/codes';

export const contactUsRequestSchema = z.object({
  name: z
    .string({ error: errorCode('name_required') })
    .trim()
    .min(1, errorCode('name_required'))
    .max(100, errorCode('name_too_long')),
  email: z.email(errorCode('email_invalid')),
  subject: z
    .string({ error: errorCode('subject_required') })
    .trim()
    .min(1, errorCode('subject_required'))
    .max(150, errorCode('subject_too_long')),
  message: z
    .string({ error: errorCode('message_required') })
    .trim()
    .min(10, errorCode('message_too_short'))
    .max(3000, errorCode('message_too_long')),
});
export type ContactUsRequest = z.infer<typeof contactUsRequestSchema>;

export const contactUsResponseSchema = z.object({
  status: z.literal('ok'),
  id: z.string(),
});
export type ContactUsResponse = z.infer<typeof contactUsResponseSchema>;
