import type { Language } from '@ideabazaar/shared/i18n/language';
import { questionSchema, type Question } from '@ideabazaar/shared/schemas/questions';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { initialState, useClientState } from '@/lib/client-state';
import { i18n } from '@/lib/i18n';
import { NumberAnswer } from './NumberAnswer';

// The number answer with questions as the server sends them (the seeded bank's bounds and units,
// read through the shared schema), in both languages.
function switchLanguage(language: Language) {
  useClientState.setState({ language });
  act(() => void i18n.changeLanguage(language));
}

beforeEach(() => {
  useClientState.setState({ ...initialState });
  switchLanguage('en');
});

const question = (fields: Partial<Question>): Question =>
  questionSchema.parse({
    id: 7,
    kind: 'single-textual',
    title: 'How many people are on your team?',
    guide: '',
    placeholder: '',
    options: [],
    unit: 'people',
    max_length: 500,
    ...fields,
  });
const team = (unit = 'people') => question({ unit, min_value: 1, max_value: 10_000 });
const money = (unit = 'Toman') =>
  question({
    title: 'How much investment is needed?',
    unit,
    min_value: 0,
    max_value: 10_000_000_000_000,
  });

function show(asked: Question) {
  const answers: string[] = [];
  renderApp(
    [
      {
        path: '/',
        element: <NumberAnswer question={asked} initial="" onAnswer={(a) => answers.push(a)} />,
      },
    ],
    '/',
  );
  const field = screen.getByRole('textbox', { name: asked.title });
  return { answers, field, user: userEvent.setup() };
}

describe('a number answer', () => {
  it('refuses a team of 15,000,000 before sending, naming the bounds', async () => {
    const { answers, field, user } = show(team());
    await user.type(field, '15000000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please enter a number from 1 to 10,000 people')).toBeVisible();
    expect(answers).toEqual([]);
    await user.clear(field);
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(answers).toEqual(['12']);
  });

  it('says it in Persian, with Persian digits grouped, and reads Persian digits', async () => {
    switchLanguage('fa');
    const { answers, field, user } = show(team('نفر'));
    await user.type(field, '۰');
    await user.click(screen.getByRole('button', { name: 'بعدی' }));
    expect(screen.getByText('لطفاً عددی از ۱ تا ۱۰٬۰۰۰ نفر وارد کنید')).toBeVisible();
    await user.clear(field);
    await user.type(field, '۱۲');
    await user.click(screen.getByRole('button', { name: 'بعدی' }));
    expect(answers).toEqual(['12']);
  });

  it.each(['-3', '2.5', '1e4'])('refuses %j as no number', async (typed) => {
    const { answers, field, user } = show(team());
    await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please enter numbers only!!')).toBeVisible();
    expect(answers).toEqual([]);
  });

  it('takes an amount grouped with either separator and reads it back grouped', async () => {
    const { answers, field, user } = show(money());
    await user.type(field, '350,000,000');
    expect(screen.getByText('350,000,000 Toman')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(answers).toEqual(['350000000']);
  });

  it('reads an amount back in Persian words', async () => {
    switchLanguage('fa');
    const { answers, field, user } = show(money('تومان'));
    await user.type(field, '۳۵۰٬۰۰۰٬۰۰۰');
    expect(screen.getByText('۳۵۰٬۰۰۰٬۰۰۰ تومان: سیصد و پنجاه میلیون تومان')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'بعدی' }));
    expect(answers).toEqual(['350000000']);
  });
});
