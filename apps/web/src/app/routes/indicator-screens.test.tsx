import type { IndicatorsResponse, StatsResponse } from '@ideabazaar/shared/schemas/indicators';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

let app: RealApp;
let IDEA_ID: string;
/** Sara's idea; four members bought it for 6,000 Toman each and rated it; Mina did not buy it. */
let sara: string;
const buyers: string[] = [];
let mina: string;
/** The completeness the server computes for the idea's answers. */
let completeness: number | null;
/** The thirty days of the statistics, oldest first (Tehran's days, ending today). */
let days: string[];

beforeAll(async () => {
  app = await startRealApp();
  sara = await app.member('sara@example.com', { first_name: 'Sara' });
  IDEA_ID = await app.item(sara, { publish: { price: 6000 } });
  for (let index = 0; index < 4; index += 1) {
    const buyer = await app.member(`buyer${index}@example.com`);
    await app.purchase(IDEA_ID, buyer, 6000);
    buyers.push(buyer);
  }
  mina = await app.member('mina@example.com');
  // Market 5, 4 and 3 (80/100 from three ratings); feasibility 3 from all four (60/100);
  // innovation from two (not enough). The first buyer is the member who rates in the test.
  const ratings = [{ market: 5 }, { market: 4, innovation: 3 }, { market: 3, innovation: 3 }, {}];
  for (const [index, buyer] of buyers.entries()) {
    await app.api('PUT', `/items/${IDEA_ID}/indicators`, buyer, {
      feasibility: 3,
      ...ratings[index],
    });
    // Each buyer looks at the idea today.
    await app.api('GET', `/items/${IDEA_ID}`, buyer);
  }
  const rated = await app.api<IndicatorsResponse>('GET', `/items/${IDEA_ID}/indicators`, mina);
  completeness = rated.indicators.find((row) => row.key === 'completeness')!.score;
  // Past views: day n (from 0) has n, but the 20th day has a peak of 40.
  const before = await app.api<StatsResponse>('GET', `/items/${IDEA_ID}/stats`, sara);
  days = before.series.map((row) => row.day);
  for (const [index, day] of days.slice(0, -1).entries()) {
    await app.views(IDEA_ID, day, index === 19 ? 40 : index);
  }
});
afterAll(() => app.close());
beforeEach(() => {
  app.requests.length = 0;
  app.signInAs(mina);
});

function open(at: string) {
  return { user: userEvent.setup(), ...renderApp(app.routes, at) };
}

describe('the indicators screen', () => {
  it('shows each score or Not enough ratings, and lets a buyer rate with stars', async () => {
    app.signInAs(buyers[0]!);
    open(`/indicators/${IDEA_ID}`);
    await waitFor(() =>
      expect(screen.getByTestId('score-innovation')).toHaveTextContent('Not enough ratings'),
    );
    expect(screen.getByTestId('score-market')).toHaveTextContent('80/100');
    expect(screen.getByTestId('score-completeness')).toHaveTextContent(`${completeness}/100`);
    expect(screen.getByText('2 ratings')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Your rating: Completeness' })).toBeNull();
    const market = screen.getByRole('group', { name: 'Your rating: Market potential' });
    expect(within(market).getByRole('radio', { name: '5 stars' })).toBeChecked();
    const innovation = screen.getByRole('group', { name: 'Your rating: Innovation' });
    // A click without a pointer moving over it: jsdom lays nothing out, so MUI's hover position
    // (which picks the star under the pointer) would be meaningless.
    fireEvent.click(within(innovation).getByRole('radio', { name: '4 stars' }));
    await waitFor(() => expect(screen.getByText('Rating saved')).toBeVisible());
    const put = app.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ innovation: 4 });
    await waitFor(() =>
      expect(within(innovation).getByRole('radio', { name: '4 stars' })).toBeChecked(),
    );
  });

  it('offers no stars to a member who has not bought the idea', async () => {
    open(`/indicators/${IDEA_ID}`);
    await waitFor(() => expect(screen.getByTestId('score-market')).toHaveTextContent('80/100'));
    expect(screen.getByText('Only buyers of this idea can rate it.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the idea' })).toHaveAttribute(
      'href',
      `/details/${IDEA_ID}`,
    );
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('my indicators', () => {
  it('shows the owner the totals and draws each metric over the 30 days', async () => {
    // The idea's views so far (the buyers', and the screens' of the tests before), as counted.
    const { views } = await app.api<StatsResponse>('GET', `/items/${IDEA_ID}/stats`, sara);
    app.signInAs(sara);
    open(`/myindicators/${IDEA_ID}`);
    await waitFor(() => expect(screen.getByTestId('total-views')).toHaveTextContent(String(views)));
    expect(screen.getByTestId('total-revenue')).toHaveTextContent('24,000 Toman');
    expect(screen.getByTestId('score-market')).toHaveTextContent('80/100');
    const chart = screen.getByRole('img', { name: 'Views over the last 30 days' });
    const points = chart.querySelector('polyline')!.getAttribute('points')!.split(' ');
    expect(points).toHaveLength(30);
    // The peak, 40 views on the 20th day, touches the top of the drawing; day one is at the base.
    expect(points[19]).toMatch(/,4\.0$/);
    expect(points[0]).toBe('4.0,96.0');
    for (const metric of ['Views', 'Buyers', 'Revenue', 'Comments']) {
      expect(screen.getByRole('img', { name: `${metric} over the last 30 days` })).toBeVisible();
    }
    expect(screen.getAllByText(days[0]!).length).toBeGreaterThan(0);
    expect(screen.getAllByText(days.at(-1)!).length).toBeGreaterThan(0);
  });

  it('shows Jalali days and Persian digits in Persian', async () => {
    app.signInAs(sara);
    app.state.useClientState.setState({ language: 'fa' });
    open(`/myindicators/${IDEA_ID}`);
    await waitFor(() =>
      expect(screen.getByTestId('total-revenue')).toHaveTextContent('۲۴٬۰۰۰ تومان'),
    );
    // The last day in the Persian calendar, as the browser's own Intl writes it.
    const jalali = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    }).format(new Date(`${days.at(-1)!}T12:00:00Z`));
    expect(screen.getAllByText(jalali).length).toBeGreaterThan(0);
  });

  it('is the owner’s alone', async () => {
    open(`/myindicators/${IDEA_ID}`);
    await waitFor(() =>
      expect(screen.getByText('Only its creator can see these statistics')).toBeVisible(),
    );
    expect(app.requests.some((request) => request.url.endsWith('/stats'))).toBe(false);
  });
});
