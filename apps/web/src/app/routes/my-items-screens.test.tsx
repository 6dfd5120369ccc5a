import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRealApp, titled, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

let app: RealApp;
let run = 0;
/** Five other members, who each view the idea on sale once. */
const viewers: string[] = [];
/** The member of the test at hand and their items. */
let me: string;
const mine = { draft: '', onSale: '', need: '' };
/** The day the items were made, as the list shows it. */
let today: string;

beforeAll(async () => {
  app = await startRealApp();
  for (let index = 0; index < 5; index += 1) {
    viewers.push(await app.member(`viewer${index}@example.com`));
  }
});
afterAll(() => app.close());
beforeEach(async () => {
  me = await app.member(`me${++run}@example.com`);
  mine.draft = await app.item(me, { text: titled('A draft'), publish: false });
  mine.onSale = await app.item(me, { text: titled('On sale'), publish: { price: 1000 } });
  mine.need = await app.item(me, {
    section: 'need',
    text: titled('A need of mine'),
    publish: {},
  });
  for (const viewer of viewers) await app.api('GET', `/items/${mine.onSale}`, viewer);
  await app.countViews();
  const created = await app.api<{ created_at: string }>('GET', `/items/${mine.onSale}`, me);
  today = created.created_at.slice(0, 10);
  app.requests.length = 0;
  app.signInAs(me);
});

const sent = (method: string) => app.requests.filter((request) => request.method === method);
function open(at: string) {
  return { user: userEvent.setup(), ...renderApp(app.routes, at) };
}

describe('MyIdeas', () => {
  it('lists drafts too, with status, edit entry points, and archives and republishes', async () => {
    const { user } = open('/my-ideas');
    const draft = await screen.findByRole('listitem', { name: 'A draft' });
    expect(within(draft).getByText('Draft')).toBeVisible();
    expect(within(draft).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      `/MyIdea/${mine.draft}`,
    );
    expect(within(draft).queryByRole('button', { name: 'Archive' })).toBeNull();
    expect(screen.queryByRole('listitem', { name: 'A need of mine' })).toBeNull();

    const onSale = screen.getByRole('listitem', { name: 'On sale' });
    expect(within(onSale).getByText('Published')).toBeVisible();
    expect(within(onSale).getByText(`Created ${today} · 5 views`)).toBeVisible();
    expect(within(onSale).getByRole('link', { name: 'Statistics' })).toHaveAttribute(
      'href',
      `/myindicators/${mine.onSale}`,
    );
    await user.click(within(onSale).getByRole('button', { name: 'Archive' }));
    expect(await within(onSale).findByText('Archived')).toBeVisible();
    const patches = sent('PATCH');
    expect(patches[0]?.body).toEqual({ status: 'archived' });
    expect(patches[0]?.url).toBe(`/api/items/${mine.onSale}`);

    await user.click(await within(onSale).findByRole('button', { name: 'Republish' }));
    expect(await within(onSale).findByText('Published')).toBeVisible();
    await waitFor(() =>
      expect(sent('PATCH')[1]?.body).toEqual({
        status: 'published',
      }),
    );
    expect(screen.getByTestId('bottom-nav')).toHaveAttribute('data-variant', 'main');
  });
});

describe('MyIdeas, page by page', () => {
  it('loads the next page of the member’s ideas until there is none', async () => {
    // A page holds twenty, the latest changed first: 45 ideas make three pages, down to Idea 1
    const many = await app.member(`many${run}@example.com`);
    for (let index = 1; index <= 45; index += 1) {
      await app.item(many, { text: titled(`Idea ${index}`), publish: { price: 1000 } });
    }
    app.signInAs(many);
    type Page = { next_cursor: string | null };
    const first = await app.api<Page>('GET', '/my/items?section=idea', many);
    const second = await app.api<Page>(
      'GET',
      `/my/items?section=idea&cursor=${encodeURIComponent(first.next_cursor!)}`,
      many,
    );
    app.requests.length = 0;
    const { user } = open('/my-ideas');
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Idea 26' })).toBeVisible());
    expect(screen.queryByRole('listitem', { name: 'Idea 25' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Idea 6' })).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Idea 1' })).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull());
    const cursors = app.requests
      .map((request) => new URL(request.url, app.url))
      .filter((url) => url.pathname === '/api/my/items')
      .map((url) => url.searchParams.get('cursor'))
      .filter((cursor) => cursor !== null);
    expect(cursors).toEqual([first.next_cursor, second.next_cursor]);
    expect(screen.getAllByRole('listitem')).toHaveLength(45);
  }, 60_000);
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
    expect(sent('DELETE')).toHaveLength(0);

    await user.click(within(draft).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'بله' }),
    );
    await waitFor(() => expect(screen.getByText('Draft deleted')).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'A draft' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'On sale' })).toBeVisible();
    const deletes = sent('DELETE');
    expect(deletes.map((request) => request.url)).toEqual([`/api/items/${mine.draft}`]);
  });

  it('shows the server’s refusal in Persian when the item is no longer a draft', async () => {
    app.state.useClientState.setState({ language: 'fa' });
    const { user } = open('/my-ideas');
    const draft = await screen.findByRole('listitem', { name: 'A draft' });
    // Published meanwhile, in another tab: the list on screen still says draft.
    await app.api('PATCH', `/items/${mine.draft}`, me, { status: 'published', price: 1000 });
    await user.click(within(draft).getByRole('button', { name: 'حذف' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'بله' }),
    );
    await waitFor(() =>
      expect(
        screen.getByText('فقط پیش‌نویس را می‌توان حذف کرد؛ ایده یا نیاز منتشرشده را بایگانی کنید'),
      ).toBeVisible(),
    );
  });
});

describe('MyNeeds', () => {
  it('lists the member’s needs with their edit entry point', async () => {
    open('/my-needs');
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'A need of mine' })).toBeVisible(),
    );
    expect(
      within(screen.getByRole('listitem', { name: 'A need of mine' })).getByRole('link', {
        name: 'Edit',
      }),
    ).toHaveAttribute('href', `/MyNeed/${mine.need}`);
  });

  it('says when there are none', async () => {
    app.signInAs(await app.member(`no-needs${run}@example.com`));
    open('/my-needs');
    await waitFor(() => expect(screen.getByText('You have no needs yet')).toBeVisible());
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/idea-or-need');
  });
});
