import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installIntersectionObserver } from '../../../test/intersection-observer';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

let app: RealApp;
let viewport: ReturnType<typeof installIntersectionObserver>;
/** Reza made the listed items, Ali the second; Reza's token, and both members' ids. */
let reza: string;
let rezaId: number;
let aliId: number;
/** The ids of the two cards every test starts with. */
const listed: string[] = [];
/** The first published at 2024-05-02 10:00 (UTC), each next one a minute earlier. */
const PUBLISHED = Date.parse('2024-05-02T10:00:00.000Z');

/**
 * Published card number `index` straight in the database ('Idea number 1', 1,200,000 Toman, food,
 * three views, two comments, no rating, by Reza), with what a test changes; the list is newest
 * first, so lower numbers come first.
 */
function card(index: number, values: Partial<Parameters<RealApp['listed']>[0]> = {}) {
  return app.listed({
    ownerId: rezaId,
    section: 'idea',
    title: `Idea number ${index}`,
    summary: `Summary ${index}`,
    elevatorText: `Pitch of idea ${index}`,
    category: 'food',
    price: 1_200_000,
    negotiable: false,
    viewCount: 3,
    commentCount: 2,
    rating: null,
    publishedAt: new Date(PUBLISHED - index * 60_000),
    ...values,
  });
}

beforeAll(async () => {
  viewport = installIntersectionObserver();
  app = await startRealApp();
  reza = await app.member('reza@example.com', { first_name: 'Reza' });
  rezaId = await app.memberId(reza);
  aliId = await app.memberId(await app.member('ali@example.com', { first_name: 'Ali' }));
});
afterAll(async () => {
  await app.close();
  vi.unstubAllGlobals();
});
beforeEach(async () => {
  // Each test lists its own items: the two below unless it says otherwise.
  await app.clearItems();
  listed.length = 0;
  listed.push(await card(1));
  const second = { ownerId: aliId, price: null, negotiable: true, rating: 80, commentCount: 1 };
  listed.push(await card(2, second));
  app.requests.length = 0;
  app.state.useClientState.setState({ ...app.state.initialState, isAuth: false });
});

const listCalls = () =>
  app.requests
    .map((request) => new URL(request.url, app.url))
    .filter((url) => url.pathname === '/api/items');
const location = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;
function open(at: string) {
  return { user: userEvent.setup(), ...renderApp(app.routes, at) };
}

