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

beforeAll(async () => {
  ({ peer, routes, state } = await startApp((request) => {
    const url = new URL(request.url, 'http://peer');
    if (url.pathname === '/api/my/items') {
      const section = url.searchParams.get('section');
      const items = mine.filter((item) => item.section === section);
      return { status: 200, body: { items, next_cursor: null } };
    }
    const id = /^\/api\/items\/([^/]+)$/.exec(url.pathname)?.[1];
    const card = mine.find((item) => item.id === id);
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
    expect(within(onSale).getByText(/5 views/)).toBeVisible();
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
