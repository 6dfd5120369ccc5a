import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { ratedIndicators, type IndicatorsResponse } from '@ideabazaar/shared/schemas/indicators';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import type { RatedIndicator } from '../api/rate';

const isRated = (key: string): key is RatedIndicator =>
  (ratedIndicators as readonly string[]).includes(key);

/**
 * The four indicators (PRODUCT.md section 4), each a score out of 100 or 'not enough ratings';
 * with `onRate`, a buyer's 1-5 stars under each rated one.
 */
export function IndicatorList(props: {
  indicators: IndicatorsResponse;
  onRate?: (key: RatedIndicator, value: number) => void;
  saving?: boolean;
}) {
  const { t } = useTranslation('indicators');
  const format = useFormat();
  const { indicators, mine } = props.indicators;

  return (
    <Box
      component="ul"
      aria-label={t('list')}
      sx={{ display: 'grid', gap: 2.5, p: 0, m: 0, listStyle: 'none' }}
    >
      {indicators.map((indicator) => {
        const name = t(`names.${indicator.key}`);
        return (
          <Box
            component="li"
            key={indicator.key}
            aria-label={name}
            sx={{ display: 'grid', gap: 0.5 }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography sx={{ fontWeight: 'bold' }}>{name}</Typography>
              <Typography
                data-testid={`score-${indicator.key}`}
                color={indicator.score === null ? 'text.secondary' : 'text.primary'}
              >
                {indicator.score === null
                  ? t('notEnough')
                  : t('score', { score: format.number(indicator.score) })}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={indicator.score ?? 0}
              aria-label={name}
              color={indicator.key === 'completeness' ? 'secondary' : 'primary'}
            />
            <Typography variant="caption" color="text.secondary">
              {indicator.key === 'completeness'
                ? t('completenessHint')
                : t('ratings', {
                    count: indicator.ratings,
                    value: format.number(indicator.ratings),
                  })}
            </Typography>
            {props.onRate && isRated(indicator.key) && (
              <RateRow
                name={name}
                indicator={indicator.key}
                value={mine[indicator.key] ?? null}
                disabled={props.saving}
                onRate={props.onRate}
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
}

function RateRow(props: {
  name: string;
  indicator: RatedIndicator;
  value: number | null;
  disabled?: boolean;
  onRate: (key: RatedIndicator, value: number) => void;
}) {
  const { t } = useTranslation('indicators');
  const format = useFormat();
  const label = t('yourRating', { name: props.name });
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2">{label}</Typography>
      <Rating
        name={`rate-${props.indicator}`}
        value={props.value}
        max={5}
        disabled={props.disabled}
        getLabelText={(value) => t('stars', { count: value, value: format.number(value) })}
        onChange={(_event, value) => {
          if (value !== null) props.onRate(props.indicator, value);
        }}
      />
    </Box>
  );
}
