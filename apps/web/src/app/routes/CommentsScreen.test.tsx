import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRealApp, titled, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

let app: RealApp;
/** Sara reads the comments, Maryam wrote them, Reza created the idea. */
let sara: string;
let maryam: string;
let reza: string;
/** The idea of the test at hand, with its comments. */
let IDEA_ID: string;

beforeAll(async () => {
  app = await startRealApp();
  sara = await app.member('sara@example.com', { first_name: 'Sara' });
  maryam = await app.member('maryam@example.com', { first_name: 'Maryam' });
  reza = await app.member('reza@example.com', { first_name: 'Reza' });
});
afterAll(() => app.close());
beforeEach(async () => {
  IDEA_ID = await publishedItem('idea');
  await comment(maryam, 'Comment 1', 'Comment 2', 'Comment 3');
  app.requests.length = 0;
  app.signInAs(sara);
});

/** Reza's published idea or need called 'Lunch for offices'. */
const publishedItem = (section: 'idea' | 'need') =>
  app.item(reza, {
    section,
    text: titled('Lunch for offices'),
    publish: section === 'idea' ? { price: 1000 } : {},
  });
/** Comments on the idea of the test, oldest first. */
async function comment(token: string, ...bodies: string[]) {
  for (const body of bodies) await app.api('POST', `/items/${IDEA_ID}/comments`, token, { body });
}

const calls = (method: string, path: string) =>
  app.requests.filter((request) => request.method === method && request.url.startsWith(path));
function open(at: string) {
  return { user: userEvent.setup(), ...renderApp(app.routes, at) };
}
/** The send icon beside the text box, inside the form it sends. */
const sendIcon = (name = 'Send comment') =>
  within(screen.getByRole('form', { name: /^Write an? / })).getByRole('button', { name });
/** A touch screen (a phone) or a mouse and keyboard, as the browser's media queries say. */
function pointer(kind: 'touch' | 'keyboard') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: kind === 'touch' && /pointer: coarse|hover: none/.test(query),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}
/** The comment (a list item named by its author) that says this text. */
async function commentWith(text: string) {
  const item = (await screen.findByText(text)).closest('li');
  expect(item).toHaveAccessibleName(/^By /);
  return item as HTMLElement;
}

