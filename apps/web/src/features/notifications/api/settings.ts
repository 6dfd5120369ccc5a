import {
  notificationSettingsPatchSchema,
  notificationSettingsSchema,
  type NotificationSettings,
} from '@ideabazaar/shared/schemas/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const settingsKey = ['notifications', 'settings'] as const;
export type SettingsPatch = z.input<typeof notificationSettingsPatchSchema>;

/** GET /api/notifications/settings: the member's choices; a kind not named is on. */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: () => apiRequest('/notifications/settings', { schema: notificationSettingsSchema }),
  });

export const useNotificationSettings = () => useQuery(settingsQueryOptions());

/** PUT /api/notifications/settings: only the choices that changed; answers them all. */
export const putSettings = (patch: SettingsPatch) =>
  apiRequest('/notifications/settings', {
    method: 'PUT',
    request: notificationSettingsPatchSchema,
    body: patch,
    schema: notificationSettingsSchema,
  });

/** A switch moves at once and comes back if the server refuses. */
export function useChangeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putSettings,
    onMutate: (patch) => {
      const before = queryClient.getQueryData<NotificationSettings>(settingsKey);
      if (before) {
        queryClient.setQueryData<NotificationSettings>(settingsKey, {
          email: { ...before.email, ...patch.email },
          push: { ...before.push, ...patch.push },
        });
      }
      return { before };
    },
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
    onError: (_error, _patch, context) => {
      if (context?.before) queryClient.setQueryData(settingsKey, context.before);
    },
  });
}
