import {
  notificationsPageSchema,
  notificationsReadSchema,
  unreadNotificationsSchema,
  type Notification,
  type NotificationsPage,
  type NotificationsRead,
} from '@ideabazaar/shared/schemas/notifications';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useUnreadNotifications } from './unread-count';

export const notificationsKey = ['notifications'] as const;
type Pages = InfiniteData<NotificationsPage, string | undefined>;

/** GET /api/notifications?cursor&limit: one page, newest first, with the unread total. */
export async function getNotifications(options: {
  cursor?: string;
  limit?: number;
  signal?: AbortSignal;
  handles?: number[];
}): Promise<NotificationsPage> {
  const params = new URLSearchParams();
  if (options.cursor) params.set('cursor', options.cursor);
  if (options.limit) params.set('limit', String(options.limit));
  const query = params.size > 0 ? `?${params}` : '';
  const page = await apiRequest(`/notifications${query}`, {
    schema: notificationsPageSchema,
    signal: options.signal,
    handles: options.handles,
  });
  useUnreadNotifications.setState({ unread: page.unread });
  return page;
}

/**
 * The bell's count on its own: the smallest page; answers the newest notification's id (null for
 * none). A read in the background tells no failure (offline, signed out meanwhile, a server busy
 * or older): the socket's reconnect asks again.
 */
export const refreshUnreadNotifications = () =>
  getNotifications({ limit: 1, handles: [0, 401, 403, 404, 429, 500, 502, 503, 504] }).then(
    (page) => page.notifications[0]?.id ?? null,
  );

/** The newest notification the cached list holds: null for an empty list, undefined for none. */
export function newestCachedNotification(queryClient: QueryClient): string | null | undefined {
  const data = queryClient.getQueryData<Pages>(notificationsKey);
  if (!data) return undefined;
  return data.pages[0]?.notifications[0]?.id ?? null;
}

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsKey,
    queryFn: ({ pageParam, signal }) => getNotifications({ cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());

/** A new notification from the socket goes on top of the cached list (once). */
export function addNotification(queryClient: QueryClient, notification: Notification): void {
  queryClient.setQueryData<Pages>(notificationsKey, (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    if (data.pages.some((page) => page.notifications.some((n) => n.id === notification.id))) {
      return data;
    }
    const top = { ...first, notifications: [notification, ...first.notifications] };
    return { ...data, pages: [top, ...rest] };
  });
}

/** The cached list with these notifications (or all) marked read. */
function markCachedRead(queryClient: QueryClient, read: NotificationsRead): void {
  const ids = 'ids' in read ? new Set(read.ids) : null;
  queryClient.setQueryData<Pages>(notificationsKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            notifications: page.notifications.map((n) =>
              !n.read && (ids === null || ids.has(n.id)) ? { ...n, read: true } : n,
            ),
          })),
        }
      : data,
  );
}

/** POST /api/notifications/read: `{ids}` or `{all: true}`; answers the unread total left. */
export const markRead = (body: NotificationsRead) =>
  apiRequest('/notifications/read', {
    method: 'POST',
    request: notificationsReadSchema,
    body,
    schema: unreadNotificationsSchema,
  });

/** Marks read at once on the screen and the bell, and takes the server's total when it answers. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onMutate: (read) => {
      markCachedRead(queryClient, read);
      if ('all' in read) useUnreadNotifications.setState({ unread: 0 });
    },
    onSuccess: ({ unread }) => useUnreadNotifications.setState({ unread }),
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
