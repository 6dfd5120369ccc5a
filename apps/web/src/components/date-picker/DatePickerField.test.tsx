import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@ideabazaar/shared/i18n/language';
import { initialState, useClientState } from '@/lib/client-state';
import { i18n } from '@/lib/i18n';
import { DatePickerField } from './DatePickerField';

function Harness(props: { initial: string | null; onChange: (value: string | null) => void }) {
  const [value, setValue] = useState(props.initial);
  return (
    <DatePickerField
      label="From"
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

function open(initial: string | null) {
  const onChange = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <Harness initial={initial} onChange={onChange} />
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), onChange, field: screen.getByRole('textbox') };
}

function setWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    window.dispatchEvent(new Event('resize'));
  });
}

function switchLanguage(language: Language) {
  useClientState.setState({ language });
  act(() => void i18n.changeLanguage(language));
}

beforeEach(() => {
  useClientState.setState({ ...initialState });
  switchLanguage('en');
  setWidth(1024);
});
afterEach(() => setWidth(1024));

describe('the date picker in Persian', () => {
  beforeEach(() => switchLanguage('fa'));

  it('shows the value as a Jalali date with Persian digits and cannot be typed in', async () => {
    const { user, field, onChange } = open('2024-03-20 09:05');
    expect(field).toHaveValue('۱۴۰۳-۰۱-۰۱');
    expect(field).toHaveAttribute('readonly');
    await user.type(field, '1399');
    expect(field).toHaveValue('۱۴۰۳-۰۱-۰۱');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows Jalali months from Saturday, lists 150 years from 1300, and waits for OK', async () => {
    const { user, field, onChange } = open(null);
    await user.click(field);
    const picker = await screen.findByTestId('date-picker-popover');
    expect(within(picker).getByTestId('date-picker-selected')).toHaveTextContent(
      'تاریخ را انتخاب کنید',
    );
    await user.click(within(picker).getByRole('button', { name: 'انتخاب سال' }));
    const years = within(picker).getAllByRole('option');
    expect(years).toHaveLength(150);
    expect(years[0]).toHaveTextContent('۱۳۰۰');
    expect(years.at(-1)).toHaveTextContent('۱۴۴۹');
    await user.click(within(picker).getByRole('option', { name: '۱۴۰۲' }));
    // Back in the days of the month shown, now in 1402.
    const month = within(picker).getByTestId('date-picker-month');
    expect(month.textContent).toMatch(/ ۱۴۰۲$/);
    while (!month.textContent?.startsWith('فروردین')) {
      await user.click(within(picker).getByRole('button', { name: 'ماه قبل' }));
    }
    expect(month).toHaveTextContent('فروردین ۱۴۰۲');
    expect(within(picker).getByText('ش')).toBeVisible();
    // Farvardin 1402 begins on a Tuesday: three blanks after Saturday, Sunday and Monday.
    const grid = within(picker).getByTestId('day-grid');
    expect(grid.children[3]).toHaveAccessibleName('۱۴۰۲-۰۱-۰۱');

    await user.click(within(picker).getByRole('button', { name: '۱۴۰۲-۰۱-۱۰' }));
    expect(within(picker).getByTestId('date-picker-selected')).toHaveTextContent('۱۴۰۲-۰۱-۱۰');
    // Auto-submit is off: picking a day changes nothing until OK.
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(picker).getByRole('combobox', { name: 'دقیقه' }));
    const minutes = await screen.findAllByRole('option');
    expect(minutes).toHaveLength(60);
    await user.click(screen.getByRole('option', { name: '۰۷' }));
    await user.click(within(picker).getByRole('button', { name: 'تأیید' }));
    expect(onChange).toHaveBeenCalledWith('2023-03-30 00:07');
    expect(field).toHaveValue('۱۴۰۲-۰۱-۱۰');
  });
});

describe('the date picker in English', () => {
  it('shows Gregorian months from Sunday and clears the value', async () => {
    const { user, field, onChange } = open('2024-03-20 09:05');
    expect(field).toHaveValue('2024-03-20');
    await user.click(field);
    const picker = await screen.findByTestId('date-picker-popover');
    expect(within(picker).getByTestId('date-picker-month')).toHaveTextContent('March 2024');
    // March 2024 begins on a Friday: five blanks after Sunday.
    expect(within(picker).getByTestId('day-grid').children[5]).toHaveAccessibleName('2024-03-01');
    await user.click(within(picker).getByRole('button', { name: 'Next month' }));
    expect(within(picker).getByTestId('date-picker-month')).toHaveTextContent('April 2024');
    await user.click(within(picker).getByRole('button', { name: '2024-04-02' }));
    await user.click(within(picker).getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveValue('2024-03-20');
    await user.click(screen.getByRole('button', { name: 'Clear From' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(field).toHaveValue('');
  });
});

describe('where the picker opens', () => {
  it('is a popover in a window wider than 480 px and a full-screen dialog otherwise', async () => {
    setWidth(480);
    const { user, field } = open(null);
    await user.click(field);
    const dialog = await screen.findByTestId('date-picker-dialog');
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    expect(screen.queryByTestId('date-picker-popover')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    setWidth(481);
    await user.click(field);
    await waitFor(() => expect(screen.getByTestId('date-picker-popover')).toBeVisible());
    expect(screen.queryByTestId('date-picker-dialog')).toBeNull();
  });
});
