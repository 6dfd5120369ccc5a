import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { notify } from '@/lib/notify';
import { useIndicators } from '../api/indicators';
import { useRateIndicators, type RatedIndicator } from '../api/rate';
import { IndicatorList } from './IndicatorList';

/**
 * The indicators screen: the four scores; a buyer rates each rated one with 1-5 stars, saved as
 * soon as it is chosen. Others read why they cannot rate.
 */
export function IndicatorsPanel(props: {
  itemId: string;
  rateNote?: { text: string; href: string; action: string };
}) {
  const { t } = useTranslation('indicators');
  const indicators = useIndicators(props.itemId);
  const rate = useRateIndicators();

  if (indicators.isPending) {
    return <CircularProgress sx={{ display: 'block', mx: 'auto' }} aria-label={t('loading')} />;
  }
  if (!indicators.data) return <EmptyState title={t('unavailable')} />;
  const onRate = (key: RatedIndicator, value: number) =>
    rate
      .mutateAsync({ itemId: props.itemId, ratings: { [key]: value } })
      .then(() => notify(t('saved')))
      .catch(() => undefined);
  const canRate = indicators.data.can_rate;

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 600, mx: 'auto' }}>
      <Typography color="text.secondary">{t('intro')}</Typography>
      {canRate ? (
        <Alert severity="info">{t('buyerHint')}</Alert>
      ) : (
        props.rateNote && (
          <Alert
            severity="info"
            action={
              <Button component={Link} to={props.rateNote.href} color="inherit" size="small">
                {props.rateNote.action}
              </Button>
            }
          >
            {props.rateNote.text}
          </Alert>
        )
      )}
      <IndicatorList
        indicators={indicators.data}
        onRate={canRate ? (key, value) => void onRate(key, value) : undefined}
        saving={rate.isPending}
      />
    </Box>
  );
}
