import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOffers } from '../api/offers';
import { OfferForm } from './OfferForm';
import { OfferStatus } from './OfferStatus';

/**
 * A negotiable idea for a member: their latest offer and what it allows, a new offer while the
 * server asks for one (`offer_required`) and none is waiting, and the buy button once an
 * accepted offer lets them buy.
 */
export function Negotiation(props: { itemId: string; offerRequired: boolean; buy?: ReactNode }) {
  const { t } = useTranslation('checkout');
  const offers = useOffers(props.itemId);
  if (offers.isPending) return <CircularProgress size={24} aria-label={t('offer.loading')} />;
  const latest = [...(offers.data?.offers ?? [])].sort((a, b) =>
    b.created_at.localeCompare(a.created_at),
  )[0];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {latest && <OfferStatus offer={latest} />}
      {props.buy}
      {props.offerRequired && latest?.status !== 'pending' && <OfferForm itemId={props.itemId} />}
    </Box>
  );
}
