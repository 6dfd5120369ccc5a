import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { notifying } from '../../../test/notifying';
import { startRealApp, titled, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

// The matches come from the server's matching job, run here as the server's tests run it (the
// test configuration has no clock for it): a need and an idea published through the API, matched.
let app: RealApp;
const { member, idea } = notifying(() => app);
let mina: string;
let sara: string;
let needId: string;
let ideaId: string;

beforeAll(async () => {
  app = await startRealApp();
  mina = await member('Mina');
  sara = await member('Sara');
  needId = await app.item(mina, {
    section: 'need',
    text: titled('Keep tea warm without power', 'Tea goes cold on long drives'),
  });
  ideaId = await idea(sara, 'Solar kettle keeps tea warm', 5_000_000);
  await app.server.app.services.matching.processQueue();
});
afterAll(() => app.close());
beforeEach(() => {
  app.requests.length = 0;
  app.state.useClientState.setState({ ...app.state.initialState, loginPrompt: false });
});

it("shows a need's owner the ideas that may answer it, as cards that open them", async () => {
  app.signInAs(mina);
  renderApp(app.routes, `/MyNeed/${needId}`);
  const section = await screen.findByRole('region', { name: 'Ideas that may answer this need' });
  const found = await within(section).findByRole('article', {
    name: 'Solar kettle keeps tea warm',
  });
  expect(within(found).getByRole('link')).toHaveAttribute('href', `/TheIdea/${ideaId}`);
  expect(within(found).getByText('5,000,000 Toman')).toBeVisible();
});

it("shows an idea's owner the needs it may answer, on the idea's page", async () => {
  app.signInAs(sara);
  renderApp(app.routes, `/TheIdea/${ideaId}`);
  const section = await screen.findByRole('region', { name: 'Needs this idea may answer' });
  const found = await within(section).findByRole('article', {
    name: 'Keep tea warm without power',
  });
  expect(within(found).getByRole('link')).toHaveAttribute('href', `/TheNeed/${needId}`);
});

it('shows nothing of it to anyone else, and does not ask', async () => {
  app.signInAs(await member('Reza'));
  renderApp(app.routes, `/TheNeed/${needId}`);
  await screen.findByRole('heading', { name: 'Keep tea warm without power' });
  // The page has asked for the item by now: a matches call would have gone with it.
  await waitFor(() =>
    expect(app.requests.some((r) => r.url === `/api/items/${needId}`)).toBe(true),
  );
  expect(screen.queryByRole('region', { name: 'Ideas that may answer this need' })).toBeNull();
  expect(app.requests.some((r) => r.url.endsWith('/matches'))).toBe(false);
});
