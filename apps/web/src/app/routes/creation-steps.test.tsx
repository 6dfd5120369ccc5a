import type { Question } from '@ideabazaar/shared/schemas/questions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { answerOnScreen, answeredDraft, laterQuestions } from '../../../test/real-flow';
import { renderApp } from '../../../test/render-app';

// Where the owner is in the whole creation, and the ways back and on, on the steps after the
// questions (PRODUCT.md section 3; docs/decisions.md, "Creation progress and ways back").

let app: RealApp;
let sara: string;
let IDEA_ID: string;

beforeAll(async () => {
  app = await startRealApp();
  sara = await app.member('sara-steps@example.com', { first_name: 'Sara' });
});
afterAll(() => app.close());
beforeEach(async () => {
  ({ id: IDEA_ID } = await answeredDraft(app, sara, { section: 'idea' }));
  app.state.useClientState.setState({ ...app.state.initialState, loginPrompt: false });
  app.signInAs(sara);
  app.requests.length = 0;
});

const path = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;
const open = (at: string) => ({ user: userEvent.setup(), ...renderApp(app.routes, at) });
/** Waits for the creation progress to read this (the screen before may still be fading out). */
const shows = (text: string) =>
  waitFor(() => expect(screen.getByTestId('creation-step').textContent).toBe(text));
const patches = () =>
  app.requests.filter((request) => request.method === 'PATCH' && request.url.startsWith('/api/'));

/** The answer the draft helpers give each kind (answerFor on the server's side), as typed. */
const storedAnswer = (question: Question) =>
  question.kind === 'two_button'
    ? 'No'
    : question.kind === 'multiple_choice'
      ? question.options[1]!
      : question.kind === 'textual'
        ? 'Answer text'
        : '250000';

/** The 'after' set answered through the API, as a visitor's idea answers it before the price. */
async function answerAfterSet(itemId: string) {
  const after = await laterQuestions(app, sara, itemId, 'after');
  await app.api('POST', `/items/${itemId}/answers`, sara, {
    answers: after.map((question) => ({
      questions_id: question.id,
      answer: question.kind === 'two_button' ? 'no' : storedAnswer(question),
    })),
  });
}

describe('the creation progress', () => {
  it("counts an idea's steps from its questions to IdeaShare: a member's price second", async () => {
    const { user, router } = open(`/idea-price/${IDEA_ID}`);
    await shows('Step 2 of 10: Idea price');
    expect(screen.getByTestId('creation-next')).toHaveTextContent('Next: More questions');

    await user.click(screen.getByRole('checkbox', { name: 'Negotiable' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(path(router)).toBe(`/question-after/${IDEA_ID}`));
    await shows('Step 3 of 10: More questions');
    // The questions of the step keep their own progress under it.
    await waitFor(() => expect(screen.getByTestId('step-label')).toHaveTextContent('Step First'));
  });

  it("puts question-after second for a visitor's idea, which answers it before the price", async () => {
    await answerAfterSet(IDEA_ID);
    const { user, router } = open(`/idea-price/${IDEA_ID}`);
    await shows('Step 3 of 10: Idea price');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(path(router)).toBe(`/question-after/${IDEA_ID}`));
    await shows('Step 2 of 10: More questions');
  });

  it('is in Persian with Persian digits, and Back goes to the step before', async () => {
    app.state.useClientState.setState({ language: 'fa' });
    const { user, router } = open(`/ElevatorText?ideaId=${IDEA_ID}`);
    await shows('مرحلهٔ ۵ از ۱۰: معرفی کوتاه');
    expect(screen.getByTestId('creation-step').textContent).not.toMatch(/[0-9]/);
    expect(screen.getByTestId('creation-next')).toHaveTextContent('بعدی: فایل معرفی');
    await user.click(screen.getByRole('button', { name: 'بازگشت' }));
    await waitFor(() => expect(path(router)).toBe(`/hide-answers/${IDEA_ID}`));
    await shows('مرحلهٔ ۴ از ۱۰: پاسخ‌های خصوصی');
  });

  it("counts a need's three: its questions, AbstractFiles and IdeaShare", async () => {
    const need = await answeredDraft(app, sara, { section: 'need' });
    open(`/abstract-files/${need.id}`);
    await shows('Step 2 of 3: Attachments');
    expect(screen.getByTestId('creation-next')).toHaveTextContent('Next: Share');
  });

  it('is not shown on a step reopened to edit, whose Back returns to MyIdea', async () => {
    const { user, router } = open(`/BusinessText/${IDEA_ID}?edit=1`);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Business model' })).toBeVisible(),
    );
    expect(screen.queryByTestId('creation-progress')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(path(router)).toBe(`/MyIdea/${IDEA_ID}`));
  });
});

