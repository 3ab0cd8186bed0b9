import { type Db, schema } from '@portledger/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RuleFlag } from './rules.ts';
import { suggestedReason } from './screen-da.ts';

const t = schema;

/**
 * When the desk submits a screening (issue 10): every line it screened below the quote gets a
 * savings reason. A reason the desk chose stays; otherwise the one the line's flags point to
 * (duplicate, tariff deviation, not on the PDA, ...), else negotiation. A line screened at its
 * quote has no saving and no reason. Runs in the action's transaction; the flags were gathered
 * before it (`screenDa`), so the evidence's reads do not hold the DA's lock.
 */
export async function attributeScreeningSavings(
  tx: Db,
  daId: number,
  document: 'pda' | 'fda',
  flagsByLine: ReadonlyMap<number, RuleFlag[]>,
): Promise<void> {
  const quoted = sql.identifier(`${document}_quoted_price`);
  const screened = sql.identifier(`${document}_screened_price`);
  const reason = sql.identifier(`${document}_screening_reason`);
  await tx.execute(sql`
    update ${t.daCostLines} set ${reason} = null
    where da_id = ${daId} and ${quoted} is not null and ${screened} >= ${quoted}`);
  const open = (await tx.execute(sql`
    select id from ${t.daCostLines}
    where da_id = ${daId} and ${screened} < ${quoted} and ${reason} is null`)) as unknown as {
    rows: { id: number }[];
  };
  if (!open.rows.length) return;
  const byReason = new Map<string, number[]>();
  for (const { id } of open.rows) {
    const chosen = suggestedReason(flagsByLine.get(id) ?? []) ?? 'negotiation';
    byReason.set(chosen, [...(byReason.get(chosen) ?? []), id]);
  }
  for (const [chosen, ids] of byReason) {
    await tx
      .update(t.daCostLines)
      .set(document === 'pda' ? { pdaScreeningReason: chosen } : { fdaScreeningReason: chosen })
      .where(and(eq(t.daCostLines.daId, daId), inArray(t.daCostLines.id, ids)));
  }
}
