import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { groupDigits, isMoneyUnit, tomanInWords } from '@ideabazaar/shared/persian/money';
import { readWholeNumber } from '@ideabazaar/shared/persian/number-input';
import { checkAnswer, inLanguage } from '@ideabazaar/shared/schemas/questions';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientState } from '@/lib/client-state';
import { translateError } from '@/lib/i18n';
import type { AnswerProps } from './answer-props';
import { NextButton } from './NextButton';

/** Seed section 4: checking 'Negotiable' disables the number and makes the answer '0'. */
export const NEGOTIABLE_ANSWER = '0';

/**
 * An amount read back under the field while it is one: grouped, and in Persian in words too, as
 * every amount field and the answer's page write it.
 */
function readBack(text: string, unit: string, language: 'en' | 'fa'): string {
  const reading = readWholeNumber(text);
  if (!reading.ok || reading.digits.length > 15) return '';
  return language === 'fa'
    ? tomanInWords(reading.digits)
    : `${groupDigits(reading.digits, 'en')} ${unit}`;
}

/**
 * single-textual and single-textual-with-checkbox (seed sections 4 and 5): a number with its
 * unit and Next. Persian digits and thousands separators are read; a fraction, a sign or a number
 * outside the question's bounds is refused before sending, with the server's own words.
 */
export function NumberAnswer(props: AnswerProps) {
  const { t } = useTranslation('flow');
  const { question } = props;
  const withCheckbox = question.kind === 'single-textual-with-checkbox';
  const [negotiable, setNegotiable] = useState(withCheckbox && props.initial === NEGOTIABLE_ANSWER);
  const [value, setValue] = useState(props.initial);
  const [error, setError] = useState('');
  const language = useClientState((state) => state.language);
  const money = isMoneyUnit(question.unit, question.unit);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (negotiable) {
      props.onAnswer(NEGOTIABLE_ANSWER);
      return;
    }
    const result = checkAnswer(question.kind, value, question.max_length, {
      min: question.min_value,
      max: question.max_value,
    });
    if (!result.ok) {
      setError(translateError(inLanguage(result.error, question.unit, language)));
      return;
    }
    props.onAnswer(result.value);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        autoFocus={props.autoFocus ?? true}
        value={value}
        disabled={negotiable}
        placeholder={question.placeholder}
        onChange={(event) => {
          setValue(event.target.value);
          setError('');
        }}
        error={Boolean(error)}
        helperText={
          error || (money && !negotiable && readBack(value, question.unit, language)) || ' '
        }
        slotProps={{
          htmlInput: { inputMode: 'numeric', dir: 'ltr', 'aria-label': question.title },
          input: question.unit
            ? { endAdornment: <InputAdornment position="end">{question.unit}</InputAdornment> }
            : undefined,
        }}
      />
      {withCheckbox && (
        <FormControlLabel
          control={
            <Checkbox
              checked={negotiable}
              onChange={(event) => {
                setNegotiable(event.target.checked);
                setError('');
                setValue(event.target.checked ? NEGOTIABLE_ANSWER : '');
              }}
            />
          }
          label={t('kinds.negotiable')}
        />
      )}
      <NextButton busy={props.busy} />
    </Box>
  );
}
