import {
  adminVoucherCreateSchema,
  adminVoucherSchema,
  adminVouchersResponseSchema,
} from '@ideabazaar/shared/schemas/wallet';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminAction, adminGet, adminKeys, adminPost } from './admin-api';
import { useRefreshConsole } from './refresh';

export type VoucherInput = z.input<typeof adminVoucherCreateSchema>;

/** GET /api/admin/vouchers: every voucher with its uses and the discount granted. */
export const useAdminVouchers = () =>
  useQuery({
    queryKey: adminKeys.list('vouchers'),
    queryFn: ({ signal }) => adminGet('/vouchers', adminVouchersResponseSchema, {}, signal),
  });

/** POST /api/admin/vouchers: a refused field is shown beside it (422). */
export function useCreateVoucher() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (voucher: VoucherInput) =>
      adminPost('/vouchers', adminVoucherCreateSchema, voucher, adminVoucherSchema, [422]),
    onSuccess: refresh,
  });
}

/** POST /api/admin/vouchers/{id}/disable: purchases with it are refused from now on. */
export function useDisableVoucher() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (id: string) =>
      adminAction(`/vouchers/${encodeURIComponent(id)}/disable`, adminVoucherSchema),
    onSuccess: refresh,
  });
}
