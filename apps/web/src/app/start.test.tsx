import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import type { Language } from '@ideabazaar/shared/i18n/language';
import { installIntersectionObserver } from '../../test/intersection-observer';
import { startRealApp, type RealApp } from '../../test/real-app';

// The first screen drawn on the server (entry-server.tsx) and taken over by the browser
// (start.tsx), against the real server: the page the server would send is put in the document,
// then the app starts on it as boot.tsx starts it. React's development build reports every
// difference between the HTML and its own first render through console.error.

let app: RealApp;
let ownerId: number;
let ideaId: string;

beforeAll(async () => {
  installIntersectionObserver();
  app = await startRealApp();
  ownerId = await app.memberId(await app.member('reza@example.com', { first_name: 'Reza' }));
});
afterAll(async () => {
  await app.close();
  vi.unstubAllGlobals();
});

const published = Date.parse('2024-05-02T10:00:00.000Z');
/** A published item of Reza's, newest first by `minutesAgo`, with what a test names. */
const listed = (
  title: string,
  minutesAgo: number,
  values: Partial<Parameters<RealApp['listed']>[0]> = {},
) =>
  app.listed({
    ownerId,
    section: 'idea',
    title,
    summary: `About ${title}`,
    elevatorText: `Pitch of ${title}`,
    category: 'food',
    price: 1_200_000,
    negotiable: false,
    viewCount: 3,
    commentCount: 2,
    rating: null,
    publishedAt: new Date(published - minutesAgo * 60_000),
    ...values,
  });

beforeEach(async () => {
  await app.clearItems();
  await listed('Saffron exports', 0);
  await listed('Pistachio irrigation', 1);
  ideaId = await listed('An idea with a page of its own', 10, {
    elevatorText: 'The pitch of the idea with a page',
  });
  await listed('A need for a courier', 0, { section: 'need', price: null, negotiable: true });
});
let started: { unmount(): void } | undefined;
let consoleErrors: MockInstance<typeof console.error> | undefined;
afterEach(() => {
  started?.unmount();
  started = undefined;
  window.history.replaceState(null, '', '/');
  // Only this file's spy: the real app's recorder of requests is a spy on fetch.
  consoleErrors?.mockRestore();
  document.body.innerHTML = '';
});

/** The page the server sends for `at` in `language`, as first-screen.ts assembles it. */
async function serverPage(language: Language, at = '/', rightToLeft = true) {
  const { load, render, scriptJson } = await import('@/entry-server');
  const loaded = await load({
    url: at,
    language,
    rightToLeft,
    fetchJson: (path) => app.api('GET', path.replace(/^\/api/, '')),
  });
  if (!loaded) throw new Error(`the server draws nothing at ${at}`);
  const drawn = await render(loaded);
  document.documentElement.lang = drawn.lang;
  document.documentElement.dir = drawn.dir;
  document.body.innerHTML = `<div id="root">${drawn.html}</div><script type="application/json" id="ssr-state">${scriptJson(drawn.state)}</script>`;
  window.history.replaceState(null, '', at);
  return document.getElementById('root')!;
}

/** Starts the app on the page with this persisted language and sign-in; what React reported. */
async function start(
  root: HTMLElement,
  state: { language: Language; token?: string; firstVisit?: boolean; rightToLeft?: boolean },
) {
  const { useClientState } = app.state;
  const { initialState } = app.state;
  // zustand's persist returns the write to storage (encrypted, so later): the app's start
  // reads it back from there.
  const written: unknown = useClientState.setState({
    ...initialState,
    // A first visit keeps the seed's default (the login prompt shows on a guarded path).
    isAuth: state.firstVisit ?? false,
    language: state.language,
    rightToLeft: state.rightToLeft ?? true,
    ...(state.token ? { auth: true, accessToken: state.token } : {}),
  });
  await written;
  const errors = vi.spyOn(console, 'error');
  consoleErrors = errors;
  const recoverable = vi.fn();
  app.requests.length = 0;
  const { startApp } = await import('./start');
  const { serverDrawn } = await import('@/lib/server-drawn');
  started = await startApp(root, { onRecoverableError: recoverable });
  // The first screen has shown once its fade's effect has run.
  await waitFor(() => expect(serverDrawn.path).toBeNull());
  return { errors, recoverable };
}

const calls = (pathname: string) =>
  app.requests.filter((request) => new URL(request.url, app.url).pathname === pathname);
const listCalls = () => calls('/api/items');

