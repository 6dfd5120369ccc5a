import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ClearIcon from '@mui/icons-material/Clear';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientState } from '@/lib/client-state';
import { useFormat } from '@/lib/format';
import {
  DATE_PICKER_DEFAULTS,
  formatDisplay,
  formatValue,
  parseValue,
  type CalendarKind,
} from './calendar';
import { DatePickerPanel } from './DatePickerPanel';
import { useWindowWiderThan } from './use-window-width';

export interface DatePickerFieldProps {
  label: string;
  /** 'YYYY-MM-DD HH:mm' (Gregorian, Latin digits), or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Jalali in Persian and Gregorian in English unless given. */
  calendar?: CalendarKind;
  min?: string | null;
  max?: string | null;
  /** The hour and minute lists; a date-only field (a filter's day) hides them. */
  showTime?: boolean;
  minuteStep?: number;
  placeholder?: string;
  color?: string;
}

/**
 * A date field with the seed's picker (section 9): the value 'YYYY-MM-DD HH:mm', shown as
 * 'YYYY-MM-DD' in the reader's calendar and digits; it cannot be typed in, only picked. The picker
 * is a popover in a window wider than 480 px and a full-screen dialog otherwise.
 */
export function DatePickerField(props: DatePickerFieldProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useClientState((state) => state.language);
  const kind = props.calendar ?? (language === 'fa' ? 'jalali' : 'gregorian');
  const wide = useWindowWiderThan(DATE_PICKER_DEFAULTS.popoverMinWidth);
  // The field the popover hangs from while the picker is open; null while it is closed.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const moment = parseValue(props.value);
  const color = props.color ?? DATE_PICKER_DEFAULTS.color;

  const panel = (
    <DatePickerPanel
      kind={kind}
      initial={moment}
      min={parseValue(props.min)?.day}
      max={parseValue(props.max)?.day}
      showTime={props.showTime ?? true}
      minuteStep={props.minuteStep ?? DATE_PICKER_DEFAULTS.minuteStep}
      color={color}
      number={format.number}
      onCancel={close}
      onSubmit={(picked) => {
        props.onChange(formatValue(picked));
        close();
      }}
    />
  );
  const surface = { role: 'dialog', 'aria-label': props.label };

  return (
    <>
      <TextField
        label={props.label}
        value={moment ? format.number(formatDisplay(kind, moment.day)) : ''}
        placeholder={props.placeholder ?? ''}
        onClick={(event) => setAnchor(event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            setAnchor(event.currentTarget);
          }
        }}
        slotProps={{
          inputLabel: { shrink: moment ? true : undefined },
          htmlInput: { readOnly: true, 'aria-haspopup': 'dialog', 'data-calendar': kind },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {moment && (
                  <IconButton
                    aria-label={t('datePicker.clear', { label: props.label })}
                    onClick={(event) => {
                      event.stopPropagation();
                      props.onChange(null);
                    }}
                  >
                    <ClearIcon />
                  </IconButton>
                )}
                <CalendarMonthIcon sx={{ color }} />
              </InputAdornment>
            ),
          },
        }}
      />
      {wide ? (
        <Popover
          open={open}
          anchorEl={anchor}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          slotProps={{
            paper: {
              ...surface,
              'data-testid': 'date-picker-popover',
              sx: { width: 324 },
            } as object,
          }}
        >
          {panel}
        </Popover>
      ) : (
        <Dialog
          fullScreen
          open={open}
          onClose={close}
          slotProps={{
            paper: { 'aria-label': props.label, 'data-testid': 'date-picker-dialog' } as object,
          }}
        >
          {panel}
        </Dialog>
      )}
    </>
  );
}
