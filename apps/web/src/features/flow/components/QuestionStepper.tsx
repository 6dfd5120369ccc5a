import Box from '@mui/material/Box';
import type { Question } from '@ideabazaar/shared/schemas/questions';
import { QuestionCard } from './QuestionCard';
import { StepProgress } from './StepProgress';

/**
 * The single-question screen's body (seed section 2): the progress of this step and the current
 * question. A new step starts with fresh inputs, or with the answer given there before.
 */
export function QuestionStepper(props: {
  questions: Question[];
  /** The answers by step, as shown in the inputs. */
  answers: string[];
  index: number;
  busy?: boolean;
  onAnswer: (index: number, answer: string) => void;
}) {
  const question = props.questions[props.index];
  if (!question) return null;
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 600, mx: 'auto' }}>
      <StepProgress step={props.index + 1} count={props.questions.length} />
      <QuestionCard
        key={`${props.index}-${question.id}`}
        question={question}
        initial={props.answers[props.index] ?? ''}
        busy={props.busy}
        onAnswer={(answer) => props.onAnswer(props.index, answer)}
      />
    </Box>
  );
}
