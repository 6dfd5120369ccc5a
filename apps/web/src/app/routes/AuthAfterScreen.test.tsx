import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as ClientState from '@/lib/client-state';
import { flowQuestions, IDEA_ID } from '../../../test/flow-fixtures';
import { memberBody, notFound, startApp, stopApp } from '../../../test/app-peer';
import { refusal } from '../../../test/error-bodies';
import { renderApp } from '../../../test/render-app';

let peer: Awaited<ReturnType<typeof startApp>>['peer'];
let routes: Awaited<ReturnType<typeof startApp>>['routes'];
let state: typeof ClientState;
let refuseAnswers: 'owner' | 'drafts' | false = false;
const DRAFTS_FULL =
  'You have 20 unfinished ideas and needs. Finish or delete one in My ideas or My needs first.';

const me = memberBody({ id: 'u9', email: 'sara@example.com', referral_code: 'R9' });

beforeAll(async () => {
  ({ peer, routes, state } = await startApp((request) => {
    if (request.url === '/api/auth/email/send-code')
      return { status: 200, body: { status: 'success' } };
    if (request.url === '/api/auth/email/verify-code') {
      return { status: 200, body: { status: 'ok', token: { plainTextToken: '9|secret' } } };
    }
    if (request.url === '/api/me') return { status: 200, body: me };
    if (request.url === '/api/answer-question-before-login') {
      if (refuseAnswers === 'drafts') return refusal(409, 'draft_limit', { maximum: 20 });
      if (refuseAnswers) return refusal(403, 'not_owner');
      return { status: 200, body: { status: 'ok', idea_id: IDEA_ID } };
    }
    return notFound;
  }));
});
afterAll(() => stopApp(peer));

const answers = flowQuestions.map((question, index) => ({
  questions_id: question.id,
  idea_id: IDEA_ID,
  answer: ['Lunch', 'Problem', 'Health', 'Yes', '120000', '0'][index]!,
}));

beforeEach(() => {
  peer.requests.length = 0;
  refuseAnswers = false;
  // A visitor who answered every question and closed the login dialog once.
  state.useClientState.setState({
    ...state.initialState,
    loginPrompt: false,
    isAuth: false,
    questions: flowQuestions,
    answers,
    ideaId: IDEA_ID,
  });
});

const sent = (path: string) => peer.requests.filter((request) => request.url === path);

describe('AuthAfter (seed sections 2 and 6)', () => {
  it('explains, offers e-mail and mobile sign-in, and sends nothing while signed out', async () => {
    renderApp(routes, `/AuthAfter/${IDEA_ID}`);
    expect(await screen.findByText('Your answers are saved on this device')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in with your mobile number' })).toHaveAttribute(
      'href',
      `/auth/mobile?ideaId=${IDEA_ID}`,
    );
    expect(peer.requests).toHaveLength(0);
  });

  it('after an e-mail sign-in, submits the stored answers once and goes to question-after', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(routes, `/AuthAfter/${IDEA_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email'), 'sara@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Get Code' }));
    await user.type(await within(dialog).findByLabelText('Verification code'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/question-after/${IDEA_ID}`));
    const submitted = sent('/api/answer-question-before-login');
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.body).toEqual({ answers });
    expect(submitted[0]?.headers.authorization).toBe('Bearer 9|secret');
    expect(state.useClientState.getState().answers).toEqual([]);
  });

  it('goes on to AbstractFiles for a need', async () => {
    state.useClientState.setState({ section: 'need', auth: true, accessToken: '9|secret' });
    const { router } = renderApp(routes, `/AuthAfter/${IDEA_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/abstract-files/${IDEA_ID}`));
    expect(sent('/api/answer-question-before-login')).toHaveLength(1);
  });

  it('keeps the answers and offers a retry when the server refuses them', async () => {
    refuseAnswers = 'owner';
    state.useClientState.setState({ auth: true, accessToken: '9|secret' });
    const user = userEvent.setup();
    const { router } = renderApp(routes, `/AuthAfter/${IDEA_ID}`);
    expect(await screen.findByText('Your answers could not be saved')).toBeVisible();
    expect(screen.getByText('This idea or need belongs to someone else')).toBeVisible();
    expect(state.useClientState.getState().answers).toEqual(answers);
    refuseAnswers = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/question-after/${IDEA_ID}`));
  });

  it('says the answers wait while the member has too many drafts, and where to finish one', async () => {
    refuseAnswers = 'drafts';
    state.useClientState.setState({ auth: true, accessToken: '9|secret' });
    renderApp(routes, `/AuthAfter/${IDEA_ID}`);
    expect(await screen.findByText('Finish or delete a draft first')).toBeVisible();
    expect(screen.getAllByText(DRAFTS_FULL)[0]).toBeVisible();
    expect(screen.getByRole('link', { name: 'My ideas' })).toHaveAttribute('href', '/my-ideas');
    expect(state.useClientState.getState().answers).toEqual(answers);
  });

  it('says there is nothing to save when the stored answers are of another draft', async () => {
    state.useClientState.setState({ auth: true, accessToken: '9|secret', ideaId: 'other' });
    renderApp(routes, `/AuthAfter/${IDEA_ID}`);
    expect(await screen.findByText('No answers waiting here')).toBeVisible();
    expect(sent('/api/answer-question-before-login')).toHaveLength(0);
  });
});
