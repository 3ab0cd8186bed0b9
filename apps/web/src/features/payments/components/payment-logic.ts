import { isAmount, type Payment, type PaymentType, toCents } from '@portledger/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** The principal pays advances and balances; the agent pays a refund back (server: to-payment.ts). */
export const payerOf = (type: PaymentType) => (type === 'refund' ? 'agent' : 'principal');
export const receiverOf = (type: PaymentType) => (type === 'refund' ? 'principal' : 'agent');
/** Advances belong to the PDA, balances and refunds to the FDA. */
export const documentOf = (type: PaymentType): 'pda' | 'fda' =>
  type === 'advance' || type === 'additional_prefunding' ? 'pda' : 'fda';

/**
 * The transfer date picker's closed days: those after today, since a transfer is recorded once
 * it is made (the server refuses a date later than its UTC date plus one, payment-steps.ts).
 */
export const isAfterToday = (day: Dayjs, today: Dayjs = dayjs()) => day.isAfter(today, 'day');

/**
 * The due date picker's closed days: those before today, since a due date already past makes the
 * payment overdue the moment it is instructed. Only the web checks it: the server takes any date.
 */
export const isBeforeToday = (day: Dayjs, today: Dayjs = dayjs()) => day.isBefore(today, 'day');

export type NextStep = 'instructions' | 'checking' | 'transfer' | 'receipt' | 'done';

/**
 * Who the payment waits for now, read from its status and its port call's: shown to everyone
 * who cannot act, so nobody wonders why there is no button. Null once the port call moved past
 * the payment without it (cancelled).
 */
export function nextStep(
  payment: Pick<Payment, 'payment_type' | 'status' | 'port_call_status'>,
): NextStep | null {
  if (payment.status === 'done') return 'done';
  const doc = documentOf(payment.payment_type);
  const confirming =
    doc === 'pda' ? 'pda_advance_payment_pending_confirmation' : 'fda_balance_payment_pending_confirmation';
  if (payment.port_call_status === `${doc}_approved`) return 'instructions';
  if (payment.port_call_status === `${doc}_checking`) return 'checking';
  if (payment.port_call_status === confirming) return payment.status === 'submitted' ? 'receipt' : 'transfer';
  return null;
}

export type AmountProblem = 'required' | 'invalid' | 'tooLarge';

/** Checks a typed transfer amount against what remains: above 0, 2 decimals, not more than due. */
export function transferAmountProblem(text: string | undefined, remaining: string): AmountProblem | null {
  const value = text?.trim() ?? '';
  if (!value) return 'required';
  if (!isAmount(value) || value.startsWith('-')) return 'invalid';
  const cents = toCents(value);
  if (cents <= 0n) return 'invalid';
  return cents > toCents(remaining) ? 'tooLarge' : null;
}

/** What remains after this transfer, exact to the cent ('0.00' when it pays the rest). */
export function remainingAfter(remaining: string, transfer: string): string {
  const rest = toCents(remaining) - toCents(transfer.trim());
  const digits = (rest < 0n ? 0n : rest).toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * The account's currency when it is not the payment's: paying into it is allowed (the banks
 * convert) but worth a warning. Null when they match or the account's currency is unknown.
 */
export function otherAccountCurrency(
  accountCurrency: string | null | undefined,
  paymentCurrency: string,
): string | null {
  const account = accountCurrency?.trim().toUpperCase();
  if (!account) return null;
  return account === paymentCurrency.trim().toUpperCase() ? null : account;
}

/**
 * The receiver's accounts with those in the payment's currency first (the server lists them so;
 * kept here too so the pick list never depends on it), otherwise in the order given.
 */
export function accountsByCurrency<A extends { currency: string | null }>(
  accounts: A[],
  paymentCurrency: string,
) {
  const other = (a: A) => (otherAccountCurrency(a.currency, paymentCurrency) === null && a.currency ? 0 : 1);
  return accounts
    .map((account, index) => ({ account, index }))
    .sort((a, b) => other(a.account) - other(b.account) || a.index - b.index)
    .map(({ account }) => account);
}
