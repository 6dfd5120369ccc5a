import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateIn,
  dayOfDate,
  formatDisplay,
  minuteOptions,
  shiftMonth,
  yearRange,
  type CalendarKind,
  type Moment,
} from './calendar';
import { DayGrid } from './DayGrid';
import { YearList } from './YearList';

export interface DatePickerPanelProps {
  kind: CalendarKind;
  initial: Moment | null;
  min?: number;
  max?: number;
  showTime: boolean;
  minuteStep: number;
  color: string;
  number: (value: number | string) => string;
  onCancel: () => void;
  onSubmit: (moment: Moment) => void;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The picker itself: month navigation, the day grid or the year list, the time, and the buttons.
 * Picking a day only marks it (auto-submit is off, seed section 9); OK submits.
 */
export function DatePickerPanel(props: DatePickerPanelProps) {
  const { t } = useTranslation();
  const { kind } = props;
  const [today] = useState(() => dayOfDate(new Date()));
  const [draft, setDraft] = useState<Moment | null>(props.initial);
  const [shown, setShown] = useState(() => {
    const { year, month } = dateIn(kind, props.initial?.day ?? props.min ?? today);
    return { year, month };
  });
  const [view, setView] = useState<'days' | 'years'>('days');
  const months = t(`datePicker.months.${kind}`, { returnObjects: true }) as string[];
  const weekdays = t('datePicker.weekdays', { returnObjects: true }) as string[];
  const previous = shiftMonth(kind, shown, -1);
  const next = shiftMonth(kind, shown, 1);
  const show = (day: number) => {
    const { year, month } = dateIn(kind, day);
    setShown({ year, month });
  };
  const pick = (day: number) => setDraft((current) => ({ hour: 0, minute: 0, ...current, day }));
  const setTime = (part: 'hour' | 'minute', value: number) =>
    setDraft((current) => current && { ...current, [part]: value });
  const now = () => {
    const date = new Date();
    const moment = { day: dayOfDate(date), hour: date.getHours(), minute: date.getMinutes() };
    setDraft(moment);
    show(moment.day);
    setView('days');
  };
  const label = (day: number) => props.number(formatDisplay(kind, day));

  return (
    <Box sx={{ display: 'grid', gap: 1, pb: 1, minWidth: 300, width: '100%' }} data-calendar={kind}>
      <Box sx={{ bgcolor: props.color, color: '#fff', px: 2, py: 1.5 }}>
        <Typography variant="h6" component="p" data-testid="date-picker-selected">
          {draft ? label(draft.day) : t('datePicker.choose')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1 }}>
        <IconButton
          aria-label={t('datePicker.previousMonth')}
          disabled={!previous}
          onClick={() => previous && setShown(previous)}
        >
          <ChevronLeftIcon
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
          />
        </IconButton>
        <Button
          onClick={() => setView(view === 'years' ? 'days' : 'years')}
          aria-label={t('datePicker.chooseYear')}
          aria-expanded={view === 'years'}
          sx={{ flexGrow: 1, color: 'text.primary' }}
          data-testid="date-picker-month"
        >
          {months[shown.month - 1]} {props.number(shown.year)}
        </Button>
        <IconButton
          aria-label={t('datePicker.nextMonth')}
          disabled={!next}
          onClick={() => next && setShown(next)}
        >
          <ChevronRightIcon
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
          />
        </IconButton>
      </Box>
      {view === 'years' ? (
        <YearList
          years={yearRange(kind, { min: props.min, max: props.max })}
          selected={shown.year}
          label={t('datePicker.years')}
          color={props.color}
          number={props.number}
          onPick={(year) => {
            setShown({ year, month: shown.month });
            setView('days');
          }}
        />
      ) : (
        <DayGrid
          kind={kind}
          year={shown.year}
          month={shown.month}
          weekdays={weekdays}
          selected={draft?.day ?? null}
          today={today}
          min={props.min}
          max={props.max}
          color={props.color}
          number={props.number}
          dayLabel={label}
          onPick={pick}
        />
      )}
      {props.showTime && (
        <Box sx={{ display: 'flex', gap: 1, px: 2 }} dir="ltr">
          {(['hour', 'minute'] as const).map((part) => (
            <TextField
              key={part}
              select
              size="small"
              label={t(`datePicker.${part}`)}
              value={draft?.[part] ?? 0}
              disabled={!draft}
              onChange={(event) => setTime(part, Number(event.target.value))}
            >
              {(part === 'hour'
                ? Array.from({ length: 24 }, (_, hour) => hour)
                : minuteOptions(props.minuteStep)
              ).map((value) => (
                <MenuItem key={value} value={value}>
                  {props.number(twoDigits(value))}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, px: 1, justifyContent: 'flex-end' }}>
        <Button onClick={now} sx={{ color: props.color, marginInlineEnd: 'auto' }}>
          {t('datePicker.now')}
        </Button>
        <Button onClick={props.onCancel} color="inherit">
          {t('datePicker.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!draft}
          onClick={() => draft && props.onSubmit(draft)}
          sx={{ bgcolor: props.color, '&:hover': { bgcolor: props.color } }}
        >
          {t('datePicker.submit')}
        </Button>
      </Box>
    </Box>
  );
}