describe('the first screen drawn on the server', () => {
  it('is hydrated for a visitor as it is: the same elements, no difference reported, no fetch', async () => {
    const root = await serverPage('en');
    const card = root.querySelector('article');
    expect(card).toHaveAccessibleName('Saffron exports');

    const { errors, recoverable } = await start(root, { language: 'en' });

    // React took over the server's elements rather than drawing new ones.
    expect(root.querySelector('article')).toBe(card);
    expect(screen.getByRole('article', { name: 'Pistachio irrigation' })).toBeVisible();
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(listCalls()).toEqual([]);

    // And it answers: the needs tab asks the server for needs.
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Needs' }));
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'A need for a courier' })).toBeVisible(),
    );
    expect(listCalls()).toHaveLength(1);
  });

  it('is hydrated in Persian, right to left, for a visitor who chose Persian', async () => {
    const root = await serverPage('fa');
    const card = root.querySelector('article');
    expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent('ایده‌ها');
    // Drawn with the right-to-left styles (their own Emotion cache, key mui-rtl).
    expect(card?.className).toMatch(/\bmui-rtl-/);

    const { errors, recoverable } = await start(root, { language: 'fa' });

    expect(root.querySelector('article')).toBe(card);
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(listCalls()).toEqual([]);
  });

  it('is drawn and hydrated left to right for a Persian reader who turned right-to-left off', async () => {
    const root = await serverPage('fa', '/', false);
    expect(document.documentElement.dir).toBe('ltr');
    const card = root.querySelector('article');
    expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent('ایده‌ها');
    // Drawn with the left-to-right styles (Emotion's cache mui, not mui-rtl).
    expect(card?.className).toMatch(/\bmui-(?!rtl-)/);
    expect(card?.className).not.toMatch(/\bmui-rtl-/);

    const { errors, recoverable } = await start(root, { language: 'fa', rightToLeft: false });

    expect(root.querySelector('article')).toBe(card);
    expect(document.documentElement.dir).toBe('ltr');
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(listCalls()).toEqual([]);
  });

  it('is drawn anew when the page was drawn right to left for a reader who has since turned it off', async () => {
    const root = await serverPage('fa');
    const card = root.querySelector('article');

    const { errors } = await start(root, { language: 'fa', rightToLeft: false });

    // Not started from the page's data either: the list is asked again.
    const drawn = await screen.findByRole('article', { name: 'Saffron exports' });
    expect(drawn).not.toBe(card);
    expect(drawn.className).not.toMatch(/\bmui-rtl-/);
    expect(document.documentElement.dir).toBe('ltr');
    expect(errors).not.toHaveBeenCalled();
  });

  it('is drawn anew for a member, from the same data, with no fetch', async () => {
    const token = await app.member('sara@example.com', { first_name: 'Sara' });
    const root = await serverPage('en');
    const card = root.querySelector('article');

    const { errors, recoverable } = await start(root, { language: 'en', token });

    const drawn = screen.getByRole('article', { name: 'Saffron exports' });
    expect(drawn).not.toBe(card);
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(listCalls()).toEqual([]);
  });

  it('is drawn anew, and the list asked again, when the reader chose another language since', async () => {
    const root = await serverPage('en');

    const { errors } = await start(root, { language: 'fa' });

    expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent('ایده‌ها');
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Saffron exports' })).toBeVisible(),
    );
    expect(errors).not.toHaveBeenCalled();
  });

  it("hydrates an item's page for a visitor, its bar loaded on the server, without asking for the item", async () => {
    const root = await serverPage('en', `/TheIdea/${ideaId}`);
    expect(within(root).getByText('The pitch of the idea with a page')).toBeInTheDocument();
    // The item's bar is a lazy part of the screen: the server waited for it.
    expect(root.querySelector('[data-testid="bottom-nav"], nav')).not.toBeNull();
    const pitch = within(root).getByText('The pitch of the idea with a page');

    const { errors, recoverable } = await start(root, { language: 'en' });

    expect(screen.getByText('The pitch of the idea with a page')).toBe(pitch);
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(calls(`/api/items/${ideaId}`)).toEqual([]);
  });

  it('draws the details for a visitor as the way to sign in, and the sign-in dialog opens on it', async () => {
    const root = await serverPage('en', `/details/${ideaId}`);
    expect(within(root).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();

    const { errors, recoverable } = await start(root, { language: 'en', firstVisit: true });

    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('draws nothing for a path that is not a first screen', async () => {
    const { firstScreenAt, load } = await import('@/entry-server');
    expect(firstScreenAt('/profile')).toBeNull();
    expect(firstScreenAt('/')).toEqual({ visitorOnly: false });
    expect(firstScreenAt(`/TheNeed/${ideaId}`)).toEqual({ visitorOnly: true });
    // Exactly the path: another case or a trailing slash would give an item endless pages.
    expect(firstScreenAt(`/theidea/${ideaId}`)).toBeNull();
    expect(firstScreenAt(`/TheIdea/${ideaId}/`)).toBeNull();
    expect(firstScreenAt(`/details/${ideaId}`)).toEqual({ visitorOnly: true });
    const fetchJson = vi.fn();
    expect(await load({ url: '/wallet', language: 'en', fetchJson })).toBeNull();
    expect(fetchJson).not.toHaveBeenCalled();
    // An idea's id at TheNeed: the app itself sends the reader to TheIdea.
    const api = (path: string) => app.api('GET', path.replace(/^\/api/, ''));
    expect(await load({ url: `/TheNeed/${ideaId}`, language: 'en', fetchJson: api })).toBeNull();
  });
});
