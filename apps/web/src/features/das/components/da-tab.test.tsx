import type { DaDetail, ScreeningReport } from '@portledger/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { daKeys } from '../api/keys.ts';
import { daFixture, lineOf } from './da-fixture.ts';
import { DaTab } from './da-tab.tsx';

const pdaLine = { pda_quoted_price: '3000.00', pda_screened_price: '3000.00', pda_agreed_price: '3000.00' };

/** The agent preparing the FDA (the rate field shows: USD quoted, CNY paid). */
const agentFda = daFixture({
  status: 'fda_under_creation',
  actions: ['fda_draft', 'fda_submit'],
  agent_exchange_rate: '7.12000000',
  lines: [lineOf(2, 'Pilotage', { ...pdaLine, fda_quoted_price: '3000.00' })],
});

/** The desk screening the FDA. */
const deskFda = daFixture({
  status: 'fda_under_screening',
  actions: ['fda_submit_screening'],
  lines: [lineOf(2, 'Pilotage', { ...pdaLine, fda_quoted_price: '3000.00' })],
});

/** The agent quoting the PDA (no FDA phase yet, no switch). */
const agentPda = daFixture({
  status: 'pda_under_creation',
  actions: ['pda_draft', 'pda_submit'],
  prefunding_requested_percent: '30.00',
  lines: [lineOf(2, 'Pilotage', { pda_quoted_price: '3000.00' })],
});

function renderTab(da: DaDetail) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(daKeys.detail(da.id), da);
  for (const document of ['pda', 'fda'] as const) {
    client.setQueryData(daKeys.screening(da.id, document, da.lock_version), {
      da_id: da.id,
      document,
      currency: da.currency,
      window: { from: '2024-11-25', to: '2026-11-25' },
      exchange_rate: null,
      flags: [],
      lines: [],
      settings: { min_samples: 5 },
    } as unknown as ScreeningReport);
  }
  const router = createMemoryRouter(
    [{ path: '/das-mgmt/:id', element: <DaTab portCallId={9} daId={da.id} /> }],
    { initialEntries: ['/das-mgmt/9?tab=pda'] },
  );
  render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

const switchTo = (label: 'PDA' | 'FDA') =>
  fireEvent.click(within(screen.getByTestId('da-document')).getByText(label));
const shown = () =>
  screen.getByTestId('da-document').querySelector('.ant-segmented-item-selected')?.textContent;
const question = () => screen.findByRole('dialog', {}, { timeout: 10_000 });
const noQuestion = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
const price = () => screen.queryByTestId('price-input') as HTMLInputElement | null;

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en-US');
});
// jsdom renders antd tables and dialogs slowly, and the test machines are shared.
const SLOW = 120_000;

describe('the PDA / FDA switch of the DA tab', () => {
  it(
    'switches at once without edits; with a typed FDA amount it asks, and only discarding switches',
    async () => {
      renderTab(agentFda);
      expect(shown()).toBe('FDA');
      switchTo('PDA');
      await waitFor(() => expect(shown()).toBe('PDA'));
      expect(screen.queryByRole('dialog')).toBeNull();
      // The PDA is read-only now: back to the FDA to edit it.
      expect(price()).toBeNull();
      switchTo('FDA');
      await waitFor(() => expect(price()?.value).toBe('3000.00'));

      fireEvent.change(price()!, { target: { value: '3500' } });
      switchTo('PDA');
      let dialog = await question();
      expect(dialog.textContent).toContain('Discard your unsaved FDA changes?');
      expect(dialog.textContent).toContain('will be lost if you switch to the PDA');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
      await noQuestion();
      expect(shown()).toBe('FDA');
      expect(price()?.value).toBe('3500');

      switchTo('PDA');
      dialog = await question();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Discard and show the PDA' }));
      await waitFor(() => expect(shown()).toBe('PDA'));
      await noQuestion();
      // The typed amount is gone: the FDA opens as saved, and the switch asks nothing.
      switchTo('FDA');
      await waitFor(() => expect(price()?.value).toBe('3000.00'));
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    SLOW,
  );

  it(
    "counts the agent's exchange rate as an edit, and not once it is typed back (zh-CN)",
    async () => {
      await i18n.changeLanguage('zh-CN');
      renderTab(agentFda);
      const rate = screen.getByTestId('agent-exchange-rate') as HTMLInputElement;
      expect(rate.value).toBe('7.12');
      fireEvent.change(rate, { target: { value: '7.3' } });
      expect(unload()).toBe(true);
      switchTo('PDA');
      const dialog = await question();
      expect(dialog.textContent).toContain('放弃未保存的 FDA 修改？');
      expect(dialog.textContent).toContain('切换到 PDA 后将丢失');
      fireEvent.click(within(dialog).getByRole('button', { name: '继续编辑' }));
      await noQuestion();

      fireEvent.change(rate, { target: { value: '7.120' } });
      expect(unload()).toBe(false);
      switchTo('PDA');
      await waitFor(() => expect(shown()).toBe('PDA'));
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    SLOW,
  );

  it(
    "asks before the desk's typed screening summary is dropped; a blank one is no edit",
    async () => {
      renderTab(deskFda);
      const summary = await screen.findByTestId('screening-summary');
      fireEvent.change(summary, { target: { value: '   ' } });
      expect(unload()).toBe(false);
      fireEvent.change(summary, { target: { value: 'Tug receipt seen' } });
      expect(unload()).toBe(true);
      switchTo('PDA');
      const dialog = await question();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Discard and show the PDA' }));
      await waitFor(() => expect(shown()).toBe('PDA'));
      expect(unload()).toBe(false);
    },
    SLOW,
  );
});

describe('the fields below the PDA lines', () => {
  it(
    'count the requested prefunding % away from the saved one',
    async () => {
      renderTab(agentPda);
      expect(screen.queryByTestId('da-document')).toBeNull();
      const percent = screen.getByTestId('prefunding-requested') as HTMLInputElement;
      expect(unload()).toBe(false);
      fireEvent.change(percent, { target: { value: '60' } });
      expect(unload()).toBe(true);
      fireEvent.change(percent, { target: { value: '30' } });
      expect(unload()).toBe(false);
    },
    SLOW,
  );
});
