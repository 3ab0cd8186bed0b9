import type { PaymentType, ReceiverAccount } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { portCallScope } from '../port-calls/port-call-scope.ts';
import { receiverKind } from './to-payment.ts';

const t = schema;

/** '•••• 4300': enough to tell accounts apart without handing out the number before instructing. */
const mask = (value: string | null) => {
  const digits = value?.replace(/\s+/g, '') ?? '';
  return digits ? `•••• ${digits.slice(-4)}` : null;
};

/**
 * The active bank accounts of the company that receives this payment (its own or its legal
 * entities'), for the payer's instructions. The bank-account options are scoped to the user's own
 * company, so a principal could not otherwise see where an advance may go. Those in the payment's
 * currency come first. Invisible payment: 404.
 */
export async function listReceiverAccounts({
  db,
  user,
  paymentId,
}: {
  db: Db;
  user: SessionUser;
  paymentId: number;
}): Promise<{ company_name: string; objects: ReceiverAccount[] }> {
  const [row] = await db
    .select({ payment: t.payments, portCall: t.portCalls })
    .from(t.payments)
    .innerJoin(t.portCalls, eq(t.portCalls.id, t.payments.portCallId))
    .where(and(eq(t.payments.id, paymentId), portCallScope(user)));
  if (!row) throw new AppError(404, 'resource.notFound');
  const company =
    receiverKind(row.payment.paymentType as PaymentType) === 'agent'
      ? row.portCall.agentEntityId
      : row.portCall.principalEntityId;
  if (!company) return { company_name: '', objects: [] };
  const [owner] = await db
    .select({ name: t.entities.name })
    .from(t.entities)
    .where(eq(t.entities.id, company));
  const accounts = await db
    .select({ account: t.bankAccounts })
    .from(t.bankAccounts)
    .innerJoin(t.entities, eq(t.entities.id, t.bankAccounts.entityId))
    .where(
      and(
        eq(t.bankAccounts.isActive, true),
        or(eq(t.entities.id, company), eq(t.entities.parentId, company)),
      ),
    )
    // Accounts in the payment's currency first: another currency is allowed (banks convert) but
    // should not be the easy pick; the web warns when one is chosen.
    .orderBy(
      sql`case when ${t.bankAccounts.currency} = ${row.payment.currency} then 0 else 1 end`,
      sql`lower(${t.bankAccounts.bankName})`,
      asc(t.bankAccounts.id),
    );
  return {
    company_name: owner?.name ?? '',
    objects: accounts.map(({ account: a }) => ({
      id: a.id,
      bank_name: a.bankName,
      account_title: a.accountTitle,
      account_mask: mask(a.iban) ?? mask(a.accountNumber),
      currency: a.currency,
    })),
  };
}
