import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StatsResponse } from '@ideabazaar/shared/schemas/indicators';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { SeriesChart } from './SeriesChart';

const metrics = [
  { key: 'views', color: '#1976d2' },
  { key: 'buyers', color: '#4caf50' },
  { key: 'revenue', color: '#ff9800' },
  { key: 'comments', color: '#9c27b0' },
] as const;

// A series day is a Tehran calendar day ('YYYY-MM-DD'); noon UTC falls on that day everywhere.
const dayDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** The owner's statistics: totals, and each metric over the last 30 days. */
export function StatsPanel(props: { stats: StatsResponse }) {
  const { t } = useTranslation('indicators');
  const format = useFormat();
  const { stats } = props;
  const value = (key: (typeof metrics)[number]['key'], amount: number) =>
    key === 'revenue' ? format.money(amount) : format.number(amount);
  const first = stats.series[0]?.day;
  const last = stats.series.at(-1)?.day;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1.5, m: 0 }}
      >
        {metrics.map(({ key }) => (
          <Paper key={key} variant="outlined" sx={{ p: 1.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`stats.${key}`)}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }} data-testid={`total-${key}`}>
              {value(key, stats[key])}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
        {t('stats.last30')}
      </Typography>
      {metrics.map(({ key, color }) => {
        const values = stats.series.map((day) => day[key]);
        return (
          <SeriesChart
            key={key}
            title={t(`stats.${key}`)}
            total={value(
              key,
              values.reduce((sum, item) => sum + item, 0),
            )}
            values={values}
            max={value(key, Math.max(0, ...values))}
            firstDay={first ? format.date(dayDate(first)) : ''}
            lastDay={last ? format.date(dayDate(last)) : ''}
            color={color}
            description={t('stats.chart', {
              metric: t(`stats.${key}`),
              days: format.number(values.length),
            })}
          />
        );
      })}
    </Box>
  );
}
