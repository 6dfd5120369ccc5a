import { statusOkSchema } from '@ideabazaar/shared/schemas/auth';
import { itemReportRequestSchema } from '@ideabazaar/shared/schemas/console';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/items/{id}/report: tells the operators what is wrong with an item, once per member
 * and item. A second report (item_reported) or one of the member's own (item_report_own) is a
 * 409 the dialog shows itself.
 */
export const reportItem = (input: { itemId: string; reason: string }) =>
  apiRequest(`/items/${encodeURIComponent(input.itemId)}/report`, {
    method: 'POST',
    request: itemReportRequestSchema,
    body: { reason: input.reason },
    schema: statusOkSchema,
    handles: [409],
  });

export const useReportItem = () => useMutation({ mutationFn: reportItem });
