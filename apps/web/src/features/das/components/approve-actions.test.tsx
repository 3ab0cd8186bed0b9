import type { DaDetail } from '@portledger/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { http } from '../../../lib/http.ts';
import { ApproveActions } from './approve-actions.tsx';
import { DaEditor } from './da-editor.tsx';
import { daFixture, lineOf } from './da-fixture.ts';
import type { Stage } from './form-values.ts';
import { TabActions } from './tab-actions.tsx';

function renderEditor(da: DaDetail, document: 'pda' | 'fda', stage: Stage, actions: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <App>
          <DaEditor da={da} document={document} stage={stage}>
            {actions}
          </DaEditor>
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A $250,000 FDA screened at its quotes, waiting for the principal's agreed prices. */
const fda = daFixture({
  actions: ['fda_approve', 'fda_decline'],
  lines: [
    lineOf(1, 'Agency fee', {
      pda_quoted_price: '50000.00',
      pda_agreed_price: '50000.00',
      fda_quoted_price: '50000.00',
      fda_screened_price: '50000.00',
    }),
    lineOf(2, 'Pilotage', {
      pda_quoted_price: '200000.00',
      pda_agreed_price: '200000.00',
      fda_quoted_price: '200000.00',
      fda_screened_price: '200000.00',
    }),
  ],
});

const typeInto = (row: HTMLElement, value: string) =>
  fireEvent.change(within(row).getByTestId('price-input'), { target: { value } });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
// jsdom renders antd tables and modals slowly, and the test machines are shared.
const SLOW = 120_000;

describe('approving a DA: validate first, then confirm', () => {
  it(
    'flags a negative or too-long agreed price on its line, shows no total without it, and opens no dialog',
    async () => {
      const post = vi.spyOn(http, 'post').mockRejectedValue(new Error('stopped in the test'));
      renderEditor(fda, 'fda', 'agreed', <ApproveActions document="fda" />);
      const [, pilotage] = screen.getAllByTestId('da-line');
      expect(screen.getByTestId('total-agreed').textContent).toBe('250,000.00');

      typeInto(pilotage!, '-500');
      // Marked as typed, and no total that quietly takes the screened price instead.
      expect(within(pilotage!).getByTestId('line-error').textContent).toBe(
        'Enter an amount of 0 or more with at most 2 decimals',
      );
      expect(screen.getByTestId('total-agreed').textContent).toBe('-');
      expect(screen.getByTestId('total-savings').textContent).toBe('-');
      expect(screen.getByTestId('totals-unreadable').textContent).toContain(
        'Typed prices that cannot be read: 1',
      );

      fireEvent.click(screen.getByTestId('da-approve'));
      expect(await screen.findByText('Some prices need attention: see the marked lines.')).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();

      typeInto(pilotage!, '12345678901234567');
      expect(within(pilotage!).getByTestId('line-error')).toBeTruthy();
      expect(screen.getByTestId('total-agreed').textContent).toBe('-');
      fireEvent.click(screen.getByTestId('da-approve'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(post).not.toHaveBeenCalled();

      // Corrected: the dialog states the exact total that is sent.
      typeInto(pilotage!, '199999.99');
      expect(within(pilotage!).queryByTestId('line-error')).toBeNull();
      expect(screen.getByTestId('total-agreed').textContent).toBe('249,999.99');
      fireEvent.click(screen.getByTestId('da-approve'));
      const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
      expect(dialog.textContent).toContain('Approve FDA PL-2026-000009 for USD 249,999.99?');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
      await waitFor(() => expect(post).toHaveBeenCalled(), { timeout: 10_000 });
      const [path, body] = post.mock.calls[0]!;
      expect(path).toBe('/das/1/fda_approve');
      expect(body).toEqual({
        lock_version: 4,
        cost_items_attributes: [{ id: 2, fda_agreed_price: '199999.99' }],
      });
    },
    SLOW,
  );

  it(
    'shows no prefunding amount on a PDA while an agreed price is unreadable',
    () => {
      const pda = daFixture({
        status: 'pda_under_approval',
        actions: ['pda_approve'],
        prefunding_agreed_percent: '50.00',
        lines: [
          lineOf(1, 'Agency fee', { pda_quoted_price: '1000.00', pda_screened_price: '900.00' }),
          lineOf(2, 'Pilotage', { pda_quoted_price: '3000.00', pda_screened_price: '3000.00' }),
        ],
      });
      renderEditor(pda, 'pda', 'agreed', <ApproveActions document="pda" />);
      expect(screen.getByTestId('prefunding-preview').textContent).toBe('1,950.00');
      typeInto(screen.getAllByTestId('da-line')[0]!, '-1');
      // Not 50% of the quoted total (the old fallback when the agreed total was missing).
      expect(screen.getByTestId('prefunding-preview').textContent).toBe('-');
    },
    SLOW,
  );

  it(
    "checks the agent's prices before the submit dialog states the PDA's total",
    async () => {
      const pda = daFixture({
        status: 'pda_under_creation',
        actions: ['pda_draft', 'pda_submit'],
        lines: [
          lineOf(1, 'Agency fee', { pda_quoted_price: '1000.00' }),
          lineOf(2, 'Pilotage', { pda_quoted_price: '3000.00' }),
        ],
      });
      renderEditor(pda, 'pda', 'quoted', <TabActions />);
      const [agency] = screen.getAllByTestId('da-line');
      typeInto(agency!, '1000.005');
      expect(screen.getByTestId('total-quoted').textContent).toBe('-');
      fireEvent.click(screen.getByTestId('da-submit'));
      expect(await screen.findByText('Some prices need attention: see the marked lines.')).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    SLOW,
  );
});
