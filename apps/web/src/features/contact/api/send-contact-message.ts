import {
  contactUsResponseSchema,
  type ContactUsRequest,
  contactUsRequestSchema,
} from '@ideabazaar/shared/schemas/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const sendContactMessage = (input: ContactUsRequest) =>
  apiRequest('/contact-us', {
    method: 'POST',
    request: contactUsRequestSchema,
    body: input,
    schema: contactUsResponseSchema,
  });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
