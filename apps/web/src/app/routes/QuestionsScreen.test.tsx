import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as ClientState from '@/lib/client-state';
import { flowQuestions, IDEA_ID } from '../../../test/flow-fixtures';
import { notFound, startApp, stopApp } from '../../../test/app-peer';
import { invalid, refusal } from '../../../test/error-bodies';
import { renderApp } from '../../../test/render-app';

let peer: Awaited<ReturnType<typeof startApp>>['peer'];
let routes: Awaited<ReturnType<typeof startApp>>['routes'];
let state: typeof ClientState;
let draftsFull = false;

beforeAll(async () => {
  ({ peer, routes, state } = await startApp((request) => {
    if (request.url.startsWith('/api/question-before-login')) {
      if (draftsFull) return refusal(409, 'draft_limit', { maximum: 20 });
      return {
        status: 200,
        body: { questions: flowQuestions, idea_id: IDEA_ID, active_private_responses: true },
      };
    }
    if (request.url === '/api/answer-question-before-login') {
      const { answers } = request.body as { answers: { answer: string }[] };
      if (answers[1]?.answer === 'refused') {
        const issue = { code: 'answer_too_long', params: { maximum: 500 } } as const;
        return invalid({ 'answers.1.answer': issue });
      }
      return { status: 200, body: { status: 'ok', idea_id: IDEA_ID } };
    }
    return notFound;
  }));
});
afterAll(() => stopApp(peer));
beforeEach(() => {
  peer.requests.length = 0;
  draftsFull = false;
  state.useClientState.setState({ ...state.initialState, loginPrompt: false, isAuth: false });
});

type User = ReturnType<typeof userEvent.setup>;
const sent = (path: string) => peer.requests.filter((request) => request.url === path);
const q = (index: number) => flowQuestions[index]!;
const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

async function open(at = '/questions') {
  const user = userEvent.setup();
  const view = renderApp(routes, at);
  await screen.findByRole('heading', { name: q(0).title });
  return { user, ...view };
}

