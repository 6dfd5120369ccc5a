import { toPersianDigits } from '@ideabazaar/shared/persian/digits';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRealApp, titled, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

const PURCHASE_FOR_CONTACT =
  "To view the idea creator's contact information, please purchase the idea";
let app: RealApp;
/** Sara created the items and published her phone; the member views them. */
let sara: string;
let member: string;
let saraId: string;
let IDEA_ID: string;
let NEED_ID: string;
/** The day the idea was published, as its byline shows it. */
let publishedOn: string;

/** Sara's idea 'Lunch for offices' or need 'A designer for a menu' with three comments. */
async function saraItem(section: 'idea' | 'need', number = '8000000', publish: object = {}) {
  const id = await app.item(sara, {
    section,
    text:
      section === 'idea'
        ? titled('Lunch for offices', 'No healthy lunch near work')
        : titled('A designer for a menu'),
    number,
    publish,
  });
  for (const body of ['One', 'Two', 'Three']) {
    await app.api('POST', `/items/${id}/comments`, member, { body });
  }
  return id;
}
const publicIdea = (business_text = 'Companies pay monthly') =>
  saraItem('idea', undefined, {
    price: 12000,
    elevator_text: 'Healthy lunch in 30 minutes',
    business_text,
  });

beforeAll(async () => {
  app = await startRealApp();
  sara = await app.member('sara@example.com', { first_name: 'Sara' });
  await app.api('PATCH', '/me', sara, { phone: '09121234567' });
  saraId = (await app.api<{ id: string }>('GET', '/me', sara)).id;
  member = await app.member('member@example.com', { first_name: 'Mina' });
  IDEA_ID = await publicIdea();
  NEED_ID = await saraItem('need');
  const idea = await app.api<{ published_at: string }>('GET', `/items/${IDEA_ID}`);
  publishedOn = idea.published_at.slice(0, 10);
});
afterAll(() => app.close());
beforeEach(() => {
  app.requests.length = 0;
  app.signInAs(member);
});

const contactCalls = () => app.requests.filter((request) => request.url.endsWith('/contact'));
function open(at: string) {
  return { user: userEvent.setup(), ...renderApp(app.routes, at) };
}
/** A bottom action; after a drawer closes, the page is hidden from assistive tech for a moment. */
// The item's actions load with the item's screens (lazily): wait for the bar.
const action = async (name: string) =>
  within(await screen.findByTestId('bottom-nav')).findByRole('button', { name });

describe('an idea its viewer has not bought', () => {
  it('shows its public side, what buying unlocks, and where ideas are bought', async () => {
    open(`/TheIdea/${IDEA_ID}`);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Lunch for offices' })).toBeVisible(),
    );
    expect(screen.getByTestId('item-price')).toHaveTextContent('Price: 12,000 Toman');
    expect(screen.getByText('Healthy lunch in 30 minutes')).toBeVisible();
    expect(screen.getByText('No healthy lunch near work')).toBeVisible();
    // The creator's name is isolated in the sentence, in its own direction (U+2068 … U+2069).
    expect(screen.getByText(`By \u2068Sara\u2069 · ${publishedOn}`)).toBeVisible();
    // The category's label beside the section, and again as the answer to the category question.
    expect(await screen.findAllByText('Health')).toHaveLength(2);
    expect(screen.getByTestId('locked-files')).toHaveTextContent('Private answers and attachments');
    const buy = screen.getByRole('region', { name: 'Buy this idea' });
    expect(within(buy).getByText('the business model')).toBeVisible();
    expect(
      within(buy).getByText('Ideas are bought from your wallet. This one costs 12,000 Toman.'),
    ).toBeVisible();
    expect(within(buy).getByRole('button', { name: 'Buy for 12,000 Toman' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('comment-count')).toHaveTextContent('3 comments'),
    );
    const { indicators } = await app.api<{ indicators: { key: string; score: number }[] }>(
      'GET',
      `/items/${IDEA_ID}/indicators`,
    );
    const completeness = indicators.find((indicator) => indicator.key === 'completeness')!.score;
    // Each score with its scale.
    await waitFor(() =>
      expect(screen.getByText(`Completeness: ${completeness}/100`)).toBeVisible(),
    );
    expect(screen.getByText('Innovation: Not enough ratings')).toBeVisible();
    expect(contactCalls()).toHaveLength(0);
  });

  it('sends chat and contact to IdeaDetails with the seed’s purchase messages', async () => {
    const { user, router } = open(`/TheIdea/${IDEA_ID}`);
    await screen.findByRole('heading', { name: 'Lunch for offices' });
    await user.click(await action('Chat with the creator'));
    await waitFor(() =>
      expect(
        screen.getByText("To access the idea creator's chat, please purchase the idea"),
      ).toBeVisible(),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/details/${IDEA_ID}`));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Buy this idea' })).toBeVisible(),
    );
    await user.click(await action('Contact phone'));
    await waitFor(() => expect(screen.getByText(PURCHASE_FOR_CONTACT)).toBeVisible());
    expect(screen.queryByText('Contact Phone:')).toBeNull();
    expect(contactCalls()).toHaveLength(0);
  });

  it('asks a visitor one thing for chat and the phone: to sign in, with no purchase message', async () => {
    app.state.useClientState.setState({ ...app.state.initialState });
    const { user, router } = open(`/TheIdea/${IDEA_ID}`);
    await screen.findByRole('heading', { name: 'Lunch for offices' });
    for (const name of ['Chat with the creator', 'Contact phone']) {
      await user.click(await action(name));
      await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
      expect(screen.queryByText(/please purchase the idea/)).toBeNull();
      expect(router.state.location.pathname).toBe(`/TheIdea/${IDEA_ID}`);
      app.state.useClientState.getState().dismissLogin();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(contactCalls()).toHaveLength(0);
  });

  it('writes the price in Persian words under it in Persian', async () => {
    app.state.useClientState.setState({ language: 'fa' });
    open(`/TheIdea/${IDEA_ID}`);
    await waitFor(() =>
      expect(screen.getByTestId('price-words')).toHaveTextContent('دوازده هزار تومان'),
    );
    expect(screen.getByTestId('item-price')).toHaveTextContent('قیمت: ۱۲٬۰۰۰ تومان');
    const { indicators } = await app.api<{ indicators: { key: string; score: number }[] }>(
      'GET',
      `/items/${IDEA_ID}/indicators`,
    );
    const completeness = indicators.find((indicator) => indicator.key === 'completeness')!.score;
    await waitFor(() =>
      expect(screen.getByText(`کامل بودن: ${toPersianDigits(completeness)} از ۱۰۰`)).toBeVisible(),
    );
  });

  it('shows a money answer grouped and in Persian words', async () => {
    // Sara's answer to the collaboration fee, public: 8000000.
    app.state.useClientState.setState({ language: 'fa' });
    open(`/TheIdea/${IDEA_ID}`);
    expect(await screen.findByText('۸٬۰۰۰٬۰۰۰ تومان: هشت میلیون تومان')).toBeVisible();
  });
});

describe('an idea its viewer bought', () => {
  it('opens the contact drawer with a tel link and leads chat to the creator', async () => {
    const bought = await publicIdea();
    await app.purchase(bought, member, 12000);
    const { user, router } = open(`/TheIdea/${bought}`);
    await waitFor(() => expect(screen.getByText('Companies pay monthly')).toBeVisible());
    expect(screen.getByText('Bought')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Buy this idea' })).toBeNull();
    // The phone is read as soon as the buyer may see it, before the drawer asks for it.
    await waitFor(() => expect(contactCalls()).toHaveLength(1));
    await user.click(await action('Contact phone'));
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByText('Contact Phone:')).toBeVisible();
    expect(within(drawer).getByRole('link', { name: '09121234567' })).toHaveAttribute(
      'href',
      'tel:09121234567',
    );
    await user.keyboard('{Escape}');
    await user.click(await action('Chat with the creator'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${saraId}`));
  });
});

