import { unsubscribedSchema, unsubscribeSchema } from '@ideabazaar/shared/schemas/notifications';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/notifications/unsubscribe: an e-mail's link turns off its kind; no sign-in. */
export const unsubscribe = (token: string) =>
  apiRequest('/notifications/unsubscribe', {
    method: 'POST',
    request: unsubscribeSchema,
    body: { token },
    schema: unsubscribedSchema,
    // The page says what went wrong itself.
    handles: [400, 404, 410, 422],
  });

/**
 * Sent when the person confirms on the page, never when it opens: mail scanners that open links
 * (and run their pages) must not turn a member's e-mails off. Mail clients' one-click button
 * (RFC 8058) posts to the server's own route instead.
 */
export const useUnsubscribe = (token: string) =>
  useMutation({ mutationFn: () => unsubscribe(token) });
