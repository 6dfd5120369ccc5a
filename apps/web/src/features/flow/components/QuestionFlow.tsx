import ReplayIcon from '@mui/icons-material/Replay';
import type { QuestionFlowResponse } from '@ideabazaar/shared/schemas/questions';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { useScreenHeader } from '@/components/layout/screen-header';
import { MainButton } from '@/components/ui/MainButton';
import { paths } from '@/config/paths';
import { useClientState } from '@/lib/client-state';
import { notify } from '@/lib/notify';
import { useStartFlow } from '../api/start-flow';
import { useSubmitAnswers } from '../api/submit-answers';
import { refusedStep, resumeIndex, stepSearch } from '../hooks/resume';
import { completeAnswers, useStoredFlow, type StoredAnswer } from '../hooks/use-stored-flow';
import { DraftLimitState, isDraftLimit } from './DraftLimitState';
import { QuestionStepper } from './QuestionStepper';

/**
 * singleQuestion at /questions (seed sections 2 and 4). Without lastQIndex and lastQID a new flow
 * starts for the stored section; every step then keeps those two in the address, so a reload
 * resumes from the stored questions and answers without fetching anything.
 */
export function QuestionFlow() {
  const { t } = useTranslation('flow');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const auth = useClientState((state) => state.auth);
  const { questions, answers, ideaId, section } = useStoredFlow();
  const index = resumeIndex(params, questions);
  const start = useStartFlow();
  const submit = useSubmitAnswers();
  const started = useRef(false);

  const goTo = (step: number, list = questions) => {
    const question = list[step];
    if (question) void navigate(stepSearch(step, question.id), { replace: true });
  };

  const begin = () => {
    started.current = true;
    start
      .mutateAsync({ section, member: auth })
      .then((flow: QuestionFlowResponse) => {
        useClientState
          .getState()
          .set({ questions: flow.questions, answers: [], ideaId: flow.idea_id });
        notify(t('messages.answerQuestions'));
        goTo(0, flow.questions);
      })
      // The shared handling has said what went wrong; the screen offers to try again.
      .catch(() => undefined);
  };

  useEffect(() => {
    if (index === null && !started.current) begin();
  });

  useScreenHeader({
    title: t(section === 'need' ? 'title.need' : 'title.idea'),
    onBack: () => {
      if (index !== null && index > 0) goTo(index - 1);
      else void navigate(paths.ideaOrNeed.href());
    },
  });

  const finish = (stored: (StoredAnswer | undefined)[]) => {
    const complete = completeAnswers(questions, stored, ideaId);
    if (!complete) {
      goTo(
        Math.max(
          0,
          questions.findIndex((_question, step) => !stored[step]),
        ),
      );
      return;
    }
    // Seed section 2: a visitor's answers stay in the client state until AuthAfter.
    if (!auth) {
      void navigate(paths.authAfter.href(ideaId));
      return;
    }
    submit
      .mutateAsync({ answers: complete })
      .then(() => {
        useClientState.getState().set({ answers: [], questions: [] });
        void navigate(
          section === 'need' ? paths.abstractFiles.href(ideaId) : paths.ideaPrice.href(ideaId),
        );
      })
      // The shared handling shows the server's first message; its question is shown again.
      .catch((error: unknown) => {
        const step = refusedStep(error);
        if (step !== null) goTo(step);
      });
  };

  const answer = (step: number, value: string) => {
    const question = questions[step];
    if (!question) return;
    const stored = [...answers];
    stored[step] = { questions_id: question.id, idea_id: ideaId, answer: value };
    useClientState.getState().set({ answers: stored });
    if (step + 1 < questions.length) goTo(step + 1);
    else finish(stored);
  };

  if (index === null) {
    if (isDraftLimit(start.error)) return <DraftLimitState error={start.error} />;
    return start.isError ? (
      <EmptyState
        icon={<ReplayIcon />}
        title={t('startFailed.title')}
        text={t('startFailed.text')}
        action={<MainButton onClick={begin}>{t('startFailed.retry')}</MainButton>}
      />
    ) : null;
  }
  return (
    <QuestionStepper
      questions={questions}
      answers={answers.map((stored) => stored?.answer ?? '')}
      index={index}
      busy={submit.isPending}
      onAnswer={answer}
    />
  );
}
