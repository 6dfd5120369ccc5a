import CloudDoneIcon from '@mui/icons-material/CloudDone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { useScreenHeader } from '@/components/layout/screen-header';
import { MainButton } from '@/components/ui/MainButton';
import { paths } from '@/config/paths';
import { useClientState } from '@/lib/client-state';
import { notify } from '@/lib/notify';
import { useSubmitAnswers } from '../api/submit-answers';
import { refusedStep, stepSearch } from '../hooks/resume';
import { completeAnswers, useStoredFlow } from '../hooks/use-stored-flow';
import { DraftLimitState, isDraftLimit } from './DraftLimitState';

/**
 * AuthAfter (seed sections 2 and 6): a visitor's answers wait in the client state, which survives
 * a reload, while they sign in by e-mail, Google or mobile. Once signed in, the answers are sent
 * (which claims the draft) and the flow goes on: ideas to their finishing screen at IdeaPrice
 * (issue 32; question-after is left to make the idea stronger), needs to AbstractFiles.
 */
export function AuthAfter(props: { ideaId: string }) {
  const { t } = useTranslation('flow');
  const navigate = useNavigate();
  const auth = useClientState((state) => state.auth);
  const { questions, answers, ideaId, section } = useStoredFlow();
  const pending = ideaId === props.ideaId ? completeAnswers(questions, answers, ideaId) : null;
  const submit = useSubmitAnswers();
  const sent = useRef(false);

  /** The question flow again at this step, its answer shown. */
  const questionHref = (step: number) => {
    const question = questions[step] ?? questions[0];
    return question
      ? `${paths.questions.href()}${stepSearch(step, question.id)}`
      : paths.questions.href();
  };
  /** The answer the server refused (or the first one). */
  const reviewHref = (error: unknown) => questionHref(refusedStep(error) ?? 0);
  // Back, while the answers wait for the sign-in, is the last question, its answer kept.
  useScreenHeader({
    onBack: !auth && pending ? () => void navigate(questionHref(questions.length - 1)) : undefined,
  });

  const send = () => {
    if (!pending) return;
    sent.current = true;
    submit
      .mutateAsync({ answers: pending })
      .then(() => {
        useClientState.getState().set({ answers: [], questions: [] });
        notify(t('authAfter.saved'));
        void navigate(
          section === 'need'
            ? paths.abstractFiles.href(props.ideaId)
            : paths.ideaPrice.href(props.ideaId),
          { replace: true },
        );
      })
      .catch(() => undefined);
  };

  useEffect(() => {
    if (auth && pending && !sent.current) send();
  });

  if (auth && !pending) {
    return (
      <EmptyState
        title={t('authAfter.nothingTitle')}
        text={t('authAfter.nothingText')}
        action={<MainButton to={paths.ideaOrNeed.href()}>{t('authAfter.startNew')}</MainButton>}
      />
    );
  }
  if (auth) {
    if (isDraftLimit(submit.error)) return <DraftLimitState error={submit.error} />;
    return submit.isError ? (
      <EmptyState
        title={t('authAfter.failedTitle')}
        text={t('authAfter.failedText')}
        action={
          <Box sx={{ display: 'grid', gap: 1, justifyItems: 'center' }}>
            <MainButton onClick={send}>{t('authAfter.retry')}</MainButton>
            <Button component={Link} to={reviewHref(submit.error)} variant="text">
              {t('authAfter.review')}
            </Button>
          </Box>
        }
      />
    ) : (
      <Box sx={{ textAlign: 'center', py: 6 }} role="status">
        <CircularProgress sx={{ mb: 2 }} />
        <Typography>{t('authAfter.saving')}</Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 500, mx: 'auto', textAlign: 'center' }}>
      <Box sx={{ fontSize: 56, color: 'success.main', '& svg': { fontSize: 'inherit' } }}>
        <CloudDoneIcon />
      </Box>
      <Typography component="h2" variant="h6">
        {t(pending ? 'authAfter.title' : 'authAfter.titleNoAnswers')}
      </Typography>
      <Typography color="text.secondary">
        {t(pending ? 'authAfter.text' : 'authAfter.textNoAnswers')}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <MainButton onClick={() => useClientState.getState().promptLogin()}>
          {t('authAfter.signIn')}
        </MainButton>
      </Box>
      <Button component={Link} to={paths.authMobile.href(props.ideaId)} variant="text">
        {t('authAfter.mobile')}
      </Button>
    </Box>
  );
}
