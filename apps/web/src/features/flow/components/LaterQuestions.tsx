import CircularProgress from '@mui/material/CircularProgress';
import type { Question, QuestionSet } from '@ideabazaar/shared/schemas/questions';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenHeader } from '@/components/layout/screen-header';
import { useLaterQuestions, useSaveLaterAnswers } from '../api/later-questions';
import { QuestionStepper } from './QuestionStepper';

/** A stored answer as its kind's input shows it: Yes/No, an option's label, the text itself. */
function shownAnswer(question: Question, stored: string, label: string | undefined): string {
  if (question.kind === 'two_button') return stored === 'yes' ? 'Yes' : stored === 'no' ? 'No' : '';
  if (question.kind === 'multiple_choice') return label ?? stored;
  return stored;
}

function Steps(props: {
  itemId: string;
  title?: string | undefined;
  questions: Question[];
  initial: string[];
  onBack: () => void;
  onDone: () => void;
}) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState(props.initial);
  const save = useSaveLaterAnswers();

  useScreenHeader({
    title: props.title,
    onBack: () => (index > 0 ? setIndex(index - 1) : props.onBack()),
  });

  const answer = (step: number, value: string) => {
    const next = [...answers];
    next[step] = value;
    setAnswers(next);
    if (step + 1 < props.questions.length) {
      setIndex(step + 1);
      return;
    }
    const given = props.questions
      .map((question, at) => ({ questions_id: question.id, answer: next[at] ?? '' }))
      .filter((entry) => entry.answer !== '');
    save
      .mutateAsync({ itemId: props.itemId, answers: given })
      .then(props.onDone)
      // The shared handling shows the server's message; the answers stay on screen.
      .catch(() => undefined);
  };

  return (
    <QuestionStepper
      questions={props.questions}
      answers={answers}
      index={index}
      busy={save.isPending}
      onAnswer={answer}
    />
  );
}

/**
 * A question set asked after sign-in ('after' or 'competitor'), one question at a time like the
 * first flow, saved with POST /api/items/{id}/answers after the last one. Stored answers are
 * shown again; `choiceLabels` gives the labels of chosen options in the reader's language.
 */
export function LaterQuestions(props: {
  itemId: string;
  /** The later sets, or the item's own section set: its first questions asked again. */
  set: QuestionSet;
  /** The app bar's title in place of the route's (the first questions asked again). */
  title?: string;
  choiceLabels?: Record<number, string>;
  onBack: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('flow');
  const query = useLaterQuestions(props.itemId, props.set);
  const empty = query.data?.questions.length === 0;
  // A set with no questions (an operator switched them all off) has nothing to ask: go on.
  const done = useRef(false);
  const { onDone } = props;
  useEffect(() => {
    if (!empty || done.current) return;
    done.current = true;
    onDone();
  }, [empty, onDone]);

  if (!query.data || empty) {
    return query.isPending ? (
      <CircularProgress sx={{ display: 'block', mx: 'auto' }} aria-label={t('loading')} />
    ) : null;
  }
  const stored = new Map(query.data.answers.map((entry) => [entry.questions_id, entry.answer]));
  const initial = query.data.questions.map((question) => {
    const value = stored.get(question.id);
    return value === undefined
      ? ''
      : shownAnswer(question, value, props.choiceLabels?.[question.id]);
  });
  return (
    <Steps
      key={`${props.itemId}-${props.set}`}
      itemId={props.itemId}
      title={props.title}
      questions={query.data.questions}
      initial={initial}
      onBack={props.onBack}
      onDone={props.onDone}
    />
  );
}
