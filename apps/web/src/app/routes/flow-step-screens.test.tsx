import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as ClientState from '@/lib/client-state';
import { answer, IDEA_ID, makeItem } from '../../../test/flow-fixtures';
import { afterQuestions, BASE, itemCalls, itemServer } from '../../../test/item-peer';
import { startApp, stopApp } from '../../../test/app-peer';
import { renderApp } from '../../../test/render-app';

let peer: Awaited<ReturnType<typeof startApp>>['peer'];
let routes: Awaited<ReturnType<typeof startApp>>['routes'];
let state: typeof ClientState;

beforeAll(async () => {
  ({ peer, routes, state } = await startApp(itemCalls));
});
afterAll(() => stopApp(peer));
beforeEach(() => {
  peer.requests.length = 0;
  itemServer.item = makeItem();
  itemServer.refuseUpload = false;
  state.useClientState.setState({ ...state.initialState, auth: true, accessToken: '1|owner' });
});

const calls = (method: string, url: string) =>
  peer.requests.filter((request) => request.method === method && request.url.startsWith(url));
const path = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

function open(at: string) {
  return { user: userEvent.setup(), ...renderApp(routes, at) };
}

describe('question-after', () => {
  it('asks the after set one at a time, saves it, and goes on to IdeaPrice', async () => {
    const { user, router } = open(`/question-after/${IDEA_ID}`);
    await user.click(await screen.findByRole('radio', { name: 'Technology' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('step-label')).toHaveTextContent('Step Second');
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(path(router)).toBe(`/idea-price/${IDEA_ID}`));
    expect(calls('POST', `${BASE}/answers`)[0]?.body).toEqual({
      answers: [
        { questions_id: afterQuestions[0]!.id, answer: 'Technology' },
        { questions_id: afterQuestions[1]!.id, answer: 'No' },
      ],
    });
  });
});

describe('IdeaPrice', () => {
  it('writes the price in Persian words under the field in Persian', async () => {
    state.useClientState.setState({ language: 'fa' });
    const { user } = open(`/idea-price/${IDEA_ID}`);
    await user.type(await screen.findByRole('textbox', { name: 'قیمت' }), '۱۲۰۰۰');
    expect(screen.getByTestId('price-words')).toHaveTextContent('دوازده هزار تومان');
    await user.click(screen.getByRole('button', { name: 'ادامه' }));
    await waitFor(() =>
      expect(calls('PATCH', BASE)[0]?.body).toEqual({ price: 12000, negotiable: false }),
    );
    // Stored once the server has answered, which comes after it received the call.
    await waitFor(() => expect(state.useClientState.getState().privatePrice).toBe('12000'));
  });

  it("asks for a price or 'Negotiable', which disables the price, then leads to question-after", async () => {
    const { user, router } = open(`/idea-price/${IDEA_ID}`);
    const field = await screen.findByRole('textbox', { name: 'Price' });
    expect(screen.queryByTestId('price-words')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText("Please enter a price or choose 'Negotiable'")).toBeVisible();
    await user.type(field, '12x');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter numbers only!!')).toBeVisible();
    expect(calls('PATCH', BASE)).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'Negotiable' }));
    expect(field).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(path(router)).toBe(`/question-after/${IDEA_ID}`));
    expect(calls('PATCH', BASE)[0]?.body).toEqual({ price: null, negotiable: true });
  });
});

describe('hide-answers', () => {
  it('sends the ticked answers as private_question_ids and leads to ElevatorText', async () => {
    const { user, router } = open(`/hide-answers/${IDEA_ID}`);
    await user.click(await screen.findByRole('checkbox', { name: /Do you have a prototype/ }));
    // The title is public on the item anyway, so it is not offered.
    expect(screen.queryByRole('checkbox', { name: /Idea Title/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(path(router)).toBe(`/ElevatorText?ideaId=${IDEA_ID}`));
    expect(calls('PATCH', BASE)[0]?.body).toEqual({ private_question_ids: [14] });
  });

  it('offers the answers by their role, not by their text, and says what stays public', async () => {
    const item = makeItem({ category: 'food' });
    itemServer.item = makeItem({
      answers: [
        ...item.answers,
        // The category's answer, whatever its text; and an answer that only repeats the title.
        answer(13, 'Which category?', 'multiple_choice', 'tech', { role: 'category' }),
        answer(17, 'Say the name again', 'textual', 'Lunch for offices'),
      ],
    });
    const { user } = open(`/hide-answers/${IDEA_ID}`);
    expect(await screen.findByRole('checkbox', { name: /Say the name again/ })).toBeInTheDocument();
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
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This answer is the summary shown on your idea's card and page. Kept private, visitors will see no summary there",
    );
    await user.click(summary);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('is skipped without active_private_responses', async () => {
    itemServer.item = makeItem({ active_private_responses: false });
    const { router } = open(`/hide-answers/${IDEA_ID}`);
    await waitFor(() => expect(path(router)).toBe(`/ElevatorText?ideaId=${IDEA_ID}`));
  });
});

describe('ElevatorText and BusinessText', () => {
  it('counts to 300, needs a pitch, saves it and leads to ElevatorFile', async () => {
    const { user, router } = open(`/ElevatorText?ideaId=${IDEA_ID}`);
    const field = await screen.findByRole('textbox', { name: 'Elevator pitch' });
    expect(screen.getByTestId('char-counter')).toHaveTextContent('0/300');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please write your elevator pitch')).toBeVisible();
    await user.type(field, 'Lunch in 30 minutes');
    expect(screen.getByTestId('char-counter')).toHaveTextContent('19/300');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(path(router)).toBe(`/ElevatorFile/${IDEA_ID}`));
    expect(calls('PATCH', BASE)[0]?.body).toEqual({ elevator_text: 'Lunch in 30 minutes' });
  });

  it('reopened from MyIdea, shows the saved text and returns there', async () => {
    itemServer.item = makeItem({ business_text: 'Subscriptions' });
    const { user, router } = open(`/BusinessText/${IDEA_ID}?edit=1`);
    expect(await screen.findByRole('textbox', { name: 'Business model' })).toHaveValue(
      'Subscriptions',
    );
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(path(router)).toBe(`/MyIdea/${IDEA_ID}`));
  });
});
