import type { Question } from '@ideabazaar/shared/schemas/questions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

let app: RealApp;
/** Omid runs the marketplace. */
let omid: string;

beforeAll(async () => {
  app = await startRealApp();
  omid = await app.operator(await app.member('omid@example.com', { first_name: 'Omid' }));
});
afterAll(() => app.close());
beforeEach(() => {
  app.signInAs(omid);
  app.requests.length = 0;
});

const SOLUTION = 'How does your idea solve this problem?';
const SOLUTION_FA = 'ایده‌ی شما این مشکل را چگونه حل می‌کند؟';

/** The questions a new idea flow asks a visitor now, in this language. */
async function newFlow(language: 'en' | 'fa' = 'en') {
  const flow = await app.api<{ questions: Question[] }>(
    'POST',
    '/question-before-login',
    undefined,
    { section: 'idea' },
    { 'accept-language': language },
  );
  return flow.questions.map((question) => question.title);
}

async function openBank() {
  const view = { user: userEvent.setup(), ...renderApp(app.routes, '/admin/questions') };
  await screen.findByRole('table', { name: 'Idea' }, { timeout: 10_000 });
  return view;
}
const preview = () => screen.getByTestId('question-preview');

describe('the question bank', () => {
  it('edits a question in both languages beside the flow’s own preview, and a new flow asks it', async () => {
    const { user } = await openBank();
    await user.click(await screen.findByRole('button', { name: `Edit ${SOLUTION}` }));
    const editor = await screen.findByRole('region', { name: 'Edit the question' });
    // The operator starts typing before the preview's chunk has come: the preview, drawn then,
    // leaves the focus (and so the typing) where it is.
    const title = within(editor).getByRole('textbox', { name: 'Question' });
    title.focus();
    // The preview is the flow's QuestionCard (loaded with its chunk): the question as its
    // heading, its Guide button.
    await screen.findByTestId('question-preview', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(within(preview()).getByRole('heading', { name: SOLUTION })).toBeVisible(),
    );
    expect(title).toHaveFocus();
    await user.clear(title);
    await user.type(title, 'How does it work?');
    expect(within(preview()).getByRole('heading', { name: 'How does it work?' })).toBeVisible();
    expect(within(preview()).getByRole('button', { name: 'Guide' })).toBeVisible();

    // In Persian: the Persian texts, the flow's own words in Persian, right to left.
    await user.click(within(editor).getByRole('button', { name: 'Persian' }));
    await waitFor(() =>
      expect(within(preview()).getByRole('heading', { name: SOLUTION_FA })).toBeVisible(),
    );
    expect(preview()).toHaveAttribute('dir', 'rtl');
    expect(within(preview()).getByRole('button', { name: 'راهنما' })).toBeVisible();
    const titleFa = within(editor).getByRole('textbox', { name: 'Question' });
    expect(titleFa).toHaveValue(SOLUTION_FA);
    await user.clear(titleFa);
    await user.type(titleFa, 'چگونه کار می‌کند؟');
    expect(within(preview()).getByRole('heading', { name: 'چگونه کار می‌کند؟' })).toBeVisible();

    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The question is saved.')).toBeVisible();
    expect(await newFlow('en')).toContain('How does it work?');
    expect(await newFlow('fa')).toContain('چگونه کار می‌کند؟');
    expect(await newFlow('en')).not.toContain(SOLUTION);
  });

  it('refuses an empty title in the other language and shows that language', async () => {
    const { user } = await openBank();
    await user.click(
      await screen.findByRole('button', { name: 'Edit Who are your target customers?' }),
    );
    const editor = await screen.findByRole('region', { name: 'Edit the question' });
    await user.click(within(editor).getByRole('button', { name: 'Persian' }));
    await user.clear(within(editor).getByRole('textbox', { name: 'Question' }));
    await user.click(within(editor).getByRole('button', { name: 'English' }));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(editor).getByRole('button', { name: 'Persian' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(within(editor).getByText('Required')).toBeVisible();
    expect(app.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });

  it('moves a question down, retires one (it leaves new flows) and brings it back', async () => {
    const { user } = await openBank();
    const before = await newFlow();
    const customers = 'Who are your target customers?';
    const next = before[before.indexOf(customers) + 1]!;
    await user.click(await screen.findByRole('button', { name: `Move ${customers} down` }));
    await waitFor(async () => {
      const after = await newFlow();
      expect(after.indexOf(customers)).toBe(after.indexOf(next) + 1);
    });
    const table = screen.getByRole('table', { name: 'Idea' });
    await waitFor(() => {
      const rows = within(table)
        .getAllByRole('row')
        .map((row) => row.textContent ?? '');
      expect(rows.findIndex((row) => row.includes(customers))).toBe(
        rows.findIndex((row) => row.includes(next)) + 1,
      );
    });

    await user.click(screen.getByRole('button', { name: `Retire ${customers}` }));
    await waitFor(async () => expect(await newFlow()).not.toContain(customers));
    await user.click(await screen.findByRole('button', { name: `Bring back ${customers}` }));
    await waitFor(async () => expect(await newFlow()).toContain(customers));
    // A question whose answer names the item (its title) is not retired from here.
    expect(
      screen.getByRole('button', { name: 'Retire Idea Title: what do you call your idea?' }),
    ).toBeDisabled();
  });

  // Many fields typed key by key: a slow machine needs more than the usual minute.
  it(
    'adds a multiple-choice question at the end of a set, its options in the preview',
    { timeout: 180_000 },
    async () => {
      const { user } = await openBank();
      await user.click(screen.getByRole('tab', { name: 'Competitors' }));
      await screen.findByRole('table', { name: 'Competitors' });
      await user.click(screen.getByRole('button', { name: 'Add a question' }));
      const editor = await screen.findByRole('region', { name: 'Add a question' });
      await user.type(within(editor).getByRole('textbox', { name: 'Key' }), 'market_size');
      await user.click(within(editor).getByRole('combobox', { name: 'Kind' }));
      await user.click(await screen.findByRole('option', { name: 'Multiple choice' }));
      await user.type(
        within(editor).getByRole('textbox', { name: 'Question' }),
        'How big is the market?',
      );
      await user.click(within(editor).getByRole('button', { name: 'Add an option' }));
      const first = within(editor).getByRole('group', { name: 'Option 1' });
      await user.type(within(first).getByRole('textbox', { name: 'Stored value' }), 'small');
      await user.type(within(first).getByRole('textbox', { name: 'English' }), 'Small');
      await user.type(within(first).getByRole('textbox', { name: 'Persian' }), 'کوچک');
      await user.click(within(editor).getByRole('button', { name: 'Add an option' }));
      const second = within(editor).getByRole('group', { name: 'Option 2' });
      await user.type(within(second).getByRole('textbox', { name: 'Stored value' }), 'large');
      await user.type(within(second).getByRole('textbox', { name: 'English' }), 'Large');
      await user.type(within(second).getByRole('textbox', { name: 'Persian' }), 'بزرگ');
      expect(within(preview()).getByRole('radio', { name: 'Large' })).toBeInTheDocument();
      await user.click(within(editor).getByRole('button', { name: 'Persian' }));
      await user.type(
        within(editor).getByRole('textbox', { name: 'Question' }),
        'بازار چقدر بزرگ است؟',
      );
      await waitFor(() =>
        expect(within(preview()).getByRole('radio', { name: 'بزرگ' })).toBeInTheDocument(),
      );
      await user.click(within(editor).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('The question is saved.')).toBeVisible();
      const table = screen.getByRole('table', { name: 'Competitors' });
      await waitFor(() => {
        const rows = within(table).getAllByRole('row');
        expect(rows.at(-1)).toHaveTextContent('How big is the market?');
      });
      const { questions } = await app.api<{
        questions: { key: string; set: string; options: { value: string }[] }[];
      }>('GET', '/admin/questions', omid);
      expect(questions.find((question) => question.key === 'market_size')).toMatchObject({
        set: 'competitor',
        options: [{ value: 'small' }, { value: 'large' }],
      });
    },
  );

  it('sets whether a question’s answers start private; a title’s never do', async () => {
    const PROTOTYPE = 'Do you have a prototype of your idea?';
    const flowDefault = async () =>
      (
        await app.api<{ questions: Question[] }>('POST', '/question-before-login', undefined, {
          section: 'idea',
        })
      ).questions.find((question) => question.title === PROTOTYPE)?.private_by_default;
    expect(await flowDefault()).toBe(false);
    const { user } = await openBank();
    await user.click(await screen.findByRole('button', { name: `Edit ${PROTOTYPE}` }));
    let editor = await screen.findByRole('region', { name: 'Edit the question' });
    const box = within(editor).getByRole('checkbox', {
      name: 'Answers start private until purchase',
    });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      'For answers that give an idea away. The creator can make each one public on the private-answers step.',
    );
    await user.click(box);
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The question is saved.')).toBeVisible();
    expect(app.requests.find((request) => request.method === 'PATCH')?.body).toMatchObject({
      private_by_default: true,
    });
    expect(await flowDefault()).toBe(true);

    await user.click(
      await screen.findByRole('button', { name: 'Edit Idea Title: what do you call your idea?' }),
    );
    editor = await screen.findByRole('region', { name: 'Edit the question' });
    const fixed = within(editor).getByRole('checkbox', {
      name: 'Answers start private until purchase',
    });
    expect(fixed).toBeDisabled();
    expect(fixed).not.toBeChecked();
    expect(fixed).toHaveAccessibleDescription(/always public at first/);
  });

  it('edits a number question’s bounds, typed grouped in Persian digits, and the preview checks them', async () => {
    const TEAM = 'How many people are on your team, including you?';
    const { user } = await openBank();
    await user.click(screen.getByRole('tab', { name: 'After publishing' }));
    await user.click(await screen.findByRole('button', { name: `Edit ${TEAM}` }));
    const editor = await screen.findByRole('region', { name: 'Edit the question' });
    const largest = within(editor).getByRole('textbox', { name: 'Largest answer' });
    expect(within(editor).getByRole('textbox', { name: 'Smallest answer' })).toHaveValue('1');
    expect(largest).toHaveValue('10000');
    await user.clear(largest);
    await user.type(largest, '۱٬۵۰۰');
    await screen.findByTestId('question-preview', {}, { timeout: 10_000 });
    const answer = await within(preview()).findByRole('textbox', { name: TEAM });
    await user.type(answer, '2000');
    await user.click(within(preview()).getByRole('button', { name: 'Next' }));
    expect(
      await within(preview()).findByText('Please enter a number from 1 to 1,500 people'),
    ).toBeVisible();
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The question is saved.')).toBeVisible();
    expect(app.requests.find((request) => request.method === 'PATCH')?.body).toMatchObject({
      min_value: 1,
      max_value: 1500,
    });
    const { questions } = await app.api<{
      questions: { key: string; max_value: number | null }[];
    }>('GET', '/admin/questions', omid);
    expect(questions.find((question) => question.key === 'team_size')?.max_value).toBe(1500);
  });
});
