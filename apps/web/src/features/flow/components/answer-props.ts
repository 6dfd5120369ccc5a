import type { Question } from '@ideabazaar/shared/schemas/questions';

/** What every kind's input gets: its question, the answer given before, and where to send one. */
export interface AnswerProps {
  question: Question;
  /** The answer stored at this step, shown again when the person comes back to it. */
  initial: string;
  onAnswer: (answer: string) => void;
  busy?: boolean;
  /**
   * Whether the input takes the focus when drawn (the flow's screens: yes). The console's preview
   * says no: drawn while an operator types in the editor beside it, it would take their typing.
   */
  autoFocus?: boolean;
}
