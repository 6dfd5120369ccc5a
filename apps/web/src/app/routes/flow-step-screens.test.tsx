import type { Question } from '@ideabazaar/shared/schemas/questions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRealApp, titled, type RealApp } from '../../../test/real-app';
import {
  answerOnScreen,
  answeredDraft,
  laterQuestions,
  questionTitled,
} from '../../../test/real-flow';
import { renderApp } from '../../../test/render-app';

let app: RealApp;
/** Sara owns the drafts. */
let sara: string;
/** The draft idea of the test at hand, every flow question answered, and its questions. */
let IDEA_ID: string;
let questions: Question[];
let BASE: string;

beforeAll(async () => {
  app = await startRealApp();
  sara = await app.member('sara@example.com', { first_name: 'Sara' });
});
afterAll(() => app.close());
beforeEach(async () => {
  ({ id: IDEA_ID, questions } = await draft('idea'));
  BASE = `/api/items/${IDEA_ID}`;
  app.state.useClientState.setState({ ...app.state.initialState, loginPrompt: false });
  app.signInAs(sara);
  app.requests.length = 0;
});

/** Sara's draft called 'Lunch for offices', its problem 'No healthy lunch near work'. */
const draft = (
  section: 'idea' | 'need',
  text = titled('Lunch for offices', 'No healthy lunch near work'),
) => answeredDraft(app, sara, { section, text });
const item = () =>
  app.api<{
    price: number | null;
    negotiable: boolean;
    elevator_text: string;
    answers: { questions_id: number; is_private: boolean }[];
  }>('GET', `/items/${IDEA_ID}`, sara);

const calls = (method: string, url: string) =>
  app.requests.filter((request) => request.method === method && request.url.startsWith(url));
const path = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

function open(at: string) {
  return { user: userEvent.setup(), ...renderApp(app.routes, at) };
}

describe('question-after', () => {
  it('asks the after set one at a time, saves it, and goes on to IdeaPrice', async () => {
    const after = await laterQuestions(app, sara, IDEA_ID, 'after');
    // One answer of each kind the set asks, in its order.
    const answers = after.map((question) =>
      question.kind === 'multiple_choice'
        ? question.options[1]!
        : question.kind === 'two_button'
          ? 'No'
          : question.kind === 'textual'
            ? 'Answer text'
            : '3',
    );
    const { user, router } = open(`/question-after/${IDEA_ID}`);
    await answerOnScreen(user, after[0]!, answers[0]!);
    await waitFor(() => expect(screen.getByTestId('step-label')).toHaveTextContent('Step Second'));
    for (const [index, question] of after.entries()) {
      if (index > 0) await answerOnScreen(user, question, answers[index]!);
    }
    await waitFor(() => expect(path(router)).toBe(`/idea-price/${IDEA_ID}`));
    expect(calls('POST', `${BASE}/answers`)[0]?.body).toEqual({
      answers: after.map((question, index) => ({
        questions_id: question.id,
        answer: answers[index],
      })),
    });
    // The server keeps them: the set comes back answered.
    const saved = await app.api<{ answers: { questions_id: number }[] }>(
      'GET',
      `/items/${IDEA_ID}/questions?set=after`,
      sara,
    );
    expect(saved.answers.map((answer) => answer.questions_id).sort()).toEqual(
      after.map((question) => question.id).sort(),
    );
  });
});

