import LockOpenIcon from '@mui/icons-material/LockOpen';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Item } from '@ideabazaar/shared/schemas/items';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useClientState } from '@/lib/client-state';
import { useFormat } from '@/lib/format';
import { useOffers } from '../api/offers';
import { BuyDialog } from './BuyDialog';
import { OfferForm } from './OfferForm';
import { buyableOffer, OfferStatus } from './OfferStatus';

type Buyable = Pick<Item, 'id' | 'title' | 'price' | 'negotiable' | 'status'>;

const pill = { borderRadius: 999, justifySelf: 'start' } as const;

/** A negotiable idea: the member's latest offer, or a new one; an accepted one is bought here. */
function Negotiation(props: {
  item: Buyable;
  onBuy: (price: number) => void;
  /** Open the dialog as soon as an accepted offer is known (`?buy=1`). */
  autoBuy: boolean;
}) {
  const { t } = useTranslation('items');
  const format = useFormat();
  const offers = useOffers(props.item.id);
  const latest = [...(offers.data?.offers ?? [])].sort((a, b) =>
    b.created_at.localeCompare(a.created_at),
  )[0];
  const accepted = buyableOffer(latest);
  const { autoBuy, onBuy } = props;
  useEffect(() => {
    if (autoBuy && accepted) onBuy(accepted.amount);
  }, [autoBuy, accepted, onBuy]);

  if (offers.isPending) return <CircularProgress size={24} aria-label={t('offer.loading')} />;
  const open = latest?.status === 'pending' || accepted !== undefined;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {latest && <OfferStatus offer={latest} />}
      {accepted && (
        <Button
          variant="contained"
          disableElevation
          startIcon={<ShoppingCartIcon />}
          onClick={() => onBuy(accepted.amount)}
          sx={pill}
        >
          {t('buy.buyFor', { price: format.money(accepted.amount) })}
        </Button>
      )}
      {!open && <OfferForm itemId={props.item.id} />}
    </Box>
  );
}

/**
 * For a member or visitor who has not bought an idea: what buying unlocks, the price ('Negotiable'
 * with offers for a negotiable one) and the buy button with its confirmation dialog. `?buy=1`
 * opens the dialog, as the wallet's link does after a deposit made for this purchase.
 */
export function BuySection(props: { item: Buyable }) {
  const { t } = useTranslation('items');
  const format = useFormat();
  const auth = useClientState((state) => state.auth);
  const [params, setParams] = useSearchParams();
  const { item } = props;
  const unlocks = t('buy.unlocks', { returnObjects: true }) as string[];
  const forSale = item.status === 'published';
  const fixedPrice = !item.negotiable && item.price !== null ? item.price : null;
  // `?buy=1` (the way back from a deposit made for this idea) opens the dialog at once.
  const resume = params.get('buy') === '1' && auth && forSale;
  const [price, setPrice] = useState<number | null>(() => (resume ? fixedPrice : null));
  const [resuming, setResuming] = useState(() => resume && item.negotiable);

  const startBuying = (amount: number) => {
    setResuming(false);
    if (!auth) useClientState.getState().promptLogin();
    else setPrice(amount);
  };

  useEffect(() => {
    if (params.get('buy') === null) return;
    // Read once: a reload or a return to this page does not open the dialog again.
    setParams(
      (current) => {
        current.delete('buy');
        return current;
      },
      { replace: true },
    );
  }, [params, setParams]);

  return (
    <Alert
      component="section"
      role="region"
      aria-label={t('buy.title')}
      severity="info"
      icon={<LockOpenIcon />}
      data-testid="buy-section"
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>{t('buy.title')}</AlertTitle>
      <Typography variant="body2">{t('buy.intro')}</Typography>
      <Box component="ul" sx={{ my: 1, paddingInlineStart: 3 }}>
        {unlocks.map((line) => (
          <li key={line}>
            <Typography variant="body2">{line}</Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 'bold', mb: 1 }}>
        {item.negotiable
          ? t('buy.negotiable')
          : fixedPrice !== null
            ? t('buy.price', { price: format.money(fixedPrice) })
            : t('buy.noPrice')}
      </Typography>
      {forSale && fixedPrice !== null && (
        <Button
          variant="contained"
          disableElevation
          startIcon={<ShoppingCartIcon />}
          onClick={() => startBuying(fixedPrice)}
          sx={pill}
        >
          {t('buy.buyFor', { price: format.money(fixedPrice) })}
        </Button>
      )}
      {forSale && item.negotiable && auth && (
        <Negotiation item={item} onBuy={startBuying} autoBuy={resuming} />
      )}
      {forSale && item.negotiable && !auth && (
        <Button
          variant="contained"
          disableElevation
          onClick={() => useClientState.getState().promptLogin()}
          sx={pill}
        >
          {t('offer.signIn')}
        </Button>
      )}
      <BuyDialog
        item={item}
        price={price ?? 0}
        open={price !== null}
        onClose={() => setPrice(null)}
      />
    </Alert>
  );
}
