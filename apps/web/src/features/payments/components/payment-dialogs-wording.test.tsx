import type { Payment } from '@portledger/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../lib/i18n.ts';
import { i18n } from '../../../lib/i18n.ts';
import { PaymentActions } from './payment-actions.tsx';
import { advancePayment, renderInApp } from './payment-test-kit.tsx';

const advance = advancePayment({
  status: 'submitted',
  payment_mode: 'telegraphic_transfer',
  payment_reference: 'PAY-2026-000032',
  transferred_on: '2026-11-20',
  transferred_amount: '192601.60',
  remaining_amount: '0.00',
  lock_version: 3,
  port_call_status: 'pda_advance_payment_pending_confirmation',
  // Only the receiver (the agent, for an advance) is offered this.
  actions: ['confirm_receipt'],
});

afterEach(cleanup);

async function confirmDialogText(payment: Payment) {
  renderInApp(<PaymentActions payment={payment} onConflict={() => {}} />);
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