describe('IdeaPrice, the finishing screen of an idea (issue 32)', () => {
  it('writes the price in Persian words under the field in Persian', async () => {
    app.state.useClientState.setState({ language: 'fa' });
    const { user } = open(`/idea-price/${IDEA_ID}`);
    await user.type(await screen.findByRole('textbox', { name: 'قیمت' }), '۱۲۰۰۰');
    expect(screen.getByTestId('price-words')).toHaveTextContent('دوازده هزار تومان');
    await user.type(screen.getByRole('textbox', { name: 'معرفی کوتاه' }), 'ناهار در ۳۰ دقیقه');
    await user.click(screen.getByRole('button', { name: 'انتشار' }));
    await waitFor(() =>
      expect(calls('PATCH', BASE)[0]?.body).toEqual({
        price: 12000,
        negotiable: false,
        elevator_text: 'ناهار در ۳۰ دقیقه',
      }),
    );
    // Stored once the server has answered, which comes after it received the call.
    await waitFor(() => expect(app.state.useClientState.getState().privatePrice).toBe('12000'));
    expect(await item()).toMatchObject({ price: 12000, negotiable: false });
  });

  it("asks for a price or 'Negotiable' and a pitch, then leads to IdeaShare, which publishes", async () => {
    const { user, router } = open(`/idea-price/${IDEA_ID}`);
    const field = await screen.findByRole('textbox', { name: 'Price' });
    expect(screen.queryByTestId('price-words')).toBeNull();
    expect(screen.getByTestId('char-counter')).toHaveTextContent('0/300');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(screen.getByText("Please enter a price or choose 'Negotiable'")).toBeVisible(),
    );
    expect(screen.getByText('Please write your elevator pitch')).toBeVisible();
    await user.type(field, '12x');
    await user.type(screen.getByRole('textbox', { name: 'Elevator pitch' }), 'Lunch in 30 minutes');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByText('Please enter numbers only!!')).toBeVisible());
    expect(calls('PATCH', BASE)).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'Negotiable' }));
    expect(field).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(path(router)).toBe(`/IdeaShare/${IDEA_ID}`));
    expect(calls('PATCH', BASE)[0]?.body).toEqual({
      price: null,
      negotiable: true,
      elevator_text: 'Lunch in 30 minutes',
    });
    await waitFor(() => expect(screen.getByText('Your idea is published.')).toBeVisible());
    expect(await item()).toMatchObject({
      price: null,
      negotiable: true,
      elevator_text: 'Lunch in 30 minutes',
    });
  });

  it("shows the server's bounds on the field for a price no one could mean, and stays", async () => {
    const { user, router } = open(`/idea-price/${IDEA_ID}`);
    await user.type(await screen.findByRole('textbox', { name: 'Price' }), '1000000000000');
    await user.type(screen.getByRole('textbox', { name: 'Elevator pitch' }), 'Lunch');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(
        screen.getByText('The price must be between 1,000 and 10,000,000,000 Toman'),
      ).toBeVisible(),
    );
    expect(path(router)).toBe(`/idea-price/${IDEA_ID}`);
    expect(await item()).toMatchObject({ price: null });
  });

  it('says how many answers stay private, and keeps what is typed while they are chosen', async () => {
    const answers = (await item()).answers;
    const hidden = answers.filter((answer) => answer.is_private).length;
    expect(hidden).toBeGreaterThan(0);
    const { user, router } = open(`/idea-price/${IDEA_ID}`);
    await user.type(await screen.findByRole('textbox', { name: 'Price' }), '5000000');
    await user.type(screen.getByRole('textbox', { name: 'Elevator pitch' }), 'Lunch in 30 minutes');
    expect(screen.getByTestId('private-answers')).toHaveTextContent(
      `${hidden} of ${answers.length} answers stay private until someone buys the idea.`,
    );
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(path(router)).toBe(`/hide-answers/${IDEA_ID}`));
    // hide-answers, off the path, saves and comes back to the finishing screen, both kept.
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(path(router)).toBe(`/idea-price/${IDEA_ID}`));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Elevator pitch' })).toHaveValue(
        'Lunch in 30 minutes',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveValue('5000000');
  });

  it('reopened to edit from MyIdea, is the price alone and returns there', async () => {
    const { user, router } = open(`/idea-price/${IDEA_ID}?edit=1`);
    await user.type(await screen.findByRole('textbox', { name: 'Price' }), '7000000');
    expect(screen.queryByRole('textbox', { name: 'Elevator pitch' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(path(router)).toBe(`/MyIdea/${IDEA_ID}`));
    expect(calls('PATCH', BASE)[0]?.body).toEqual({ price: 7000000, negotiable: false });
  });
});

