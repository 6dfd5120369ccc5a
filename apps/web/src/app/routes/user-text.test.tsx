import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

// What a person wrote is laid out in its own direction whatever the screen's (issue 32): a
// Persian answer on an English page reads from the right with its full stop at its left end, an
// English pitch on a Persian page from the left with its full stop at its right end. The browser
// does that for an element with dir="auto" (its first strong character decides, and its text
// aligns to its own start); here every element holding such a text is checked for it.

const PERSIAN = 'پله‌ها را تعمیر کنید.';
const ENGLISH = 'Fix the stairwell.';

let app: RealApp;
let owner: string;
let reader: string;

beforeAll(async () => {
  app = await startRealApp();
  owner = await app.member('owner@example.com', { first_name: 'Reza' });
  reader = await app.member('reader@example.com', { first_name: 'Sara' });
});
afterAll(() => app.close());
beforeEach(() => {
  app.state.useClientState.setState({ ...app.state.initialState, isAuth: false });
});

/** An idea whose title, pitch and text answers are all `text`, with a comment reading `text`. */
async function ideaIn(text: string) {
  const id = await app.item(owner, {
    text: () => text,
    publish: { elevator_text: text, price: 1000 },
  });
  await app.api('POST', `/items/${id}/comments`, reader, { body: text });
  return id;
}

function readAs(token: string, language: 'en' | 'fa', at: string) {
  app.signInAs(token);
  app.state.useClientState.setState({ language, auth: true, accessToken: token });
  return renderApp(app.routes, at);
}

/** Each element showing exactly `text`: its own direction (auto) and marked as a person's. */
async function expectOwnDirection(text: string, atLeast: number) {
  await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThanOrEqual(atLeast));
  for (const element of screen.getAllByText(text)) {
    // The nearest direction set above the text is its own, not the screen's.
    expect(element.closest('[dir]')?.getAttribute('dir'), element.outerHTML).toBe('auto');
    expect(element.closest('[data-user-text]'), element.outerHTML).not.toBeNull();
  }
}

describe('what a person wrote, in its own direction', () => {
  it('on an English screen, Persian titles, pitches, answers and comments', async () => {
    const id = await ideaIn(PERSIAN);
    const view = readAs(reader, 'en', `/TheIdea/${id}`);
    await screen.findByRole('heading', { name: PERSIAN });
    // The title, the pitch and the text answers the public side shows.
    await expectOwnDirection(PERSIAN, 3);
    view.unmount();

    readAs(reader, 'en', `/comments/${id}`);
    await expectOwnDirection(PERSIAN, 2);
  });

  it('on a Persian screen, English ones: the owner’s page, the public page and the comments', async () => {
    const id = await ideaIn(ENGLISH);
    const mine = readAs(owner, 'fa', `/MyIdea/${id}`);
    await screen.findByRole('heading', { name: ENGLISH });
    // The title, the pitch and every text answer on My idea.
    await expectOwnDirection(ENGLISH, 3);
    mine.unmount();

    const view = readAs(reader, 'fa', `/TheIdea/${id}`);
    await screen.findByRole('heading', { name: ENGLISH });
    await expectOwnDirection(ENGLISH, 3);
    view.unmount();

    readAs(reader, 'fa', `/comments/${id}`);
    await expectOwnDirection(ENGLISH, 2);
  });
});
