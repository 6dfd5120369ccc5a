import type { IndicatorsResponse, StatsResponse } from '@ideabazaar/shared/schemas/indicators';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as ClientState from '@/lib/client-state';
import { IDEA_ID, makeItem } from '../../../test/flow-fixtures';
import { notFound, startApp, stopApp } from '../../../test/app-peer';
import { renderApp } from '../../../test/render-app';

const BASE = `/api/items/${IDEA_ID}`;
let peer: Awaited<ReturnType<typeof startApp>>['peer'];
let routes: Awaited<ReturnType<typeof startApp>>['routes'];
let state: typeof ClientState;
const server = { owner: false, buyer: false, mine: {} as IndicatorsResponse['mine'] };

function indicators(): IndicatorsResponse {
  return {
    indicators: [
      { key: 'innovation', score: null, ratings: 2 },
      { key: 'market', score: 80, ratings: 3 },
      { key: 'feasibility', score: 60, ratings: 4 },
      { key: 'completeness', score: 75, ratings: 0 },
    ],
    mine: server.mine,
    can_rate: server.buyer,
  };
}

/** Thirty days ending 2024-05-30: views grow one a day, with a peak of 40 on the 20th day. */
const stats: StatsResponse = {
  views: 12,
  buyers: 2,
  revenue: 24000,
  comments: 3,
  series: Array.from({ length: 30 }, (_, index) => ({
    day: `2024-05-${String(index + 1).padStart(2, '0')}`,
    views: index === 19 ? 40 : index,
    buyers: index === 29 ? 2 : 0,
    revenue: index === 29 ? 24000 : 0,
    comments: index % 10 === 0 ? 1 : 0,
  })),
};

beforeAll(async () => {
  ({ peer, routes, state } = await startApp((request) => {
    if (request.url === BASE) {
      return { status: 200, body: makeItem({ status: 'published', is_owner: server.owner }) };
    }
    if (request.url === `${BASE}/indicators` && request.method === 'PUT') {
      server.mine = { ...server.mine, ...(request.body as object) };
      return { status: 200, body: indicators() };
    }
    if (request.url === `${BASE}/indicators`) return { status: 200, body: indicators() };
    if (request.url === `${BASE}/stats`) return { status: 200, body: stats };
    return notFound;
  }));
});
afterAll(() => stopApp(peer));
beforeEach(() => {
  peer.requests.length = 0;
  Object.assign(server, { owner: false, buyer: false, mine: {} });
  state.useClientState.setState({ ...state.initialState, auth: true, accessToken: '1|member' });
});

function open(at: string) {
  return { user: userEvent.setup(), ...renderApp(routes, at) };
}

describe('the indicators screen', () => {
  it('shows each score or Not enough ratings, and lets a buyer rate with stars', async () => {
    server.buyer = true;
    server.mine = { market: 5 };
    open(`/indicators/${IDEA_ID}`);
    expect(await screen.findByTestId('score-innovation')).toHaveTextContent('Not enough ratings');
    expect(screen.getByTestId('score-market')).toHaveTextContent('80/100');
    expect(screen.getByTestId('score-completeness')).toHaveTextContent('75/100');
    expect(screen.getByText('2 ratings')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Your rating: Completeness' })).toBeNull();
    const market = screen.getByRole('group', { name: 'Your rating: Market potential' });
    expect(within(market).getByRole('radio', { name: '5 stars' })).toBeChecked();
    const innovation = screen.getByRole('group', { name: 'Your rating: Innovation' });
    // A click without a pointer moving over it: jsdom lays nothing out, so MUI's hover position
    // (which picks the star under the pointer) would be meaningless.
    fireEvent.click(within(innovation).getByRole('radio', { name: '4 stars' }));
    expect(await screen.findByText('Rating saved')).toBeVisible();
    const put = peer.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ innovation: 4 });
    await waitFor(() =>
      expect(within(innovation).getByRole('radio', { name: '4 stars' })).toBeChecked(),
    );
  });

  it('offers no stars to a member who has not bought the idea', async () => {
    open(`/indicators/${IDEA_ID}`);
    expect(await screen.findByTestId('score-market')).toHaveTextContent('80/100');
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
    server.owner = true;
    open(`/myindicators/${IDEA_ID}`);
    expect(await screen.findByTestId('total-views')).toHaveTextContent('12');
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
    expect(screen.getAllByText('2024-05-01').length).toBeGreaterThan(0);
    expect(screen.getAllByText('2024-05-30').length).toBeGreaterThan(0);
  });

  it('shows Jalali days and Persian digits in Persian', async () => {
    server.owner = true;
    state.useClientState.setState({ language: 'fa' });
    open(`/myindicators/${IDEA_ID}`);
    expect(await screen.findByTestId('total-revenue')).toHaveTextContent('۲۴٬۰۰۰ تومان');
    // 2024-05-30 is 10 Khordad 1403.
    expect(screen.getAllByText('۱۴۰۳/۰۳/۱۰').length).toBeGreaterThan(0);
  });

  it('is the owner’s alone', async () => {
    open(`/myindicators/${IDEA_ID}`);
    expect(await screen.findByText('Only its creator can see these statistics')).toBeVisible();
    expect(peer.requests.some((request) => request.url.endsWith('/stats'))).toBe(false);
  });
});
