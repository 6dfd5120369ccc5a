import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { VOUCHER_CODE_MAX, type VoucherCheckResponse } from '@ideabazaar/shared/schemas/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useCheckVoucher } from '../api/purchase';

/** An applied voucher: its code as the server read it and the price it gives. */
export interface AppliedVoucher extends VoucherCheckResponse {
  code: string;
}

/**
 * The optional voucher of a purchase, checked with the server before buying: the price after
 * the discount, or the reason it does not apply (expired, used up, below its minimum price).
 */
export function VoucherField(props: {
  itemId: string;
  applied: AppliedVoucher | null;
  onApplied: (voucher: AppliedVoucher | null) => void;
  /** The purchase's own refusal of the voucher, shown in the same place. */
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('items');
  const [code, setCode] = useState(props.applied?.code ?? '');
  const [error, setError] = useState<string>();
  const check = useCheckVoucher();
  const shown = error ?? props.error;

  const apply = () => {
    const trimmed = code.trim();
    if (!trimmed) return;
    check.mutate(
      { code: trimmed, itemId: props.itemId },
      {
        onSuccess: (result) => props.onApplied({ ...result, code: trimmed.toUpperCase() }),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 422) setError(failure.text());
        },
      },
    );
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={t('buy.voucher')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
          props.onApplied(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
        error={shown !== undefined}
        helperText={shown ?? (props.applied ? t('buy.voucherApplied') : t('buy.voucherHint'))}
        size="small"
        disabled={props.disabled}
        sx={{ flexGrow: 1 }}
        slotProps={{
          htmlInput: { dir: 'ltr', maxLength: VOUCHER_CODE_MAX, autoCapitalize: 'characters' },
        }}
      />
      <Button
        onClick={apply}
        disabled={props.disabled || check.isPending || code.trim() === '' || props.applied !== null}
        sx={{ mt: 0.5 }}
      >
        {t('buy.applyVoucher')}
      </Button>
    </Box>
  );
}
