import type { Comment } from '@ideabazaar/shared/schemas/comments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as ClientState from '@/lib/client-state';
import { makeComment } from '../../../test/browse-fixtures';
import { IDEA_ID, makeItem } from '../../../test/flow-fixtures';
import type { RecordedRequest } from '../../../test/http-peer';
import { startApp, stopApp } from '../../../test/app-peer';
import { refusal } from '../../../test/error-bodies';
import { renderApp } from '../../../test/render-app';

const PAGE = 2;
let peer: Awaited<ReturnType<typeof startApp>>['peer'];
let routes: Awaited<ReturnType<typeof startApp>>['routes'];
let state: typeof ClientState;
/** The stand-in server's comments, newest first, and who reported what. */
let comments: Comment[] = [];
const reported = new Set<string>();
/** Once set, the stand-in answers for the item only after a while, as a slow network would. */
let slowItem = false;

function commentCalls(request: RecordedRequest) {
  const url = new URL(request.url, 'http://peer');
  const body = (request.body ?? {}) as { body?: string; reason?: string };
  if (url.pathname === `/api/items/${IDEA_ID}`) {
    const item = makeItem({ status: 'published', is_owner: false, comment_count: comments.length });
    return { status: 200, body: item, delayMs: slowItem ? 1000 : 0 };
  }
  if (url.pathname === `/api/items/${IDEA_ID}/comments` && request.method === 'GET') {
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const page = comments.slice(start, start + PAGE);
    const next = start + PAGE < comments.length ? String(start + PAGE) : null;
    return { status: 200, body: { comments: page, next_cursor: next } };
  }
  if (url.pathname === `/api/items/${IDEA_ID}/comments` && request.method === 'POST') {
    const created = makeComment(100 + comments.length, {
      body: body.body,
      author: { id: 'u1', name: 'Sara' },
      can_edit: true,
      can_delete: true,
    });
    comments = [created, ...comments];
    return { status: 201, body: created };
  }
  const match = /^\/api\/comments\/([^/]+)(\/report)?$/.exec(url.pathname);
  const comment = comments.find((item) => item.id === match?.[1]);
  if (!comment) return { status: 404, body: { message: 'Not Found', code: 'not_found' } };
  if (match?.[2]) {
    if (reported.has(comment.id)) {
      return refusal(409, 'comment_reported');
    }
    reported.add(comment.id);
    return { status: 200, body: { status: 'ok' } };
  }
  if (request.method === 'PATCH') {
    const edited = { ...comment, body: body.body ?? '', updated_at: '2024-05-04T10:00:00.000Z' };
    comments = comments.map((item) => (item.id === comment.id ? edited : item));
    return { status: 200, body: edited };
  }
  comments = comments.filter((item) => item.id !== comment.id);
  return { status: 200, body: { status: 'ok' } };
}

beforeAll(async () => {
  ({ peer, routes, state } = await startApp(commentCalls));
});
afterAll(() => stopApp(peer));
beforeEach(() => {
  peer.requests.length = 0;
  reported.clear();
  slowItem = false;
  comments = [3, 2, 1].map((index) => makeComment(index));
  state.useClientState.setState({ ...state.initialState, auth: true, accessToken: '1|sara' });
});

const calls = (method: string, path: string) =>
  peer.requests.filter((request) => request.method === method && request.url.startsWith(path));
function open(at: string) {
  return { user: userEvent.setup(), ...renderApp(routes, at) };
}
const sendIcon = () =>
  within(screen.getByTestId('bottom-nav')).getByRole('button', { name: 'Send comment' });
/** The comment (a list item named by its author) that says this text. */
async function commentWith(text: string) {
  const item = (await screen.findByText(text)).closest('li');
  expect(item).toHaveAccessibleName(/^By /);
  return item as HTMLElement;
}

