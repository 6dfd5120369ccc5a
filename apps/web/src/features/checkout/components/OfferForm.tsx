import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { OFFER_MESSAGE_MAX } from '@ideabazaar/shared/schemas/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@/components/ui/AmountField';
import { MainButton } from '@/components/ui/MainButton';
import { checkAmount } from '@/lib/amount';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useMakeOffer } from '../api/make-offer';

/** An offer on a negotiable idea: an amount and a few words for its owner. */
export function OfferForm(props: { itemId: string }) {
  const { t } = useTranslation('checkout');
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState('');
  const offer = useMakeOffer();
  const check = checkAmount(amount);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setRefused('');
    if (!('amount' in check)) return;
    offer.mutate(
      { itemId: props.itemId, amount: check.amount, message: message.trim() },
      {
        onSuccess: () => {
          notify(t('offer.sent'));
          setAmount('');
          setMessage('');
          setSubmitted(false);
        },
        onError: (error) => {
          if (error instanceof ApiError) setRefused(error.text());
        },
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('offer.formTitle')}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <AmountField
        label={t('offer.amount')}
        name="offer-amount"
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setRefused('');
        }}
        check={check}
        error={
          refused || (submitted && 'empty' in check ? translateError('amount_invalid') : undefined)
        }
        disabled={offer.isPending}
      />
      <TextField
        label={t('offer.message')}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        multiline
        minRows={2}
        disabled={offer.isPending}
        helperText={t('offer.messageHint')}
        slotProps={{ htmlInput: { maxLength: OFFER_MESSAGE_MAX } }}
      />
      <MainButton type="submit" disabled={offer.isPending}>
        {t('offer.send')}
      </MainButton>
    </Box>
  );
}
