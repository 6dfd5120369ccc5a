import LockOpenIcon from '@mui/icons-material/LockOpen';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Item } from '@ideabazaar/shared/schemas/items';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useClientState } from '@/lib/client-state';
import { useFormat } from '@/lib/format';
import { translateError } from '@/lib/i18n';
import { preloadable, usePreloaded } from '@/lib/preloadable';

type Buyable = Pick<
  Item,
  'id' | 'title' | 'price' | 'negotiable' | 'can_buy' | 'buy_refusal' | 'buy_price'
>;

const pill = { borderRadius: 999, justifySelf: 'start' } as const;

// The dialog (its voucher field, price summary and MUI's modal) and the offers of a negotiable
// idea are chunks of their own: an idea's page starts without them (issue 34, the page's
// blocking time), and a member who may buy or offer fetches them once the page is up.
const buyDialog = preloadable(async () => (await import('./BuyDialog')).BuyDialog);
const negotiation = preloadable(async () => (await import('./Negotiation')).Negotiation);

const promptLogin = () => useClientState.getState().promptLogin();

/** The server's answer to whether this viewer may buy, as this section shows it. */
function stateOf(item: Buyable) {
  if (item.can_buy && item.buy_price !== null)
    return { kind: 'buy', price: item.buy_price } as const;
  switch (item.buy_refusal) {
    case 'unauthenticated':
      return { kind: 'visitor' } as const;
    case 'offer_required':
      return { kind: 'offer' } as const;
    case 'item_archived':
      return { kind: 'closed' } as const;
    default:
      // The owner's idea, a need, an idea bought (its own state on the page): nothing to buy.
      return null;
  }
}

/** A visitor is asked to sign in, at the idea's price or for an offer on a negotiable one. */
function VisitorButton(props: { item: Buyable }) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const { item } = props;
  if (!item.negotiable && item.price === null) return null;
  return (
    <Button
      variant="contained"
      disableElevation
      startIcon={item.negotiable ? undefined : <ShoppingCartIcon />}
      onClick={promptLogin}
      sx={pill}
    >
      {item.negotiable
        ? t('offer.signIn')
        : t('buy.buyFor', { price: format.money(item.price ?? 0) })}
    </Button>
  );
}

/**
 * For a member or visitor who has not bought an idea: what buying unlocks, the price ('Negotiable'
 * with offers for a negotiable one) and, when the server's `can_buy` says so, the buy button at
 * its `buy_price` with the confirmation dialog. `?buy=1` opens the dialog, as the wallet's link
 * does after a deposit made for this purchase. The section shows nothing when there is nothing to
 * buy; the dialog stays until it closes itself (a purchase made turns the section off first).
 */
export function BuySection(props: { item: Buyable }) {
  const { item } = props;
  const state = stateOf(item);
  const [params, setParams] = useSearchParams();
  // `?buy=1` (the way back from a deposit made for this idea) opens the dialog at once.
  const [dialog, setDialog] = useState(() => ({
    open: params.get('buy') === '1' && state?.kind === 'buy',
    price: state?.kind === 'buy' ? state.price : 0,
  }));
  // Once opened it stays mounted, so that it closes with its transition.
  const [opened, setOpened] = useState(dialog.open);
  const dialogPart = usePreloaded(buyDialog, state?.kind === 'buy' || dialog.open);
  const BuyDialog = dialogPart.part;

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
    <>
      {state && (
        <ForSale
          item={item}
          state={state}
          onBuy={(price) => {
            if (!BuyDialog) dialogPart.reload();
            // The click is answered at the next frame; the dialog renders in the frames after it
            // (issue 34: interaction to next paint).
            startTransition(() => {
              setOpened(true);
              setDialog({ open: true, price });
            });
          }}
        />
      )}
      {opened && BuyDialog && (
        <BuyDialog
          item={item}
          price={dialog.price}
          open={dialog.open}
          onClose={() => setDialog((shown) => ({ ...shown, open: false }))}
        />
      )}
    </>
  );
}

function ForSale(props: {
  item: Buyable;
  state: NonNullable<ReturnType<typeof stateOf>>;
  onBuy: (price: number) => void;
}) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const { item, state } = props;
  const unlocks = t('buy.unlocks', { returnObjects: true }) as string[];
  const buyPrice = state.kind === 'buy' ? state.price : null;
  const shownPrice = buyPrice ?? item.price;
  const buyButton = buyPrice !== null && (
    <Button
      variant="contained"
      disableElevation
      startIcon={<ShoppingCartIcon />}
      onClick={() => props.onBuy(buyPrice)}
      sx={pill}
    >
      {t('buy.buyFor', { price: format.money(buyPrice) })}
    </Button>
  );

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
        {state.kind === 'closed'
          ? translateError('item_archived')
          : item.negotiable
            ? t('buy.negotiable')
            : shownPrice !== null
              ? t('buy.price', { price: format.money(shownPrice) })
              : t('buy.noPrice')}
      </Typography>
      {state.kind === 'visitor' && <VisitorButton item={item} />}
      {item.negotiable && (state.kind === 'offer' || state.kind === 'buy') ? (
        <Offers itemId={item.id} offerRequired={state.kind === 'offer'} buy={buyButton} />
      ) : (
        buyButton
      )}
    </Alert>
  );
}

/** A negotiable idea's offers, once their chunk is in (a moment after the page). */
function Offers(props: { itemId: string; offerRequired: boolean; buy: ReactNode }) {
  const { t } = useTranslation('checkout');
  const Negotiation = usePreloaded(negotiation, true).part;
  if (!Negotiation) return <CircularProgress size={24} aria-label={t('offer.loading')} />;
  return <Negotiation {...props} />;
}
