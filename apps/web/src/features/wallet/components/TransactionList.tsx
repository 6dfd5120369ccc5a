import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ledgerKinds,
  type LedgerKind,
  type WalletTransaction,
} from '@ideabazaar/shared/schemas/wallet';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { LoadMore } from '@/components/feedback/LoadMore';
import { paths } from '@/config/paths';
import { isolate, useFormat } from '@/lib/format';
import { userText } from '@/lib/user-text';
import { useTransactions } from '../api/transactions';
import { kindIcons } from './kind-icons';
import { WalletLoading, WalletUnavailable } from './LoadState';

/** The filter's value from the address: a known kind, or '' for every kind. */
export const kindOf = (value: string | null): LedgerKind | '' =>
  (ledgerKinds as readonly string[]).includes(value ?? '') ? (value as LedgerKind) : '';

function TransactionRow(props: { transaction: WalletTransaction }) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const { transaction: tx } = props;
  const Icon = kindIcons[tx.kind];
  const when = new Date(tx.created_at);
  return (
    <Box
      component="li"
      data-testid="transaction"
      data-kind={tx.kind}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr auto',
        gap: 1.5,
        alignItems: 'center',
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <ListItemIcon sx={{ minWidth: 0 }} aria-hidden>
        <Icon color={tx.amount >= 0 ? 'success' : 'action'} />
      </ListItemIcon>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {t(`kinds.${tx.kind}`)}
          {tx.balance !== 'available' && (
            <Typography component="span" variant="caption" color="text.secondary">
              {' · '}
              {t(`balance.${tx.balance}`)}
            </Typography>
          )}
        </Typography>
        {tx.item_id && tx.item_title && (
          <Link
            component={RouterLink}
            to={paths.theIdea.href(tx.item_id)}
            variant="body2"
            {...userText}
          >
            {tx.item_title}
          </Link>
        )}
        {tx.counterpart && (
          <Typography variant="body2" color="text.secondary">
            {t('transactions.counterpart', { name: isolate(format.member(tx.counterpart)) })}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="p">
          {format.dateTime(when)}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'end' }}>
        <Typography
          sx={{ fontWeight: 700, unicodeBidi: 'isolate' }}
          color={tx.amount >= 0 ? 'success.main' : 'error.main'}
          data-testid="transaction-amount"
        >
          {`${tx.amount > 0 ? '+' : ''}${format.money(tx.amount)}`}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('transactions.balanceAfter', { amount: format.money(tx.balance_after) })}
        </Typography>
      </Box>
    </Box>
  );
}

/** Every movement of the member's money, newest first, page by page, filtered by kind. */
export function TransactionList(props: {
  kind: LedgerKind | '';
  onKind: (kind: LedgerKind | '') => void;
}) {
  const { t } = useTranslation('wallet');
  const list = useTransactions(props.kind);
  const rows = list.data?.pages.flatMap((page) => page.transactions) ?? [];

  let body: React.ReactNode;
  if (list.isPending) {
    body = <WalletLoading />;
  } else if (list.isError && rows.length === 0) {
    body = <WalletUnavailable onRetry={() => void list.refetch()} />;
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        icon={<ReceiptLongIcon />}
        title={t(props.kind ? 'transactions.noneOfKind' : 'transactions.none')}
      />
    );
  } else {
    body = (
      <>
        <Box
          component="ul"
          aria-label={t('transactions.list')}
          sx={{ p: 0, m: 0, listStyle: 'none' }}
        >
          {rows.map((transaction) => (
            <TransactionRow key={transaction.id} transaction={transaction} />
          ))}
        </Box>
        <LoadMore
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onMore={() => void list.fetchNextPage()}
          moreLabel={t('transactions.more')}
          loadingLabel={t('loading')}
        />
      </>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        label={t('transactions.filter')}
        value={props.kind}
        onChange={(event) => props.onKind(kindOf(event.target.value))}
        size="small"
      >
        <MenuItem value="">{t('transactions.all')}</MenuItem>
        {ledgerKinds.map((kind) => {
          const Icon = kindIcons[kind];
          return (
            <MenuItem key={kind} value={kind}>
              <Icon fontSize="small" sx={{ marginInlineEnd: 1 }} />
              {t(`kinds.${kind}`)}
            </MenuItem>
          );
        })}
      </TextField>
      {body}
    </Box>
  );
}