describe('IdeaComments', () => {
  it('lists the comments newest first and the older ones on request', async () => {
    const { user } = open(`/comments/${IDEA_ID}`);
    const list = await screen.findByRole('list', { name: 'Comments' });
    const texts = () =>
      within(list)
        .getAllByText(/^Comment \d$/)
        .map((node) => node.textContent);
    expect(texts()).toEqual(['Comment 3', 'Comment 2']);
    expect(screen.getByRole('link', { name: 'Lunch for offices' })).toHaveAttribute(
      'href',
      `/TheIdea/${IDEA_ID}`,
    );
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(texts()).toEqual(['Comment 3', 'Comment 2', 'Comment 1']));
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('the bottom send icon submits the form: an empty one is refused, then it is sent', async () => {
    const { user } = open(`/comments/${IDEA_ID}`);
    const field = await screen.findByRole('textbox', { name: 'Your comment' });
    expect(screen.getByRole('form', { name: 'Write a comment' })).toContainElement(field);
    expect(screen.getByTestId('bottom-nav')).toHaveAttribute('data-variant', 'comments');
    await user.click(sendIcon());
    expect(await screen.findByText('Please write a comment')).toBeVisible();
    expect(calls('POST', `/api/items/${IDEA_ID}/comments`)).toHaveLength(0);

    await user.type(field, 'Great idea');
    expect(screen.getByTestId('char-counter')).toHaveTextContent('10/1000');
    await user.click(sendIcon());
    expect(await screen.findByText('Comment sent')).toBeVisible();
    expect(calls('POST', `/api/items/${IDEA_ID}/comments`)[0]?.body).toEqual({
      body: 'Great idea',
    });
    const list = screen.getByRole('list', { name: 'Comments' });
    expect(await within(list).findByText('Great idea')).toBeVisible();
    expect(field).toHaveValue('');
  });

  it('counts a sent comment on its item at once, before the item is read again', async () => {
    const { user } = open(`/comments/${IDEA_ID}`);
    const field = await screen.findByRole('textbox', { name: 'Your comment' });
    await screen.findByRole('link', { name: 'Lunch for offices' });
    await user.type(field, 'Great idea');
    await user.click(sendIcon());
    expect(await screen.findByText('Comment sent')).toBeVisible();
    slowItem = true;
    await user.click(screen.getByRole('link', { name: 'Lunch for offices' }));
    expect(await screen.findByTestId('comment-count')).toHaveTextContent('4 comments');
  });

  it('edits and deletes one’s own comment, asking with the Persian yes and no', async () => {
    comments = [makeComment(5, { body: 'Mine', can_edit: true, can_delete: true }), ...comments];
    const { user } = open(`/comments/${IDEA_ID}`);
    const mine = await commentWith('Mine');
    expect(within(mine).queryByRole('button', { name: 'Report' })).toBeNull();
    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    const editor = within(mine).getByRole('textbox', { name: 'Edit' });
    await user.clear(editor);
    await user.click(within(mine).getByRole('button', { name: 'Save' }));
    expect(await within(mine).findByText('Please write a comment')).toBeVisible();
    await user.type(editor, 'Mine, better');
    await user.click(within(mine).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Comment saved')).toBeVisible();
    expect(calls('PATCH', '/api/comments/')[0]?.body).toEqual({ body: 'Mine, better' });
    const edited = await commentWith('Mine, better');
    expect(edited).toHaveTextContent('edited');

    await user.click(within(edited).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    expect(within(dialog).getByRole('button', { name: 'خیر' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'بله' }));
    expect(await screen.findByText('Comment deleted')).toBeVisible();
    expect(calls('DELETE', '/api/comments/')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Mine, better')).toBeNull());
  });

  it('reports another member’s comment with a reason, once', async () => {
    const { user } = open(`/comments/${IDEA_ID}`);
    const theirs = await commentWith('Comment 3');
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(within(theirs).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this comment' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. The operators will review it.')).toBeVisible();
    expect(calls('POST', `/api/comments/${comments[0]!.id}/report`)[0]?.body).toEqual({
      reason: 'Spam',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(
      within(await commentWith('Comment 3')).getByRole('button', { name: 'Report' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You have reported this comment already')).toBeVisible();
  });
});

describe('need answers', () => {
  it('are the same screen at /answers, with the single send icon', async () => {
    const { user } = open(`/answers/${IDEA_ID}`);
    const field = await screen.findByRole('textbox', { name: 'Your answer' });
    await user.type(field, 'I can help');
    await user.click(sendIcon());
    expect(await screen.findByText('Answer sent')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Answers' })).toHaveTextContent('I can help');
  });
});