describe('back and skip', () => {
  it("goes back from a need's first step to its questions, which lead on to it again", async () => {
    const need = await answeredDraft(app, sara, { section: 'need' });
    const { user, router } = open(`/abstract-files/${need.id}`);
    await shows('Step 2 of 3: Attachments');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(path(router)).toBe(`/question-after/${need.id}?set=need`));
    await shows('Step 1 of 3: Questions');

    // The need's own questions, their answers shown again, saved, and on to the first step.
    for (const question of need.questions) {
      await answerOnScreen(user, question, storedAnswer(question));
    }
    await waitFor(() => expect(path(router)).toBe(`/abstract-files/${need.id}`));
    await shows('Step 2 of 3: Attachments');
  });

  it('leaves the questions, at their first, for MyIdea', async () => {
    const { user, router } = open(`/idea-price/${IDEA_ID}`);
    await shows('Step 2 of 10: Idea price');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(path(router)).toBe(`/question-after/${IDEA_ID}?set=idea`));
    await shows('Step 1 of 10: Questions');
    await screen.findByTestId('step-label');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Questions');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(path(router)).toBe(`/MyIdea/${IDEA_ID}`));
  });

  it('skips hide-answers without saving anything', async () => {
    const { user, router } = open(`/hide-answers/${IDEA_ID}`);
    await shows('Step 4 of 10: Private answers');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(path(router)).toBe(`/ElevatorText?ideaId=${IDEA_ID}`));
    expect(patches()).toEqual([]);
  });

  it('goes back from the competitor questions, at their first, to AbstractFiles', async () => {
    const { user, router } = open(`/comp/${IDEA_ID}`);
    await shows('Step 9 of 10: Competitors');
    await screen.findByTestId('step-label');
    expect(screen.getByRole('button', { name: 'Skip' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(path(router)).toBe(`/abstract-files/${IDEA_ID}`));
  });

  it('goes back from IdeaShare to the competitor questions', async () => {
    const { user, router } = open(`/IdeaShare/${IDEA_ID}`);
    await shows('Step 10 of 10: Share');
    expect(screen.queryByTestId('creation-next')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(path(router)).toBe(`/comp/${IDEA_ID}`));
  });
});

describe('no dead end', () => {
  it("someone else's draft cannot be opened, and Back leads to My ideas", async () => {
    const omid = await app.member('omid-steps@example.com');
    app.signInAs(omid);
    const { user, router } = open(`/idea-price/${IDEA_ID}`);
    await waitFor(() =>
      expect(screen.getByText('This idea or need could not be opened')).toBeVisible(),
    );
    expect(screen.queryByTestId('creation-progress')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(path(router)).toBe('/my-ideas'));
  });

  it("an item's comments go back to the item the path names", async () => {
    const { user, router } = open(`/comments/${IDEA_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(path(router)).toBe(`/TheIdea/${IDEA_ID}`));
  });

  it('a members-only screen offers a visitor the ideas list as well as signing in', async () => {
    app.state.useClientState.setState({ ...app.state.initialState, loginPrompt: false });
    const { user, router } = open('/deposite');
    await waitFor(() => expect(screen.getByText('Sign in to continue')).toBeVisible());
    await user.click(screen.getByRole('link', { name: 'Browse ideas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
