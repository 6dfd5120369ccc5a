import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '@/lib/format';
import { useIndicators } from '../api/indicators';

/**
 * The indicators in a line on a detail page, each with its scale ('Completeness: 52/100'), and
 * the way to the full screen (and to rate).
 */
export function IndicatorsCard(props: { itemId: string; href: string }) {
  const { t } = useTranslation('indicators');
  const format = useFormat();
  const indicators = useIndicators(props.itemId);
  if (!indicators.data) return null;

  return (
    <Box component="section" aria-label={t('title')} sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
        {t('title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {indicators.data.indicators.map((indicator) => (
          <Chip
            key={indicator.key}
            variant="outlined"
            label={t('chip', {
              name: t(`names.${indicator.key}`),
              score:
                indicator.score === null
                  ? t('notEnough')
                  : t('score', { score: format.number(indicator.score) }),
            })}
          />
        ))}
      </Box>
      <Button component={Link} to={props.href} sx={{ justifySelf: 'start' }}>
        {indicators.data.can_rate ? t('rateAction') : t('open')}
      </Button>
    </Box>
  );
}
