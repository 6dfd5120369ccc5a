import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ClientState from '@/lib/client-state';
import { IDEA_ID, makeItem } from '../../../test/flow-fixtures';
import { BASE, itemCalls, itemServer, NOT_ALLOWED } from '../../../test/item-peer';
import { startApp, stopApp } from '../../../test/app-peer';
import { renderApp } from '../../../test/render-app';

let peer: Awaited<ReturnType<typeof startApp>>['peer'];
let routes: Awaited<ReturnType<typeof startApp>>['routes'];
let state: typeof ClientState;

beforeAll(async () => {
  ({ peer, routes, state } = await startApp(itemCalls));
});
afterAll(() => stopApp(peer));
beforeEach(() => {
  peer.requests.length = 0;
  itemServer.item = makeItem();
  itemServer.refuseUpload = false;
  state.useClientState.setState({ ...state.initialState, auth: true, accessToken: '1|owner' });
});

const calls = (method: string, url: string) =>
  peer.requests.filter((request) => request.method === method && request.url.startsWith(url));
function open(at: string) {
  return { user: userEvent.setup(), ...renderApp(routes, at) };
}

describe('AbstractFiles', () => {
  it('sends a file with a progress bar, then lists it', async () => {
    const { user } = open(`/abstract-files/${IDEA_ID}`);
    const input = await screen.findByLabelText('Choose files');
    await user.upload(input, new File(['%PDF-1.4 plan'], 'plan.pdf', { type: 'application/pdf' }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading plan.pdf' });
    // The whole file is sent before the server (slow on purpose here) answers.
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    const list = await screen.findByRole('list', { name: 'Files' });
    expect(within(list).getByText('plan.pdf')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Uploading plan.pdf' })).toBeNull(),
    );
    const upload = calls('POST', `${BASE}/files`)[0];
    expect(upload?.url).toBe(`${BASE}/files?purpose=abstract&visibility=private`);
    expect(upload?.headers.authorization).toBe('Bearer 1|owner');
    expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(upload?.body)).toContain('name="file"; filename="plan.pdf"');
  });

  it("shows the server's refusal of a file type beside the file", async () => {
    itemServer.refuseUpload = true;
    const { user } = open(`/abstract-files/${IDEA_ID}`);
    const input = await screen.findByLabelText('Choose files');
    await user.upload(input, new File(['MZ'], 'tool.pdf', { type: 'application/pdf' }));
    const row = await screen.findByTestId('upload-row');
    expect(await within(row).findByRole('alert')).toHaveTextContent(NOT_ALLOWED);
    expect(within(row).getByText('tool.pdf')).toBeVisible();
  });

  it('refuses a file over 20 MB without sending it', async () => {
    const { user } = open(`/abstract-files/${IDEA_ID}`);
    const big = new File(['x'], 'big.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(await screen.findByLabelText('Choose files'), big);
    expect(await screen.findByText('A file can be at most 20 MB')).toBeVisible();
    expect(calls('POST', `${BASE}/files`)).toHaveLength(0);
  });
});

describe('IdeaShare', () => {
  it('publishes the draft and offers the link, Copy, the share sheet and a QR code', async () => {
    itemServer.item = makeItem({ price: 12000 });
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = open(`/IdeaShare/${IDEA_ID}`);
    expect(await screen.findByText('Your idea is published.')).toBeVisible();
    expect(calls('PATCH', BASE)[0]?.body).toEqual({ status: 'published' });
    expect(screen.getByRole('textbox', { name: 'Public link' })).toHaveValue(
      itemServer.item.share_url,
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeVisible();
    await expect(navigator.clipboard.readText()).resolves.toBe(itemServer.item.share_url);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: itemServer.item.share_url }));
    const qr = screen.getByRole('img', { name: 'QR code of the public link' });
    expect(qr).toHaveAttribute('data-qr-text', itemServer.item.share_url);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    Reflect.deleteProperty(navigator, 'share');
  });
});

describe('MyIdea', () => {
  it('lists every step to edit and archives a published idea', async () => {
    itemServer.item = makeItem({ status: 'published', price: 12000 });
    const { user } = open(`/MyIdea/${IDEA_ID}`);
    expect(await screen.findByText('Published')).toBeVisible();
    expect(screen.getByText('Price: 12,000 Toman')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Elevator pitch' })).toHaveAttribute(
      'href',
      `/ElevatorText?ideaId=${IDEA_ID}&edit=1`,
    );
    expect(screen.getByRole('link', { name: 'Edit competitors' })).toHaveAttribute(
      'href',
      `/compQEdit/${IDEA_ID}?edit=1`,
    );
    expect(screen.getByRole('link', { name: 'Questions' })).toHaveAttribute(
      'href',
      `/question-after/${IDEA_ID}?set=idea&edit=1`,
    );
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Archived')).toBeVisible();
    expect(calls('PATCH', BASE)[0]?.body).toEqual({ status: 'archived' });
    expect(screen.getByRole('button', { name: 'Republish' })).toBeVisible();
  });
});

describe('MyNeed', () => {
  it('shows the budget, which is edited through the questions', async () => {
    itemServer.item = makeItem({
      section: 'need',
      status: 'published',
      price: null,
      negotiable: true,
      active_private_responses: false,
    });
    open(`/MyNeed/${IDEA_ID}`);
    expect(await screen.findByText('Budget: Negotiable')).toBeVisible();
    expect(
      screen.getByText(
        'The budget is your answer to the budget question: change it under Questions.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/^Price/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Idea price' })).toBeNull();
  });
});
