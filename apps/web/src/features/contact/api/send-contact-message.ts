import { contactUsResponseSchema, type ContactUsRequest } from '@ideabazaar/shared/schemas/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const sendContactMessage = (input: ContactUsRequest) =>
  apiRequest('/contact-us', { method: 'POST', body: input, schema: contactUsResponseSchema });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
