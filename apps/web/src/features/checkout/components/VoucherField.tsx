import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { VOUCHER_CODE_MAX } from '@ideabazaar/shared/schemas/wallet';
import { useTranslation } from 'react-i18next';
import type { VoucherState } from '../hooks/use-voucher';

/**
 * The optional voucher of a purchase, checked with the server before buying: applied, or the
 * reason it does not apply (expired, used up, below its minimum price) on the field.
 */
export function VoucherField(props: { voucher: VoucherState; disabled?: boolean }) {
  const { t } = useTranslation('checkout');
  const { voucher } = props;
  const helper =
    voucher.error ??
    (voucher.applied
      ? t('buy.voucherApplied')
      : voucher.code.trim() !== ''
        ? t('buy.voucherPending')
        : t('buy.voucherHint'));

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={t('buy.voucher')}
        value={voucher.code}
        onChange={(event) => voucher.type(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            voucher.apply();
          }
        }}
        error={voucher.error !== undefined}
        helperText={helper}
        size="small"
        disabled={props.disabled}
        sx={{ flexGrow: 1 }}
        slotProps={{
          htmlInput: { dir: 'ltr', maxLength: VOUCHER_CODE_MAX, autoCapitalize: 'characters' },
        }}
      />
      <Button
        onClick={() => voucher.apply()}
        disabled={
          props.disabled ||
          voucher.checking ||
          voucher.code.trim() === '' ||
          voucher.applied !== null ||
          voucher.error !== undefined
        }
        sx={{ mt: 0.5 }}
      >
        {t('buy.applyVoucher')}
      </Button>
    </Box>
  );
}
