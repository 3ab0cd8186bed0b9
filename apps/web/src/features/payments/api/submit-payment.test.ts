import type { Payment } from '@portledger/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitPayment } from './submit-payment.ts';

const payment: Payment = {
  id: 5,
  port_call_id: 3,
  ref_no: 'PL-2026-000003',
  da_id: 4,
  payment_type: 'advance',
  amount: '500.00',
  currency: 'USD',
  due_on: '2026-12-01',
  due_flag: null,
  status: 'pending',
  payment_mode: 'swift',
  bank_account: null,
  payment_reference: 'PAY-2026-000001',
  initiate_transfer_on: null,
  transferred_on: '2026-11-25',
  transferred_amount: '200.00',
  remaining_amount: '300.00',
  invoice_on: null,
  lock_version: 4,
  port_call_status: 'pda_advance_payment_pending_confirmation',
  actions: ['submit'],
  documents: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('submitPayment', () => {
  it('sends the attempt’s Idempotency-Key with the body and answers the payment with the server’s msg', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 200, msg: 'Transfer recorded.', data: { object: payment } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const body = { lock_version: 3, transferred_on: '2026-11-25', transferred_amount: '200.00' };
    const first = await submitPayment(5, body, 'attempt-1');
    // A retry of the same attempt carries the same key, so the server records it once.
    await submitPayment(5, body, 'attempt-1');
    expect(first).toEqual({ object: payment, msg: 'Transfer recorded.' });
    expect(fetch).toHaveBeenCalledTimes(2);
    for (const [url, init] of fetch.mock.calls as unknown as [string, RequestInit][]) {
      expect(url).toMatch(/\/payments\/5\/submit$/);
      expect(init.method).toBe('POST');
      expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('attempt-1');
      expect(JSON.parse(init.body as string)).toEqual(body);
    }
  });
});
