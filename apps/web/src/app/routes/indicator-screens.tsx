import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { paths } from '@/config/paths';
import { useIndicators } from '@/features/indicators/api/indicators';
import { useStats } from '@/features/indicators/api/stats';
import { IndicatorList } from '@/features/indicators/components/IndicatorList';
import { IndicatorsPanel } from '@/features/indicators/components/IndicatorsPanel';
import { StatsPanel } from '@/features/indicators/components/StatsPanel';
import { useItem } from '@/features/items/api/item';
import { userText } from '@/lib/user-text';

/** /indicators/{id}: the scores, rated by buyers. */
export function IndicatorsScreen() {
  const { t } = useTranslation('indicators');
  const { ideaId = '' } = useParams();
  const item = useItem(ideaId);
  const owner = item.data?.is_owner === true;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {item.data && (
        <Typography component="h2" variant="h6" sx={{ textAlign: 'center' }} {...userText}>
          {item.data.title}
        </Typography>
      )}
      <IndicatorsPanel
        itemId={ideaId}
        rateNote={
          owner
            ? { text: t('owner'), href: paths.myIndicators.href(ideaId), action: t('seeStats') }
            : { text: t('notBuyer'), href: paths.details.href(ideaId), action: t('seeIdea') }
        }
      />
    </Box>
  );
}

/** /myindicators/{id}: the owner's scores, totals and the last 30 days drawn day by day. */
export function MyIndicatorsScreen() {
  const { t } = useTranslation('indicators');
  const { ideaId = '' } = useParams();
  const item = useItem(ideaId);
  const owner = item.data?.is_owner === true;
  const indicators = useIndicators(ideaId);
  // The statistics are the owner's: asked for once the item says this member owns it.
  const stats = useStats(ideaId, owner);

  if (item.data && !owner) {
    return <EmptyState icon={<LockIcon />} title={t('notOwnerTitle')} text={t('notOwnerText')} />;
  }
  if (!item.data || !indicators.data || !stats.data) {
    return (
      <CircularProgress sx={{ display: 'block', mx: 'auto' }} aria-label={t('stats.loading')} />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 600, mx: 'auto' }}>
      <Typography component="h2" variant="h6" sx={{ textAlign: 'center' }} {...userText}>
        {item.data.title}
      </Typography>
      <IndicatorList indicators={indicators.data} />
      <Divider />
      <Typography component="h2" variant="h6">
        {t('stats.title')}
      </Typography>
      <StatsPanel stats={stats.data} />
    </Box>
  );
}
