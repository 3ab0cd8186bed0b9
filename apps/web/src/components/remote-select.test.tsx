import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n.ts';
import { apiAnswer } from '../test/fixtures.ts';
import { DEBOUNCE, portDetail, RemoteSelect, vesselDetail } from './remote-select.tsx';

const calls: URL[] = [];
let rows: { id: number; name: string; [field: string]: unknown }[] = [];
const cities = [
  { id: 1, name: 'Harbin' },
  { id: 2, name: 'Hamburg' },
];

beforeEach(() => {
  calls.length = 0;
  rows = cities;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      calls.push(url);
      const term = url.searchParams.get('name_i_cont')?.toLowerCase() ?? '';
      const objects = rows.filter((row) => row.name.toLowerCase().includes(term));
      return apiAnswer({ objects });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderSelect(props: Partial<Parameters<typeof RemoteSelect>[0]> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RemoteSelect path="/ports/option" params={{ country_id_eq: 3 }} data-testid="port" {...props} />
    </QueryClientProvider>,
  );
}

const searches = () => calls.filter((url) => url.searchParams.has('name_i_cont'));

// antd renders slowly in jsdom on a busy machine; the debounce itself is timed with fake timers.
describe('RemoteSelect', { timeout: 20_000 }, () => {
  it('asks the server once, DEBOUNCE ms after the last keystroke, with the fixed params', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSelect();
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    expect(await screen.findByText('Hamburg')).toBeTruthy();
    for (const text of ['h', 'ha', 'har']) {
      fireEvent.change(input, { target: { value: text } });
      await act(async () => vi.advanceTimersByTime(DEBOUNCE / 4));
    }
    expect(searches()).toHaveLength(0);
    // The unfiltered answer is not shown as if it matched what is being typed.
    expect(screen.queryByText('Hamburg')).toBeNull();
    await act(async () => vi.advanceTimersByTime(DEBOUNCE));
    await waitFor(() => expect(searches()).toHaveLength(1));
    const url = searches()[0] as URL;
    expect(url.pathname).toMatch(/\/ports\/option$/);
    expect(url.searchParams.get('name_i_cont')).toBe('har');
    expect(url.searchParams.get('country_id_eq')).toBe('3');
    expect(await screen.findByText('Harbin')).toBeTruthy();
    expect(screen.queryByText('Hamburg')).toBeNull();
  });

  it('shows the initial option before any search and reports the picked id', async () => {
    const onChange = vi.fn();
    renderSelect({ value: 9, initialOption: { id: 9, name: 'Qingdao' }, onChange });
    expect(screen.getByText('Qingdao')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('Hamburg'));
    expect(onChange).toHaveBeenCalledWith(2, { id: 2, name: 'Hamburg' });
  });

  it('says so when nothing matches', async () => {
    renderSelect();
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(await screen.findByText('No match found', {}, { timeout: DEBOUNCE * 3 })).toBeTruthy();
  });

  it('tells two ports of the same name apart by their UN/LOCODE, in the list and once picked', async () => {
    rows = [
      { id: 340, name: 'Shanghai', unlocode: 'CNSGH', country_code: 'CN' },
      { id: 341, name: 'Shanghai', unlocode: 'CNSHA', country_code: 'CN' },
    ];
    const onChange = vi.fn();
    function Form() {
      const [value, setValue] = useState<number | null>(null);
      return (
        <RemoteSelect
          path="/ports/option"
          data-testid="port"
          detail={portDetail}
          value={value}
          onChange={(id, option) => {
            setValue(id);
            onChange(id, option);
          }}
        />
      );
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Form />
      </QueryClientProvider>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const option = await screen.findByText('CNSHA');
    expect(screen.getByText('CNSGH')).toBeTruthy();
    fireEvent.click(option);
    // The select reports the port itself (its name without the code) and shows which one it is.
    expect(onChange).toHaveBeenCalledWith(341, { id: 341, name: 'Shanghai' });
    await waitFor(() => expect(screen.getByTestId('port').textContent).toContain('Shanghai CNSHA'));
    expect(screen.getByTestId('port').textContent).not.toContain('CNSGH');
  });

  it('describes a vessel by its IMO number, and a row without one by its name alone', () => {
    expect(vesselDetail({ id: 1, name: 'Jade Star', imo: '9234567' })).toBe('IMO 9234567');
    expect(vesselDetail({ id: 1, name: 'Jade Star', imo: '' })).toBeUndefined();
    expect(portDetail({ id: 1, name: 'Harbin' })).toBeUndefined();
  });
});
