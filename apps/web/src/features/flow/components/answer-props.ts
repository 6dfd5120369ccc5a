import type { Question } from '@ideabazaar/shared/schemas/questions';

/** What every kind's input gets: its question, the answer given before, and where to send one. */
export interface AnswerProps {
  question: Question;
  /** The answer stored at this step, shown again when the person comes back to it. */
  initial: string;
  onAnswer: (answer: string) => void;
  busy?: boolean;
}
