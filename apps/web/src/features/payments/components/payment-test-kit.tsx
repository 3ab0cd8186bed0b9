import type { Payment } from '@portledger/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';

/** The tests' payment: a PDA advance of CNY 192,601.60 waiting for its instructions, with changes. */
export function advancePayment(changes: Partial<Payment> = {}): Payment {
  return {
    id: 32,
    port_call_id: 9,
    ref_no: 'PL-2026-000032',
    da_id: 9,
    payment_type: 'advance',
    amount: '192601.60',
    currency: 'CNY',
    due_on: '2026-12-01',
    due_flag: null,
    status: 'pending',
    payment_mode: null,
    bank_account: null,
    payment_reference: null,
    initiate_transfer_on: null,
    transferred_on: null,
    transferred_amount: null,
    remaining_amount: '192601.60',
    invoice_on: null,
    lock_version: 1,
    port_call_status: 'pda_approved',
    actions: ['submit_instructions'],
    documents: [],
    ...changes,
  };
}

/** Renders a payment component as the app does: under a query client and antd's App. */
export function renderInApp(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>{node}</App>
    </QueryClientProvider>,
  );
}
