/** A question as the flow serves it. */
export interface FlowQuestion {
  id: number;
  kind: string;
  title: string;
  options: string[];
  max_length: number;
}

/**
 * An answer the flow accepts for each kind of question: 'No' to a two-button one, the option
 * `choice` picks, `text` for a textual one, `number` otherwise (a need's budget among them).
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
  return given.number;
}
