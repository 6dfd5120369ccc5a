import type { Item } from '@ideabazaar/shared/schemas/items';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as ClientState from '@/lib/client-state';
import { categories, makeComment } from '../../../test/browse-fixtures';
import { IDEA_ID, makeItem } from '../../../test/flow-fixtures';
import { notFound, startApp, stopApp } from '../../../test/app-peer';
import { refusal } from '../../../test/error-bodies';
import { renderApp } from '../../../test/render-app';

const NEED_ID = '2b9d6c1e-4f3a-4e8b-9c7d-5a1f0e2d3c4b';
const PURCHASE_FOR_CONTACT =
  "To view the idea creator's contact information, please purchase the idea";
let peer: Awaited<ReturnType<typeof startApp>>['peer'];
let routes: Awaited<ReturnType<typeof startApp>>['routes'];
let state: typeof ClientState;
const items: Record<string, Item> = {};
/** The phone the creator published on their profile; null when they published none. */
let contactPhone: string | null = '09121234567';

function publicIdea(overrides: Partial<Item> = {}): Item {
  return makeItem({
    status: 'published',
    price: 12000,
    is_owner: false,
    business_text: undefined,
    elevator_text: 'Healthy lunch in 30 minutes',
    published_at: '2024-05-02T10:00:00.000Z',
    comment_count: 3,
    ...overrides,
  });
}

beforeAll(async () => {
  ({ peer, routes, state } = await startApp((request) => {
    const url = new URL(request.url, 'http://peer');
    if (url.pathname === '/api/categories') return { status: 200, body: categories };
    const match = /^\/api\/items\/([^/]+)(\/[a-z]+)?$/.exec(url.pathname);
    const item = match ? items[match[1]!] : undefined;
    if (!item) return notFound;
    const part = match?.[2];
    if (!part) return { status: 200, body: item };
    if (part === '/contact') {
      if (item.section === 'idea' && !item.isBuy) {
        return refusal(403, 'purchase_required');
      }
      return { status: 200, body: { name: 'Sara', phone: contactPhone }, delayMs: 100 };
    }
    if (part === '/indicators') {
      const indicators = ['innovation', 'market', 'feasibility', 'completeness'].map((key) => ({
        key,
        score: key === 'completeness' ? 70 : null,
        ratings: 1,
      }));
      return { status: 200, body: { indicators, mine: {}, can_rate: item.isBuy } };
    }
    if (part === '/comments') {
      const comments = [1, 2, 3].map((index) => makeComment(index));
      return { status: 200, body: { comments, next_cursor: null } };
    }
    return notFound;
  }));
});
afterAll(() => stopApp(peer));
beforeEach(() => {
  peer.requests.length = 0;
  contactPhone = '09121234567';
  items[IDEA_ID] = publicIdea();
  items[NEED_ID] = makeItem({
    id: NEED_ID,
    section: 'need',
    status: 'published',
    title: 'A designer for a menu',
    price: 8_000_000,
    comment_count: 3,
    is_owner: false,
    active_private_responses: false,
    business_text: undefined,
  });
  state.useClientState.setState({ ...state.initialState, auth: true, accessToken: '1|member' });
});

const contactCalls = () => peer.requests.filter((request) => request.url.endsWith('/contact'));
function open(at: string) {
  return { user: userEvent.setup(), ...renderApp(routes, at) };
}
/** A bottom action; after a drawer closes, the page is hidden from assistive tech for a moment. */
const action = (name: string) =>
  within(screen.getByTestId('bottom-nav')).findByRole('button', { name });