describe('TheIdeas', () => {
  it('shows cards with the price, category, rating and comment count under the heading Ideas', async () => {
    open('/');
    const first = await screen.findByRole('article', { name: 'Idea number 1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ideas' })).toBeVisible();
    expect(within(first).getByText('Pitch of idea 1')).toBeVisible();
    expect(within(first).getByTestId('card-price')).toHaveTextContent('1,200,000 Toman');
    expect(within(first).getByText('Food & Drink')).toBeVisible();
    expect(within(first).getByText('Not enough ratings')).toBeVisible();
    expect(within(first).getByRole('img', { name: '2 comments' })).toBeVisible();
    const second = screen.getByRole('article', { name: 'Idea number 2' });
    expect(within(second).getByTestId('card-price')).toHaveTextContent('Negotiable');
    expect(within(second).getByText('Rating 80/100')).toBeVisible();
    expect(within(second).getByRole('img', { name: '1 comment' })).toBeVisible();
    expect(screen.getByTestId('bottom-nav')).toHaveAttribute('data-variant', 'main');
    expect(listCalls()[0]?.searchParams.get('section')).toBe('idea');
  });

  it('shows the budget of needs, or Negotiable, on their cards', async () => {
    await card(7, { section: 'need', title: 'Need number 7', price: 30_000_000 });
    await card(8, { section: 'need', title: 'Need number 8', price: null, negotiable: true });
    open('/?section=need');
    const priced = await screen.findByRole('article', { name: 'Need number 7' });
    expect(within(priced).getByTestId('card-price')).toHaveTextContent('30,000,000 Toman');
    const open8 = screen.getByRole('article', { name: 'Need number 8' });
    expect(within(open8).getByTestId('card-price')).toHaveTextContent('Negotiable');
    expect(listCalls()[0]?.searchParams.get('section')).toBe('need');
  });

  it('names the needs tab Needs in the app bar, and Ideas again on the ideas tab', async () => {
    await card(7, { section: 'need', title: 'Need number 7' });
    const { user } = open('/?section=need');
    await screen.findByRole('article', { name: 'Need number 7' });
    expect(screen.getByRole('heading', { level: 1, name: 'Needs' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Ideas' }));
    await screen.findByRole('article', { name: 'Idea number 1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ideas' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Needs' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Needs' })).toBeVisible(),
    );
  });

  it('names the needs tab in Persian too', async () => {
    await card(7, { section: 'need', title: 'Need number 7' });
    app.state.useClientState.setState({ language: 'fa' });
    open('/?section=need');
    await screen.findByRole('article', { name: 'Need number 7' });
    expect(screen.getByRole('heading', { level: 1, name: 'نیازها' })).toBeVisible();
  });

  it('never shows a negotiable price as 0, even when the price stored beside it is 0', async () => {
    await card(9, { title: 'Idea number 9', price: 0, negotiable: true });
    app.state.useClientState.getState().set({ language: 'fa' });
    open('/');
    const zero = await screen.findByRole('article', { name: 'Idea number 9' });
    expect(within(zero).getByTestId('card-price')).toHaveTextContent('توافقی');
    expect(within(zero).getByTestId('card-price')).not.toHaveTextContent(/[0۰]/);
  });

  it('shows skeleton cards while the first page loads', async () => {
    const release = app.hold((request) => request.url.startsWith('/api/items?'));
    open('/');
    expect(await screen.findAllByTestId('card-skeleton')).toHaveLength(3);
    release();
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Idea number 1' })).toBeVisible(),
    );
    expect(screen.queryByTestId('card-skeleton')).toBeNull();
  });

  it('fetches the next page when the end of the list comes into view', async () => {
    // A page holds twenty: the twenty-first idea is on the second page.
    for (let index = 3; index <= 21; index += 1) await card(index);
    const first = await app.api<{ next_cursor: string }>('GET', '/items?section=idea');
    open('/');
    await screen.findByRole('article', { name: 'Idea number 20' });
    expect(screen.queryByRole('article', { name: 'Idea number 21' })).toBeNull();
    await waitFor(() => expect(viewport.observing()).toBe(true));
    viewport.scrollIntoView();
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Idea number 21' })).toBeVisible(),
    );
    const pages = listCalls().filter((url) => url.searchParams.get('cursor') === first.next_cursor);
    expect(pages).toHaveLength(1);
    // The last page came: nothing more to load.
    await waitFor(() => expect(screen.queryByTestId('load-more')).toBeNull());
  });

  it('writes prices and dates in Persian', async () => {
    app.state.useClientState.setState({ language: 'fa' });
    open('/');
    const first = await screen.findByRole('article', { name: 'Idea number 1' });
    expect(within(first).getByTestId('card-price')).toHaveTextContent('۱٬۲۰۰٬۰۰۰ تومان');
    // Published 2024-05-02: 13 Ordibehesht 1403.
    expect(within(first).getByText('۱۴۰۳/۰۲/۱۳')).toBeVisible();
    expect(within(first).getByText('امتیاز کافی ثبت نشده')).toBeVisible();
  });

  it('refreshes with the button and by pulling the list down', async () => {
    const { user } = open('/');
    await screen.findByRole('article', { name: 'Idea number 1' });
    await card(0, { title: 'A fresh idea' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'A fresh idea' })).toBeVisible(),
    );
    await card(-1, { title: 'Pulled in' });
    const area = screen.getByTestId('pull-to-refresh');
    fireEvent.touchStart(area, { touches: [{ clientY: 10 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 200 }] });
    expect(screen.getByRole('progressbar', { name: 'Refreshing' })).toBeVisible();
    fireEvent.touchEnd(area);
    await waitFor(() => expect(screen.getByRole('article', { name: 'Pulled in' })).toBeVisible());
  });

  it('searches and picks a category through the URL', async () => {
    const { user, router } = open('/');
    await screen.findByRole('article', { name: 'Idea number 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lunch{Enter}');
    await waitFor(() => expect(location(router)).toBe('/?q=lunch'));
    await user.click(screen.getByRole('button', { name: 'Technology' }));
    await waitFor(() => expect(location(router)).toBe('/?q=lunch&category=technology'));
    await waitFor(() =>
      expect(listCalls().at(-1)?.search).toBe('?q=lunch&category=technology&section=idea'),
    );
    const chips = screen.getByRole('list', { name: 'Filters on' });
    expect(within(chips).getByText('“lunch”')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Needs' }));
    await waitFor(() =>
      expect(location(router)).toBe('/?section=need&q=lunch&category=technology'),
    );
  });

  it('opens the public view of a card, and the owner page of one’s own', async () => {
    app.signInAs(reza);
    app.state.useClientState.setState({ userId: String(rezaId) });
    open('/');
    const mine = await screen.findByRole('article', { name: 'Idea number 1' });
    expect(within(mine).getByRole('link')).toHaveAttribute('href', `/MyIdea/${listed[0]}`);
    const theirs = screen.getByRole('article', { name: 'Idea number 2' });
    expect(within(theirs).getByRole('link')).toHaveAttribute('href', `/TheIdea/${listed[1]}`);
  });

  it('says when nothing matches, and clears the filters', async () => {
    // The two listed items are ideas: there are no needs.
    const { user, router } = open('/?section=need&q=nothing');
    await waitFor(() => expect(screen.getByText('Nothing matches')).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location(router)).toBe('/?section=need'));
    await waitFor(() => expect(screen.getByText('No needs yet')).toBeVisible());
  });
});

