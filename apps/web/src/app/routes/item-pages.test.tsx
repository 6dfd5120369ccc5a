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
    // What the idea can still be given, off the creation's path (issue 32).
    expect(screen.getByRole('region', { name: 'Make your idea stronger' })).toBeVisible();
    Reflect.deleteProperty(navigator, 'share');
  });
});

describe('publishing an idea with every answer public (issue 31)', () => {
  const DIALOG = 'Publish with every answer public?';
  const status = async () =>
    (await app.api<{ status: string }>('GET', `/items/${IDEA_ID}`, owner)).status;

  it('asks first on IdeaShare, and publishes once the creator says so', async () => {
    await patchItem({ price: 12000, private_question_ids: [] });
    app.requests.length = 0;
    const { user } = open(`/IdeaShare/${IDEA_ID}`);
    const dialog = await screen.findByRole('dialog', { name: DIALOG });
    expect(dialog).toHaveTextContent('Anyone can read the whole idea without buying it.');
    expect(calls('PATCH', BASE)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
    await waitFor(() => expect(screen.getByText('Your idea is published.')).toBeVisible());
    expect(calls('PATCH', BASE).map((call) => call.body)).toEqual([
      { status: 'published', all_public_confirmed: true },
    ]);
    expect(await status()).toBe('published');
  });

  it('leads to the private answers instead, leaving the idea a draft', async () => {
    await patchItem({ price: 12000, private_question_ids: [] });
    const { user, router } = open(`/IdeaShare/${IDEA_ID}`);
    const dialog = await screen.findByRole('dialog', { name: DIALOG });
    await user.click(within(dialog).getByRole('button', { name: 'Choose private answers' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/hide-answers/${IDEA_ID}`,
      ),
    );
    expect(
      await screen.findByRole('checkbox', { name: /How does your idea solve/ }),
    ).not.toBeChecked();
    expect(await status()).toBe('draft');
  });

  it('publishes an idea with its answers private by default without asking', async () => {
    await patchItem({ price: 12000 });
    open(`/IdeaShare/${IDEA_ID}`);
    await waitFor(() => expect(screen.getByText('Your idea is published.')).toBeVisible());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('PATCH', BASE)[0]?.body).toEqual({ status: 'published' });
  });

  it('asks on MyIdea too, and the server refuses a publication nobody confirmed', async () => {
    await patchItem({ price: 12000, private_question_ids: [] });
    await expect(patchItem({ status: 'published' })).rejects.toThrow(/409 .*all_answers_public/);
    const { user } = open(`/MyIdea/${IDEA_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: DIALOG });
    await user.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
    await waitFor(() => expect(screen.getByText('Published')).toBeVisible());
    expect(await status()).toBe('published');
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
    // The optional steps, off the creation's path, say what is done and reopen to edit.
    const stronger = screen.getByRole('region', { name: 'Make your idea stronger' });
    expect(within(stronger).getByRole('link', { name: 'Competitors' })).toHaveAttribute(
      'href',
      `/compQEdit/${IDEA_ID}?edit=1`,
    );
    expect(within(stronger).getByTestId('strengthen-comp')).toHaveTextContent('Not yet');
    expect(within(stronger).getByTestId('strengthen-hideAnswers')).toHaveTextContent('Done');
    expect(within(stronger).getByRole('link', { name: 'Business model' })).toHaveAttribute(
      'href',
      `/BusinessText/${IDEA_ID}?edit=1`,
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
