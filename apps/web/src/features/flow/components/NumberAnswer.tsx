import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { checkAnswer } from '@ideabazaar/shared/schemas/questions';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/i18n';
import type { AnswerProps } from './answer-props';
import { NextButton } from './NextButton';

/** Seed section 4: checking 'Negotiable' disables the number and makes the answer '0'. */
export const NEGOTIABLE_ANSWER = '0';

/**
 * single-textual and single-textual-with-checkbox (seed sections 4 and 5): a number with its
 * unit and Next; Persian digits become Latin ones, anything else is refused.
 */
export function NumberAnswer(props: AnswerProps) {
  const { t } = useTranslation('flow');
  const { question } = props;
  const withCheckbox = question.kind === 'single-textual-with-checkbox';
  const [negotiable, setNegotiable] = useState(withCheckbox && props.initial === NEGOTIABLE_ANSWER);
  const [value, setValue] = useState(props.initial);
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (negotiable) {
      props.onAnswer(NEGOTIABLE_ANSWER);
      return;
    }
    const result = checkAnswer(question.kind, value, question.max_length);
    if (!result.ok) {
      setError(translateError(result.error));
      return;
    }
    props.onAnswer(result.value);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        autoFocus
        value={value}
        disabled={negotiable}
        placeholder={question.placeholder}
        onChange={(event) => {
          setValue(event.target.value);
          setError('');
        }}
        error={Boolean(error)}
        helperText={error || ' '}
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
