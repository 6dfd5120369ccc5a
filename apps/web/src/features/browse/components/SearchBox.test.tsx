import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';

const box = (value: string, onSearch: (text: string) => void) => (
  <SearchBox value={value} label="Search" placeholder="" onSearch={onSearch} />
);

describe('the search box', () => {
  it('keeps what was typed while the words before it come back as the query', async () => {
    const onSearch = vi.fn();
    const { rerender } = render(box('', onSearch));
    const field = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(field, { target: { value: 'lun' } });
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('lun'));
    // A letter typed before the page has the query 'lun' the box asked for.
    fireEvent.change(field, { target: { value: 'lunc' } });
    rerender(box('lun', onSearch));
    expect(field).toHaveValue('lunc');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('lunc'));
  });

  it('shows a query changed elsewhere, in place of what was typed', () => {
    const onSearch = vi.fn();
    const { rerender } = render(box('lunch', onSearch));
    const field = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(field, { target: { value: 'lunch box' } });
    // A chip removed: the query is now empty.
    rerender(box('', onSearch));
    expect(field).toHaveValue('');
  });
});
