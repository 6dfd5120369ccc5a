import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Wallet } from '@ideabazaar/shared/schemas/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@/components/ui/AmountField';
import { MainButton } from '@/components/ui/MainButton';
import { checkAmount } from '@/lib/amount';
import { useFormat } from '@/lib/format';
import { translateError } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { useStartDeposit } from '../api/deposit';
import { useWallet } from '../api/wallet';
import { initialDeposit, presetsWithin } from '../deposit-amount';
import { WalletLoading, WalletUnavailable } from './LoadState';

function DepositFields(props: {
  wallet: Wallet;
  asked?: number;
  /** Where the browser goes to pay; the page leaves the app. */
  goToGateway: (url: string) => void;
}) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const { wallet } = props;
  const [text, setText] = useState(() => initialDeposit(props.asked, wallet));
  const [submitted, setSubmitted] = useState(false);
  const [key] = useIdempotencyKey();
  const deposit = useStartDeposit();
  const bounds = { min: wallet.deposit_min, max: wallet.deposit_max };
  const check = checkAmount(text, bounds);
  const presets = presetsWithin(bounds);
  const busy = deposit.isPending || deposit.isSuccess;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!('amount' in check) || busy) return;
    deposit.mutate(
      // The same key for every try of this amount: a retry never opens a second payment.
      { amount: check.amount, idempotencyKey: `${key}:${check.amount}` },
      { onSuccess: (started) => props.goToGateway(started.payment_url) },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('deposit.intro')}</Typography>
      {props.asked !== undefined && props.asked > 0 && (
        <Typography data-testid="deposit-missing">
          {t('deposit.missing', { amount: format.money(props.asked) })}
        </Typography>
      )}
      <AmountField
        label={t('deposit.amount')}
        name="amount"
        value={text}
        onChange={setText}
        check={check}
        error={submitted && 'empty' in check ? translateError('amount_invalid') : undefined}
        hint={t('deposit.bounds', {
          min: format.money(bounds.min),
          max: format.money(bounds.max),
        })}
        disabled={busy}
      />
      <Box
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        aria-label={t('deposit.presets')}
        role="group"
      >
        {presets.map((value) => (
          <Chip
            key={value}
            label={format.money(value)}
            onClick={() => setText(String(value))}
            color={'amount' in check && check.amount === value ? 'primary' : 'default'}
            disabled={busy}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <MainButton type="submit" disabled={busy}>
          {t('deposit.pay')}
        </MainButton>
        {busy && <CircularProgress size={24} aria-label={t('deposit.redirecting')} />}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('deposit.gatewayNote')}
      </Typography>
    </Box>
  );
}

/** /deposite: an amount (presets, the configured bounds) and the round trip to the gateway. */
export function DepositForm(props: { asked?: number; goToGateway: (url: string) => void }) {
  const wallet = useWallet();
  if (wallet.isPending) {
    return <WalletLoading />;
  }
  if (!wallet.data) {
    return <WalletUnavailable onRetry={() => void wallet.refetch()} />;
  }
  return <DepositFields wallet={wallet.data} asked={props.asked} goToGateway={props.goToGateway} />;
}
