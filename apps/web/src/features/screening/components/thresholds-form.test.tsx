import type { ScreeningSettings } from '@portledger/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { ThresholdsForm } from './thresholds-form.tsx';

const settings: ScreeningSettings = {
  lock_version: 4,
  tariff_deviation_percent: '30.00',
  min_samples: 5,
  fda_over_pda_percent: '10.00',
  variance_reason_percent: '10.00',
  exchange_rate_deviation_percent: '2.00',
  receipt_required_above_usd: '500.00',
  updated_at: '2026-11-25T03:00:00.000Z',
  updated_by: 'Sara Lindqvist',
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

function renderForm(onReload = vi.fn(async () => undefined)) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <App>
        <ThresholdsForm settings={settings} onReload={onReload} />
      </App>
    </QueryClientProvider>,
  );
  return onReload;
}

const tariffInput = () => screen.getByLabelText('Above the tariff by more than') as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save thresholds' }));

// antd renders slowly in jsdom on a busy machine.
describe('ThresholdsForm', { timeout: 60_000 }, () => {
  it('shows each threshold with what it does, and sends the changed values with the lock_version it read', async () => {
    answer = {
      status: 200,
      body: { code: 200, msg: 'saved', data: { object: { ...settings, lock_version: 5 } } },
    };
    renderForm();
    expect(tariffInput().value).toBe('30.00');
    expect(screen.getByText(/exceeds the 75th percentile of agreed prices/)).toBeTruthy();
    fireEvent.change(tariffInput(), { target: { value: '25' } });
    save();
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      body: {
        lock_version: 4,
        tariff_deviation_percent: '25.00',
        min_samples: 5,
        fda_over_pda_percent: '10.00',
        variance_reason_percent: '10.00',
        exchange_rate_deviation_percent: '2.00',
        receipt_required_above_usd: '500.00',
      },
    });
    expect(sent[0]!.url).toContain('/screening_settings');
    expect(await screen.findByText('Screening thresholds saved.', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it("puts the server's field errors under their fields", async () => {
    const message = 'Fewest samples per comparison must be at least 1';
    answer = {
      status: 400,
      body: {
        code: 400,
        msg: 'Some fields are not valid.',
        data: { errors: [{ field: 'min_samples', message }] },
      },
    };
    renderForm();
    save();
    const found = await screen.findAllByText(message, {}, { timeout: 10_000 });
    expect(found.some((node) => node.closest('.ant-form-item-explain'))).toBe(true);
  });

  it('explains a stale version and reloads on request', async () => {
    answer = {
      status: 409,
      body: { code: 409, msg: 'Someone else changed this record. Reload it and try again.', data: null },
    };
    const onReload = renderForm();
    save();
    expect(
      await screen.findByText(/Someone else changed the thresholds/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(onReload).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText(/Someone else changed the thresholds/)).toBeNull());
  });
});
