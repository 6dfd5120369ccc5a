import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState, type FormEvent } from 'react';
import { translateError } from '@/lib/i18n';
import type { AnswerProps } from './answer-props';
import { NextButton } from './NextButton';

/** multiple_choice (seed section 4): radio options and Next; the option's label is the answer. */
export function ChoiceAnswer(props: AnswerProps) {
  const { question } = props;
  const [value, setValue] = useState(question.options.includes(props.initial) ? props.initial : '');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(translateError('answer_empty'));
      return;
    }
    props.onAnswer(value);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <FormControl error={Boolean(error)}>
        <RadioGroup
          aria-label={question.title}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError('');
          }}
        >
          {question.options.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
          ))}
        </RadioGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
      <NextButton busy={props.busy} />
    </Box>
  );
}
