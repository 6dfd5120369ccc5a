import { adminStatsSchema } from '@ideabazaar/shared/schemas/console';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminGet, adminKeys } from './admin-api';

/** GET /api/admin/stats?from&to: the figures of each Tehran day, their totals, and now's. */
export const useAdminStats = (range: { from: string; to: string }) =>
  useQuery({
    queryKey: adminKeys.list('stats', range),
    queryFn: ({ signal }) => adminGet('/stats', adminStatsSchema, range, signal),
    placeholderData: keepPreviousData,
  });
