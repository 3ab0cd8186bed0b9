import type { DaDetail } from '@portledger/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../lib/i18n.ts';
import { DaEditor } from './da-editor.tsx';
import { daFixture, lineOf } from './da-fixture.ts';
import type { Stage } from './form-values.ts';

const daWith = (count: number, extra: Partial<DaDetail> = {}): DaDetail =>
  daFixture({
    status: 'fda_under_creation',
    status_label: 'FDA Under Creation',
    principal_currency: 'USD',
    exchange_rate: '1.00000000',
    pda_exchange_rate: '1.00000000',
    prefunding_agreed_percent: '50.00',
    prefunding_amount: '100.00',
    lines: Array.from({ length: count }, (_, i) =>
      lineOf(i + 1, `Item ${i + 1}`, {
        pda_quoted_price: '100.00',
        pda_screened_price: '90.00',
        pda_agreed_price: '90.00',
        pda_savings: '10.00',
      }),
    ),
    actions: ['fda_draft', 'fda_submit'],
    ...extra,
  });

function renderEditor(da: DaDetail, document: 'pda' | 'fda', stage: Stage | null) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <DaEditor da={da} document={document} stage={stage} />
      </App>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);
// jsdom renders antd tables slowly, and the test machines are shared.
const SLOW = 60_000;

describe('the cost-items editor', () => {
  it(
    'shows the FDA beside the PDA agreed price with the variance, and totals as the agent types',
    () => {
      renderEditor(daWith(2), 'fda', 'quoted');
      const [first, second] = screen.getAllByTestId('da-line');
      fireEvent.change(within(first!).getByTestId('price-input'), { target: { value: '95.5' } });
      fireEvent.change(within(second!).getByTestId('price-input'), { target: { value: '80' } });
      expect(within(first!).getByText('5.50')).toBeTruthy();
      expect(within(second!).getByText('-10.00')).toBeTruthy();
      expect(screen.getByTestId('total-quoted').textContent).toBe('175.50');
      expect(screen.getByTestId('total-agency').textContent).toBe('95.50');
      expect(screen.getByTestId('total-port-costs').textContent).toBe('80.00');
      // Receipts per line while the agent prepares the FDA.
      expect(within(first!).getByTestId('line-receipts')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'keeps a 200-line DA responsive: typing updates the totals without rebuilding the rows',
    () => {
      renderEditor(
        daWith(200, { status: 'pda_under_creation', actions: ['pda_draft', 'pda_submit'] }),
        'pda',
        'quoted',
      );
      const rows = screen.getAllByTestId('da-line');
      expect(rows).toHaveLength(200);
      expect(screen.getByTestId('total-quoted').textContent).toBe('20,000.00');
      const input = within(rows[150]!).getByTestId('price-input');
      fireEvent.change(input, { target: { value: '100.01' } });
      expect(screen.getByTestId('total-quoted').textContent).toBe('20,000.01');
      // The same row elements stay mounted: only the edited cell and the totals re-rendered.
      expect(screen.getAllByTestId('da-line')[150]).toBe(rows[150]);
    },
    SLOW,
  );

  it(
    'marks an unreadable amount on its line',
    () => {
      renderEditor(daWith(1, { status: 'pda_under_creation', actions: ['pda_draft'] }), 'pda', 'quoted');
      fireEvent.change(screen.getByTestId('price-input'), { target: { value: '12,5' } });
      expect(screen.getByTestId('line-error').textContent).toBe(
        'Enter an amount of 0 or more with at most 2 decimals',
      );
      // No total that leaves the line out: a dash, and the reason under the totals.
      expect(screen.getByTestId('total-quoted').textContent).toBe('-');
      expect(screen.getAllByTestId('category-subtotal')[0]!.textContent).toBe('-');
      expect(screen.getByTestId('totals-unreadable')).toBeTruthy();
      fireEvent.change(screen.getByTestId('price-input'), { target: { value: '12.5' } });
      expect(screen.queryByTestId('line-error')).toBeNull();
      expect(screen.getByTestId('total-quoted').textContent).toBe('12.50');
    },
    SLOW,
  );
});
