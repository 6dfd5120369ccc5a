import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { transactionsKey, walletKey } from '@/lib/money-cache';
import { pendingPurchase } from '@/lib/pending-purchase';
import { usePayment } from '../api/payment';

/**
 * The gateway sent the member back (`/wallet?deposit=ok|failed&payment=<id>`): the payment as the
 * server verified it, never as the address claims. A purchase the deposit was for is offered.
 */
export function DepositResult(props: { paymentId: string; onDismiss: () => void }) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const queryClient = useQueryClient();
  const payment = usePayment(props.paymentId);
  const status = payment.data?.status;

  useEffect(() => {
    // A credited deposit changes the balances the page shows.
    if (status === 'paid') {
      for (const queryKey of [walletKey, transactionsKey]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    }
  }, [status, queryClient]);

  if (payment.isPending) {
    return (
      <CircularProgress
        sx={{ display: 'block', mx: 'auto' }}
        aria-label={t('depositResult.checking')}
      />
    );
  }
  if (!payment.data) {
    return (
      <Alert severity="error" onClose={props.onDismiss}>
        {t('depositResult.unknown')}
      </Alert>
    );
  }
  const { amount, ref_id: refId } = payment.data;
  const resume = status === 'paid' ? pendingPurchase() : null;
  const severity = status === 'paid' ? 'success' : status === 'failed' ? 'error' : 'info';

  return (
    <Alert
      severity={severity}
      onClose={props.onDismiss}
      data-testid="deposit-result"
      action={
        resume ? (
          <Button
            component={Link}
            to={`${paths.details.href(resume.itemId)}?buy=1`}
            color="inherit"
            size="small"
          >
            {t('depositResult.resume')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{t(`depositResult.result.${status ?? 'pending'}`)}</AlertTitle>
      <Typography variant="body2">
        {t(`depositResult.resultText.${status ?? 'pending'}`, { amount: format.money(amount) })}
      </Typography>
      {refId && (
        <Typography variant="body2">
          {t('depositResult.reference', { ref: format.number(refId) })}
        </Typography>
      )}
      {resume && (
        <Typography variant="body2">
          {t('depositResult.resumeText', { title: resume.title })}
        </Typography>
      )}
    </Alert>
  );
}
