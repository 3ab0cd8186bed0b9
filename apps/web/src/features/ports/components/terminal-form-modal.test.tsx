import type { TerminalItem } from '@portledger/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { i18n } from '../../../lib/i18n.ts';
import { TerminalFormModal } from './terminal-form-modal.tsx';

const terminal: TerminalItem = {
  id: 7,
  port: { id: 3, name: 'Rotterdam', unlocode: 'NLRTM' },
  name: 'ECT Delta Terminal',
  terminal_type: null,
  information: 'Depth 16.6 m.',
  lock_version: 2,
  updated_at: '2026-11-23T10:00:00.000Z',
};

let answer: { status: number; body: unknown };
const sent: { method: string; url: string; body: unknown }[] = [];

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      sent.push({
        method: init.method ?? 'GET',
        url: input,
        body: init.body && JSON.parse(String(init.body)),
      });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderModal(props: Partial<Parameters<typeof TerminalFormModal>[0]> = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <TerminalFormModal open port={{ id: 3, name: 'Rotterdam' }} onClose={() => {}} {...props} />
      </App>
    </QueryClientProvider>,
  );
}

// antd renders slowly in jsdom on a busy machine.
describe('TerminalFormModal', { timeout: 60_000 }, () => {
  it('puts the server field error of a duplicate name on the name field', async () => {
    answer = {
      status: 422,
      body: {
        code: 422,
        msg: 'This port already has a terminal with this name.',
        data: { errors: [{ field: 'name', message: 'This port already has a terminal with this name.' }] },
      },
    };
    renderModal();
    fireEvent.change(screen.getByLabelText('Terminal name'), { target: { value: 'ECT Delta Terminal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      body: { port_id: 3, name: 'ECT Delta Terminal', terminal_type_id: null, information: null },
    });
    const field = await screen.findAllByText(
      'This port already has a terminal with this name.',
      {},
      { timeout: 10_000 },
    );
    expect(field.some((node) => node.closest('.ant-form-item'))).toBe(true);
  });

  it('checks the name before asking the server', async () => {
    renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Terminal name is required', {}, { timeout: 10_000 })).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('sends the lock_version it read and explains a conflict', async () => {
    answer = {
      status: 409,
      body: { code: 409, msg: 'Someone else changed this record. Reload it and try again.', data: null },
    };
    renderModal({ terminal });
    expect((screen.getByLabelText('Terminal name') as HTMLInputElement).value).toBe('ECT Delta Terminal');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Saving changes asks first.
    await screen.findAllByText('Save the changes to terminal ECT Delta Terminal?', {}, { timeout: 10_000 });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' }).at(-1)!);
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
    expect(sent[0]).toMatchObject({ method: 'PUT', body: { lock_version: 2, name: 'ECT Delta Terminal' } });
    expect(
      await screen.findByText(
        /Someone else changed this terminal while you were editing/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });
});
