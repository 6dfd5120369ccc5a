import type { ItemCard } from '@ideabazaar/shared/schemas/browse';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as ClientState from '@/lib/client-state';
import { makeCard } from '../../../test/browse-fixtures';
import { makeItem } from '../../../test/flow-fixtures';
import { notFound, startApp, stopApp } from '../../../test/app-peer';
import { renderApp } from '../../../test/render-app';

let peer: Awaited<ReturnType<typeof startApp>>['peer'];
let routes: Awaited<ReturnType<typeof startApp>>['routes'];
let state: typeof ClientState;
let mine: ItemCard[] = [];
const ONLY_DRAFTS = 'Only a draft can be deleted; archive a published idea or need instead';
/** The stand-in server's page size: small, so that a few items make several pages. */
const PAGE = 2;

beforeAll(async () => {
  ({ peer, routes, state } = await startApp((request) => {
    const url = new URL(request.url, 'http://peer');
    if (url.pathname === '/api/my/items') {
      const section = url.searchParams.get('section');
      const all = mine.filter((item) => item.section === section);
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const next_cursor = start + PAGE < all.length ? String(start + PAGE) : null;
      return { status: 200, body: { items: all.slice(start, start + PAGE), next_cursor } };
    }
    const id = /^\/api\/items\/([^/]+)$/.exec(url.pathname)?.[1];
    const card = mine.find((item) => item.id === id);
    if (card && request.method === 'DELETE') {
      if (card.status !== 'draft') {
        return { status: 409, body: { message: ONLY_DRAFTS, code: 'conflict' } };
      }
      mine = mine.filter((item) => item.id !== id);
      return { status: 200, body: { status: 'ok' } };
    }
    if (card && request.method === 'PATCH') {
      const { status } = request.body as { status: ItemCard['status'] };
      mine = mine.map((item) => (item.id === id ? { ...item, status } : item));
      return { status: 200, body: makeItem({ id: card.id, title: card.title, status }) };
    }
    return notFound;
  }));
});
afterAll(() => stopApp(peer));
beforeEach(() => {
  peer.requests.length = 0;
  mine = [
    makeCard(1, { title: 'A draft', status: 'draft', price: null, published_at: null }),
    makeCard(2, { title: 'On sale', view_count: 5 }),
    makeCard(3, { section: 'need', title: 'A need of mine' }),
  ];
  state.useClientState.setState({ ...state.initialState, auth: true, accessToken: '1|me' });
});

function open(at: string) {
  return { user: userEvent.setup(), ...renderApp(routes, at) };
}

describe('MyIdeas', () => {
  it('lists drafts too, with status, edit entry points, and archives and republishes', async () => {
    const { user } = open('/my-ideas');
    const draft = await screen.findByRole('listitem', { name: 'A draft' });
    expect(within(draft).getByText('Draft')).toBeVisible();
    expect(within(draft).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      `/MyIdea/${mine[0]!.id}`,
    );
    expect(within(draft).queryByRole('button', { name: 'Archive' })).toBeNull();
    expect(screen.queryByRole('listitem', { name: 'A need of mine' })).toBeNull();

    const onSale = screen.getByRole('listitem', { name: 'On sale' });
    expect(within(onSale).getByText('Published')).toBeVisible();
    expect(within(onSale).getByText('Created 2024-05-01 · 5 views')).toBeVisible();
    expect(within(onSale).getByRole('link', { name: 'Statistics' })).toHaveAttribute(
      'href',
      `/myindicators/${mine[1]!.id}`,
    );
    await user.click(within(onSale).getByRole('button', { name: 'Archive' }));
    expect(await within(onSale).findByText('Archived')).toBeVisible();
    const patches = peer.requests.filter((request) => request.method === 'PATCH');
    expect(patches[0]?.body).toEqual({ status: 'archived' });
    expect(patches[0]?.url).toBe(`/api/items/${mine[1]!.id}`);

    await user.click(await within(onSale).findByRole('button', { name: 'Republish' }));
    expect(await within(onSale).findByText('Published')).toBeVisible();
    await waitFor(() =>
      expect(peer.requests.filter((request) => request.method === 'PATCH')[1]?.body).toEqual({
        status: 'published',
      }),
    );
    expect(screen.getByTestId('bottom-nav')).toHaveAttribute('data-variant', 'main');
  });
});

describe('MyIdeas, page by page', () => {
  it('loads the next page of the member’s ideas until there is none', async () => {
    mine = [1, 2, 3, 4, 5].map((index) => makeCard(index, { title: `Idea ${index}` }));
    const { user } = open('/my-ideas');
    expect(await screen.findByRole('listitem', { name: 'Idea 2' })).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Idea 3' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('listitem', { name: 'Idea 4' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('listitem', { name: 'Idea 5' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull());
    const cursors = peer.requests
      .map((request) => new URL(request.url, 'http://peer'))
      .filter((url) => url.pathname === '/api/my/items')
      .map((url) => url.searchParams.get('cursor'))
      .filter((cursor) => cursor !== null);
    expect(cursors).toEqual(['2', '4']);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
});

describe('deleting a draft', () => {
  it('asks first, deletes the draft, and lists what is left', async () => {
    const { user } = open('/my-ideas');
    const draft = await screen.findByRole('listitem', { name: 'A draft' });
    expect(
      within(screen.getByRole('listitem', { name: 'On sale' })).queryByRole('button', {
        name: 'Delete',
      }),
    ).toBeNull();

    await user.click(within(draft).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the draft “A draft”?' });
    expect(
      within(dialog).getByText('Its answers and files are deleted with it. This cannot be undone.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'خیر' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(peer.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    await user.click(within(draft).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'بله' }),
    );
    expect(await screen.findByText('Draft deleted')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'A draft' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'On sale' })).toBeVisible();
    const deletes = peer.requests.filter((request) => request.method === 'DELETE');
    expect(deletes.map((request) => request.url)).toEqual([`/api/items/${makeCard(1).id}`]);
  });

  it('shows the server’s refusal in Persian when the item is no longer a draft', async () => {
    state.useClientState.setState({ language: 'fa' });
    const { user } = open('/my-ideas');
    const draft = await screen.findByRole('listitem', { name: 'A draft' });
    // Published meanwhile, in another tab: the list on screen still says draft.
    mine = mine.map((item) => (item.title === 'A draft' ? { ...item, status: 'published' } : item));
    await user.click(within(draft).getByRole('button', { name: 'حذف' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'بله' }),
    );
    expect(
      await screen.findByText(
        'فقط پیش‌نویس را می‌توان حذف کرد؛ ایده یا نیاز منتشرشده را بایگانی کنید',
      ),
    ).toBeVisible();
  });
});

describe('MyNeeds', () => {
  it('lists the member’s needs with their edit entry point', async () => {
    open('/my-needs');
    expect(await screen.findByRole('listitem', { name: 'A need of mine' })).toBeVisible();
    expect(
      within(screen.getByRole('listitem', { name: 'A need of mine' })).getByRole('link', {
        name: 'Edit',
      }),
    ).toHaveAttribute('href', `/MyNeed/${mine[2]!.id}`);
  });

  it('says when there are none', async () => {
    mine = [];
    open('/my-needs');
    expect(await screen.findByText('You have no needs yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/idea-or-need');
  });
});
