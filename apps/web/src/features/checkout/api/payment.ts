import { paymentSchema } from '@ideabazaar/shared/schemas/wallet';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/wallet/deposits/{id}: a deposit's outcome, read on the return from the gateway. */
export const getPayment = (paymentId: string) =>
  apiRequest(`/wallet/deposits/${encodeURIComponent(paymentId)}`, {
    schema: paymentSchema,
    // The page says itself when the payment cannot be read; no second message.
    handles: [403, 404, 422],
  });

export const usePayment = (paymentId: string) =>
  useQuery({
    queryKey: ['wallet', 'deposits', paymentId],
    queryFn: () => getPayment(paymentId),
    enabled: paymentId !== '',
    // A payment the gateway has not settled yet is verified by the server within minutes.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 5000 : false),
  });
