import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  operationFilters,
  type OperationFilter,
  type WalletOperation,
} from '@ideabazaar/shared/schemas/wallet';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { LoadMore } from '@/components/feedback/LoadMore';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { userText } from '@/lib/user-text';
import { useTransactions } from '../api/transactions';
import { kindIcons } from './kind-icons';
import { WalletLoading, WalletUnavailable } from './LoadState';

/** The filter's value from the address: a known filter, or '' for everything. */
export const filterOf = (value: string | null): OperationFilter | '' =>
  (operationFilters as readonly string[]).includes(value ?? '') ? (value as OperationFilter) : '';

/** One operation: its kind and status, the idea, when, the signed amount; it opens its receipt. */
function OperationRow(props: { operation: WalletOperation }) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const { operation: op } = props;
  const Icon = kindIcons[op.kind];
  return (
    <Box component="li" data-testid="transaction" data-kind={op.kind} data-status={op.status}>
      <Box
        component={RouterLink}
        to={paths.receipt.href(op.reference)}
        aria-label={t('transactions.open', { kind: t(`kinds.${op.kind}`) })}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr auto',
          gap: 1.5,
          alignItems: 'center',
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          color: 'inherit',
          textDecoration: 'none',
        }}
      >
        <ListItemIcon sx={{ minWidth: 0 }} aria-hidden>
          <Icon color={op.amount >= 0 ? 'success' : 'action'} />
        </ListItemIcon>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {t(`kinds.${op.kind}`)}
            <Typography component="span" variant="caption" color="text.secondary">
              {' · '}
              {t(`status.${op.status}`)}
            </Typography>
          </Typography>
          {op.item_title && (
            <Typography variant="body2" noWrap {...userText}>
              {op.item_title}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" component="p">
            {format.dateTime(new Date(op.created_at))}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'end' }}>
          <Typography
            sx={{ fontWeight: 700 }}
            color={op.amount >= 0 ? 'success.main' : 'error.main'}
            data-testid="transaction-amount"
          >
            {format.signedMoney(op.amount)}
          </Typography>
          {op.net !== op.amount && (
            <Typography variant="caption" color="text.secondary" data-testid="transaction-net">
              {t('transactions.net', { amount: format.signedMoney(op.net) })}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** The member's money as operations, newest first, page by page, filtered. */
export function TransactionList(props: {
  filter: OperationFilter | '';
  onFilter: (filter: OperationFilter | '') => void;
}) {
  const { t } = useTranslation('wallet');
  const list = useTransactions(props.filter);
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
        title={t(props.filter ? 'transactions.noneOfKind' : 'transactions.none')}
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
          {rows.map((operation) => (
            <OperationRow key={operation.reference} operation={operation} />
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
        value={props.filter}
        onChange={(event) => props.onFilter(filterOf(event.target.value))}
        size="small"
      >
        <MenuItem value="">{t('transactions.all')}</MenuItem>
        {operationFilters.map((filter) => (
          <MenuItem key={filter} value={filter}>
            {t(`transactions.filters.${filter}`)}
          </MenuItem>
        ))}
      </TextField>
      {body}
    </Box>
  );
}
