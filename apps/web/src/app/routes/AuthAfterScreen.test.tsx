import type { Question } from '@ideabazaar/shared/schemas/questions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

let app: RealApp;
/** Sara signs in on the page; Reza is someone else. */
let sara: string;
let reza: string;
/** The visitor's draft of the test at hand, and its answers as the page stored them. */
let IDEA_ID: string;
let answers: { questions_id: number; idea_id: string; answer: string }[];
const DRAFTS_FULL =
  'You have 20 unfinished ideas and needs. Finish or delete one in My ideas or My needs first.';

beforeAll(async () => {
  app = await startRealApp();
  sara = await app.member('sara@example.com');
  reza = await app.member('reza@example.com');
});
afterAll(() => app.close());

/**
 * A visitor who started a draft of this section on the server, answered every question and closed
 * the login dialog once.
 */
async function answeredAsVisitor(section: 'idea' | 'need' = 'idea') {
  const { questions, idea_id } = await app.api<{ questions: Question[]; idea_id: string }>(
    'POST',
    '/question-before-login',
    undefined,
    { section },
  );
  IDEA_ID = idea_id;
  answers = questions.map((question) => ({
    questions_id: question.id,
    idea_id,
    answer:
      question.kind === 'two_button'
        ? 'Yes'
        : question.kind === 'multiple_choice'
          ? question.options[0]!
          : question.kind === 'textual'
            ? question.max_length === 50
              ? 'Lunch'
              : 'Problem'
            : question.kind === 'single-textual-with-checkbox'
              ? '0'
              : '120', // within every number question's bounds (days, people, tomans)
  }));
  app.state.useClientState.setState({
    ...app.state.initialState,
    loginPrompt: false,
    isAuth: false,
    section,
    questions,
    answers,
    ideaId: IDEA_ID,
  });
}

beforeEach(async () => {
  await answeredAsVisitor();
  app.requests.length = 0;
});

const sent = (path: string) => app.requests.filter((request) => request.url === path);
/** The answers as they reached the server, with their headers. */
const arrived = () =>
  app.wire.filter((request) => request.url === '/api/answer-question-before-login');

describe('AuthAfter (seed sections 2 and 6)', () => {
  it('explains, offers e-mail and mobile sign-in, and sends nothing while signed out', async () => {
    renderApp(app.routes, `/AuthAfter/${IDEA_ID}`);
    await waitFor(() =>
      expect(screen.getByText('Your answers are saved on this device')).toBeVisible(),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in with your mobile number' })).toHaveAttribute(
      'href',
      `/auth/mobile?ideaId=${IDEA_ID}`,
    );
    expect(app.requests).toHaveLength(0);
  });

  it('goes back to the last question, its answer kept, while the answers wait', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(app.routes, `/AuthAfter/${IDEA_ID}`);
    await screen.findByText('Your answers are saved on this device');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const last = answers.length - 1;
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/questions?lastQIndex=${last}&lastQID=${answers[last]!.questions_id}`,
      ),
    );
    expect(app.state.useClientState.getState().answers).toEqual(answers);
    expect(app.requests).toHaveLength(0);
  });

  it('after an e-mail sign-in, submits the stored answers once and goes to the finishing screen', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(app.routes, `/AuthAfter/${IDEA_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email'), 'sara@example.com');
    await app.resendable('sara@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Get Code' }));
    const field = await within(dialog).findByLabelText('Verification code');
    await user.type(field, await app.code('sara@example.com'));
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/idea-price/${IDEA_ID}`));
    const submitted = sent('/api/answer-question-before-login');
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.body).toEqual({ answers });
    const { accessToken } = app.state.useClientState.getState();
    expect(String(await app.memberId(accessToken))).toBe(String(await app.memberId(sara)));
    expect(arrived().at(-1)?.headers.authorization).toBe(`Bearer ${accessToken}`);
    expect(app.state.useClientState.getState().answers).toEqual([]);
    // The draft is Sara's now, with her answers.
    expect(await app.api<{ id: string }>('GET', `/items/${IDEA_ID}`, accessToken)).toMatchObject({
      id: IDEA_ID,
    });
  });

  it('goes on to AbstractFiles for a need', async () => {
    await answeredAsVisitor('need');
    app.state.useClientState.setState({ auth: true, accessToken: sara });
    const { router } = renderApp(app.routes, `/AuthAfter/${IDEA_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/abstract-files/${IDEA_ID}`));
    expect(sent('/api/answer-question-before-login')).toHaveLength(1);
  });

  it('keeps the answers and offers a retry when the server refuses them', async () => {
    // Reza claimed the draft first (he answered it in another browser).
    await app.api('POST', '/answer-question-before-login', reza, { answers });
    app.state.useClientState.setState({ auth: true, accessToken: sara });
    const user = userEvent.setup();
    const { router } = renderApp(app.routes, `/AuthAfter/${IDEA_ID}`);
    await waitFor(() => expect(screen.getByText('Your answers could not be saved')).toBeVisible());
    expect(screen.getByText('This idea or need belongs to someone else')).toBeVisible();
    expect(app.state.useClientState.getState().answers).toEqual(answers);
    // Reza signs in at this browser instead: the draft is his, so the retry is taken.
    app.state.useClientState.setState({ accessToken: reza });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/idea-price/${IDEA_ID}`));
  });

  it('says the answers wait while the member has too many drafts, and where to finish one', async () => {
    // A member who keeps twenty drafts already.
    const busy = await app.member('busy@example.com');
    for (let draft = 0; draft < 20; draft++) {
      await app.api('POST', '/question-before-login-auth', busy, { section: 'idea' });
    }
    app.state.useClientState.setState({ auth: true, accessToken: busy });
    renderApp(app.routes, `/AuthAfter/${IDEA_ID}`);
    await waitFor(() => expect(screen.getByText('Finish or delete a draft first')).toBeVisible());
    expect(screen.getAllByText(DRAFTS_FULL)[0]).toBeVisible();
    expect(screen.getByRole('link', { name: 'My ideas' })).toHaveAttribute('href', '/my-ideas');
    expect(app.state.useClientState.getState().answers).toEqual(answers);
  });

  it('says there is nothing to save when the stored answers are of another draft', async () => {
    await answeredAsVisitor();
    const other = IDEA_ID;
    await answeredAsVisitor();
    app.state.useClientState.setState({ auth: true, accessToken: sara, ideaId: other });
    renderApp(app.routes, `/AuthAfter/${IDEA_ID}`);
    await waitFor(() => expect(screen.getByText('No answers waiting here')).toBeVisible());
    expect(sent('/api/answer-question-before-login')).toHaveLength(0);
  });
});
