import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { OfferStatus } from '@ideabazaar/shared/schemas/wallet';
import { useTranslation } from 'react-i18next';
import { isolate, useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useAnswerOffer, type OfferAnswer } from '../api/answer-offer';
import { useOffers } from '../api/offers';

const statusColor: Record<OfferStatus, 'info' | 'success' | 'default' | 'warning'> = {
  pending: 'info',
  accepted: 'success',
  bought: 'success',
  declined: 'default',
  withdrawn: 'default',
  expired: 'warning',
};

/** The offers members made, newest first, answered here. */
function OfferList(props: { itemId: string }) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const offers = useOffers(props.itemId);
  const answer = useAnswerOffer();

  const reply = (offerId: string, choice: Extract<OfferAnswer, 'accept' | 'decline'>) =>
    answer.mutate(
      { offerId, itemId: props.itemId, answer: choice },
      { onSuccess: () => notify(t(choice === 'accept' ? 'offer.accepted' : 'offer.declined')) },
    );

  if (offers.isPending) return <CircularProgress size={24} aria-label={t('offer.loading')} />;
  const list = offers.data?.offers ?? [];
  if (list.length === 0) {
    return <Typography color="text.secondary">{t('offer.noneYet')}</Typography>;
  }
  return (
    <List disablePadding>
      {list.map((offer) => (
        <ListItem
          key={offer.id}
          divider
          disableGutters
          data-testid="owner-offer"
          sx={{ display: 'block' }}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <ListItemText
              primary={`${isolate(format.member(offer.buyer))} · ${format.money(offer.amount)}`}
              secondary={[
                offer.message && isolate(offer.message),
                format.date(new Date(offer.created_at)),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
            <Chip
              size="small"
              label={t(`offer.state.${offer.status}`)}
              color={statusColor[offer.status]}
            />
          </Box>
          {offer.status === 'pending' && (
            <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
              <Button
                variant="contained"
                disableElevation
                size="small"
                disabled={answer.isPending}
                onClick={() => reply(offer.id, 'accept')}
              >
                {t('offer.accept')}
              </Button>
              <Button
                size="small"
                disabled={answer.isPending}
                onClick={() => reply(offer.id, 'decline')}
              >
                {t('offer.decline')}
              </Button>
            </Box>
          )}
        </ListItem>
      ))}
    </List>
  );
}

/** MyIdea of a negotiable idea: its offers under their own heading. */
export function OwnerOffers(props: { itemId: string }) {
  const { t } = useTranslation('checkout');
  return (
    <Box component="section" aria-label={t('offer.ownerTitle')} sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
        {t('offer.ownerTitle')}
      </Typography>
      <OfferList itemId={props.itemId} />
    </Box>
  );
}
