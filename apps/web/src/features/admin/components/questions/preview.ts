import type { Language } from '@ideabazaar/shared/i18n/language';
import type { AdminQuestion } from '@ideabazaar/shared/schemas/admin';
import { wholeNumberOf } from '@ideabazaar/shared/persian/number-input';
import { numberKinds, textLimitOf, type Question } from '@ideabazaar/shared/schemas/questions';
import { createContext, type ReactNode } from 'react';

/** What the console's editor hands the preview: one question as the flow shows it. */
export interface QuestionPreviewProps {
  question: Question;
  language: Language;
}

/**
 * Draws one question with the question flow's own component, given by the app (features do not
 * import each other): app/routes/AdminConsoleScreen provides it, the bank's editor calls it.
 */
export const QuestionPreviewContext = createContext<
  ((props: QuestionPreviewProps) => ReactNode) | null
>(null);

/** A question being edited: its bounds as typed (empty for none), read when it is saved. */
export type QuestionDraft = Omit<
  AdminQuestion,
  'id' | 'set' | 'key' | 'position' | 'role' | 'min_value' | 'max_value'
> & { min_value: string; max_value: string };

/**
 * A bound as the server takes it: null when empty or for a question that is no number, NaN
 * (refused by the schema) when it is no whole number. Grouped and Persian digits are read.
 */
export const boundOf = (draft: QuestionDraft, text: string): number | null =>
  numberKinds.includes(draft.kind) && text.trim() !== '' ? wholeNumberOf(text) : null;
const shownBound = (value: number | null) => (value === null || Number.isNaN(value) ? null : value);

/** The question as the flow would send it in this language (the server's `toQuestion`). */
export function previewQuestion(draft: QuestionDraft, language: Language, id = 0): Question {
  const fa = language === 'fa';
  return {
    id,
    kind: draft.kind,
    title: fa ? draft.title_fa : draft.title_en,
    guide: fa ? draft.guide_fa : draft.guide_en,
    placeholder: fa ? draft.placeholder_fa : draft.placeholder_en,
    options: draft.options.map((option) => (fa ? option.fa : option.en)),
    unit: fa ? draft.unit_fa : draft.unit_en,
    max_length: textLimitOf(draft.title_en),
    private_by_default: draft.private_by_default,
    min_value: shownBound(boundOf(draft, draft.min_value)),
    max_value: shownBound(boundOf(draft, draft.max_value)),
  };
}
