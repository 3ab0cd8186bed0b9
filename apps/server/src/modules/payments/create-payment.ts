import { formatCents, toCents } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, sql } from 'drizzle-orm';

const t = schema;

/**
 * Called in the approval's transaction. An approved PDA creates the advance for the prefunding
 * amount; an approved FDA the balance (agreed total minus advance received), or a refund the agent
 * pays back when the advance was larger. A zero amount creates nothing (null).
 */
export async function createPaymentOnApproval(
  tx: Db,
  { daId, document }: { daId: number; document: 'pda' | 'fda' },
) {
  const [da] = await tx.select().from(t.das).where(eq(t.das.id, daId));
  if (!da) return null;
  let type: 'advance' | 'balance' | 'refund' = 'advance';
  let amount = 0n;
  if (document === 'pda') {
    amount = da.prefundingAmount ? toCents(da.prefundingAmount) : 0n;
  } else {
    const [received] = await tx
      .select({ total: sql<string>`coalesce(sum(${t.payments.transferredAmount}), 0)::text` })
      .from(t.payments)
      .where(
        and(eq(t.payments.daId, daId), eq(t.payments.paymentType, 'advance'), eq(t.payments.status, 'done')),
      );
    const balance = toCents(da.fdaAgreedTotal ?? '0') - toCents(received?.total ?? '0');
    type = balance < 0n ? 'refund' : 'balance';
    amount = balance < 0n ? -balance : balance;
  }
  if (amount <= 0n) return null;
  const [payment] = await tx
    .insert(t.payments)
    .values({
      portCallId: da.portCallId,
      daId,
      paymentType: type,
      amount: formatCents(amount),
      currency: da.currency,
    })
    .returning({ id: t.payments.id });
  return payment ?? null;
}
