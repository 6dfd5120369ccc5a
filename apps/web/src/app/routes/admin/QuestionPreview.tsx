import Box from '@mui/material/Box';
import { use, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { QuestionPreviewProps } from '@/features/admin/components/questions/preview';
import { QuestionCard } from '@/features/flow/components/QuestionCard';
import { i18n, loadLanguage } from '@/lib/i18n';

/**
 * The question bank's live preview: the flow's own QuestionCard, in the language being edited
 * (its texts and direction), whatever language the console is read in. Answering does nothing.
 */
export default function QuestionPreview(props: QuestionPreviewProps) {
  const { language } = props;
  // Persian's texts are fetched once; `loadLanguage` keeps the one promise, so `use` can wait on it.
  if (language === 'fa' && !i18n.hasResourceBundle('fa', 'flow')) use(loadLanguage('fa'));
  const texts = useMemo(() => i18n.cloneInstance({ lng: language }), [language]);
  return (
    <I18nextProvider i18n={texts}>
      <Box data-testid="question-preview" lang={language} dir={language === 'fa' ? 'rtl' : 'ltr'}>
        <QuestionCard
          key={`${props.question.kind}-${language}`}
          question={props.question}
          initial=""
          autoFocus={false}
          onAnswer={() => undefined}
        />
      </Box>
    </I18nextProvider>
  );
}
