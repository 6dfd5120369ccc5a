import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Offer } from '@ideabazaar/shared/schemas/wallet';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useAnswerOffer } from '../api/answer-offer';

/** An accepted offer can be bought until it expires (7 days). */
const buyableOffer = (offer: Offer | undefined, now = new Date()) =>
  offer?.status === 'accepted' &&
  (offer.expires_at === null || new Date(offer.expires_at).getTime() > now.getTime())
    ? offer
    : undefined;

/** The member's latest offer on an idea and what it allows: wait, withdraw, buy, or offer again. */
export function OfferStatus(props: { offer: Offer }) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const answer = useAnswerOffer();
  const { offer } = props;
  const amount = format.money(offer.amount);
  const accepted = buyableOffer(offer);
  const status = offer.status === 'accepted' && !accepted ? 'expired' : offer.status;
  const severity = status === 'accepted' ? 'success' : status === 'pending' ? 'info' : 'warning';

  return (
    <Alert
      severity={severity}
      data-testid="offer-status"
      action={
        status === 'pending' ? (
          <Button
            color="inherit"
            size="small"
            disabled={answer.isPending}
            onClick={() =>
              answer.mutate(
                { offerId: offer.id, itemId: offer.item_id, answer: 'withdraw' },
                { onSuccess: () => notify(t('offer.withdrawn')) },
              )
            }
          >
            {t('offer.withdraw')}
          </Button>
        ) : undefined
      }
    >
      {t(`offer.status.${status}`, {
        amount,
        until: accepted?.expires_at ? format.date(new Date(accepted.expires_at)) : '',
      })}
    </Alert>
  );
}
