import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { dateIn, monthGrid, weekStartOf, type CalendarKind } from './calendar';

/** One month's days under the weekday names, in the calendar's week (Saturday first in Persian). */
export function DayGrid(props: {
  kind: CalendarKind;
  year: number;
  month: number;
  /** Short weekday names from Sunday. */
  weekdays: string[];
  selected: number | null;
  today: number;
  min?: number;
  max?: number;
  color: string;
  number: (value: number) => string;
  /** The accessible name of a day: its date in the display format. */
  dayLabel: (day: number) => string;
  onPick: (day: number) => void;
}) {
  const start = weekStartOf(props.kind);
  const names = props.weekdays.map((_, index) => props.weekdays[(start + index) % 7] ?? '');
  const cells = monthGrid(props.kind, props.year, props.month);
  const columns = { display: 'grid', gridTemplateColumns: 'repeat(7, 2.5rem)', gap: 0.25 };

  return (
    <Box sx={{ px: 1, justifySelf: 'center' }}>
      <Box sx={columns} aria-hidden>
        {names.map((name, index) => (
          <Typography key={index} variant="caption" color="text.secondary" align="center">
            {name}
          </Typography>
        ))}
      </Box>
      <Box sx={columns} data-testid="day-grid">
        {cells.map((day, index) => {
          if (day === null) return <span key={`blank-${index}`} />;
          const selected = day === props.selected;
          const disabled =
            (props.min !== undefined && day < props.min) ||
            (props.max !== undefined && day > props.max);
          return (
            <ButtonBase
              key={day}
              aria-label={props.dayLabel(day)}
              aria-pressed={selected}
              disabled={disabled}
              onClick={() => props.onPick(day)}
              sx={{
                height: '2.5rem',
                borderRadius: '50%',
                border: day === props.today ? `1px solid ${props.color}` : '1px solid transparent',
                bgcolor: selected ? props.color : undefined,
                color: selected ? '#fff' : disabled ? 'text.disabled' : 'text.primary',
              }}
            >
              {props.number(dateIn(props.kind, day).day)}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
