import type { Payment } from '@portledger/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../lib/i18n.ts';
import { i18n } from '../../../lib/i18n.ts';
import { PaymentActions } from './payment-actions.tsx';

const advance: Payment = {
  id: 32,
  port_call_id: 9,
  ref_no: 'PL-2026-000032',
  da_id: 9,
  payment_type: 'advance',
  amount: '192601.60',
  currency: 'CNY',
  due_on: '2026-12-01',
  due_flag: null,
  status: 'submitted',
  payment_mode: 'telegraphic_transfer',
  bank_account: null,
  payment_reference: 'PAY-2026-000032',
  initiate_transfer_on: null,
  transferred_on: '2026-11-20',
  transferred_amount: '192601.60',
  remaining_amount: '0.00',
  invoice_on: null,
  lock_version: 3,
  port_call_status: 'pda_advance_payment_pending_confirmation',
  // Only the receiver (the agent, for an advance) is offered this.
  actions: ['confirm_receipt'],
  documents: [],
};

afterEach(cleanup);

async function confirmDialogText(payment: Payment) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <App>
        <PaymentActions payment={payment} onConflict={() => {}} />
      </App>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByTestId('payment-action-confirm_receipt'));
  return (await screen.findByRole('dialog')).textContent ?? '';
}

describe("the agent's confirm-receipt dialog", { timeout: 60_000 }, () => {
  it('speaks to the agent, who prepares the FDA next', async () => {
    await i18n.changeLanguage('en-US');
    const text = await confirmDialogText(advance);
    expect(text).toContain('you can then prepare the FDA');
    expect(text).not.toContain('the agent prepares');
  });

  it('says so in Chinese too', async () => {
    await i18n.changeLanguage('zh-CN');
    const text = await confirmDialogText(advance);
    expect(text).toContain('随后您可以编制最终使费账单');
    expect(text).not.toContain('代理编制');
  });
});
