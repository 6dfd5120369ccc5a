import Box from '@mui/material/Box';
import { checkAnswer, textLimitOf } from '@ideabazaar/shared/schemas/questions';
import { useState, type FormEvent } from 'react';
import { CountedTextField } from '@/components/ui/CountedTextField';
import { translateError } from '@/lib/i18n';
import type { AnswerProps } from './answer-props';
import { NextButton } from './NextButton';

/**
 * textual (seed sections 4, 5, 9): a 3-row text area with a character counter, at most 50
 * characters for a title question and 500 for any other, and Next.
 */
export function TextAnswer(props: AnswerProps) {
  const { question } = props;
  const max = question.max_length || textLimitOf(question.title);
  const [value, setValue] = useState(props.initial);
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkAnswer('textual', value, max);
    if (!result.ok) {
      setError(translateError(result.error));
      return;
    }
    props.onAnswer(result.value);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <CountedTextField
        multiline
        rows={3}
        autoFocus={props.autoFocus ?? true}
        value={value}
        max={max}
        placeholder={question.placeholder}
        onValueChange={(next) => {
          setValue(next);
          setError('');
        }}
        error={error}
        htmlInput={{ 'aria-label': question.title }}
      />
      <NextButton busy={props.busy} />
    </Box>
  );
}