async function answerText(user: User, index: number, text: string) {
  const field = await screen.findByRole('textbox', { name: q(index).title });
  await user.clear(field);
  await user.type(field, text);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

/** Answers every question correctly, the number ones with Persian digits and 'Negotiable'. */
async function answerAll(user: User) {
  await answerText(user, 0, 'Lunch for offices');
  await answerText(user, 1, 'No healthy lunch near work');
  await user.click(await screen.findByRole('radio', { name: 'Health' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Yes' }));
  await answerText(user, 4, '۱۲۰۰۰۰');
  await screen.findByRole('heading', { name: q(5).title });
  await user.click(screen.getByRole('checkbox', { name: 'Negotiable' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

const expectedAnswers = [
  'Lunch for offices',
  'No healthy lunch near work',
  'Health',
  'Yes',
  '120000',
  '0',
].map((answer, index) => ({ questions_id: q(index).id, idea_id: IDEA_ID, answer }));

describe('the single-question screen, starting (seed sections 2 and 7)', () => {
  it('starts a visitor flow once, says Please answer the questions and shows step First', async () => {
    const { router } = await open();
    expect(await screen.findByText('Please answer the questions')).toBeVisible();
    expect(sent('/api/question-before-login')).toHaveLength(1);
    expect(sent('/api/question-before-login')[0]?.body).toEqual({ section: 'idea' });
    expect(screen.getByRole('heading', { name: 'New Idea' })).toBeVisible();
    expect(screen.getByTestId('step-label')).toHaveTextContent('Step First');
    expect(screen.getByTestId('step-percent')).toHaveTextContent('17%');
    expect(search(router).get('lastQIndex')).toBe('0');
    expect(search(router).get('lastQID')).toBe(String(q(0).id));
    expect(state.useClientState.getState()).toMatchObject({
      ideaId: IDEA_ID,
      questions: flowQuestions,
    });
  });

  it('uses the member endpoint and the need title for a member who chose a need', async () => {
    state.useClientState.setState({ auth: true, accessToken: '1|member', section: 'need' });
    await open();
    expect(screen.getByRole('heading', { name: 'New Need' })).toBeVisible();
    expect(sent('/api/question-before-login-auth')[0]?.body).toEqual({ section: 'need' });
    expect(sent('/api/question-before-login-auth')[0]?.headers.authorization).toBe(
      'Bearer 1|member',
    );
    expect(sent('/api/question-before-login')).toHaveLength(0);
  });

  it('keeps the draft limit on screen with the ways to finish or delete a draft', async () => {
    draftsFull = true;
    state.useClientState.setState({ auth: true, accessToken: '1|member', language: 'fa' });
    renderApp(routes, '/questions');
    expect(await screen.findByText('ابتدا یک پیش‌نویس را تکمیل یا حذف کنید')).toBeVisible();
    expect(
      screen.getAllByText(
        'شما ۲۰ ایده و نیاز ناتمام دارید. ابتدا یکی را در «ایده‌های من» یا «نیازهای من» تکمیل یا حذف کنید.',
      )[0],
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'ایده‌های من' })).toHaveAttribute('href', '/my-ideas');
    expect(screen.getByRole('link', { name: 'نیازهای من' })).toHaveAttribute('href', '/my-needs');
  });

  it('names steps in Persian', async () => {
    state.useClientState.setState({ language: 'fa' });
    const user = userEvent.setup();
    renderApp(routes, '/questions');
    await screen.findByRole('heading', { name: q(0).title });
    expect(screen.getByTestId('step-label')).toHaveTextContent('گام اول');
    await user.type(screen.getByRole('textbox', { name: q(0).title }), 'ناهار');
    await user.click(screen.getByRole('button', { name: 'بعدی' }));
    await waitFor(() => expect(screen.getByTestId('step-label')).toHaveTextContent('گام دوم'));
    expect(screen.getByTestId('step-percent')).toHaveTextContent('۳۳٪');
  });
});

describe('the single-question screen, each kind (seed sections 4 and 5)', () => {
  it('a textual answer cannot be empty or blank, and the title counts to 50', async () => {
    const { user } = await open();
    const field = screen.getByRole('textbox', { name: q(0).title });
    expect(field).toHaveAttribute('rows', '3');
    expect(screen.getByTestId('char-counter')).toHaveTextContent('0/50');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Answer cannot be empty')).toBeVisible();
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Answer cannot be empty')).toBeVisible();
    expect(screen.getByTestId('step-label')).toHaveTextContent('Step First');
    await user.type(field, 'x'.repeat(60));
    expect(screen.getByTestId('char-counter')).toHaveTextContent('50/50');
    await answerText(user, 0, 'Lunch');
    expect(await screen.findByRole('textbox', { name: q(1).title })).toHaveValue('');
    expect(screen.getByTestId('char-counter')).toHaveTextContent('0/500');
    expect(screen.getByTestId('step-label')).toHaveTextContent('Step Second');
  });

  it('numbers refuse letters, take Persian digits as Latin ones, and Negotiable answers 0', async () => {
    const { user } = await open();
    await answerText(user, 0, 'Lunch');
    await answerText(user, 1, 'Problem');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Answer cannot be empty')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Technology' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'No' }));
    await screen.findByRole('heading', { name: q(4).title });
    expect(screen.getByText('Toman')).toBeVisible();
    await answerText(user, 4, '12a4');
    expect(await screen.findByText('Please enter numbers only!!')).toBeVisible();
    expect(screen.getByTestId('step-label')).toHaveTextContent('Step Fifth');
    await answerText(user, 4, '۱۲۳');
    await screen.findByRole('heading', { name: q(5).title });
    expect(screen.queryByTestId('step-percent')).toBeNull();
    const budget = screen.getByRole('textbox', { name: q(5).title });
    await user.click(screen.getByRole('checkbox', { name: 'Negotiable' }));
    expect(budget).toBeDisabled();
    expect(budget).toHaveValue('0');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const answers = state.useClientState.getState().answers as { answer: string }[];
    expect(answers.map((answer) => answer.answer)).toEqual([
      'Lunch',
      'Problem',
      'Technology',
      'No',
      '123',
      '0',
    ]);
  });

  it('the help icon opens the Guide with the question guide', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guide' });
    expect(within(dialog).getByText(q(0).guide)).toBeVisible();
  });
});

describe('the single-question screen, moving (seed section 2)', () => {
  it('back goes to the previous question with its answer, and from the first to IdeaOrNeed', async () => {
    const { user, router } = await open();
    await answerText(user, 0, 'Lunch');
    await screen.findByRole('textbox', { name: q(1).title });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: q(0).title })).toHaveValue('Lunch');
    expect(search(router).get('lastQIndex')).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/idea-or-need'));
  });

  it('resumes at lastQIndex and lastQID from the stored questions and answers, fetching nothing', async () => {
    state.useClientState.setState({
      questions: flowQuestions,
      ideaId: IDEA_ID,
      answers: expectedAnswers.slice(0, 2),
    });
    renderApp(routes, `/questions?lastQIndex=1&lastQID=${q(1).id}`);
    expect(await screen.findByRole('textbox', { name: q(1).title })).toHaveValue(
      'No healthy lunch near work',
    );
    expect(screen.getByTestId('step-label')).toHaveTextContent('Step Second');
    expect(peer.requests).toHaveLength(0);
  });
});

