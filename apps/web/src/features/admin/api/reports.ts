import {
  adminReportSchema,
  adminReportsResponseSchema,
  reportResolveSchema,
  type ReportKind,
} from '@ideabazaar/shared/schemas/console';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminGet, adminPost, type Query } from './admin-api';
import { useRefreshConsole } from './refresh';

export interface ReportsFilter extends Query {
  status: 'open' | 'closed';
  kind?: ReportKind;
}

/** GET /api/admin/reports: the queue, oldest open first, a page at a time. */
export const fetchReports = async (query: Query, signal?: AbortSignal) => {
  const page = await adminGet('/reports', adminReportsResponseSchema, query, signal);
  return { rows: page.reports, next_cursor: page.next_cursor };
};

/** POST /api/admin/reports/{id}/resolve: hide what was reported, or dismiss the report. */
export function useResolveReport() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (input: { id: string } & z.input<typeof reportResolveSchema>) =>
      adminPost(
        `/reports/${encodeURIComponent(input.id)}/resolve`,
        reportResolveSchema,
        { action: input.action, ...(input.note ? { note: input.note } : {}) },
        adminReportSchema,
      ),
    onSuccess: refresh,
  });
}
