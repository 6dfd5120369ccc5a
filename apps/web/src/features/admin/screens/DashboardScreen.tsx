import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { AdminStats } from '@ideabazaar/shared/schemas/console';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickerField } from '@/components/date-picker/DatePickerField';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useAdminStats } from '../api/stats';
import { FigureCard } from '../components/FigureCard';
import { lastDays, middayOf, todayInTehran } from '../components/period';
import { COUNTS, MONEY, StatsCharts } from '../components/StatsCharts';
import { hasSection, sectionHref, type SectionKey } from '../sections';

const PRESETS = [7, 30, 90] as const;
/** Now's figures, and the screen each one is worked from. */
const NOW: { key: keyof AdminStats['now']; money: boolean; section?: SectionKey }[] = [
  { key: 'held', money: true, section: 'ledger' },
  { key: 'pending_withdrawals', money: false, section: 'withdrawals' },
  { key: 'open_disputes', money: false, section: 'disputes' },
  { key: 'open_reports', money: false, section: 'reports' },
];

const grid = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
};

/** The business at a glance: a period's figures and their days, and what waits now. */
export default function DashboardScreen() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [range, setRange] = useState(() => lastDays(30));
  const stats = useAdminStats(range);
  const today = todayInTehran();
  const preset = PRESETS.find((days) => {
    const last = lastDays(days);
    return last.from === range.from && last.to === range.to;
  });
  const day = (value: string | null) => value?.slice(0, 10);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="h5" component="h2">
        {t('nav.dashboard')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={t('dashboard.period')}
          value={preset ?? null}
          onChange={(_event, days: number | null) => days && setRange(lastDays(days))}
        >
          {PRESETS.map((days) => (
            <ToggleButton key={days} value={days}>
              {t('dashboard.days', { value: format.number(days) })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ width: 210 }}>
          <DatePickerField
            label={t('dashboard.from')}
            value={range.from}
            showTime={false}
            max={range.to}
            onChange={(value) => value && setRange({ ...range, from: day(value) ?? range.from })}
          />
        </Box>
        <Box sx={{ width: 210 }}>
          <DatePickerField
            label={t('dashboard.to')}
            value={range.to}
            showTime={false}
            min={range.from}
            max={today}
            onChange={(value) => value && setRange({ ...range, to: day(value) ?? range.to })}
          />
        </Box>
        <Typography color="text.secondary" data-testid="period">
          {t('dashboard.rangeText', {
            from: format.date(middayOf(range.from)),
            to: format.date(middayOf(range.to)),
          })}
        </Typography>
      </Box>
      {stats.isFetching && <LinearProgress />}
      {stats.error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => setRange(lastDays(30))}>
              {t('retry')}
            </Button>
          }
        >
          {stats.error instanceof ApiError ? stats.error.text() : t('table.failed')}
        </Alert>
      )}
      {stats.data && (
        <>
          <Typography variant="h6" component="h3">
            {t('dashboard.now')}
          </Typography>
          <Box sx={grid}>
            {NOW.map(({ key, money, section }) => (
              <FigureCard
                key={key}
                label={t(`dashboard.figures.${key}`)}
                value={
                  money ? format.money(stats.data.now[key]) : format.grouped(stats.data.now[key])
                }
                to={section && hasSection(section) ? sectionHref(section) : undefined}
              />
            ))}
          </Box>
          <Typography variant="h6" component="h3">
            {t('dashboard.totals')}
          </Typography>
          <Box sx={grid}>
            {COUNTS.map((key) => (
              <FigureCard
                key={key}
                label={t(`dashboard.figures.${key}`)}
                value={format.grouped(stats.data.totals[key])}
              />
            ))}
            {MONEY.map((key) => (
              <FigureCard
                key={key}
                label={t(`dashboard.figures.${key}`)}
                value={format.money(stats.data.totals[key])}
              />
            ))}
          </Box>
          <Typography variant="h6" component="h3">
            {t('dashboard.perDay')}
          </Typography>
          <StatsCharts days={stats.data.days} />
        </>
      )}
    </Box>
  );
}