describe('the filter screen', () => {
  beforeEach(() => {
    app.signInAs(reza);
  });

  it('takes prices in Persian digits with the Persian thousands separator, or grouped with commas', async () => {
    const { user, router } = open('/filter');
    await user.type(
      await screen.findByRole('textbox', { name: 'Lowest price (Toman)' }),
      '۱۰٬۰۰۰٬۰۰۰',
    );
    await user.type(screen.getByRole('textbox', { name: 'Highest price (Toman)' }), '20,000,000');
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      min_price: '10000000',
      max_price: '20000000',
    });
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('min_price')).toBe('10000000'));
  });

  it('opens with the list’s filters and applies every change back through the URL', async () => {
    const { user, router } = open('/filter?section=need&q=lunch&sort=views&from=2024-03-20');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Needs' })).toBeChecked());
    expect(screen.getByRole('textbox', { name: 'Words to search' })).toHaveValue('lunch');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Most viewed');
    expect(screen.getByRole('textbox', { name: 'Published from' })).toHaveValue('2024-03-20');

    await user.type(screen.getByRole('textbox', { name: 'Lowest price (Toman)' }), '۵۰۰۰');
    await user.type(screen.getByRole('textbox', { name: 'Highest price (Toman)' }), '1000');
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    await waitFor(() =>
      expect(screen.getByText('The highest price must not be below the lowest')).toBeVisible(),
    );
    await user.clear(screen.getByRole('textbox', { name: 'Highest price (Toman)' }));
    await user.type(screen.getByRole('textbox', { name: 'Highest price (Toman)' }), '9000');

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Food & Drink' }));
    await user.click(screen.getByRole('textbox', { name: 'Published until' }));
    const picker = await screen.findByTestId('date-picker-popover');
    // The end cannot be before the start: the picker opens at the start's month.
    expect(within(picker).getByTestId('date-picker-month')).toHaveTextContent('March 2024');
    expect(within(picker).getByRole('button', { name: '2024-03-19' })).toBeDisabled();
    await user.click(within(picker).getByRole('button', { name: '2024-03-25' }));
    await user.click(within(picker).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('textbox', { name: 'Published until' })).toHaveValue('2024-03-25');
    await user.click(screen.getByRole('button', { name: 'Show results' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query)).toEqual({
      section: 'need',
      q: 'lunch',
      category: 'food',
      min_price: '5000',
      max_price: '9000',
      from: '2024-03-20',
      to: '2024-03-25',
      sort: 'views',
    });
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('max_price')).toBe('9000'));
    expect(Object.fromEntries(listCalls().at(-1)!.searchParams)).toMatchObject({
      section: 'need',
      min_price: '5000',
      to: '2024-03-25',
    });
    const chips = await screen.findByRole('list', { name: 'Filters on' });
    expect(within(chips).getByText('From 5,000 Toman')).toBeVisible();
    expect(within(chips).getByText('Published until 2024-03-25')).toBeVisible();
    expect(within(chips).getByText('Sorted: Most viewed')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Needs' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByLabelText('Remove filter: From 5,000 Toman'));
    await waitFor(() => expect(router.state.location.search).not.toContain('min_price'));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.has('min_price')).toBe(false));
    // The filter button carries the filters to the filter screen.
    await user.click(screen.getByRole('link', { name: /^Filters/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/filter'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Highest price (Toman)' })).toHaveValue('9000'),
    );
    expect(screen.getByRole('textbox', { name: 'Lowest price (Toman)' })).toHaveValue('');
  });
});
