import { z } from 'zod';

export const contactUsRequestSchema = z.object({
  name: z
    .string({ error: 'Please enter your name' })
    .trim()
    .min(1, 'Please enter your name')
    .max(100, 'Name is too long'),
  email: z.email('Please enter a valid email'),
  subject: z
    .string({ error: 'Please enter a subject' })
    .trim()
    .min(1, 'Please enter a subject')
    .max(150, 'Subject is too long'),
  message: z
    .string({ error: 'Please enter a message' })
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(3000, 'Message must be at most 3000 characters'),
});
export type ContactUsRequest = z.infer<typeof contactUsRequestSchema>;

export const contactUsResponseSchema = z.object({
  status: z.literal('ok'),
  id: z.string(),
});
export type ContactUsResponse = z.infer<typeof contactUsResponseSchema>;
