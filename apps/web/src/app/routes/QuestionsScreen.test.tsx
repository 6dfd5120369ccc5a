import type { Question } from '@ideabazaar/shared/schemas/questions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { answerOnScreen, realQuestions } from '../../../test/real-flow';
import { renderApp } from '../../../test/render-app';

let app: RealApp;
/** Sara, a member with room for drafts. */
let sara: string;
/** The flows the real server asks (its question bank), in English. */
let ideaQuestions: Question[];
let needQuestions: Question[];

beforeAll(async () => {
  // Every test starts a draft; the hourly limit per address is not what these tests are about.
  app = await startRealApp({ config: { rateLimitDrafts: 1000 } });
  sara = await app.member('sara@example.com', { first_name: 'Sara' });
  ideaQuestions = await realQuestions(app, 'idea');
  needQuestions = await realQuestions(app, 'need');
});
afterAll(() => app.close());
beforeEach(() => {
  app.requests.length = 0;
  app.state.useClientState.setState({
    ...app.state.initialState,
    loginPrompt: false,
    isAuth: false,
  });
});

type User = ReturnType<typeof userEvent.setup>;
const state = () => app.state.useClientState.getState();
const sent = (path: string) => app.requests.filter((request) => request.url === path);
const q = (index: number) => ideaQuestions[index]!;
/** The index of the first question of this kind in the idea flow. */
const first = (kind: Question['kind']) => ideaQuestions.findIndex((each) => each.kind === kind);
/** The step labels' ordinal names, as the English locale has them. */
const ordinal = (index: number) =>
  ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth'][
    index
  ]!;
const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

async function open(at = '/questions', questions = ideaQuestions) {
  const user = userEvent.setup();
  const view = renderApp(app.routes, at);
  await screen.findByRole('heading', { name: questions[0]!.title });
  return { user, ...view };
}

async function answerText(user: User, index: number, text: string) {
  await answerOnScreen(user, q(index), text);
}

/**
 * The answer `answerAll` gives each question as the client keeps it: the title and the problem
 * their texts, 'Health' (or the second option), 'Yes', numbers typed in Persian digits kept in
 * Latin ones, and 'Negotiable' (0) where offered.
 */
function answerFor(question: Question, index: number) {
  if (question.kind === 'textual') {
    return index === 0
      ? 'Lunch for offices'
      : /^What problem /.test(question.title)
        ? 'No healthy lunch near work'
        : 'Answer text';
  }
  if (question.kind === 'multiple_choice') {
    return question.options.includes('Health') ? 'Health' : question.options[1]!;
  }
  if (question.kind === 'two_button') return 'Yes';
  // Within every number question's bounds: 120 days, people or tomans.
  if (question.kind === 'single-textual') return '120';
  return '0';
}