describe('the single-question screen, after the last answer (seed section 2)', () => {
  it('a visitor keeps the answers in the client state and goes to AuthAfter', async () => {
    const { user, router } = await open();
    await answerAll(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/AuthAfter/${IDEA_ID}`));
    expect(state.useClientState.getState().answers).toEqual(expectedAnswers);
    expect(sent('/api/answer-question-before-login')).toHaveLength(0);
  });

  it('a member submits the answers of an idea and goes to IdeaPrice', async () => {
    state.useClientState.setState({ auth: true, accessToken: '1|member' });
    const { user, router } = await open();
    await answerAll(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/idea-price/${IDEA_ID}`));
    expect(sent('/api/answer-question-before-login')[0]?.body).toEqual({
      answers: expectedAnswers,
    });
  });

  it("shows the question whose answer the server refused, with the server's message", async () => {
    state.useClientState.setState({
      auth: true,
      accessToken: '1|member',
      questions: flowQuestions,
      ideaId: IDEA_ID,
      answers: expectedAnswers.map((a, i) => (i === 1 ? { ...a, answer: 'refused' } : a)),
    });
    const user = userEvent.setup();
    const { router } = renderApp(routes, `/questions?lastQIndex=5&lastQID=${q(5).id}`);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Answer must be at most 500 characters')).toBeVisible();
    await waitFor(() => expect(search(router).get('lastQIndex')).toBe('1'));
    expect(await screen.findByRole('textbox', { name: q(1).title })).toHaveValue('refused');
  });

  it('a member submits the answers of a need and goes to AbstractFiles', async () => {
    state.useClientState.setState({ auth: true, accessToken: '1|member', section: 'need' });
    const { user, router } = await open();
    await answerAll(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/abstract-files/${IDEA_ID}`));
    expect(sent('/api/answer-question-before-login')).toHaveLength(1);
  });
});

describe('Home and IdeaOrNeed', () => {
  it('Home starts the flow at IdeaOrNeed, where choosing a need sets the section', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(routes, '/create-idea');
    await user.click(await screen.findByRole('link', { name: 'Start' }));
    await user.click(await screen.findByRole('button', { name: /^Need/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/questions'));
    expect(state.useClientState.getState().section).toBe('need');
    expect(await screen.findByRole('heading', { name: 'New Need' })).toBeVisible();
  });
});