describe('a need', () => {
  it('is shown at TheNeed, with its phone for any member and its answers', async () => {
    const { user, router } = open(`/TheIdea/${NEED_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/TheNeed/${NEED_ID}`));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'A designer for a menu' })).toBeVisible(),
    );
    expect(screen.queryByRole('region', { name: 'Buy this idea' })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('comment-count')).toHaveTextContent('3 answers'));
    expect(screen.getByTestId('item-price')).toHaveTextContent('Budget: 8,000,000 Toman');
    await waitFor(() => expect(contactCalls()).toHaveLength(1));
    await user.click(await action('Contact phone'));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '09121234567' })).toHaveAttribute(
        'href',
        'tel:09121234567',
      ),
    );
    await user.keyboard('{Escape}');
    // A need's comments are its answers: the bar says so.
    expect(screen.queryByRole('button', { name: 'Comments' })).toBeNull();
    await user.click(await action('Answers'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/answers/${NEED_ID}`));
  });

  it("shows 'Negotiable' as the budget of a need without a sum", async () => {
    // A budget of 0 with the checkbox is how the flow answers 'Negotiable' (seed section 4).
    const negotiable = await saraItem('need', '0');
    open(`/TheNeed/${negotiable}`);
    await waitFor(() =>
      expect(screen.getByTestId('item-price')).toHaveTextContent('Budget: Negotiable'),
    );
  });

  it('says so when its creator published no contact phone, in English and Persian', async () => {
    const nima = await app.member('nima@example.com', { first_name: 'Nima' });
    const noPhone = await app.item(nima, {
      section: 'need',
      text: titled('A designer for a menu'),
      publish: {},
    });
    const { user } = open(`/TheNeed/${noPhone}`);
    await screen.findByRole('heading', { name: 'A designer for a menu' });
    await user.click(await action('Contact phone'));
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByText('Contact Phone:')).toBeVisible();
    expect(
      await within(drawer).findByText('The creator has not published a contact phone.'),
    ).toBeVisible();
    expect(within(drawer).queryByRole('link')).toBeNull();
    await user.keyboard('{Escape}');

    app.state.useClientState.setState({ language: 'fa' });
    await user.click(await action('تلفن تماس'));
    await waitFor(() =>
      expect(screen.getByText('سازنده شماره تلفنی برای تماس منتشر نکرده است.')).toBeVisible(),
    );
  });

  it('asks a visitor to sign in for the phone, without asking the server', async () => {
    app.state.useClientState.setState({ ...app.state.initialState, isAuth: false });
    const { user } = open(`/TheNeed/${NEED_ID}`);
    await screen.findByRole('heading', { name: 'A designer for a menu' });
    await user.click(await action('Contact phone'));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    expect(screen.queryByText('Contact Phone:')).toBeNull();
    expect(contactCalls()).toHaveLength(0);
  });
});