/** Answers every question of the flow correctly, the number ones with Persian digits and 'Negotiable'. */
async function answerAll(user: User, questions = ideaQuestions) {
  for (const [index, question] of questions.entries()) {
    await screen.findByRole('heading', { name: question.title });
    if (question.kind === 'single-textual-with-checkbox') {
      await user.click(screen.getByRole('checkbox', { name: 'Negotiable' }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
    } else if (question.kind === 'single-textual') {
      await answerOnScreen(user, question, '۱۲۰');
    } else {
      await answerOnScreen(user, question, answerFor(question, index));
    }
  }
}

const expectedAnswers = (ideaId: string, questions = ideaQuestions) =>
  questions.map((question, index) => ({
    questions_id: question.id,
    idea_id: ideaId,
    answer: answerFor(question, index),
  }));

/** A draft of Sara's started through the API, as the flow would have started it. */
async function saraDraft() {
  const { idea_id } = await app.api<{ idea_id: string }>(
    'POST',
    '/question-before-login-auth',
    sara,
    { section: 'idea' },
  );
  return idea_id;
}

describe('the single-question screen, starting (seed sections 2 and 7)', () => {
  it('starts a visitor flow once, says Please answer the questions and shows step First', async () => {
    const { router } = await open();
    await waitFor(() => expect(screen.getByText('Please answer the questions')).toBeVisible());
    expect(sent('/api/question-before-login')).toHaveLength(1);
    expect(sent('/api/question-before-login')[0]?.body).toEqual({ section: 'idea' });
    expect(screen.getByRole('heading', { name: 'New Idea' })).toBeVisible();
    expect(screen.getByTestId('step-label')).toHaveTextContent('Step First');
    expect(screen.getByTestId('step-percent')).toHaveTextContent(
      `${Math.round(100 / ideaQuestions.length)}%`,
    );
    expect(search(router).get('lastQIndex')).toBe('0');
    expect(search(router).get('lastQID')).toBe(String(q(0).id));
    expect(state().questions).toEqual(ideaQuestions);
    // The draft the server made for the visitor, unowned until they sign in.
    expect(state().ideaId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('uses the member endpoint and the need title for a member who chose a need', async () => {
    app.state.useClientState.setState({ auth: true, accessToken: sara, section: 'need' });
    await open('/questions', needQuestions);
    expect(screen.getByRole('heading', { name: 'New Need' })).toBeVisible();
    expect(sent('/api/question-before-login-auth')[0]?.body).toEqual({ section: 'need' });
    const call = app.wire.filter((request) => request.url === '/api/question-before-login-auth');
    expect(call.at(-1)?.headers.authorization).toBe(`Bearer ${sara}`);
    expect(sent('/api/question-before-login')).toHaveLength(0);
    expect(state().questions).toEqual(needQuestions);
  });

  it('keeps the draft limit on screen with the ways to finish or delete a draft', async () => {
    // A member with twenty drafts already.
    const full = await app.member('full@example.com');
    for (let index = 0; index < 20; index += 1) {
      await app.api('POST', '/question-before-login-auth', full, { section: 'idea' });
    }
    app.state.useClientState.setState({ auth: true, accessToken: full, language: 'fa' });
    renderApp(app.routes, '/questions');
    await waitFor(() =>
      expect(screen.getByText('ابتدا یک پیش‌نویس را تکمیل یا حذف کنید')).toBeVisible(),
    );
    expect(
      screen.getAllByText(
        'شما ۲۰ ایده و نیاز ناتمام دارید. ابتدا یکی را در «ایده‌های من» یا «نیازهای من» تکمیل یا حذف کنید.',
      )[0],
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'ایده‌های من' })).toHaveAttribute('href', '/my-ideas');
    expect(screen.getByRole('link', { name: 'نیازهای من' })).toHaveAttribute('href', '/my-needs');
  });

  it('names steps in Persian, and asks the questions in Persian', async () => {
    app.state.useClientState.setState({ language: 'fa' });
    const user = userEvent.setup();
    renderApp(app.routes, '/questions');
    await waitFor(() => expect(state().questions).toHaveLength(ideaQuestions.length));
    const title = (state().questions as Question[])[0]!.title;
    expect(title).toBe('عنوان ایده: نام ایده‌ی شما چیست؟');
    await screen.findByRole('heading', { name: title });
    expect(screen.getByTestId('step-label')).toHaveTextContent('گام اول');
    await user.type(screen.getByRole('textbox', { name: title }), 'ناهار');
    await user.click(screen.getByRole('button', { name: 'بعدی' }));
    await waitFor(() => expect(screen.getByTestId('step-label')).toHaveTextContent('گام دوم'));
    const percent = Math.round((100 / ideaQuestions.length) * 2);
    expect(screen.getByTestId('step-percent')).toHaveTextContent(
      `${new Intl.NumberFormat('fa-IR').format(percent)}٪`,
    );
  });
});

describe('the single-question screen, each kind (seed sections 4 and 5)', () => {
  it('a textual answer cannot be empty or blank, and the title counts to 50', async () => {
    const { user } = await open();
    const field = screen.getByRole('textbox', { name: q(0).title });
    expect(field).toHaveAttribute('rows', '3');
    expect(screen.getByTestId('char-counter')).toHaveTextContent('0/50');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Answer cannot be empty')).toBeVisible());
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Answer cannot be empty')).toBeVisible());
    expect(screen.getByTestId('step-label')).toHaveTextContent('Step First');
    await user.type(field, 'x'.repeat(60));
    expect(screen.getByTestId('char-counter')).toHaveTextContent('50/50');
    await answerText(user, 0, 'Lunch');
    await waitFor(() => expect(screen.getByRole('heading', { name: q(1).title })).toBeVisible());
    expect(screen.getByTestId('step-label')).toHaveTextContent('Step Second');
    // The next free-text question starts empty and counts to 500.
    const text = ideaQuestions.findIndex((each, index) => index > 0 && each.kind === 'textual');
    for (let index = 1; index < text; index += 1) {
      await answerOnScreen(user, q(index), answerFor(q(index), index));
    }
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: q(text).title })).toHaveValue(''),
    );
    expect(screen.getByTestId('char-counter')).toHaveTextContent('0/500');
  });

  it('numbers refuse letters, take Persian digits as Latin ones, and Negotiable answers 0', async () => {
    const { user } = await open();
    const choice = first('multiple_choice');
    const number = first('single-textual');
    const last = ideaQuestions.length - 1;
    expect(q(last).kind).toBe('single-textual-with-checkbox');
    const typed: string[] = [];
    for (let index = 0; index < number; index += 1) {
      const question = q(index);
      if (index === choice) {
        await screen.findByRole('heading', { name: question.title });
        await user.click(screen.getByRole('button', { name: 'Next' }));
        await waitFor(() => expect(screen.getByText('Answer cannot be empty')).toBeVisible());
        await user.click(screen.getByRole('radio', { name: 'Technology' }));
        await user.click(screen.getByRole('button', { name: 'Next' }));
        typed.push('Technology');
        continue;
      }
      const answer =
        question.kind === 'two_button'
          ? 'No'
          : question.kind === 'multiple_choice'
            ? question.options[1]!
            : index === 0
              ? 'Lunch'
              : 'Problem';
      await answerOnScreen(user, question, answer);
      typed.push(answer);
    }
    await screen.findByRole('heading', { name: q(number).title });
    expect(screen.getByText('Toman')).toBeVisible();
    await answerText(user, number, '12a4');
    await waitFor(() => expect(screen.getByText('Please enter numbers only!!')).toBeVisible());
    expect(screen.getByTestId('step-label')).toHaveTextContent(`Step ${ordinal(number)}`);
    for (let index = number; index < last; index += 1) {
      await answerText(user, index, '۱۲۳');
      typed.push('123');
    }
    await screen.findByRole('heading', { name: q(last).title });
    expect(screen.queryByTestId('step-percent')).toBeNull();
    const budget = screen.getByRole('textbox', { name: q(last).title });
    await user.click(screen.getByRole('checkbox', { name: 'Negotiable' }));
    expect(budget).toBeDisabled();
    expect(budget).toHaveValue('0');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const answers = state().answers as { answer: string }[];
    expect(answers.map((answer) => answer.answer)).toEqual([...typed, '0']);
    expect(typed).toContain('No');
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
    await screen.findByRole('heading', { name: q(1).title });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: q(0).title })).toHaveValue('Lunch'),
    );
    expect(search(router).get('lastQIndex')).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/idea-or-need'));
  });

  it('resumes at lastQIndex and lastQID from the stored questions and answers, fetching nothing', async () => {
    const text = ideaQuestions.findIndex((each, index) => index > 0 && each.kind === 'textual');
    const ideaId = await saraDraft();
    app.state.useClientState.setState({
      questions: ideaQuestions,
      ideaId,
      answers: expectedAnswers(ideaId).slice(0, text + 1),
    });
    renderApp(app.routes, `/questions?lastQIndex=${text}&lastQID=${q(text).id}`);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: q(text).title })).toHaveValue(
        'No healthy lunch near work',
      ),
    );
    expect(screen.getByTestId('step-label')).toHaveTextContent(`Step ${ordinal(text)}`);
    expect(app.requests).toHaveLength(0);
  });
});

