import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './admin-api';

/** After an action every console list and figure may have changed: all are asked again. */
export function useRefreshConsole() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}