describe('an idea its viewer has not bought', () => {
  it('shows its public side, what buying unlocks, and where ideas are bought', async () => {
    open(`/TheIdea/${IDEA_ID}`);
    expect(await screen.findByRole('heading', { name: 'Lunch for offices' })).toBeVisible();
    expect(screen.getByTestId('item-price')).toHaveTextContent('Price: 12,000 Toman');
    expect(screen.getByText('Healthy lunch in 30 minutes')).toBeVisible();
    expect(screen.getByText('No healthy lunch near work')).toBeVisible();
    expect(screen.getByText('By Sara · 2024-05-02')).toBeVisible();
    expect(await screen.findByText('Food')).toBeVisible();
    expect(screen.getByTestId('locked-files')).toHaveTextContent('Private answers and attachments');
    const buy = screen.getByRole('region', { name: 'Buy this idea' });
    expect(within(buy).getByText('the business model')).toBeVisible();
    expect(
      within(buy).getByText('Ideas are bought from your wallet. This one costs 12,000 Toman.'),
    ).toBeVisible();
    expect(within(buy).getByRole('link', { name: 'Open wallet' })).toHaveAttribute(
      'href',
      '/wallet',
    );
    expect(await screen.findByTestId('comment-count')).toHaveTextContent('3 comments');
    expect(await screen.findByText('Completeness: 70')).toBeVisible();
    expect(screen.getByText('Innovation: Not enough ratings')).toBeVisible();
    expect(contactCalls()).toHaveLength(0);
  });

  it('sends chat and contact to IdeaDetails with the seed’s purchase messages', async () => {
    const { user, router } = open(`/TheIdea/${IDEA_ID}`);
    await screen.findByRole('heading', { name: 'Lunch for offices' });
    await user.click(await action('Chat with the creator'));
    expect(
      await screen.findByText("To access the idea creator's chat, please purchase the idea"),
    ).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/details/${IDEA_ID}`));
    expect(await screen.findByRole('region', { name: 'Buy this idea' })).toBeVisible();
    await user.click(await action('Contact phone'));
    expect(await screen.findByText(PURCHASE_FOR_CONTACT)).toBeVisible();
    expect(screen.queryByText('Contact Phone:')).toBeNull();
    expect(contactCalls()).toHaveLength(0);
  });

  it('writes the price in Persian words under it in Persian', async () => {
    state.useClientState.setState({ language: 'fa' });
    open(`/TheIdea/${IDEA_ID}`);
    expect(await screen.findByTestId('price-words')).toHaveTextContent('دوازده هزار تومان');
    expect(screen.getByTestId('item-price')).toHaveTextContent('قیمت: ۱۲٬۰۰۰ تومان');
  });
});

describe('an idea its viewer bought', () => {
  it('opens the contact drawer with a tel link and leads chat to the creator', async () => {
    items[IDEA_ID] = publicIdea({ isBuy: true, business_text: 'Companies pay monthly' });
    const { user, router } = open(`/TheIdea/${IDEA_ID}`);
    expect(await screen.findByText('Companies pay monthly')).toBeVisible();
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
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/u1'));
  });
});

describe('a need', () => {
  it('is shown at TheNeed, with its phone for any member and its answers', async () => {
    const { user, router } = open(`/TheIdea/${NEED_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/TheNeed/${NEED_ID}`));
    expect(await screen.findByRole('heading', { name: 'A designer for a menu' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Buy this idea' })).toBeNull();
    expect(await screen.findByTestId('comment-count')).toHaveTextContent('3 answers');
    expect(screen.getByTestId('item-price')).toHaveTextContent('Budget: 8,000,000 Toman');
    await waitFor(() => expect(contactCalls()).toHaveLength(1));
    await user.click(await action('Contact phone'));
    expect(await screen.findByRole('link', { name: '09121234567' })).toHaveAttribute(
      'href',
      'tel:09121234567',
    );
    await user.keyboard('{Escape}');
    await user.click(await action('Comments'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/answers/${NEED_ID}`));
  });

  it("shows 'Negotiable' as the budget of a need without a sum", async () => {
    items[NEED_ID] = { ...items[NEED_ID]!, price: null, negotiable: true };
    open(`/TheNeed/${NEED_ID}`);
    expect(await screen.findByTestId('item-price')).toHaveTextContent('Budget: Negotiable');
  });

  it('says so when its creator published no contact phone, in English and Persian', async () => {
    contactPhone = null;
    const { user } = open(`/TheNeed/${NEED_ID}`);
    await screen.findByRole('heading', { name: 'A designer for a menu' });
    await user.click(await action('Contact phone'));
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByText('Contact Phone:')).toBeVisible();
    expect(
      await within(drawer).findByText('The creator has not published a contact phone.'),
    ).toBeVisible();
    expect(within(drawer).queryByRole('link')).toBeNull();
    await user.keyboard('{Escape}');

    state.useClientState.setState({ language: 'fa' });
    await user.click(await action('تلفن تماس'));
    expect(await screen.findByText('سازنده شماره تلفنی برای تماس منتشر نکرده است.')).toBeVisible();
  });

  it('asks a visitor to sign in for the phone, without asking the server', async () => {
    state.useClientState.setState({ ...state.initialState, isAuth: false });
    const { user } = open(`/TheNeed/${NEED_ID}`);
    await screen.findByRole('heading', { name: 'A designer for a menu' });
    await user.click(await action('Contact phone'));
    expect(await screen.findByRole('dialog')).toBeVisible();
    expect(screen.queryByText('Contact Phone:')).toBeNull();
    expect(contactCalls()).toHaveLength(0);
  });
});
