import type { VoucherCheckResponse } from '@ideabazaar/shared/schemas/wallet';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useCheckVoucher } from '../api/check-voucher';

/** An applied voucher: its code as the server read it and the price it gives. */
export interface AppliedVoucher extends VoucherCheckResponse {
  code: string;
}

/**
 * The buy dialog's voucher: the code typed, the voucher the server applied to it, or the reason
 * it refused it. Until the code is applied or cleared the purchase waits (`blocks`): a purchase
 * never goes at full price while a code is still in the field.
 */
export function useVoucher(itemId: string) {
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<AppliedVoucher | null>(null);
  const [error, setError] = useState<string>();
  const check = useCheckVoucher();

  /** Checks the code with the server at the item's current price (again after it changed). */
  const apply = (typed = code) => {
    const trimmed = typed.trim();
    if (!trimmed) return;
    setApplied(null);
    check.mutate(
      { code: trimmed, itemId },
      {
        onSuccess: (result) => setApplied({ ...result, code: trimmed.toUpperCase() }),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 422) setError(failure.text());
        },
      },
    );
  };

  return {
    code,
    applied,
    error,
    checking: check.isPending,
    blocks: check.isPending || error !== undefined || (code.trim() !== '' && applied === null),
    apply,
    type: (value: string) => {
      setCode(value);
      setApplied(null);
      setError(undefined);
    },
    /** The purchase's own refusal of the voucher, shown on the field. */
    refuse: (text: string) => {
      setApplied(null);
      setError(text);
    },
    reset: () => {
      setCode('');
      setApplied(null);
      setError(undefined);
    },
  };
}

export type VoucherState = ReturnType<typeof useVoucher>;
