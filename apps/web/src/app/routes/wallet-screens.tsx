import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router';
import { browser } from '@/lib/browser';
import { DepositForm } from '@/features/wallet/components/DepositForm';
import { DepositResult } from '@/features/checkout/components/DepositResult';
import { kindOf, TransactionList } from '@/features/wallet/components/TransactionList';
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

/** /transactions, the filter kept in the address (`?type=`) as the API names it. */
export function TransactionsScreen() {
  const [params, setParams] = useSearchParams();
  return (
    <Box sx={column}>
      <TransactionList
        kind={kindOf(params.get('type'))}
        onKind={(kind) => setParams(kind ? { type: kind } : {}, { replace: true })}
      />
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
