import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { useNotificationsBelow } from '@/lib/notifications-place';

/** Seed section 9: steps are named up to the thirtieth; past it the number is shown. */
export const NAMED_STEPS = 30;

/** Seed section 9: 100 divided by the question count, times the step number. */
export const progressOf = (step: number, count: number) =>
  count > 0 ? Math.min(100, Math.round((100 / count) * step)) : 0;

/**
 * Seed section 2: a progress bar with a 'Step N' label and a percentage, hidden at 100%. The
 * notifications ('Please answer the questions') are shown under it, never over it.
 */
export function StepProgress(props: { step: number; count: number }) {
  const { t } = useTranslation('flow');
  const format = useFormat();
  const ref = useRef<HTMLDivElement>(null);
  useNotificationsBelow(ref);
  const percent = progressOf(props.step, props.count);
  const name =
    props.step >= 1 && props.step <= NAMED_STEPS
      ? t(`ordinal.${props.step}`)
      : format.number(props.step);
  return (
    <Box ref={ref} sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="body2" data-testid="step-label">
          {t('step', { name })}
        </Typography>
        {percent < 100 && (
          <Typography variant="body2" color="text.secondary" data-testid="step-percent">
            {t('percent', { value: format.number(percent) })}
          </Typography>
        )}
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('step', { name })}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