describe('hide-answers', () => {
  it('starts with the answers private by default ticked, and says why', async () => {
    const byDefault = questions.filter((question) => question.private_by_default);
    expect(byDefault.length).toBeGreaterThan(0);
    open(`/hide-answers/${IDEA_ID}`);
    await screen.findByRole('checkbox', { name: /Do you have a prototype/ });
    for (const question of questions) {
      const name = new RegExp(question.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      const box = screen.queryByRole('checkbox', { name });
      // The title and the category are not offered; every other answer shows the server's state.
      if (!box) continue;
      if (question.private_by_default) expect(box, question.title).toBeChecked();
      else expect(box, question.title).not.toBeChecked();
    }
    expect(
      screen.getByText(
        'Answers that give your idea away (how it works, who buys it, what it costs and earns) start ticked, so nothing is given away if you skip this step. Untick any you want everyone to read.',
      ),
    ).toBeVisible();
  });

  it('sends the ticked answers as private_question_ids and leads back to the finishing screen', async () => {
    const prototype = questionTitled(questions, /Do you have a prototype/);
    const solution = questionTitled(questions, /How does your idea solve/);
    const { user, router } = open(`/hide-answers/${IDEA_ID}`);
    await user.click(await screen.findByRole('checkbox', { name: /Do you have a prototype/ }));
    await user.click(screen.getByRole('checkbox', { name: /How does your idea solve/ }));
    // The title is public on the item anyway, so it is not offered.
    expect(screen.queryByRole('checkbox', { name: /Idea Title/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(path(router)).toBe(`/idea-price/${IDEA_ID}`));
    const expected = questions
      .filter(
        (question) =>
          question.id === prototype.id ||
          (question.private_by_default && question.id !== solution.id),
      )
      .map((question) => question.id);
    expect(calls('PATCH', BASE)[0]?.body).toEqual({ private_question_ids: expected });
    const hidden = (await item()).answers.filter((answer) => answer.is_private);
    expect(hidden.map((answer) => answer.questions_id).sort((a, b) => a - b)).toEqual(
      [...expected].sort((a, b) => a - b),
    );
  });

  it('offers the answers by their role, not by their text, and says what stays public', async () => {
    // An answer that only repeats the title is offered; the category's, whatever its text, is not.
    ({ id: IDEA_ID } = await draft('idea', (question) =>
      /^How does your idea solve/.test(question.title)
        ? 'Lunch for offices'
        : titled('Lunch for offices', 'No healthy lunch near work')(question),
    ));
    const { user } = open(`/hide-answers/${IDEA_ID}`);
    await waitFor(() =>
      expect(
        screen.getByRole('checkbox', { name: /How does your idea solve this problem/ }),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByRole('checkbox', { name: /Which category/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Idea Title/ })).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent(
      'The title, category, price and elevator pitch are always public. Buyers see everything, private answers included.',
    );

    // Hiding the summary's answer empties the summary visitors see: the step says so.
    await user.click(screen.getByRole('checkbox', { name: /Do you have a prototype/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    const summary = screen.getByRole('checkbox', { name: /What problem does your idea solve/ });
    await user.click(summary);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        "This answer is the summary shown on your idea's card and page. Kept private, visitors will see no summary there",
      ),
    );
    await user.click(summary);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('is skipped without active_private_responses, which only a need has: on to its next step', async () => {
    ({ id: IDEA_ID } = await draft('need'));
    expect(await app.api('GET', `/items/${IDEA_ID}`, sara)).toMatchObject({
      active_private_responses: false,
    });
    const { router } = open(`/hide-answers/${IDEA_ID}`);
    // Off a need's path, the step leads to its share step.
    await waitFor(() => expect(path(router)).toBe(`/IdeaShare/${IDEA_ID}`));
    expect(screen.queryByRole('checkbox')).toBeNull();
    // The skipped step writes nothing: the one write is the share step publishing on arrival.
    await waitFor(() =>
      expect(calls('PATCH', '/api/items').map((call) => call.body)).toEqual([
        { status: 'published' },
      ]),
    );
  });
});

describe('ElevatorText and BusinessText', () => {
  it('counts to 300, needs a pitch, saves it and leads a draft to its finishing screen', async () => {
    const { user, router } = open(`/ElevatorText?ideaId=${IDEA_ID}`);
    const field = await screen.findByRole('textbox', { name: 'Elevator pitch' });
    expect(screen.getByTestId('char-counter')).toHaveTextContent('0/300');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByText('Please write your elevator pitch')).toBeVisible());
    await user.type(field, 'Lunch in 30 minutes');
    expect(screen.getByTestId('char-counter')).toHaveTextContent('19/300');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(path(router)).toBe(`/idea-price/${IDEA_ID}`));
    expect(calls('PATCH', BASE)[0]?.body).toEqual({ elevator_text: 'Lunch in 30 minutes' });
    expect(await item()).toMatchObject({ elevator_text: 'Lunch in 30 minutes' });
  });

  it('reopened from MyIdea, shows the saved text and returns there', async () => {
    await app.api('PATCH', `/items/${IDEA_ID}`, sara, { business_text: 'Subscriptions' });
    const { user, router } = open(`/BusinessText/${IDEA_ID}?edit=1`);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Business model' })).toHaveValue('Subscriptions'),
    );
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(path(router)).toBe(`/MyIdea/${IDEA_ID}`));
  });
});
