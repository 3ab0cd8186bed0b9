import type { DaDetail, ScreeningReport } from '@portledger/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { http } from '../../../lib/http.ts';
import { daKeys } from '../api/keys.ts';
import { DaEditor } from './da-editor.tsx';
import { daFixture, lineOf } from './da-fixture.ts';
import type { Stage } from './form-values.ts';
import { TabActions } from './tab-actions.tsx';

const da = (extra: Partial<DaDetail>): DaDetail =>
  daFixture({
    status: 'pda_under_screening',
    status_label: 'PDA Under Screening',
    lines: [
      lineOf(1, 'Agency fee', { pda_quoted_price: '1000.00' }),
      lineOf(2, 'Pilotage', { pda_quoted_price: '1000.00' }),
    ],
    actions: ['pda_submit_screening'],
    ...extra,
  });

const report = {
  da_id: 1,
  document: 'pda',
  currency: 'USD',
  window: { from: '2024-11-25', to: '2026-11-25' },
  exchange_rate: null,
  flags: [],
  lines: [
    { line_id: 1, cost_item_id: 101, price: '1000.00', evidence: null, flags: [], suggested_reason: null },
    {
      line_id: 2,
      cost_item_id: 102,
      price: '1000.00',
      evidence: {
        level: 'port',
        samples: 9,
        p25: '700.00',
        median: '812.35',
        p75: '900.00',
        per_gt: true,
        gt_range: null,
      },
      flags: [{ code: 'above_tariff', severity: 'medium', message: '11% above the 75th percentile' }],
      suggested_reason: 'tariff_deviation',
    },
  ],
  settings: { min_samples: 5 },
} as unknown as ScreeningReport;

function renderEditor(detail: DaDetail, document: 'pda' | 'fda', stage: Stage | null, screening = false) {
  const client = new QueryClient();
  client.setQueryData(daKeys.screening(detail.id, document, detail.lock_version), report);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>
          <DaEditor da={detail} document={document} stage={stage} screening={screening}>
            <TabActions />
          </DaEditor>
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The body the form sends: the request is stopped there (the answer does not matter here). */
function captureBodies() {
  return vi.spyOn(http, 'post').mockRejectedValue(new Error('stopped in the test'));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
// jsdom renders antd tables, selects and popovers slowly, and the test machines are shared.
const SLOW = 120_000;

describe('the screening assistant in the editor (issue 10)', () => {
  it(
    'shows evidence and flags, applies the median in one click and sends it with its reason',
    async () => {
      const post = captureBodies();
      renderEditor(da({}), 'pda', 'screened', true);
      const alert = await screen.findByTestId('screening-summary-alert', {}, { timeout: 15_000 });
      expect(alert.textContent).toContain('flagged 1 of 2 lines');
      const [agency, pilotage] = screen.getAllByTestId('da-line');
      expect(within(agency!).getByTestId('evidence-none').textContent).toBe('No history');
      expect(within(pilotage!).getByTestId('line-flag').textContent).toContain('above the 75th');
      fireEvent.click(within(pilotage!).getByTestId('use-median'));
      expect((within(pilotage!).getByTestId('price-input') as HTMLInputElement).value).toBe('812.35');
      expect(within(pilotage!).getByTestId('screening-reason').textContent).toContain('Tariff deviation');
      // A price cut without the median: negotiation, as nothing was flagged.
      fireEvent.change(within(agency!).getByTestId('price-input'), { target: { value: '950' } });
      expect(within(agency!).getByTestId('screening-reason').textContent).toContain('Negotiation');
      fireEvent.change(screen.getByTestId('screening-summary'), { target: { value: 'Pilotage at median' } });
      fireEvent.click(screen.getByTestId('da-submit-screening'));
      const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Submit screened PDA' }));
      await waitFor(() => expect(post).toHaveBeenCalled(), { timeout: 10_000 });
      const [path, body] = post.mock.calls[0]!;
      expect(path).toBe('/das/1/pda_submit_screening');
      expect(body).toMatchObject({
        lock_version: 4,
        screening_summary: 'Pilotage at median',
        cost_items_attributes: [
          { id: 1, pda_screened_price: '950.00', pda_screening_reason: 'negotiation' },
          { id: 2, pda_screened_price: '812.35', pda_screening_reason: 'tariff_deviation' },
        ],
      });
    },
    SLOW,
  );

  it(
    "sends the agent's own exchange rate with the draft, and null once cleared",
    async () => {
      const post = captureBodies();
      renderEditor(da({ status: 'pda_under_creation', actions: ['pda_draft'] }), 'pda', 'quoted');
      const rate = screen.getByTestId('agent-exchange-rate');
      fireEvent.change(rate, { target: { value: '7.1234' } });
      fireEvent.click(screen.getByTestId('da-save-draft'));
      await waitFor(() => expect(post).toHaveBeenCalledTimes(1), { timeout: 10_000 });
      expect(post.mock.calls[0]![1]).toMatchObject({ exchange_rate: '7.1234' });
      fireEvent.change(rate, { target: { value: '' } });
      fireEvent.click(screen.getByTestId('da-save-draft'));
      await waitFor(() => expect(post).toHaveBeenCalledTimes(2), { timeout: 10_000 });
      expect(post.mock.calls[1]![1]).toMatchObject({ exchange_rate: null });
      // An unreadable rate is stopped on its field.
      fireEvent.change(rate, { target: { value: '7,1' } });
      fireEvent.click(screen.getByTestId('da-save-draft'));
      expect(await screen.findByText('Enter a rate above 0 with at most 8 decimals')).toBeTruthy();
      expect(post).toHaveBeenCalledTimes(2);
    },
    SLOW,
  );

  it(
    'marks the variance reason required on an FDA line off its PDA line and sends the chosen one',
    async () => {
      const post = captureBodies();
      const detail = da({
        status: 'fda_under_creation',
        actions: ['fda_draft', 'fda_submit'],
        lines: da({}).lines.map((line) => ({ ...line, pda_agreed_price: '1000.00' })),
      });
      renderEditor(detail, 'fda', 'quoted');
      const [agency, pilotage] = screen.getAllByTestId('da-line');
      fireEvent.change(within(agency!).getByTestId('price-input'), { target: { value: '1050' } });
      fireEvent.change(within(pilotage!).getByTestId('price-input'), { target: { value: '1200' } });
      expect(within(agency!).getByTestId('variance-reason').getAttribute('data-required')).toBe('false');
      expect(within(pilotage!).getByTestId('variance-reason').getAttribute('data-required')).toBe('true');
      expect(await screen.findByTestId('variance-panel', {}, { timeout: 15_000 })).toBeTruthy();
      expect(screen.getByTestId('variance-total').textContent).toBe('250.00');
      fireEvent.mouseDown(within(pilotage!).getByRole('combobox'));
      fireEvent.click(await screen.findByTitle('Tariff changed'));
      fireEvent.click(screen.getByTestId('da-save-draft'));
      await waitFor(() => expect(post).toHaveBeenCalled(), { timeout: 10_000 });
      expect(post.mock.calls[0]![1]).toMatchObject({
        exchange_rate: null,
        cost_items_attributes: [
          { id: 1, fda_quoted_price: '1050.00' },
          { id: 2, fda_quoted_price: '1200.00', fda_variance_reason: 'tariff_change' },
        ],
      });
    },
    SLOW,
  );
});
