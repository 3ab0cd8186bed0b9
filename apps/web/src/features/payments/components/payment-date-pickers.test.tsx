import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { i18n } from '../../../lib/i18n.ts';
import { InstructionsModal } from './instructions-modal.tsx';
import { advancePayment, renderInApp } from './payment-test-kit.tsx';
import { TransferModal } from './transfer-modal.tsx';

const payment = advancePayment({
  due_on: null,
  port_call_status: 'pda_advance_payment_pending_confirmation',
  actions: ['submit'],
});

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  // Only the clock is fixed: antd's pickers still need real timers.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 27, 15, 30) });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 200, msg: 'OK', data: { objects: [], company_name: 'Agent' } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Opens the date picker of a test id and answers whether the day's cell can be chosen. */
async function openPicker(testId: string) {
  fireEvent.mouseDown(screen.getByTestId(testId));
  fireEvent.click(screen.getByTestId(testId));
  await waitFor(() => expect(document.querySelector('td[title="2026-11-27"]')).not.toBeNull());
  return (day: string) => {
    const cell = document.querySelector(`td[title="${day}"]`);
    expect(cell, day).not.toBeNull();
    return !cell!.className.includes('ant-picker-cell-disabled');
  };
}

// antd renders slowly in jsdom on a busy machine.
describe('payment date pickers', { timeout: 60_000 }, () => {
  it('offer no day after today for a transfer', async () => {
    renderInApp(<TransferModal payment={payment} onClose={() => {}} onConflict={() => {}} />);
    const open = await openPicker('transfer-on');
    expect(open('2026-11-20')).toBe(true);
    expect(open('2026-11-27')).toBe(true);
    expect(open('2026-11-28')).toBe(false);
    expect(open('2026-12-05')).toBe(false);
  });

  it('offer no day before today for the due date', async () => {
    renderInApp(<InstructionsModal payment={payment} open onClose={() => {}} onConflict={() => {}} />);
    const open = await openPicker('instructions-due-on');
    expect(open('2026-11-20')).toBe(false);
    expect(open('2026-11-26')).toBe(false);
    expect(open('2026-11-27')).toBe(true);
    expect(open('2026-12-10')).toBe(true);
  });
});
