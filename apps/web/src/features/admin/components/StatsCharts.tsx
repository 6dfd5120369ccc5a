import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AdminStats } from '@ideabazaar/shared/schemas/console';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { middayOf } from './period';

/** The day figures that are counts, and those in Toman (the dashboard's cards and charts). */
export const COUNTS = ['signups', 'published', 'purchases'] as const;
export const MONEY = ['volume', 'commission', 'deposits', 'withdrawals'] as const;
const HEIGHT = 280;

/** The period day by day: the counts as lines, the money as bars, in the reader's digits. */
export function StatsCharts(props: { days: AdminStats['days'] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const days = props.days.map((day) => day.date);
  const xAxis = [
    {
      scaleType: 'band' as const,
      data: days,
      valueFormatter: (day: string) => format.date(middayOf(day)),
    },
  ];
  const yAxis = [{ valueFormatter: (value: number) => format.grouped(value), width: 72 }];
  const series = <K extends keyof AdminStats['days'][number]>(keys: readonly K[], money: boolean) =>
    keys.map((key) => ({
      label: t(`dashboard.figures.${key}`),
      data: props.days.map((day) => Number(day[key])),
      valueFormatter: (value: number | null) =>
        value === null ? '' : money ? format.money(value) : format.grouped(value),
    }));

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', xl: '1fr 1fr' } }}>
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="chart-counts">
        <Typography variant="subtitle1" component="h4">
          {t('dashboard.counts')}
        </Typography>
        <LineChart height={HEIGHT} xAxis={xAxis} yAxis={yAxis} series={series(COUNTS, false)} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="chart-money">
        <Typography variant="subtitle1" component="h4">
          {t('dashboard.money')}
        </Typography>
        <BarChart height={HEIGHT} xAxis={xAxis} yAxis={yAxis} series={series(MONEY, true)} />
      </Paper>
    </Box>
  );
}
