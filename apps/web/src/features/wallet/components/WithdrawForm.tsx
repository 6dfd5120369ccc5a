import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HOLDER_NAME_MAX, type Wallet } from '@ideabazaar/shared/schemas/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@/components/ui/AmountField';
import { MainButton } from '@/components/ui/MainButton';
import { checkAmount } from '@/lib/amount';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { translateError } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { notify, notifyHelper } from '@/lib/notify';
import { useRequestWithdrawal } from '../api/withdrawals';
import { useTimeLeftText } from '../hooks/use-time-left-text';
import { checkShebaInput } from '../sheba-input';
import { SavedShebas } from './SavedShebas';
import { ShebaField } from './ShebaField';

type Field = 'amount' | 'sheba' | 'holder_name';

/**
 * What is not available yet, and when it will be: sale proceeds on hold until their release (the
 * wallet's next release), money held for withdrawals in flight. Nothing when both are zero.
 */
function NotYetAvailable(props: { wallet: Wallet }) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const timeLeftText = useTimeLeftText();
  const { pending, held, next_release_at: releaseAt } = props.wallet;
  if (pending === 0 && held === 0) return null;
  return (
    <Box data-testid="not-yet-available" sx={{ display: 'grid', gap: 0.5 }}>
      {pending > 0 && (
        <Typography variant="body2">
          {releaseAt
            ? t('withdraw.pendingLine', {
                amount: format.money(pending),
                time: timeLeftText(releaseAt),
              })
            : t('withdraw.pendingNoTime', { amount: format.money(pending) })}
        </Typography>
      )}
      {held > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('withdraw.heldLine', { amount: format.money(held) })}
        </Typography>
      )}
    </Box>
  );
}

/**
 * A withdrawal request: amount (at most what is available), Sheba and the account holder's name.
 * The fields are checked as typed with the shared rules; the server's refusals show beside them.
 * An account used before is offered with one tap.
 */
export function WithdrawForm(props: { wallet: Wallet }) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const { available } = props.wallet;
  const [amount, setAmount] = useState('');
  const [sheba, setSheba] = useState('');
  const [holder, setHolder] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [key, renewKey] = useIdempotencyKey();
  const withdraw = useRequestWithdrawal();
  const amountCheck = checkAmount(amount);
  const shebaCheck = checkShebaInput(sheba);
  const overBalance = 'amount' in amountCheck && amountCheck.amount > available;
  const overText = t('withdraw.overBalance', { available: format.money(available) });

  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!('amount' in amountCheck)) found.amount = translateError('amount_invalid');
    else if (overBalance) found.amount = overText;
    if (shebaCheck.state !== 'valid') {
      found.sheba = translateError(
        shebaCheck.state === 'empty' ? 'sheba_required' : 'sheba_invalid',
      );
    }
    if (holder.trim() === '') found.holder_name = translateError('holder_name_required');
    setErrors(found);
    if (
      Object.keys(found).length > 0 ||
      !('amount' in amountCheck) ||
      shebaCheck.state !== 'valid'
    ) {
      return;
    }
    withdraw.mutate(
      {
        body: { amount: amountCheck.amount, sheba: shebaCheck.sheba, holder_name: holder },
        idempotencyKey: key,
      },
      {
        onSuccess: () => {
          notify(t('withdraw.requested'));
          setAmount('');
          setSheba('');
          setHolder('');
          renewKey();
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || error.status !== 422) return;
          const fields = error.fieldErrors();
          if (Object.keys(fields).length > 0) setErrors(fields);
          else notifyHelper(error.text());
        },
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('withdraw.formTitle')}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography color="text.secondary">{t('withdraw.intro')}</Typography>
      <NotYetAvailable wallet={props.wallet} />
      <AmountField
        label={t('withdraw.amount')}
        name="amount"
        value={amount}
        onChange={edit('amount', setAmount)}
        check={amountCheck}
        error={errors.amount ?? (overBalance ? overText : undefined)}
        hint={t('withdraw.availableHint', { available: format.money(available) })}
        disabled={withdraw.isPending}
      />
      <SavedShebas
        disabled={withdraw.isPending}
        onChoose={(account) => {
          edit('sheba', setSheba)(account.sheba.slice(2));
          edit('holder_name', setHolder)(account.holder_name);
        }}
      />
      <ShebaField
        value={sheba}
        onChange={edit('sheba', setSheba)}
        check={shebaCheck}
        error={errors.sheba}
        disabled={withdraw.isPending}
      />
      <TextField
        label={t('withdraw.holder')}
        name="holder_name"
        value={holder}
        onChange={(event) => edit('holder_name', setHolder)(event.target.value)}
        error={errors.holder_name !== undefined}
        helperText={errors.holder_name ?? t('withdraw.holderHint')}
        disabled={withdraw.isPending}
        fullWidth
        slotProps={{ htmlInput: { maxLength: HOLDER_NAME_MAX } }}
      />
      <MainButton type="submit" disabled={withdraw.isPending}>
        {t('withdraw.submit')}
      </MainButton>
    </Box>
  );
}
