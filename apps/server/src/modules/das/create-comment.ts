import type { PortCallStatus } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { portCallScope } from '../port-calls/port-call-scope.ts';

const t = schema;

/**
 * A comment on a cost line by whoever may see the DA, outside any action (a question, a note).
 * The author is the session user; closed port calls take no more comments.
 */
export async function createComment({
  db,
  user,
  costLineId,
  document,
  content,
}: {
  db: Db;
  user: SessionUser;
  costLineId: number;
  document: 'pda' | 'fda';
  content: string;
}): Promise<number> {
  const [row] = await db
    .select({ daId: t.daCostLines.daId, status: t.portCalls.status })
    .from(t.daCostLines)
    .innerJoin(t.das, eq(t.das.id, t.daCostLines.daId))
    .innerJoin(t.portCalls, eq(t.portCalls.id, t.das.portCallId))
    .where(and(eq(t.daCostLines.id, costLineId), portCallScope(user)));
  if (!row) throw new AppError(404, 'resource.notFound');
  const closed: PortCallStatus[] = ['da_cancelled', 'da_declined', 'da_completed'];
  if (closed.includes(row.status as PortCallStatus)) {
    throw new AppError(409, 'portCall.actionNotAllowed', {
      params: { status: row.status },
      data: { status: row.status },
    });
  }
  const [comment] = await db
    .insert(t.daComments)
    .values({ daId: row.daId, costLineId, document, userId: user.id, content })
    .returning({ id: t.daComments.id });
  return comment!.id;
}
