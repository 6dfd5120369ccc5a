import type { Language } from '@ideabazaar/shared/i18n/language';
import type { AdminQuestion } from '@ideabazaar/shared/schemas/admin';
import { textLimitOf, type Question } from '@ideabazaar/shared/schemas/questions';
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

export type QuestionDraft = Omit<AdminQuestion, 'id' | 'set' | 'key' | 'position' | 'role'>;

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
  };
}
