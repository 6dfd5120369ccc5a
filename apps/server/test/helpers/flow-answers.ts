import { wholeNumberOf } from '@ideabazaar/shared/persian/number-input';

/** A question as the flow serves it. */
export interface FlowQuestion {
  id: number;
  kind: string;
  title: string;
  options: string[];
  max_length: number;
  /** A number question's smallest and largest answers (issue 32); absent or null for none. */
  min_value?: number | null;
  max_value?: number | null;
}

/**
 * An answer the flow accepts for each kind of question: 'No' to a two-button one, the option
 * `choice` picks, `text` for a textual one, `number` otherwise (a need's budget among them), or
 * the nearest bound when `number` is outside the question's (a need's 3,650 days to deliver). A
 * checkbox's '0' is 'Negotiable', within any bounds.
 */
export function answerFor(
  question: FlowQuestion,
  given: { choice: number; text: string; number: string },
): string {
  if (question.kind === 'two_button') return 'No';
  if (question.kind === 'multiple_choice') {
    return question.options[given.choice % question.options.length] ?? '';
  }
  if (question.kind === 'textual') return given.text.slice(0, question.max_length);
  const value = wholeNumberOf(given.number);
  if (Number.isNaN(value)) return given.number;
  if (question.kind === 'single-textual-with-checkbox' && value === 0) return given.number;
  const { min_value: min = null, max_value: max = null } = question;
  if (max !== null && value > max) return String(max);
  if (min !== null && value < min) return String(min);
  return given.number;
}
