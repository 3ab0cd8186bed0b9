import { formatCents, type PaymentType, toCents } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import type { MessageKey } from '../../i18n/index.ts';
import { translate } from '../../i18n/index.ts';
import type { SessionUser } from '../../types.ts';
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
 * Tells the people who act next about a payment step, in the caller's transaction and in each
 * recipient's language. `payment` is the row as it is after the step.
 */
export async function notifyPaymentStep(
  tx: Db,
  {
    user,
    step,
    payment,
    portCall,
  }: { user: SessionUser; step: PaymentStep; payment: Payment; portCall: PortCall },
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
  const contentKey: MessageKey =
    step === 'submit' && remaining > 0n ? 'notify.payment.partial.content' : `notify.payment.${step}.content`;
  await createNotifications({
    db: tx,
    userIds: recipients,
    titleKey: `notify.payment.${step}.title`,
    contentKey,
    params: (locale) => ({
      ref: portCall.refNo,
      type: translate(locale, `notify.payment.type.${type}`),
      amount: payment.amount,
      transferred: formatCents(transferred),
      remaining: formatCents(remaining),
      currency: payment.currency,
      reference: payment.paymentReference ?? '-',
      due: payment.dueOn ?? '-',
      actor: names?.actor ?? '',
      vessel: names?.vessel ?? '-',
      port: names?.port ?? '-',
    }),
    businessArea: 'PAYMENT',
    severity: tone[step],
    link: `/das-mgmt/${portCall.id}/payment/${payment.id}`,
  });
}
