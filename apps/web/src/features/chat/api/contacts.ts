import { contactPageSchema } from '@ideabazaar/shared/schemas/chat';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './chat-cache';

/** GET /api/chat/contacts: my conversations as the seed's contacts, newest first. */
export const contactsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: chatKeys.contacts,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/chat/contacts${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, {
        schema: contactPageSchema,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const useContacts = () => useInfiniteQuery(contactsQueryOptions());
