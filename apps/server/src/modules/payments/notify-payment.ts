import { formatCents, type PaymentType, toCents } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import type { MessageKey } from '../../i18n/index.ts';
import { translate } from '../../i18n/index.ts';
import type { SessionUser } from '../../types.ts';
import { DASH, formatMoney, formatUtc } from '../documents/format.ts';
import { createNotifications } from '../notifications/create-notifications.ts';
import { operatorIds, principalsOf, usersOfCompany } from '../port-calls/port-call-writes.ts';
import { payerKind, receiverKind } from './to-payment.ts';

const t = schema;

/** A payment step and who must hear of it: the desk checks, the payer pays, the receiver confirms. */
export type PaymentStep = 'instructions' | 'check' | 'revoke' | 'submit' | 'confirm';

const audience: Record<PaymentStep, 'operator' | 'payer' | 'receiver'> = {
  instructions: 'operator',
  check: 'payer',
  revoke: 'operator',
  submit: 'receiver',
  confirm: 'payer',
};
const tone = {
  instructions: 'info',
  check: 'info',
  revoke: 'warning',
  submit: 'info',
  confirm: 'success',
} as const;

type Payment = typeof t.payments.$inferSelect;
type PortCall = typeof t.portCalls.$inferSelect;

async function recipientsOf(tx: Db, portCall: PortCall, kind: 'principal' | 'agent' | 'operator') {
  if (kind === 'operator') return operatorIds(tx);
  if (kind === 'agent') return usersOfCompany(tx, portCall.agentEntityId);
  return principalsOf(tx, portCall.legalEntityId, portCall.createdById);
}

/**
 * Tells the people who act next about a payment step, in the caller's transaction, in both
 * languages (createNotifications). `payment` is the row as it is after the step; `transferredNow`
 * is the amount of the transfer a 'submit' step recorded, which a part payment's title names.
 */
export async function notifyPaymentStep(
  tx: Db,
  {
    user,
    step,
    payment,
    portCall,
    transferredNow,
  }: { user: SessionUser; step: PaymentStep; payment: Payment; portCall: PortCall; transferredNow?: string },
) {
  const type = payment.paymentType as PaymentType;
  const who = audience[step];
  const kind = who === 'operator' ? 'operator' : who === 'payer' ? payerKind(type) : receiverKind(type);
  const recipients = (await recipientsOf(tx, portCall, kind)).filter((id) => id !== user.id);
  if (recipients.length === 0) return;
  const [names] = await tx
    .select({ vessel: t.vessels.name, port: t.ports.name, actor: t.users.displayName })
    .from(t.portCalls)
    .leftJoin(t.vessels, eq(t.vessels.id, t.portCalls.vesselId))
    .leftJoin(t.ports, eq(t.ports.id, t.portCalls.portId))
    .innerJoin(t.users, eq(t.users.id, user.id))
    .where(eq(t.portCalls.id, portCall.id));
  const transferred = payment.transferredAmount ? toCents(payment.transferredAmount) : 0n;
  const remaining = toCents(payment.amount) - transferred;
  // A part payment says so from its title on, with this transfer's amount: titles are what the
  // bell shows, and two transfers of one payment must not read the same there.
  const partial = step === 'submit' && remaining > 0n;
  const titleKey: MessageKey = partial ? 'notify.payment.partial.title' : `notify.payment.${step}.title`;
  const contentKey: MessageKey = partial
    ? 'notify.payment.partial.content'
    : `notify.payment.${step}.content`;
  // Money and dates as the app writes them: 'CNY 1,234.56', '05 Mar 2026'.
  const money = (value: string) => formatMoney(value, payment.currency);
  await createNotifications({
    db: tx,
    userIds: recipients,
    titleKey,
    contentKey,
    params: (locale) => ({
      ref: portCall.refNo,
      type: translate(locale, `notify.payment.type.${type}`),
      amount: money(payment.amount),
      now: transferredNow === undefined ? DASH : money(transferredNow),
      transferred: money(formatCents(transferred)),
      remaining: money(formatCents(remaining)),
      reference: payment.paymentReference ?? DASH,
      due: formatUtc(payment.dueOn),
      actor: names?.actor ?? '',
      vessel: names?.vessel ?? '-',
      port: names?.port ?? '-',
    }),
    businessArea: 'PAYMENT',
    severity: tone[step],
    link: `/das-mgmt/${portCall.id}/payment/${payment.id}`,
  });
}
