import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Item } from '@ideabazaar/shared/schemas/items';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog';
import { paths } from '@/config/paths';
import { isolate, useFormat } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/idempotency';
import { itemKey } from '@/lib/item-cache';
import { walletKey } from '@/lib/money-cache';
import { forgetPurchase, rememberPurchase } from '@/lib/pending-purchase';
import { useBalance } from '../api/balance';
import { usePurchaseItem } from '../api/purchase';
import { useVoucher } from '../hooks/use-voucher';
import { purchaseRefusal } from '../purchase-refusal';
import { PriceSummary } from './PriceSummary';
import { VoucherField } from './VoucherField';

/**
 * The seed's confirmation dialog (Persian yes and no) for buying an idea: the balance, the price,
 * an optional voucher and the price after it. It sends the price it shows; a price changed
 * meanwhile is shown and asked again. Short of funds, it offers to deposit the difference and
 * remembers the idea so the wallet can bring the member back to finish.
 */
export function BuyDialog(props: {
  item: Pick<Item, 'id' | 'title'>;
  /** The price shown when the dialog opened: the server's `buy_price` for this member. */
  price: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState<{ from: number; to: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [key, renewKey] = useIdempotencyKey();
  const purchase = usePurchaseItem();
  const { item, open } = props;
  const voucher = useVoucher(item.id);
  const balance = useBalance(open);
  const price = changed?.to ?? props.price;
  const toPay = voucher.applied?.final_price ?? price;
  const missing = balance.data ? Math.max(0, toPay - balance.data.available) : 0;

  useEffect(() => {
    // Each opening is a new intent; retries inside it reuse the key.
    if (open) renewKey();
  }, [open, renewKey]);

  const close = () => {
    voucher.reset();
    setChanged(null);
    setFailure(null);
    props.onClose();
  };
  const refresh = (queryKey: readonly unknown[]) =>
    void queryClient.invalidateQueries({ queryKey });
  const refused = (error: unknown) => {
    const refusal = purchaseRefusal(error);
    if (refusal?.kind === 'price') {
      setChanged({ from: price, to: refusal.price });
      refresh(itemKey(item.id));
      // The discount was worked out on the old price.
      if (voucher.code.trim() !== '') voucher.apply();
    } else if (refusal?.kind === 'funds') {
      refresh(walletKey);
    } else if (refusal?.kind === 'voucher') {
      voucher.refuse(refusal.text);
    } else if (refusal) {
      setFailure(refusal.text);
      refresh(itemKey(item.id));
    }
  };
  const buy = () => {
    setFailure(null);
    const code = voucher.applied?.code;
    purchase.mutate(
      {
        itemId: item.id,
        expectedPrice: price,
        voucherCode: code,
        // The body is part of the intent: another price or voucher is another request.
        idempotencyKey: `${key}:${price}:${code ?? ''}`,
      },
      {
        onSuccess: ({ purchase: bought }) => {
          forgetPurchase(item.id);
          close();
          // A purchase ends on its receipt, which opens the idea it unlocked.
          void navigate(paths.receipt.href(bought.id), { state: { bought: true } });
        },
        onError: refused,
      },
    );
  };
  const deposit = () => {
    rememberPurchase({ itemId: item.id, title: item.title });
    void navigate(paths.deposit.href(missing));
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('buy.confirmTitle', { title: isolate(item.title) })}
      text={t('buy.confirmText')}
      tone="primary"
      busy={purchase.isPending || missing > 0 || voucher.blocks}
      onConfirm={buy}
      onClose={close}
    >
      {changed && (
        <Alert severity="warning" data-testid="price-changed">
          {t('buy.priceChanged', {
            from: format.money(changed.from),
            to: format.money(changed.to),
          })}
        </Alert>
      )}
      <PriceSummary price={price} voucher={voucher.applied} balance={balance.data?.available} />
      <VoucherField voucher={voucher} disabled={purchase.isPending} />
      {missing > 0 && (
        <Alert
          severity="warning"
          data-testid="buy-missing"
          action={
            <Button color="inherit" size="small" onClick={deposit}>
              {t('buy.deposit')}
            </Button>
          }
        >
          {t('buy.missing', { amount: format.money(missing) })}
        </Alert>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Typography variant="body2" color="text.secondary">
        {t('buy.notExclusive')}
      </Typography>
    </ConfirmDialog>
  );
}
