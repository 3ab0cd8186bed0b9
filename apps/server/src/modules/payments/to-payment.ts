import {
  dueFlag,
  formatCents,
  type Payment,
  type PaymentStatus,
  type PaymentType,
  toCents,
} from '@portledger/contracts';
import type { schema } from '@portledger/db';
import type { SessionUser } from '../../types.ts';

/** A payment with the two port-call columns its view needs (`paymentPortCall`). */
type Row = {
  payment: typeof schema.payments.$inferSelect;
  portCall: Pick<typeof schema.portCalls.$inferSelect, 'refNo' | 'status'>;
};

/** Who pays and who receives: the principal pays advances and balances, the agent pays refunds. */
export function payerKind(type: PaymentType) {
  return type === 'refund' ? 'agent' : 'principal';
}
export function receiverKind(type: PaymentType) {
  return type === 'refund' ? 'principal' : 'agent';
}
/** The document a payment belongs to, for the state machine's pda_* / fda_* actions. */
export function documentOf(type: PaymentType): 'pda' | 'fda' {
  return type === 'advance' || type === 'additional_prefunding' ? 'pda' : 'fda';
}

/** What this user may do with the payment now (the server enforces the same rules). */
export function paymentActions(row: Row, user: SessionUser): Payment['actions'] {
  const { payment, portCall } = row;
  const type = payment.paymentType as PaymentType;
  const doc = documentOf(type);
  const actions: Payment['actions'] = [];
  if (user.kind === 'principal' && payment.status === 'pending' && portCall.status === `${doc}_approved`) {
    actions.push('submit_instructions');
  }
  if (portCall.status === `${doc}_checking`) {
    if (user.kind === 'principal') actions.push('revoke');
    if (user.kind === 'operator') actions.push('check');
  }
  const confirming =
    doc === 'pda' ? 'pda_advance_payment_pending_confirmation' : 'fda_balance_payment_pending_confirmation';
  if (portCall.status === confirming) {
    if (user.kind === payerKind(type) && payment.status === 'pending') actions.push('submit');
    if (user.kind === receiverKind(type) && payment.status === 'submitted') actions.push('confirm_receipt');
  }
  return actions;
}

export function toPayment(
  row: Row,
  user: SessionUser,
  documents: Payment['documents'],
  today: string,
): Payment {
  const { payment: p, portCall } = row;
  const status = p.status as PaymentStatus;
  const remaining = toCents(p.amount) - (p.transferredAmount ? toCents(p.transferredAmount) : 0n);
  return {
    id: p.id,
    port_call_id: p.portCallId,
    ref_no: portCall.refNo,
    da_id: p.daId,
    payment_type: p.paymentType as PaymentType,
    amount: p.amount,
    currency: p.currency,
    due_on: p.dueOn,
    due_flag: dueFlag(p.dueOn, status, today),
    status,
    payment_mode: p.paymentMode,
    bank_account: p.bankSnapshot ?? null,
    payment_reference: p.paymentReference,
    initiate_transfer_on: p.initiateTransferOn,
    transferred_on: p.transferredOn,
    transferred_amount: p.transferredAmount,
    remaining_amount: formatCents(remaining > 0n ? remaining : 0n),
    invoice_on: p.invoiceOn,
    lock_version: p.lockVersion,
    port_call_status: portCall.status,
    actions: paymentActions(row, user),
    documents,
  };
}
