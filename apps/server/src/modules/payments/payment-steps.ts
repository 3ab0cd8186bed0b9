import {
  type FieldError,
  formatCents,
  nextStatus,
  type PaymentInstructionsRequest,
  type PaymentSubmitRequest,
  type PaymentType,
  type PortCallStatus,
  paymentModeLabels,
  paymentModes,
  statusLabel,
  statusOrder,
  toCents,
  type WorkflowAction,
} from '@portledger/contracts';
import type { AuditChange } from '@portledger/db';
import { type Db, schema } from '@portledger/db';
import { and, count, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { formatMoney } from '../documents/format.ts';
import { attachFile } from '../files/attach-file.ts';
import { assertAction } from '../port-calls/assert-action.ts';
import { portCallScope } from '../port-calls/port-call-scope.ts';
import { logPortCall } from '../port-calls/port-call-writes.ts';
import { notifyPaymentStep } from './notify-payment.ts';
import { documentOf, payerKind, receiverKind } from './to-payment.ts';

const t = schema;
type Tx = Db;

/**
 * The payment and its port call, locked; invisible answers 404 (the port call's scope).
 *
 * The port call is named first: PostgreSQL locks a statement's rows in the order of its FROM list,
 * so the call is locked before the payment. A move of the call writes the call's status onto its
 * payments (decision 076) once it holds the call; a step that held the payment while waiting for
 * the call would wait on that move as it waits on the step, and PostgreSQL would end one of them
 * with a deadlock error. Every writer of a call's rows queues on the call this way (lockDa too).
 */
export async function lockPayment(tx: Tx, user: SessionUser, paymentId: number) {
  const [row] = await tx
    .select({ payment: t.payments, portCall: t.portCalls })
    .from(t.portCalls)
    .innerJoin(t.payments, eq(t.payments.portCallId, t.portCalls.id))
    .where(and(eq(t.payments.id, paymentId), portCallScope(user)))
    .for('update');
  if (!row) throw new AppError(404, 'resource.notFound');
  return row;
}

const fresh = (lockVersion: number, sent: number) => {
  if (lockVersion !== sent) throw new AppError(409, 'conflict.stale');
};

type Bilingual = { 'en-US': string; 'zh-CN': string };
type PaymentRow = typeof t.payments.$inferSelect;

/** '•••• 9187': the last four of the IBAN or account number, as the receiver-account list shows it. */
const maskOf = (value: string | null | undefined) => {
  const digits = value?.replace(/\s+/g, '') ?? '';
  return digits ? `•••• ${digits.slice(-4)}` : null;
};

/**
 * The instructed account as the operation log shows it: '•••• 9187 · USD · Bank of China
 * Shanghai Branch' (the currency only when the snapshot has it). Never the full number.
 */
function accountLogText(snapshot: PaymentRow['bankSnapshot'] | null) {
  if (!snapshot) return null;
  return [maskOf(snapshot.iban) ?? maskOf(snapshot.account_number), snapshot.currency, snapshot.bank_name]
    .filter(Boolean)
    .join(' · ');
}

const modeLog = (mode: string | null): Bilingual | string | null =>
  mode === null
    ? null
    : (paymentModes as readonly string[]).includes(mode)
      ? paymentModeLabels[mode as (typeof paymentModes)[number]]
      : mode;

/**
 * The instructions of a payment as logged values: the account (masked, with bank name), the mode's
 * label in both languages and the dates as ISO days (the web shows them as '05 Mar 2026').
 */
function instructionsLog(
  p: Pick<PaymentRow, 'bankSnapshot' | 'paymentMode' | 'dueOn' | 'initiateTransferOn' | 'invoiceOn'>,
): Record<string, unknown> {
  return {
    bank_account_id: accountLogText(p.bankSnapshot),
    payment_mode: modeLog(p.paymentMode),
    due_on: p.dueOn,
    initiate_transfer_on: p.initiateTransferOn,
    invoice_on: p.invoiceOn,
  };
}

/** The fields whose logged value differs between two sets, in the order of `after`. */
function changed(before: Record<string, unknown>, after: Record<string, unknown>): AuditChange[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return Object.keys(after)
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** '2 documents' / '2 份单据' for the log; null for none. */
const documentsLog = (n: number): Bilingual | null =>
  n === 0 ? null : { 'en-US': n === 1 ? '1 document' : `${n} documents`, 'zh-CN': `${n} 份单据` };

/** How many documents (remittance advice, invoices) are attached to the payment. */
async function documentCount(tx: Tx, paymentId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(t.attachments)
    .where(and(eq(t.attachments.recordType, 'payment'), eq(t.attachments.recordId, paymentId)));
  return row?.n ?? 0;
}

/** Moves the port call with a workflow action and logs it with the payment's facts. */
async function movePortCall(
  tx: Tx,
  user: SessionUser,
  portCall: typeof t.portCalls.$inferSelect,
  action: WorkflowAction,
  note: string | null,
  changes: AuditChange[] = [],
) {
  const status = portCall.status as PortCallStatus;
  assertAction(status, user.kind, action);
  const to = nextStatus(status, action);
  await tx
    .update(t.portCalls)
    .set({
      status: to,
      statusOrder: statusOrder(to),
      lockVersion: sql`${t.portCalls.lockVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(t.portCalls.id, portCall.id));
  const both = (value: PortCallStatus) => ({
    'en-US': statusLabel(value, 'en-US'),
    'zh-CN': statusLabel(value, 'zh-CN'),
  });
  await logPortCall(tx, {
    portCallId: portCall.id,
    user,
    action,
    changes: [...changes, { field: 'status', before: both(status), after: both(to) }],
    note,
  });
}

const nextReference = sql<string>`'PAY-' || extract(year from now())::int || '-' || lpad(nextval('payment_ref_seq')::text, 6, '0')`;

/**
 * The earliest due date instructions may give: the server's UTC date minus one. A payer west of
 * UTC (down to UTC-12) is still on the previous day while the server's UTC date has moved on, and
 * a date-only value carries no zone to tell; so yesterday (UTC) is accepted, two days back are
 * refused. The mirror of latestTransferDay. Exported for the tests.
 */
export function earliestDueDay(now = new Date()): string {
  return new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The principal's payment instructions: which bank account (the receiver's company's), mode, due
 * date (not before today). The account's details are copied onto the payment, so a later change
 * of the account cannot redirect it. Moves the port call to *_checking for the desk.
 */
export async function submitPaymentInstructions({
  db,
  user,
  daId,
  document,
  input,
  now = new Date(),
}: {
  db: Db;
  user: SessionUser;
  daId: number;
  document: 'pda' | 'fda';
  input: PaymentInstructionsRequest;
  /** When the instructions are given: the demo plays its stories on past days (src/demo). */
  now?: Date;
}) {
  await db.transaction(async (tx) => {
    const row = await lockPayment(tx, user, input.payment_id);
    if (row.payment.daId !== daId || documentOf(row.payment.paymentType as PaymentType) !== document) {
      throw new AppError(404, 'resource.notFound');
    }
    assertAction(row.portCall.status as PortCallStatus, user.kind, `${document}_submit_payment_instructions`);
    fresh(row.payment.lockVersion, input.lock_version);
    if (input.due_on < earliestDueDay(now)) {
      throw new AppError(422, 'payments.dueOnPast', {
        errors: [{ field: 'due_on', message: 'payments.dueOnPast' }],
      });
    }
    const type = row.payment.paymentType as PaymentType;
    const receiverCompany =
      receiverKind(type) === 'agent' ? row.portCall.agentEntityId : row.portCall.principalEntityId;
    const [account] = await tx
      .select({ account: t.bankAccounts, parentId: t.entities.parentId })
      .from(t.bankAccounts)
      .innerJoin(t.entities, eq(t.entities.id, t.bankAccounts.entityId))
      .where(eq(t.bankAccounts.id, input.bank_account_id));
    const owner = account ? (account.parentId ?? account.account.entityId) : null;
    if (!account || owner !== receiverCompany || !account.account.isActive) {
      const errors: FieldError[] = [{ field: 'bank_account_id', message: 'payments.bankAccountNotReceiver' }];
      throw new AppError(422, 'payments.bankAccountNotReceiver', { errors });
    }
    const a = account.account;
    // The account's currency is kept with the snapshot: it may differ from the payment's (banks
    // convert), and the log and the desk's check should say so.
    const snapshot = {
      bank_account_id: a.id,
      bank_name: a.bankName,
      account_title: a.accountTitle,
      account_number: a.accountNumber,
      iban: a.iban,
      bic_swift: a.bicSwift,
      currency: a.currency,
    };
    const [updated] = await tx
      .update(t.payments)
      .set({
        bankAccountId: a.id,
        bankSnapshot: snapshot,
        paymentMode: input.payment_mode,
        dueOn: input.due_on,
        initiateTransferOn: input.initiate_transfer_on ?? null,
        invoiceOn: input.invoice_on ?? null,
        paymentReference: row.payment.paymentReference ?? nextReference,
        lockVersion: sql`${t.payments.lockVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(t.payments.id, row.payment.id))
      .returning();
    await tx.update(t.das).set({ bankAccountId: a.id }).where(eq(t.das.id, daId));
    await movePortCall(
      tx,
      user,
      row.portCall,
      `${document}_submit_payment_instructions`,
      formatMoney(row.payment.amount, row.payment.currency),
      changed(instructionsLog(row.payment), instructionsLog(updated!)),
    );
    await notifyPaymentStep(tx, { user, step: 'instructions', payment: updated!, portCall: row.portCall });
  });
}

/** The desk checks (or the principal revokes) the instructions. */
export async function decideInstructions({
  db,
  user,
  paymentId,
  lockVersion,
  decision,
}: {
  db: Db;
  user: SessionUser;
  paymentId: number;
  lockVersion: number;
  decision: 'check' | 'revoke';
}) {
  await db.transaction(async (tx) => {
    const row = await lockPayment(tx, user, paymentId);
    const document = documentOf(row.payment.paymentType as PaymentType);
    const action = `${document}_${decision}` as WorkflowAction;
    assertAction(row.portCall.status as PortCallStatus, user.kind, action);
    fresh(row.payment.lockVersion, lockVersion);
    await tx
      .update(t.payments)
      .set({ lockVersion: sql`${t.payments.lockVersion} + 1`, updatedAt: new Date() })
      .where(eq(t.payments.id, paymentId));
    await movePortCall(tx, user, row.portCall, action, row.payment.paymentReference);
    await notifyPaymentStep(tx, { user, step: decision, payment: row.payment, portCall: row.portCall });
  });
}

/**
 * The latest day a transfer may say it was made: the server's UTC date plus one. A payer east of
 * UTC (Shanghai is UTC+8, the Pacific up to UTC+14) is already on the next day while the server's
 * UTC date is still today, and a date-only value carries no zone to tell; so one day ahead is
 * accepted, two are refused. Exported for the tests.
 */
export function latestTransferDay(now = new Date()): string {
  return new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The payer records a transfer. Partial transfers add up; the payment is 'submitted' once the
 * whole amount is transferred. More than what remains is refused, and so is a transfer date
 * after today.
 */
export async function submitPayment({
  db,
  user,
  paymentId,
  input,
}: {
  db: Db;
  user: SessionUser;
  paymentId: number;
  input: PaymentSubmitRequest;
}) {
  await db.transaction(async (tx) => {
    const row = await lockPayment(tx, user, paymentId);
    const type = row.payment.paymentType as PaymentType;
    const document = documentOf(type);
    const waiting =
      document === 'pda'
        ? 'pda_advance_payment_pending_confirmation'
        : 'fda_balance_payment_pending_confirmation';
    if (user.kind !== payerKind(type)) throw new AppError(403, 'portCall.actionForbidden');
    if (row.portCall.status !== waiting || row.payment.status !== 'pending') {
      throw new AppError(409, 'portCall.actionNotAllowed', {
        params: (locale) => ({ status: statusLabel(row.portCall.status as PortCallStatus, locale) }),
        data: { status: row.portCall.status },
      });
    }
    fresh(row.payment.lockVersion, input.lock_version);
    const paid = row.payment.transferredAmount ? toCents(row.payment.transferredAmount) : 0n;
    const remaining = toCents(row.payment.amount) - paid;
    const now = toCents(input.transferred_amount);
    if (now > remaining) {
      throw new AppError(422, 'payments.amountTooLarge', {
        params: { remaining: formatMoney(formatCents(remaining), row.payment.currency) },
        errors: [{ field: 'transferred_amount', message: 'payments.amountTooLarge' }],
      });
    }
    if (input.transferred_on > latestTransferDay()) {
      throw new AppError(422, 'payments.transferredOnFuture', {
        errors: [{ field: 'transferred_on', message: 'payments.transferredOnFuture' }],
      });
    }
    const total = paid + now;
    const [updated] = await tx
      .update(t.payments)
      .set({
        transferredAmount: formatCents(total),
        transferredOn: input.transferred_on,
        status: total === toCents(row.payment.amount) ? 'submitted' : 'pending',
        lockVersion: sql`${t.payments.lockVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(t.payments.id, paymentId))
      .returning();
    const documentsBefore = await documentCount(tx, paymentId);
    for (const [index, fileId] of (input.file_ids ?? []).entries()) {
      await attachFile({
        db: tx,
        user,
        fileId,
        recordType: 'payment',
        recordId: paymentId,
        field: `file_ids.${index}`,
      });
    }
    await logPortCall(tx, {
      portCallId: row.portCall.id,
      user,
      action: 'payment_submit',
      changes: [
        { field: 'transferred_amount', before: row.payment.transferredAmount, after: formatCents(total) },
        // Always this transfer's date, even when an earlier transfer had the same one.
        { field: 'transferred_on', before: row.payment.transferredOn, after: input.transferred_on },
        ...(input.file_ids?.length
          ? [
              {
                field: 'documents',
                before: documentsLog(documentsBefore),
                after: documentsLog(await documentCount(tx, paymentId)),
              },
            ]
          : []),
      ],
      note: formatMoney(input.transferred_amount, row.payment.currency),
    });
    await notifyPaymentStep(tx, {
      user,
      step: 'submit',
      payment: updated!,
      portCall: row.portCall,
      transferredNow: input.transferred_amount,
    });
  });
}

/** The receiver confirms the money arrived: the port call moves on (FDA creation, or completed). */
export async function confirmReceipt({
  db,
  user,
  paymentId,
  lockVersion,
}: {
  db: Db;
  user: SessionUser;
  paymentId: number;
  lockVersion: number;
}) {
  await db.transaction(async (tx) => {
    const row = await lockPayment(tx, user, paymentId);
    const type = row.payment.paymentType as PaymentType;
    const document = documentOf(type);
    if (user.kind !== receiverKind(type)) throw new AppError(403, 'portCall.actionForbidden');
    if (row.payment.status !== 'submitted') {
      throw new AppError(409, 'payments.notSubmitted', { data: { status: row.payment.status } });
    }
    fresh(row.payment.lockVersion, lockVersion);
    await tx
      .update(t.payments)
      .set({ status: 'done', lockVersion: sql`${t.payments.lockVersion} + 1`, updatedAt: new Date() })
      .where(eq(t.payments.id, paymentId));
    if (type === 'advance') {
      await tx
        .update(t.das)
        .set({
          prefundingReceived: row.payment.transferredAmount,
          prefundingReceivedOn: row.payment.transferredOn,
        })
        .where(eq(t.das.id, row.payment.daId));
    }
    await movePortCall(tx, user, row.portCall, `${document}_confirm_receipt`, row.payment.paymentReference);
    await notifyPaymentStep(tx, { user, step: 'confirm', payment: row.payment, portCall: row.portCall });
  });
}
