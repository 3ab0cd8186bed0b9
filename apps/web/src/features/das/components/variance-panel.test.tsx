import type { DaDetail } from '@portledger/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../lib/i18n.ts';
import { DaEditor } from './da-editor.tsx';
import { daFixture, lineOf } from './da-fixture.ts';
import type { Stage } from './form-values.ts';

function renderPanel(da: DaDetail, stage: Stage | null = null) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <DaEditor da={da} document="fda" stage={stage} />
      </App>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);
const SLOW = 60_000;

describe('the PDA vs FDA variance panel', () => {
  it(
    'writes money as the app does (currency first) and every variance % with 2 decimals',
    async () => {
      renderPanel(
        daFixture({
          status: 'fda_under_approval',
          exchange_rate: '7.20000000',
          lines: [
            lineOf(1, 'Agency fee', {
              pda_quoted_price: '100.00',
              pda_agreed_price: '100.00',
              fda_quoted_price: '90.90',
            }),
            lineOf(2, 'Pilotage', {
              pda_quoted_price: '100.00',
              pda_agreed_price: '100.00',
              fda_quoted_price: '102.17',
            }),
          ],
        }),
      );
      const panel = await screen.findByTestId('variance-panel', {}, { timeout: 15_000 });
      expect(within(panel).getByTestId('variance-headline').textContent).toBe('USD -6.93 (-3.47%)');
      const table = within(panel).getByTestId('variance-table');
      // "-9.10%", not "-9.1%" beside "2.17%".
      expect(within(table).getByText('-9.10%')).toBeTruthy();
      expect(within(table).getByText('2.17%')).toBeTruthy();
      expect(within(table).getByText('-3.47%')).toBeTruthy();
      expect(within(panel).getByTestId('variance-rate-effect-amount').textContent).toMatch(
        /^CNY -?[\d,]+\.\d{2}$/,
      );
      expect(within(panel).getByTestId('variance-rate-effect').textContent).toContain(
        'The FDA at the PDA rate (1 USD = 7.1 CNY): CNY 1,370.80; at the FDA rate (7.2): CNY 1,390.10.',
      );
    },
    SLOW,
  );

  it(
    'shows no variance that falls back to the saved price while a typed agreed price is unreadable',
    async () => {
      renderPanel(
        daFixture({
          actions: ['fda_approve'],
          lines: [
            lineOf(1, 'Agency fee', {
              pda_quoted_price: '100.00',
              pda_agreed_price: '100.00',
              fda_quoted_price: '110.00',
              fda_screened_price: '110.00',
            }),
            lineOf(2, 'Pilotage', {
              pda_quoted_price: '100.00',
              pda_agreed_price: '100.00',
              fda_quoted_price: '100.00',
              fda_screened_price: '100.00',
            }),
          ],
        }),
        'agreed',
      );
      const panel = await screen.findByTestId('variance-panel', {}, { timeout: 15_000 });
      expect(within(panel).getByTestId('variance-headline').textContent).toBe('USD 10.00 (5.00%)');
      fireEvent.change(within(screen.getAllByTestId('da-line')[0]!).getByTestId('price-input'), {
        target: { value: '-90' },
      });
      expect(within(panel).getByTestId('variance-headline').textContent).toBe('-');
      expect(within(panel).getByTestId('variance-total').textContent).toBe('-');
      // The other category's figures stand.
      expect(
        within(panel)
          .getAllByTestId('variance-category')
          .map((cell) => cell.textContent),
      ).toEqual(['-', '0.00']);
    },
    SLOW,
  );
});
