import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/EmptyState';
import { browser } from '@/lib/browser';
import { DepositForm } from '@/features/wallet/components/DepositForm';
import { DepositResult } from '@/features/checkout/components/DepositResult';
import { useReceipt } from '@/features/wallet/api/receipt';
import { ReceiptView } from '@/features/wallet/components/ReceiptView';
import { filterOf, TransactionList } from '@/features/wallet/components/TransactionList';
import { WalletLoading } from '@/features/wallet/components/LoadState';
import { PurchaseList } from '@/features/wallet/components/PurchaseList';
import { WalletOverview } from '@/features/wallet/components/WalletOverview';
import { WithdrawPanel } from '@/features/wallet/components/WithdrawPanel';

const column = { display: 'grid', gap: 2, maxWidth: 560, mx: 'auto' } as const;

/** /wallet, and on the return from the gateway `?deposit=ok|failed&payment=<id>`. */
export function WalletScreen() {
  const [params, setParams] = useSearchParams();
  const paymentId = params.get('payment') ?? '';
  return (
    <Box sx={column}>
      {paymentId && (
        <DepositResult paymentId={paymentId} onDismiss={() => setParams({}, { replace: true })} />
      )}
      <WalletOverview />
    </Box>
  );
}

/** A positive whole number from the address, or undefined. */
const askedAmount = (value: string | null) => {
  const amount = Number(value ?? '');
  return Number.isSafeInteger(amount) && amount > 0 ? amount : undefined;
};

/** /deposite (the seed's spelling), `?amount=` prefilled; the gateway's page is outside the app. */
export function DepositScreen() {
  const [params] = useSearchParams();
  return (
    <Box sx={column}>
      <DepositForm
        asked={askedAmount(params.get('amount'))}
        goToGateway={(url) => browser.leaveTo(url)}
      />
    </Box>
  );
}

export function WithdrawScreen() {
  return (
    <Box sx={column}>
      <WithdrawPanel />
    </Box>
  );
}

/** /transactions, the filter kept in the address (`?filter=`) as the API names it. */
export function TransactionsScreen() {
  const [params, setParams] = useSearchParams();
  return (
    <Box sx={column}>
      <TransactionList
        filter={filterOf(params.get('filter'))}
        onFilter={(filter) => setParams(filter ? { filter } : {}, { replace: true })}
      />
    </Box>
  );
}

/**
 * /wallet/receipts/{reference}: one operation of the member's; another's is not found. A purchase
 * ends here (the buy dialog), saying so above the receipt.
 */
export function ReceiptScreen() {
  const { t } = useTranslation('wallet');
  const { reference = '' } = useParams();
  const receipt = useReceipt(reference);
  // Arrived from the buy dialog: the purchase went through and the idea is open.
  const bought = (useLocation().state as { bought?: boolean } | null)?.bought === true;
  return (
    <Box sx={column}>
      {bought && receipt.data && <Alert severity="success">{t('receipt.bought')}</Alert>}
      {receipt.isPending ? (
        <WalletLoading />
      ) : receipt.data ? (
        <ReceiptView receipt={receipt.data} />
      ) : (
        <EmptyState title={t('receipt.notFound')} />
      )}
    </Box>
  );
}

export function PurchasesScreen() {
  return (
    <Box sx={column}>
      <PurchaseList />
    </Box>
  );
}