describe('the single-question screen, after the last answer (seed section 2)', () => {
  it('a visitor keeps the answers in the client state and goes to AuthAfter', async () => {
    const { user, router } = await open();
    const ideaId = state().ideaId;
    await answerAll(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/AuthAfter/${ideaId}`));
    expect(state().answers).toEqual(expectedAnswers(ideaId));
    expect(sent('/api/answer-question-before-login')).toHaveLength(0);
  });

  it('a member submits the answers of an idea and goes to IdeaPrice', async () => {
    app.state.useClientState.setState({ auth: true, accessToken: sara });
    const { user, router } = await open();
    const ideaId = state().ideaId;
    await answerAll(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/idea-price/${ideaId}`));
    expect(sent('/api/answer-question-before-login')[0]?.body).toEqual({
      answers: expectedAnswers(ideaId),
    });
    // The server kept them: the draft has its title and every answer.
    const item = await app.api<{ title: string; answers: unknown[] }>(
      'GET',
      `/items/${ideaId}`,
      sara,
    );
    expect(item.title).toBe('Lunch for offices');
    expect(item.answers).toHaveLength(ideaQuestions.length);
  });

  it("shows the question whose answer the server refused, with the server's message", async () => {
    // A free-text answer past 500 characters, which only the server checks once the flow is sent.
    const text = ideaQuestions.findIndex((each, index) => index > 0 && each.kind === 'textual');
    const tooLong = 'x'.repeat(501);
    const ideaId = await saraDraft();
    const last = ideaQuestions.length - 1;
    app.state.useClientState.setState({
      auth: true,
      accessToken: sara,
      questions: ideaQuestions,
      ideaId,
      answers: expectedAnswers(ideaId).map((a, i) => (i === text ? { ...a, answer: tooLong } : a)),
    });
    const user = userEvent.setup();
    const { router } = renderApp(app.routes, `/questions?lastQIndex=${last}&lastQID=${q(last).id}`);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByText('Answer must be at most 500 characters')).toBeVisible(),
    );
    await waitFor(() => expect(search(router).get('lastQIndex')).toBe(String(text)));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: q(text).title })).toHaveValue(tooLong),
    );
  });

  it('a member submits the answers of a need and goes to AbstractFiles', async () => {
    app.state.useClientState.setState({ auth: true, accessToken: sara, section: 'need' });
    const { user, router } = await open('/questions', needQuestions);
    const ideaId = state().ideaId;
    await answerAll(user, needQuestions);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/abstract-files/${ideaId}`));
    expect(sent('/api/answer-question-before-login')).toHaveLength(1);
    expect(sent('/api/answer-question-before-login')[0]?.body).toEqual({
      answers: expectedAnswers(ideaId, needQuestions),
    });
  });
});

describe('Home and IdeaOrNeed', () => {
  it('Home starts the flow at IdeaOrNeed, where choosing a need sets the section', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(app.routes, '/create-idea');
    await user.click(await screen.findByRole('link', { name: 'Start' }));
    await user.click(await screen.findByRole('button', { name: /^Need/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/questions'));
    expect(state().section).toBe('need');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'New Need' })).toBeVisible());
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: needQuestions[0]!.title })).toBeVisible(),
    );
  });
});
