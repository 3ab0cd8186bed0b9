import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListSearch } from './list-search.tsx';

afterEach(cleanup);

describe('ListSearch', () => {
  it('searches the trimmed text on Enter, not while typing', () => {
    const onSearch = vi.fn();
    render(<ListSearch value="" onSearch={onSearch} placeholder="Search" width={300} data-testid="box" />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: '  ore ' } });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenCalledWith('ore');
  });

  it('shows what is searched when the URL changes (Back, a link)', () => {
    const { rerender } = render(
      <ListSearch value="ore" onSearch={() => {}} placeholder="Search" width={300} />,
    );
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'typed, not searched' } });
    rerender(<ListSearch value="coal" onSearch={() => {}} placeholder="Search" width={300} />);
    expect(box).toHaveProperty('value', 'coal');
  });
});
