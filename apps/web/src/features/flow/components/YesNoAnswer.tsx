import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { AnswerProps } from './answer-props';

const YES = 'Yes';
const NO = 'No';

/** two_button (seed section 4): Yes or No answers at once; the server takes 'Yes' and 'No'. */
export function YesNoAnswer(props: AnswerProps) {
  const { t } = useTranslation('flow');
  const before = props.initial.toLowerCase();
  return (
    <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center' }}>
      {[YES, NO].map((answer) => (
        <Button
          key={answer}
          variant={before === answer.toLowerCase() ? 'contained' : 'outlined'}
          disabled={props.busy}
          onClick={() => props.onAnswer(answer)}
          sx={{ borderRadius: 999, minWidth: 120 }}
        >
          {t(answer === YES ? 'kinds.yes' : 'kinds.no')}
        </Button>
      ))}
    </Box>
  );
}
