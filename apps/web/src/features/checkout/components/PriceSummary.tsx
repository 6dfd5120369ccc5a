import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { VoucherCheckResponse } from '@ideabazaar/shared/schemas/wallet';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '@/components/ui/MoneyText';
import { useFormat } from '@/lib/format';

function Row(props: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box
      data-testid={props.testId}
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}
    >
      <Typography variant="body2" color="text.secondary">
        {props.label}
      </Typography>
      {props.children}
    </Box>
  );
}

/** The buy dialog's sums: the price, the voucher's discount and what is paid, and the balance. */
export function PriceSummary(props: {
  price: number;
  voucher: VoucherCheckResponse | null;
  /** The wallet's spendable balance, once read. */
  balance: number | undefined;
}) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const { voucher } = props;
  const amount = (value: number) => (
    <Typography variant="body2" sx={{ unicodeBidi: 'isolate' }}>
      {format.money(value)}
    </Typography>
  );

  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box data-testid="buy-price" sx={{ display: 'grid', gap: 0.5 }}>
        <Row label={t('buy.priceLabel')}>{amount(props.price)}</Row>
        {voucher && (
          <>
            <Row label={t('buy.discountLabel')}>{amount(-voucher.discount)}</Row>
            <Row label={t('buy.priceAfter')}>
              <MoneyText amount={voucher.final_price} variant="subtitle1" />
            </Row>
          </>
        )}
      </Box>
      {props.balance !== undefined && (
        <Row label={t('buy.balance')} testId="buy-balance">
          {amount(props.balance)}
        </Row>
      )}
    </Box>
  );
}
