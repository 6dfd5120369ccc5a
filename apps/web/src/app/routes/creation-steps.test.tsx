import type { Question } from '@ideabazaar/shared/schemas/questions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { answerOnScreen, answeredDraft, realQuestions } from '../../../test/real-flow';
import { renderApp } from '../../../test/render-app';

// Where the owner is in the whole creation, and the ways back and on, on the steps after the
// questions (PRODUCT.md section 3; docs/decisions.md, "Creation progress and ways back"; the
// short path of issue 32, docs/decisions.md, "A short creation").

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
        : // Within every number question's bounds: people, days, and tomans from 1,000.
          '2500';

/** What the app shows: a question of /questions by its index, or any other screen by its path. */
function screensShown(router: ReturnType<typeof open>['router']) {
  const shown = new Set<string>();
  const note = () => {
    const { pathname, search } = router.state.location;
    const question = new URLSearchParams(search).get('lastQIndex');
    // /questions without lastQIndex draws nothing: it starts the flow and goes to the first.
    if (pathname !== '/questions') shown.add(pathname);
    else if (question !== null) shown.add(`/questions#${question}`);
  };
  note();
  const stop = router.subscribe(note);
  return { shown, stop };
}

describe('the short path of an idea (issue 32)', () => {
  it("takes a member's idea with the defaults from the first question to published in 12 screens at most", async () => {
    const questions = await realQuestions(app, 'idea');
    app.state.useClientState.setState({ auth: true, accessToken: sara, section: 'idea' });
    const { user, router } = open('/questions');
    const { shown, stop } = screensShown(router);
    for (const question of questions) {
      await screen.findByRole('heading', { name: question.title });
      await answerOnScreen(user, question, storedAnswer(question));
    }
    // The finishing screen: the price and the pitch, the private answers as they start.
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/idea-price\//));
    await shows('Stage 2 of 3: Price and pitch');
    expect(screen.queryByTestId('step-label')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '5000000');
    await user.type(screen.getByRole('textbox', { name: 'Elevator pitch' }), 'Lunch in 30 minutes');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByText('Your idea is published.')).toBeVisible());
    stop();

    const ideaId = router.state.location.pathname.split('/').at(-1)!;
    expect([...shown]).toEqual([
      ...questions.map((_question, index) => `/questions#${index}`),
      `/idea-price/${ideaId}`,
      `/IdeaShare/${ideaId}`,
    ]);
    expect(shown.size).toBeLessThanOrEqual(12);
    expect(await app.api('GET', `/items/${ideaId}`, sara)).toMatchObject({
      status: 'published',
      price: 5000000,
      elevator_text: 'Lunch in 30 minutes',
    });
    // Every question typed into one by one: slower than the default on a busy machine.
  }, 180_000);
});

