import type { DaDetail } from '@portledger/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http.ts';
import { i18n } from '../../../lib/i18n.ts';
import { DaEditor } from './da-editor.tsx';
import { daFixture, lineOf } from './da-fixture.ts';
import { TabActions } from './tab-actions.tsx';

/** The agent's submit: what the server would refuse is marked before the confirmation opens. */
function renderSubmit(da: DaDetail, document: 'pda' | 'fda') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <App>
          <DaEditor da={da} document={document} stage="quoted">
            <TabActions />
          </DaEditor>
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const fdaOf = (lines: DaDetail['lines']) =>
  daFixture({ status: 'fda_under_creation', actions: ['fda_draft', 'fda_submit'], lines });

const typeInto = (row: HTMLElement, value: string) =>
  fireEvent.change(within(row).getByTestId('price-input'), { target: { value } });

/** Lets a dialog that should not open have its chance to (antd opens it asynchronously). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en-US');
});
// jsdom renders antd tables and modals slowly, and the test machines are shared.
const SLOW = 120_000;

describe('submitting a PDA or an FDA: checked before the confirmation', () => {
  it(
    'asks for an amount on an empty FDA instead of confirming CNY 0.00',
    async () => {
      const post = vi.spyOn(http, 'post').mockRejectedValue(new Error('stopped in the test'));
      renderSubmit(
        fdaOf([
          lineOf(1, 'Agency fee', { pda_quoted_price: '1000.00', pda_agreed_price: '1000.00' }),
          lineOf(2, 'Pilotage', { pda_quoted_price: '3000.00', pda_agreed_price: '3000.00' }),
        ]),
        'fda',
      );
      fireEvent.click(screen.getByTestId('da-submit'));
      expect(
        await screen.findByText('Enter at least one FDA amount before submitting the FDA.'),
      ).toBeTruthy();
      await settle();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(post).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'asks for a cost item on a PDA without lines',
    async () => {
      renderSubmit(daFixture({ status: 'pda_under_creation', actions: ['pda_draft', 'pda_submit'] }), 'pda');
      fireEvent.click(screen.getByTestId('da-submit'));
      expect(
        await screen.findByText(
          'Add at least one cost item with its quoted price before submitting the PDA.',
        ),
      ).toBeTruthy();
      await settle();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    SLOW,
  );

  it(
    'marks the lines beyond the variance threshold without a reason, then confirms once they are within it',
    async () => {
      renderSubmit(
        fdaOf([
          lineOf(1, 'Agency fee', { pda_quoted_price: '1000.00', pda_agreed_price: '1000.00' }),
          lineOf(2, 'Pilotage', { pda_quoted_price: '3000.00', pda_agreed_price: '3000.00' }),
        ]),
        'fda',
      );
      const [agency, pilotage] = screen.getAllByTestId('da-line');
      typeInto(agency!, '1050');
      typeInto(pilotage!, '9000');
      fireEvent.click(screen.getByTestId('da-submit'));
      expect(
        await screen.findByText('1 line(s) need a variance reason before you submit: see the marked lines.'),
      ).toBeTruthy();
      expect(within(pilotage!).getByTestId('variance-reason-error').textContent).toBe(
        'Choose a variance reason: this line differs from the PDA by more than 10% or is not on it',
      );
      expect(within(agency!).queryByTestId('variance-reason-error')).toBeNull();
      await settle();
      expect(screen.queryByRole('dialog')).toBeNull();

      typeInto(pilotage!, '3100');
      fireEvent.click(screen.getByTestId('da-submit'));
      const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
      expect(dialog.textContent).toContain('Submit FDA PL-2026-000009 for USD 4,150.00?');
    },
    SLOW,
  );

  it(
    'says in the FDA confirmation how many priced lines have no receipt yet, in both languages',
    async () => {
      const receipt = { id: 5, file_url: '/f/5', original_filename: 'agency.pdf' };
      const lines = [
        lineOf(1, 'Agency fee', {
          pda_quoted_price: '1000.00',
          pda_agreed_price: '1000.00',
          fda_quoted_price: '1000.00',
          receipts: [receipt],
        }),
        lineOf(2, 'Pilotage', { pda_quoted_price: '3000.00', fda_quoted_price: '3000.00' }),
        lineOf(3, 'Towage', { pda_quoted_price: '2000.00', fda_quoted_price: '2000.00' }),
        // Nothing charged, nothing to prove.
        lineOf(4, 'Garbage', { pda_quoted_price: '0.00', fda_quoted_price: '0.00' }),
      ];
      renderSubmit(fdaOf(lines), 'fda');
      fireEvent.click(screen.getByTestId('da-submit'));
      let dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
      expect(dialog.textContent).toContain('Submit FDA PL-2026-000009 for USD 6,000.00?');
      expect(within(dialog).getByTestId('da-submit-receipts-missing').textContent).toContain(
        '2 of 3 lines with an amount have no receipt yet.',
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByTestId('da-submit-receipts-missing')).toBeNull(), {
        timeout: 10_000,
      });

      await i18n.changeLanguage('zh-CN');
      fireEvent.click(screen.getByTestId('da-submit'));
      dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
      expect(within(dialog).getByTestId('da-submit-receipts-missing').textContent).toContain(
        '3 条有金额的费用中，有 2 条尚未附收据。',
      );
    },
    SLOW,
  );

  it(
    'says nothing of receipts when every priced FDA line has one',
    async () => {
      const receipt = { id: 5, file_url: '/f/5', original_filename: 'agency.pdf' };
      renderSubmit(
        fdaOf([
          lineOf(1, 'Agency fee', {
            pda_quoted_price: '1000.00',
            pda_agreed_price: '1000.00',
            fda_quoted_price: '1000.00',
            receipts: [receipt],
          }),
        ]),
        'fda',
      );
      fireEvent.click(screen.getByTestId('da-submit'));
      const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
      expect(dialog.textContent).toContain('Submit FDA PL-2026-000009 for USD 1,000.00?');
      expect(within(dialog).queryByTestId('da-submit-receipts-missing')).toBeNull();
    },
    SLOW,
  );
});
