import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRealApp, titled, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

const NOT_ALLOWED =
  'This type of file is not allowed. Use PDF, an image, a Word, Excel or PowerPoint file, MP3 or MP4.';
let app: RealApp;
let owner: string;
/** The owner's idea of the test at hand, a draft unless the test publishes it. */
let IDEA_ID: string;
let BASE: string;

beforeAll(async () => {
  app = await startRealApp();
  owner = await app.member('owner@example.com', { first_name: 'Sara' });
});
afterAll(() => app.close());
beforeEach(async () => {
  IDEA_ID = await app.item(owner, { text: titled('Lunch for offices'), publish: false });
  BASE = `/api/items/${IDEA_ID}`;
  app.requests.length = 0;
  app.signInAs(owner);
});

const calls = (method: string, url: string) =>
  app.requests.filter((request) => request.method === method && request.url.startsWith(url));
const patchItem = (patch: object) => app.api('PATCH', `/items/${IDEA_ID}`, owner, patch);
const shareUrl = async () =>
  (await app.api<{ share_url: string }>('GET', `/items/${IDEA_ID}`, owner)).share_url;
function open(at: string) {
  return { user: userEvent.setup(), ...renderApp(app.routes, at) };
}

describe('AbstractFiles', () => {
  it('sends a file with a progress bar, then lists it', async () => {
    const { user } = open(`/abstract-files/${IDEA_ID}`);
    const input = await screen.findByLabelText('Choose files');
    await user.upload(input, new File(['%PDF-1.4 plan'], 'plan.pdf', { type: 'application/pdf' }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading plan.pdf' });
    // The bar reaches the end once the whole file is sent, before the server's answer lists it.
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    const list = await screen.findByRole('list', { name: 'Files' });
    expect(within(list).getByText('plan.pdf')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Uploading plan.pdf' })).toBeNull(),
    );
    const upload = calls('POST', `${BASE}/files`)[0];
    expect(upload?.url).toBe(`${BASE}/files?purpose=abstract&visibility=private`);
    const received = app.wire.find((request) => request.url === upload?.url);
    expect(received?.headers.authorization).toBe(`Bearer ${owner}`);
    expect(received?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.body).toEqual({ file: 'plan.pdf' });
  });

  it("shows the server's refusal of a file type beside the file", async () => {
    // A program named like a PDF: the server recognises files by their content.
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
    await waitFor(() => expect(screen.getByText('A file can be at most 20 MB')).toBeVisible());
    expect(calls('POST', `${BASE}/files`)).toHaveLength(0);
  });
});

describe('IdeaShare', () => {
  it('publishes the draft and offers the link, Copy, the share sheet and a QR code', async () => {
    await patchItem({ price: 12000 });
    const link = await shareUrl();
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = open(`/IdeaShare/${IDEA_ID}`);
    await waitFor(() => expect(screen.getByText('Your idea is published.')).toBeVisible());
    expect(calls('PATCH', BASE)[0]?.body).toEqual({ status: 'published' });
    expect(screen.getByRole('textbox', { name: 'Public link' })).toHaveValue(link);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByText('Link copied')).toBeVisible());
    await expect(navigator.clipboard.readText()).resolves.toBe(link);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: link }));
    const qr = screen.getByRole('img', { name: 'QR code of the public link' });
    expect(qr).toHaveAttribute('data-qr-text', link);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    Reflect.deleteProperty(navigator, 'share');
  });
});

describe('MyIdea', () => {
  it('lists every step to edit and archives a published idea', async () => {
    await patchItem({ status: 'published', price: 12000 });
    const { user } = open(`/MyIdea/${IDEA_ID}`);
    await waitFor(() => expect(screen.getByText('Published')).toBeVisible());
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
    await waitFor(() => expect(screen.getByText('Archived')).toBeVisible());
    expect(calls('PATCH', BASE)[0]?.body).toEqual({ status: 'archived' });
    expect(screen.getByRole('button', { name: 'Republish' })).toBeVisible();
  });
});

describe('MyNeed', () => {
  it('shows the budget, which is edited through the questions', async () => {
    // A budget of 0 with the checkbox is how the flow answers 'Negotiable' (seed section 4).
    IDEA_ID = await app.item(owner, {
      section: 'need',
      text: titled('A need of mine'),
      number: '0',
      publish: {},
    });
    open(`/MyNeed/${IDEA_ID}`);
    await waitFor(() => expect(screen.getByText('Budget: Negotiable')).toBeVisible());
    expect(
      screen.getByText(
        'The budget is your answer to the budget question: change it under Questions.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/^Price/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Idea price' })).toBeNull();
  });
});