describe('the creation progress', () => {
  it("counts an idea's three stages: its questions, the finishing screen and IdeaShare", async () => {
    const { user, router } = open(`/idea-price/${IDEA_ID}`);
    await shows('Stage 2 of 3: Price and pitch');
    // The app bar names the screen as the indicator does, not 'Idea price'.
    expect(screen.getByRole('banner')).toHaveTextContent('Price and pitch');
    expect(screen.getByTestId('creation-next')).toHaveTextContent('Next: Published');
    // One indicator: the finishing screen has no question stepper.
    expect(screen.queryByTestId('step-label')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Negotiable' }));
    await user.type(screen.getByRole('textbox', { name: 'Elevator pitch' }), 'Lunch in 30 minutes');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(path(router)).toBe(`/IdeaShare/${IDEA_ID}`));
    await shows('Stage 3 of 3: Published');
    expect(screen.queryByTestId('creation-next')).toBeNull();
  });

  it('is in Persian with Persian digits, and Back goes to the questions, which draw only their own', async () => {
    app.state.useClientState.setState({ language: 'fa' });
    const { user, router } = open(`/idea-price/${IDEA_ID}`);
    await shows('مرحلهٔ ۲ از ۳: قیمت و معرفی کوتاه');
    expect(screen.getByTestId('creation-step').textContent).not.toMatch(/[0-9]/);
    expect(screen.getByTestId('creation-next')).toHaveTextContent('بعدی: انتشار');
    await user.click(screen.getByRole('button', { name: 'بازگشت' }));
    await waitFor(() => expect(path(router)).toBe(`/question-after/${IDEA_ID}?set=idea`));
    await waitFor(() => expect(screen.getByTestId('step-label')).toHaveTextContent('گام اول'));
    expect(screen.queryByTestId('creation-progress')).toBeNull();
    expect(screen.getAllByRole('progressbar', { name: /^گام/ })).toHaveLength(1);
  });

  it("counts a need's three: its questions, AbstractFiles and IdeaShare", async () => {
    const need = await answeredDraft(app, sara, { section: 'need' });
    open(`/abstract-files/${need.id}`);
    await shows('Stage 2 of 3: Attachments');
    expect(screen.getByTestId('creation-next')).toHaveTextContent('Next: Published');
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

  it('leaves question-after, off the path, with the one bar of its questions', async () => {
    open(`/question-after/${IDEA_ID}?edit=1`);
    await waitFor(() => expect(screen.getByTestId('step-label')).toHaveTextContent('Step First'));
    expect(screen.queryByTestId('creation-progress')).toBeNull();
    expect(screen.getAllByRole('progressbar', { name: /^Step/ })).toHaveLength(1);
  });
});

describe('back and skip', () => {
  it("goes back from a need's first step to its questions, which lead on to it again", async () => {
    const need = await answeredDraft(app, sara, { section: 'need' });
    const { user, router } = open(`/abstract-files/${need.id}`);
    await shows('Stage 2 of 3: Attachments');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(path(router)).toBe(`/question-after/${need.id}?set=need`));
    await screen.findByTestId('step-label');
    expect(screen.queryByTestId('creation-progress')).toBeNull();

    // The need's own questions, their answers shown again, saved, and on to the first step.
    for (const question of need.questions) {
      await answerOnScreen(user, question, storedAnswer(question));
    }
    await waitFor(() => expect(path(router)).toBe(`/abstract-files/${need.id}`));
    await shows('Stage 2 of 3: Attachments');
  });

  it('leaves the questions, at their first, for MyIdea', async () => {
    const { user, router } = open(`/idea-price/${IDEA_ID}`);
    await shows('Stage 2 of 3: Price and pitch');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(path(router)).toBe(`/question-after/${IDEA_ID}?set=idea`));
    await screen.findByTestId('step-label');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Questions');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(path(router)).toBe(`/MyIdea/${IDEA_ID}`));
  });

  it("skips hide-answers without saving anything, back to a draft's finishing screen", async () => {
    const { user, router } = open(`/hide-answers/${IDEA_ID}`);
    await screen.findByRole('heading', { name: 'Which answers stay private?' });
    expect(screen.queryByTestId('creation-progress')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(path(router)).toBe(`/idea-price/${IDEA_ID}`));
    expect(patches()).toEqual([]);
  });

  it("goes back from the competitor questions, at their first, to a draft's finishing screen", async () => {
    const { user, router } = open(`/comp/${IDEA_ID}`);
    await screen.findByTestId('step-label');
    expect(screen.queryByTestId('creation-progress')).toBeNull();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(path(router)).toBe(`/idea-price/${IDEA_ID}`));
  });

  it('goes back from IdeaShare to the finishing screen', async () => {
    await app.api('PATCH', `/items/${IDEA_ID}`, sara, { price: 5000000 });
    const { user, router } = open(`/IdeaShare/${IDEA_ID}`);
    await shows('Stage 3 of 3: Published');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(path(router)).toBe(`/idea-price/${IDEA_ID}`));
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
