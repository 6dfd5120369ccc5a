import type { AdminReport } from '@ideabazaar/shared/schemas/console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRealApp, titled, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

let app: RealApp;
/** Sara owns the items, Mina reads and reports them, Omid runs the marketplace. */
let sara: string;
let mina: string;
let omid: string;

beforeAll(async () => {
  app = await startRealApp();
  sara = await app.member('sara@example.com', { first_name: 'Sara' });
  mina = await app.member('mina@example.com', { first_name: 'Mina' });
  omid = await app.operator(await app.member('omid@example.com', { first_name: 'Omid' }));
});
afterAll(() => app.close());
beforeEach(() => {
  app.requests.length = 0;
});

const publishedItem = (section: 'idea' | 'need', title: string) =>
  app.item(sara, {
    section,
    text: titled(title),
    publish: section === 'idea' ? { price: 1000 } : {},
  });
/** The item reports the operators see, open ones. */
const itemReports = async () =>
  (await app.api<{ reports: AdminReport[] }>('GET', '/admin/reports?kind=item', omid)).reports;
const reportCalls = () =>
  app.requests.filter((request) => request.method === 'POST' && request.url.endsWith('/report'));

async function openItem(token: string | null, at: string, title: string, language = 'en') {
  if (token) app.signInAs(token);
  else app.state.useClientState.setState({ ...app.state.initialState });
  if (language === 'fa') app.state.useClientState.setState({ language: 'fa' });
  const view = { user: userEvent.setup(), ...renderApp(app.routes, at) };
  await screen.findByRole('heading', { name: title });
  return view;
}

describe('Report this item', () => {
  it('a member reports an idea with a reason, once: the second time is refused in the dialog', async () => {
    const id = await publishedItem('idea', 'Lunch for offices');
    const { user } = await openItem(mina, `/TheIdea/${id}`, 'Lunch for offices');
    await user.click(await screen.findByRole('button', { name: 'Report this idea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this idea' });

    // A reason is required: the shared schema's code, beside the field, and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Required')).toBeVisible();
    expect(reportCalls()).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Copied from another site');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. The operators will review it.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const filed = (await itemReports()).filter((report) => report.target_id === id);
    expect(filed).toHaveLength(1);
    expect(filed[0]).toMatchObject({
      kind: 'item',
      reason: 'Copied from another site',
      reporter_id: String(await app.memberId(mina)),
      reported_id: String(await app.memberId(sara)),
    });

    await user.click(screen.getByRole('button', { name: 'Report this idea' }));
    const again = await screen.findByRole('dialog', { name: 'Report this idea' });
    await user.type(within(again).getByLabelText('Reason'), 'Still copied');
    await user.click(within(again).getByRole('button', { name: 'Send report' }));
    expect(await within(again).findByText('You have reported this item already')).toBeVisible();
    expect((await itemReports()).filter((report) => report.target_id === id)).toHaveLength(1);
  });

  it('names a need as a need, and the refusal is in Persian for a Persian reader', async () => {
    const id = await publishedItem('need', 'A designer for a menu');
    await app.api('POST', `/items/${id}/report`, mina, { reason: 'Spam' });
    const { user } = await openItem(mina, `/TheNeed/${id}`, 'A designer for a menu', 'fa');
    await user.click(await screen.findByRole('button', { name: 'گزارش این نیاز' }));
    const dialog = await screen.findByRole('dialog', { name: 'گزارش این نیاز' });
    await user.type(within(dialog).getByLabelText('دلیل'), 'تکراری');
    await user.click(within(dialog).getByRole('button', { name: 'ارسال گزارش' }));
    expect(await within(dialog).findByText('شما این مورد را قبلاً گزارش کرده‌اید')).toBeVisible();
  });

  it('offers no report to the owner', async () => {
    const id = await publishedItem('idea', 'Bikes for rent');
    await openItem(sara, `/TheIdea/${id}`, 'Bikes for rent');
    await screen.findByTestId('comment-count');
    expect(screen.queryByRole('button', { name: 'Report this idea' })).toBeNull();
  });

  it('offers no report to a visitor', async () => {
    const id = await publishedItem('idea', 'Tea by the hour');
    await openItem(null, `/TheIdea/${id}`, 'Tea by the hour');
    await screen.findByTestId('comment-count');
    expect(screen.queryByRole('button', { name: 'Report this idea' })).toBeNull();
  });
});
