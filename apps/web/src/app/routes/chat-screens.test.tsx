import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installIntersectionObserver } from '../../../test/intersection-observer';
import { startRealApp, titled, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

let app: RealApp;
let viewport: ReturnType<typeof installIntersectionObserver>;
let sara: string;
let saraId: number;
let needId: string;

beforeAll(async () => {
  viewport = installIntersectionObserver();
  // One member writes 35 messages in a row below: more than a minute's default allowance.
  app = await startRealApp({ config: { chatRateLimit: 1000 } });
  sara = await app.member('chat.sara@example.com', { first_name: 'Sara' });
  saraId = await app.memberId(sara);
  needId = await app.item(sara, { section: 'need', text: titled('A ride to Karaj') });
});
afterAll(() => app.close());

/** A message from `token` to Sara about her need (which starts the conversation). */
const toSara = (token: string, body: string) =>
  app.api('POST', `/chat/${saraId}/messages`, token, {
    body,
    client_id: crypto.randomUUID(),
    item_id: needId,
  });

describe('Chathome', () => {
  it('says so when there is no conversation yet', async () => {
    const loner = await app.member('chat.loner@example.com');
    app.signInAs(loner);
    renderApp(app.routes, '/chathome');
    await waitFor(() => expect(screen.getByText('No conversations yet')).toBeVisible());
    expect(screen.getByRole('link', { name: 'Browse ideas' })).toHaveAttribute('href', '/');
  });

  it("shows the seed's contact row and opens a conversation 200 ms after the click", async () => {
    const maryam = await app.member('chat.maryam@example.com', { first_name: 'Maryam' });
    const nameless = await app.member('chat.nameless@example.com');
    const namelessId = await app.memberId(nameless);
    await toSara(nameless, 'A question about the budget of the need you posted');
    await toSara(nameless, 'And one more');
    await toSara(maryam, 'Hi');
    app.signInAs(sara);
    const user = userEvent.setup();
    const { router } = renderApp(app.routes, '/chathome');

    const rows = await screen.findAllByTestId('contact-row');
    expect(rows).toHaveLength(2);
    const [newest, older] = rows as [HTMLElement, HTMLElement];
    // Newest first: Maryam's row, with her initial in a coloured circle and no '...' to add.
    expect(within(newest).getByText('Maryam')).toBeVisible();
    expect(within(newest).getByTestId('initial-avatar')).toHaveTextContent('M');
    expect(within(newest).getByText('Hi')).toBeVisible();
    expect(within(newest).getByTestId('unread-badge')).toHaveTextContent('1');
    // No name: 'User {id}'; the preview cut to 25 characters and '...'; the unread count.
    expect(within(older).getByText(`User ${namelessId}`)).toBeVisible();
    expect(within(older).getByText('And one more')).toBeVisible();
    expect(within(older).getByTestId('unread-badge')).toHaveTextContent('2');
    expect(within(older).getByTestId('unread-badge')).toHaveAccessibleName('2 unread messages');
    // Today's messages show their time.
    expect(within(newest).getByText(/^\d{2}:\d{2}$/)).toBeVisible();
    // Alternate rows have different backgrounds.
    expect(getComputedStyle(newest).backgroundColor).not.toBe(
      getComputedStyle(older).backgroundColor,
    );

    // Opened no sooner than 200 ms after the click (timed from the click, not from the end of
    // user-event's work, which a busy machine makes long).
    let clickedAt = 0;
    older.addEventListener('click', () => (clickedAt = performance.now()));
    const opened = new Promise<number>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.location.pathname === '/chathome') return;
        stop();
        resolve(performance.now());
      });
    });
    await user.click(older);
    expect((await opened) - clickedAt).toBeGreaterThanOrEqual(190);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${namelessId}`));
    // Read in the conversation's bubbles: the list's row with the same words may still be
    // leaving the page.
    const bubbles = await screen.findAllByTestId('message');
    expect(bubbles.at(-1)).toHaveTextContent('And one more');
  });

  it('cuts a long last message to 25 characters and adds ...', async () => {
    const talker = await app.member('chat.talker@example.com', { first_name: 'Talker' });
    await toSara(talker, 'A question about the budget of the need you posted');
    app.signInAs(sara);
    renderApp(app.routes, '/chathome');
    const row = (await screen.findByText('Talker')).closest('[data-testid="contact-row"]');
    expect(within(row as HTMLElement).getByText('A question about the budg...')).toBeVisible();
    // The row says what the conversation is about.
    expect(row).toHaveTextContent('About: A ride to Karaj');
  });
});

describe('TheChat', () => {
  it('shows the conversation, sends a message and counts characters near the limit', async () => {
    const reza = await app.member('chat.reza@example.com', { first_name: 'Reza' });
    const rezaId = await app.memberId(reza);
    await toSara(reza, 'Is the need still open?');
    app.signInAs(sara);
    const user = userEvent.setup();
    renderApp(app.routes, `/chat/${rezaId}`);

    const header = await screen.findByTestId('chat-header');
    expect(within(header).getByText('Reza')).toBeVisible();
    const theirs = (await screen.findByText('Is the need still open?')).closest(
      '[data-testid="message"]',
    );
    expect(theirs).toHaveAttribute('data-mine', 'false');
    expect(screen.getByTestId('day-separator')).toHaveTextContent('Today');

    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Yes, it is{Enter}');
    // Shown at once as waiting, then as the stored message with its receipt.
    const mine = () => screen.getByText('Yes, it is').closest('[data-testid="message"]');
    await waitFor(() => expect(mine()).toHaveAttribute('data-mine', 'true'));
    await waitFor(() =>
      expect(mine()).toHaveAttribute('data-receipt', expect.stringMatching(/^(sent|delivered)$/)),
    );
    const stored = await app.api<{ messages: { body: string; sender_id: number }[] }>(
      'GET',
      `/chat/${saraId}/messages`,
      reza,
    );
    expect(stored.messages[0]).toMatchObject({ body: 'Yes, it is', sender_id: saraId });
    // Reading it on screen cleared Reza's unread message on Sara's side.
    await waitFor(async () =>
      expect(await app.api('GET', `/chat/${rezaId}`, sara)).toMatchObject({ unread: 0 }),
    );

    expect(screen.queryByTestId('char-counter')).toBeNull();
    act(() => {
      // Pasted, as a long text is: typing 1,850 characters one by one is not what is tested.
      box.focus();
    });
    await user.paste('x'.repeat(1850));
    expect(screen.getByTestId('char-counter')).toHaveTextContent('1850/2000');
  });

  it('loads older messages when the reader scrolls up to the top', async () => {
    const chatty = await app.member('chat.chatty@example.com', { first_name: 'Chatty' });
    const chattyId = await app.memberId(chatty);
    // A page holds 30: the first five messages come with the second page.
    for (let n = 1; n <= 35; n += 1) await toSara(chatty, `Note ${n}`);
    app.signInAs(sara);
    renderApp(app.routes, `/chat/${chattyId}`);
    await waitFor(() => expect(screen.getByText('Note 35')).toBeVisible());
    expect(screen.getByText('Note 6')).toBeVisible();
    expect(screen.queryByText('Note 5')).toBeNull();
    await waitFor(() => expect(viewport.observing()).toBe(true));
    viewport.scrollIntoView();
    await waitFor(() => expect(screen.getByText('Note 1')).toBeVisible());
    const bodies = screen
      .getAllByTestId('message')
      .map((message) => message.querySelector('p')?.textContent);
    expect(bodies).toEqual(Array.from({ length: 35 }, (_, index) => `Note ${index + 1}`));
  });

  it('says when a member does not exist', async () => {
    app.signInAs(sara);
    renderApp(app.routes, '/chat/999999999');
    await waitFor(() => expect(screen.getByText('This member does not exist')).toBeVisible());
    expect(screen.getByRole('link', { name: 'All conversations' })).toHaveAttribute(
      'href',
      '/chathome',
    );
  });
});
