import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Item } from '@ideabazaar/shared/schemas/items';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog';
import { MoneyText } from '@/components/ui/MoneyText';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { isolate, useFormat } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/idempotency';
import { notify } from '@/lib/notify';
import { forgetPurchase, rememberPurchase } from '@/lib/pending-purchase';
import { usePurchaseItem } from '../api/purchase';
import { VoucherField, type AppliedVoucher } from './VoucherField';

/** What a refused purchase leaves on the dialog. */
type Refusal = { kind: 'funds'; missing: number } | { kind: 'voucher' | 'other'; text: string };

export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 422)) return null;
  if (error.code === 'insufficient_funds') {
    const missing = Number(error.params?.missing);
    if (Number.isSafeInteger(missing) && missing > 0) return { kind: 'funds', missing };
  }
  return { kind: error.code?.startsWith('voucher_') ? 'voucher' : 'other', text: error.text() };
}

/**
 * The seed's confirmation dialog (Persian yes and no) for buying an idea: its price, an optional
 * voucher and the price after it. Short of funds, it offers to deposit the difference and
 * remembers the idea so the wallet can bring the member back to finish.
 */
export function BuyDialog(props: {
  item: Pick<Item, 'id' | 'title'>;
  /** The price to pay: the idea's, or the accepted offer's. */
  price: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('items');
  const format = useFormat();
  const navigate = useNavigate();
  const [voucher, setVoucher] = useState<AppliedVoucher | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [key, renewKey] = useIdempotencyKey();
  const purchase = usePurchaseItem();
  const { item, open } = props;

  useEffect(() => {
    // Each opening is a new intent; retries inside it reuse the key.
    if (open) renewKey();
  }, [open, renewKey]);

  const close = () => {
    setVoucher(null);
    setRefusal(null);
    props.onClose();
  };
  const buy = () => {
    setRefusal(null);
    purchase.mutate(
      {
        itemId: item.id,
        voucherCode: voucher?.code,
        // The body is part of the intent: another voucher is another request.
        idempotencyKey: `${key}:${voucher?.code ?? ''}`,
      },
      {
        onSuccess: () => {
          forgetPurchase(item.id);
          notify(t('buy.done'));
          close();
        },
        onError: (error) => {
          const found = refusalOf(error);
          setRefusal(found);
          if (found?.kind === 'voucher') setVoucher(null);
        },
      },
    );
  };
  const deposit = (missing: number) => {
    rememberPurchase({ itemId: item.id, title: item.title });
    void navigate(paths.deposit.href(missing));
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('buy.confirmTitle', { title: isolate(item.title) })}
      text={t('buy.confirmText')}
      tone="primary"
      busy={purchase.isPending || refusal?.kind === 'funds'}
      onConfirm={buy}
      onClose={close}
    >
      <div data-testid="buy-price">
        <Typography variant="body2" color="text.secondary">
          {t(voucher ? 'buy.priceAfter' : 'buy.priceLabel')}
        </Typography>
        <MoneyText amount={voucher ? voucher.final_price : props.price} variant="h6" />
        {voucher && (
          <Typography variant="body2" color="text.secondary">
            {t('buy.discount', {
              price: format.money(voucher.price),
              discount: format.money(voucher.discount),
            })}
          </Typography>
        )}
      </div>
      <VoucherField
        itemId={item.id}
        applied={voucher}
        onApplied={(applied) => {
          setVoucher(applied);
          if (refusal?.kind === 'voucher') setRefusal(null);
        }}
        error={refusal?.kind === 'voucher' ? refusal.text : undefined}
        disabled={purchase.isPending}
      />
      {refusal?.kind === 'funds' && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => deposit(refusal.missing)}>
              {t('buy.deposit')}
            </Button>
          }
        >
          {t('buy.missing', { amount: format.money(refusal.missing) })}
        </Alert>
      )}
      {refusal?.kind === 'other' && <Alert severity="error">{refusal.text}</Alert>}
    </ConfirmDialog>
  );
}
