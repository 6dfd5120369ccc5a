import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { HoldState, Purchase } from '@ideabazaar/shared/schemas/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { LoadMore } from '@/components/feedback/LoadMore';
import { MainButton } from '@/components/ui/MainButton';
import { paths } from '@/config/paths';
import { isolate, useFormat } from '@/lib/format';
import { userText } from '@/lib/user-text';
import { useMyPurchases } from '../api/purchases';
import { useTimeLeftText } from '../hooks/use-time-left-text';
import { DisputeDialog } from './DisputeDialog';
import { WalletLoading, WalletUnavailable } from './LoadState';

const holdColor: Record<HoldState, 'info' | 'warning' | 'success' | 'default'> = {
  held: 'info',
  disputed: 'warning',
  released: 'success',
  refunded: 'default',
};

/** A dispute is open to the buyer while the seller's share is still held, before it is released. */
export const mayDispute = (purchase: Pick<Purchase, 'hold' | 'release_at'>, now = new Date()) =>
  purchase.hold === 'held' && new Date(purchase.release_at).getTime() > now.getTime();

function PurchaseCard(props: { purchase: Purchase; onDispute: () => void }) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const timeLeftText = useTimeLeftText();
  const { purchase } = props;
  const open = mayDispute(purchase);
  return (
    <Card component="li" variant="outlined" aria-label={purchase.item_title} data-testid="purchase">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Link
            component={RouterLink}
            to={paths.theIdea.href(purchase.item_id)}
            variant="subtitle1"
            sx={{ flexGrow: 1, fontWeight: 600 }}
            {...userText}
          >
            {purchase.item_title}
          </Link>
          <Chip
            size="small"
            label={t(`purchases.hold.${purchase.hold}`)}
            color={holdColor[purchase.hold]}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('purchases.seller', { name: isolate(format.member(purchase.seller)) })} ·{' '}
          {format.date(new Date(purchase.created_at))}
        </Typography>
        <Typography data-testid="purchase-paid">
          {t('purchases.paid', { amount: format.money(purchase.paid) })}
          {purchase.discount > 0 &&
            ` ${t('purchases.discount', { price: format.money(purchase.price), discount: format.signedMoney(-purchase.discount) })}`}
        </Typography>
        {purchase.hold === 'held' && (
          <Typography variant="body2" color="text.secondary">
            {open
              ? t('purchases.window', { time: timeLeftText(purchase.release_at) })
              : t('purchases.windowClosed')}
          </Typography>
        )}
        {purchase.hold === 'disputed' && purchase.dispute_reason && (
          <Typography variant="body2" color="text.secondary">
            {t('purchases.yourReason', { reason: purchase.dispute_reason })}
          </Typography>
        )}
        {open && (
          <Button color="warning" onClick={props.onDispute} sx={{ justifySelf: 'start' }}>
            {t('purchases.dispute')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** What the member bought, newest first, with each sale's hold and the dispute action. */
export function PurchaseList() {
  const { t } = useTranslation('wallet');
  const list = useMyPurchases();
  const [disputing, setDisputing] = useState<Purchase | null>(null);
  const purchases = list.data?.pages.flatMap((page) => page.purchases) ?? [];

  if (list.isPending) {
    return <WalletLoading />;
  }
  if (purchases.length === 0) {
    return list.isError ? (
      <WalletUnavailable onRetry={() => void list.refetch()} />
    ) : (
      <EmptyState
        icon={<ShoppingBagIcon />}
        title={t('purchases.none')}
        text={t('purchases.noneText')}
        action={<MainButton to={paths.ideas.href()}>{t('purchases.browse')}</MainButton>}
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('purchases.intro')}</Typography>
      <Box component="ul" sx={{ display: 'grid', gap: 2, p: 0, m: 0, listStyle: 'none' }}>
        {purchases.map((purchase) => (
          <PurchaseCard
            key={purchase.id}
            purchase={purchase}
            onDispute={() => setDisputing(purchase)}
          />
        ))}
      </Box>
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
        moreLabel={t('transactions.more')}
        loadingLabel={t('loading')}
      />
      <DisputeDialog purchase={disputing} onClose={() => setDisputing(null)} />
    </Box>
  );
}
