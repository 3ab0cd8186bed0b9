import { z } from 'zod';
import { amountInput } from './das.ts';
import { envelope, listData, objectData, pageQuery } from './envelope.ts';
import { formatCents, toCents } from './money.ts';
import { enumListFilter, idFilter } from './query.ts';

/** Payments of a DA (SPEC.md section 3 'Payment', issue 6). */
export const paymentTypes = ['advance', 'additional_prefunding', 'balance', 'refund'] as const;
export const paymentStatuses = ['pending', 'submitted', 'done'] as const;
export const paymentModes = ['telegraphic_transfer', 'swift', 'sepa', 'cnaps', 'ach', 'cheque'] as const;
export type PaymentType = (typeof paymentTypes)[number];
export type PaymentStatus = (typeof paymentStatuses)[number];

type Bilingual = { 'en-US': string; 'zh-CN': string };
export const paymentModeLabels: Record<(typeof paymentModes)[number], Bilingual> = {
  telegraphic_transfer: { 'en-US': 'Telegraphic transfer (T/T)', 'zh-CN': '电汇 (T/T)' },
  swift: { 'en-US': 'SWIFT wire', 'zh-CN': 'SWIFT 汇款' },
  sepa: { 'en-US': 'SEPA credit transfer', 'zh-CN': 'SEPA 转账' },
  cnaps: { 'en-US': 'CNAPS (China domestic)', 'zh-CN': '大额支付系统 (CNAPS)' },
  ach: { 'en-US': 'ACH transfer', 'zh-CN': 'ACH 转账' },
  cheque: { 'en-US': 'Cheque', 'zh-CN': '支票' },
};

/** Days before the due date from which a payment still owed is 'Due Soon'. */
export const DUE_SOON_DAYS = 3;
export type DueFlag = 'due_soon' | 'due' | null;

/** What is still to be transferred of a payment: its amount less the transfers, never below 0. */
export function remainingAmount(amount: string, transferred: string | null): string {
  const remaining = toCents(amount) - (transferred ? toCents(transferred) : 0n);
  return formatCents(remaining > 0n ? remaining : 0n);
}

/**
 * Whether a payment is still owed: not done and part of its amount still to be transferred. Only
 * such a payment can be due. A fully transferred payment ('submitted', waiting for the receiver's
 * confirmation) owes nothing: the payer has nothing left to do by the due date. Without the
 * remaining amount the status says it, since a payment becomes 'submitted' only once its whole
 * amount is transferred. The database says the same with
 * `status <> 'done' and amount > coalesce(transferred_amount, 0)` (the Today dashboard, the port-call
 * list's due marker and the due-day counters, migration 0019).
 */
export function stillOwed(status: PaymentStatus, remaining?: string | null): boolean {
  if (status === 'done') return false;
  if (remaining !== undefined && remaining !== null) return toCents(remaining) > 0n;
  return status === 'pending';
}

/**
 * 'Due' past the due date, 'Due Soon' within 3 days of it, for a payment still owed (`stillOwed`);
 * computed, never stored.
 */
export function dueFlag(
  dueOn: string | null,
  status: PaymentStatus,
  today: string,
  remaining?: string | null,
): DueFlag {
  if (!dueOn || !stillOwed(status, remaining)) return null;
  if (dueOn < today) return 'due';
  const soon = new Date(`${today}T00:00:00Z`);
  soon.setUTCDate(soon.getUTCDate() + DUE_SOON_DAYS);
  return dueOn <= soon.toISOString().slice(0, 10) ? 'due_soon' : null;
}

export const paymentInstructionsRequest = z
  .object({
    lock_version: z.number().int().min(0),
    payment_id: z.number().int().positive(),
    bank_account_id: z.number().int().positive(),
    payment_mode: z.enum(paymentModes),
    due_on: z.iso.date(),
    initiate_transfer_on: z.iso.date().optional(),
    invoice_on: z.iso.date().optional(),
  })
  .strict();
export type PaymentInstructionsRequest = z.infer<typeof paymentInstructionsRequest>;

export const paymentStepRequest = z.object({ lock_version: z.number().int().min(0) }).strict();

export const paymentSubmitRequest = z
  .object({
    lock_version: z.number().int().min(0),
    transferred_on: z.iso.date(),
    transferred_amount: amountInput.refine((value) => value !== '0.00', 'payments.amountPositive'),
    file_ids: z.array(z.number().int().positive()).max(10).optional(),
  })
  .strict();
export type PaymentSubmitRequest = z.infer<typeof paymentSubmitRequest>;

const bank = z
  .object({
    bank_account_id: z.number().int(),
    bank_name: z.string(),
    account_title: z.string(),
    account_number: z.string().nullable(),
    iban: z.string().nullable(),
    bic_swift: z.string().nullable(),
    /** The account's currency when the instructions were given (absent on older payments). */
    currency: z.string().nullable().optional(),
  })
  .nullable();

export const payment = z.object({
  id: z.number().int(),
  port_call_id: z.number().int(),
  ref_no: z.string(),
  da_id: z.number().int(),
  payment_type: z.enum(paymentTypes),
  amount: z.string(),
  currency: z.string(),
  due_on: z.string().nullable(),
  due_flag: z.enum(['due_soon', 'due']).nullable(),
  status: z.enum(paymentStatuses),
  payment_mode: z.string().nullable(),
  bank_account: bank,
  payment_reference: z.string().nullable(),
  initiate_transfer_on: z.string().nullable(),
  transferred_on: z.string().nullable(),
  transferred_amount: z.string().nullable(),
  remaining_amount: z.string(),
  invoice_on: z.string().nullable(),
  lock_version: z.number().int(),
  port_call_status: z.string(),
  actions: z.array(z.enum(['submit_instructions', 'revoke', 'check', 'submit', 'confirm_receipt'])),
  documents: z.array(z.object({ id: z.number().int(), file_url: z.string(), original_filename: z.string() })),
});
export type Payment = z.infer<typeof payment>;

export const paymentListQuery = z
  .object({
    ...pageQuery.shape,
    tab: z.enum(['all', 'actionable']).default('all'),
    status_in: enumListFilter(paymentStatuses).optional(),
    payment_type_in: enumListFilter(paymentTypes).optional(),
    port_call_id_eq: idFilter.optional(),
    /** The header's legal-entity choice: payments of that entity's port calls. */
    legal_entity_id_eq: idFilter.optional(),
    due_on_gteq: z.iso.date().optional(),
    due_on_lteq: z.iso.date().optional(),
  })
  .strict();
export const paymentListResponse = envelope(
  listData(payment).extend({ tab_counts: z.object({ all: z.number().int(), actionable: z.number().int() }) }),
);
export const paymentResponse = envelope(objectData(payment));
export const paymentModeResponse = envelope(
  z.object({ objects: z.array(z.object({ id: z.string(), name: z.string() })) }),
);
export const paymentReferenceResponse = envelope(z.object({ payment_reference: z.string() }));

/**
 * The receiver's active accounts a principal picks from in the instructions (the agent's for an
 * advance or balance, the principal's own for a refund). Numbers are masked to the last 4: the
 * full details are copied onto the payment only once it is instructed.
 */
export const receiverAccount = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  account_title: z.string(),
  account_mask: z.string().nullable(),
  currency: z.string().nullable(),
});
export type ReceiverAccount = z.infer<typeof receiverAccount>;
export const receiverAccountsResponse = envelope(
  z.object({ company_name: z.string(), objects: z.array(receiverAccount) }),
);
