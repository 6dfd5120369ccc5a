import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHttpPeer } from '../../../test/http-peer';
import { renderApp } from '../../../test/render-app';

let peer: Awaited<ReturnType<typeof startHttpPeer>>;
let routes: RouteObject[];
let outboxOn = true;

const messages = [
  {
    id: 'm2',
    channel: 'sms',
    recipient: '09121234567',
    subject: null,
    text: 'IdeaBazaar code: 48213',
    created_at: '2024-05-01T10:05:00.000Z',
  },
  {
    id: 'm1',
    channel: 'email',
    recipient: 'sara@example.com',
    subject: 'Your IdeaBazaar sign-in code',
    text: 'Your code is 90417. It is valid for 10 minutes.',
    created_at: '2024-05-01T10:00:00.000Z',
  },
];

beforeAll(async () => {
  peer = await startHttpPeer((request) => {
    if (request.url === '/api/dev/outbox') {
      return outboxOn
        ? { status: 200, body: { messages } }
        : { status: 404, body: { message: 'Not Found', code: 'not_found' } };
    }
    return { status: 404, body: { message: 'Not Found', code: 'not_found' } };
  });
  vi.stubEnv('VITE_API_URL', peer.url);
  ({ routes } = await import('@/app/router'));
});
afterAll(async () => {
  await peer.close();
  vi.unstubAllEnvs();
});

describe('the dev outbox page', () => {
  it('lists the messages as sent, newest first, with the codes in bold, for a visitor', async () => {
    outboxOn = true;
    renderApp(routes, '/dev/outbox');
    expect(await screen.findByText('sara@example.com')).toBeVisible();
    expect(screen.getByText('Your IdeaBazaar sign-in code')).toBeVisible();
    expect(screen.getByText('SMS')).toBeVisible();
    expect(screen.getByText('Email')).toBeVisible();
    const codes = screen.getAllByTestId('outbox-code');
    expect(codes.map((code) => [code.tagName, code.textContent])).toEqual([
      ['STRONG', '48213'],
      ['STRONG', '90417'],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refreshes on demand', async () => {
    outboxOn = true;
    const user = userEvent.setup();
    renderApp(routes, '/dev/outbox');
    await screen.findByText('sara@example.com');
    const before = peer.requests.length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(peer.requests.length).toBeGreaterThan(before));
  });

  it('says so when the outbox is off', async () => {
    outboxOn = false;
    renderApp(routes, '/dev/outbox');
    expect(await screen.findByText('The dev outbox is off on this server.')).toBeVisible();
  });
});