describe('IdeaComments', () => {
  it('lists the comments newest first and the older ones on request', async () => {
    // A page holds twenty: Comment 1 comes after eighteen others and the two newest.
    IDEA_ID = await publishedItem('idea');
    await comment(maryam, 'Comment 1');
    await comment(reza, ...Array.from({ length: 18 }, (_, index) => `Earlier note ${index}`));
    await comment(maryam, 'Comment 2', 'Comment 3');
    const { user } = open(`/comments/${IDEA_ID}`);
    const list = await screen.findByRole('list', { name: 'Comments' });
    const texts = () =>
      within(list)
        .getAllByText(/^Comment \d$/)
        .map((node) => node.textContent);
    expect(texts()).toEqual(['Comment 3', 'Comment 2']);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Lunch for offices' })).toHaveAttribute(
        'href',
        `/TheIdea/${IDEA_ID}`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(texts()).toEqual(['Comment 3', 'Comment 2', 'Comment 1']));
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it("masks a phone in another member's comment for a reader who did not buy the idea, saying why", async () => {
    await comment(maryam, 'Call me on 0912 345 6789');
    open(`/comments/${IDEA_ID}`);
    const [mask, ...more] = await screen.findAllByRole('img', {
      name: 'Contact details are shown after purchase',
    });
    expect(more).toEqual([]);
    expect(mask!.closest('li')).toHaveTextContent('Call me on •••');
    expect(document.body.textContent).not.toContain('345 6789');
  });

  it("shows the idea's creator a phone in a comment as written", async () => {
    await comment(maryam, 'Call me on 0912 345 6789');
    app.signInAs(reza);
    open(`/comments/${IDEA_ID}`);
    await commentWith('Call me on 0912 345 6789');
    expect(
      screen.queryByRole('img', { name: 'Contact details are shown after purchase' }),
    ).toBeNull();
  });

  it('the send icon beside the text box submits it: an empty one is refused, then it is sent', async () => {
    const { user } = open(`/comments/${IDEA_ID}`);
    const field = await screen.findByRole('textbox', { name: 'Your comment' });
    expect(screen.getByRole('form', { name: 'Write a comment' })).toContainElement(field);
    // No bottom bar away from the box: the box and its send icon sit together.
    expect(screen.queryByTestId('bottom-nav')).toBeNull();
    expect(screen.getByText('Ctrl+Enter sends it too.')).toBeVisible();
    await user.click(sendIcon());
    await waitFor(() => expect(screen.getByText('Please write a comment')).toBeVisible());
    expect(calls('POST', `/api/items/${IDEA_ID}/comments`)).toHaveLength(0);

    await user.type(field, 'Great idea');
    expect(screen.getByTestId('char-counter')).toHaveTextContent('10/1000');
    await user.click(sendIcon());
    await waitFor(() => expect(screen.getByText('Comment sent')).toBeVisible());
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
    // From here the item is not read again: the count can only come from the cache.
    const release = app.hold(
      (request) => request.method === 'GET' && request.url === `/api/items/${IDEA_ID}`,
    );
    try {
      await user.type(field, 'Great idea');
      await user.click(sendIcon());
      const list = screen.getByRole('list', { name: 'Comments' });
      expect(await within(list).findByText('Great idea')).toBeVisible();
      await user.click(screen.getByRole('link', { name: 'Lunch for offices' }));
      await waitFor(() =>
        expect(screen.getByTestId('comment-count')).toHaveTextContent('4 comments'),
      );
    } finally {
      release();
    }
  });

  it('edits and deletes one’s own comment, asking with the Persian yes and no', async () => {
    await comment(sara, 'Mine');
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
    await waitFor(() => expect(screen.getByText('Comment saved')).toBeVisible());
    expect(calls('PATCH', '/api/comments/')[0]?.body).toEqual({ body: 'Mine, better' });
    const edited = await commentWith('Mine, better');
    expect(edited).toHaveTextContent('edited');

    await user.click(within(edited).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    expect(within(dialog).getByRole('button', { name: 'خیر' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'بله' }));
    await waitFor(() => expect(screen.getByText('Comment deleted')).toBeVisible());
    expect(calls('DELETE', '/api/comments/')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Mine, better')).toBeNull());
  });

  it('reports another member’s comment with a reason, once', async () => {
    const { user } = open(`/comments/${IDEA_ID}`);
    const theirs = await commentWith('Comment 3');
    const newest = await app.api<{ comments: { id: string }[] }>(
      'GET',
      `/items/${IDEA_ID}/comments`,
    );
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(within(theirs).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this comment' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(screen.getByText('Thank you. The operators will review it.')).toBeVisible(),
    );
    expect(calls('POST', `/api/comments/${newest.comments[0]!.id}/report`)[0]?.body).toEqual({
      reason: 'Spam',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(
      within(await commentWith('Comment 3')).getByRole('button', { name: 'Report' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(screen.getByText('You have reported this comment already')).toBeVisible(),
    );
  });
});

describe('need answers', () => {
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  it('are the same screen at /answers, with the single send icon and no key hint on a phone', async () => {
    pointer('touch');
    IDEA_ID = await publishedItem('need');
    const { user } = open(`/answers/${IDEA_ID}`);
    const field = await screen.findByRole('textbox', { name: 'Your answer' });
    expect(screen.queryByText('Ctrl+Enter sends it too.')).toBeNull();
    await user.type(field, 'I can help');
    await user.click(sendIcon('Send answer'));
    await waitFor(() => expect(screen.getByText('Answer sent')).toBeVisible());
    expect(screen.getByRole('list', { name: 'Answers' })).toHaveTextContent('I can help');
  });

  it("lets the need's owner reply to an answer and message its author about the need", async () => {
    pointer('keyboard');
    IDEA_ID = await publishedItem('need');
    await comment(maryam, 'I have a van');
    app.signInAs(reza);
    const { user, router } = open(`/answers/${IDEA_ID}`);
    const answer = await commentWith('I have a van');
    await user.click(within(answer).getByRole('button', { name: 'Reply' }));
    const reply = within(answer).getByRole('form', { name: 'Write a reply' });
    await user.type(within(reply).getByRole('textbox', { name: 'Your reply' }), 'How big is it?');
    await user.click(within(reply).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(screen.getByText('Reply sent')).toBeVisible());
    const replies = await within(answer).findByRole('list', { name: 'Replies to Maryam' });
    expect(replies).toHaveTextContent('How big is it?');
    const parent = await app.api<{ comments: { id: string }[] }>(
      'GET',
      `/items/${IDEA_ID}/comments`,
    );
    expect(calls('POST', `/api/items/${IDEA_ID}/comments`).at(-1)?.body).toEqual({
      body: 'How big is it?',
      parent_id: parent.comments[0]!.id,
    });
    // The owner's own reply offers no message to themselves.
    expect(within(replies).queryByRole('link', { name: /^Message / })).toBeNull();

    const maryamId = await app.memberId(maryam);
    await user.click(within(answer).getByRole('link', { name: 'Message Maryam' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${maryamId}`));
    expect(router.state.location.search).toBe(`?item=${IDEA_ID}`);
  });

  it('offers neither reply nor message to a member who is not the owner', async () => {
    IDEA_ID = await publishedItem('need');
    await comment(maryam, 'Try the bus');
    open(`/answers/${IDEA_ID}`);
    const answer = await commentWith('Try the bus');
    expect(within(answer).queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(within(answer).queryByRole('link', { name: /^Message / })).toBeNull();
  });
});
