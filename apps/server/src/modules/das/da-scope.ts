import type { UserKind } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { preparedByKind } from '../../lib/prepared.ts';
import type { SessionUser } from '../../types.ts';
import {
  portCallScope,
  portCallScopeOf,
  SCOPE_PLACEHOLDERS,
  scopeParams,
} from '../port-calls/port-call-scope.ts';

const t = schema;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The DA and its port call, locked for the transaction; a DA of an invisible port call is 404.
 * Only the fields the DA actions read: both whole rows are some seventy columns to build into the
 * statement and map on every save (decision 029).
 *
 * The port call is named first: PostgreSQL locks a statement's rows in the order of its FROM list,
 * so the call is locked before the DA, as every writer of a call's rows does (a payment step holds
 * the call when it writes the DA; locking the DA first, the two could wait on each other until
 * PostgreSQL ended one with a deadlock error: `payment-parties.test.ts`, decision 076).
 */
export async function lockDa(tx: Tx, user: SessionUser, daId: number) {
  const [row] = await tx
    .select({
      da: {
        lockVersion: t.das.lockVersion,
        currency: t.das.currency,
        agentExchangeRate: t.das.agentExchangeRate,
        prefundingAgreedPercent: t.das.prefundingAgreedPercent,
        prefundingAmount: t.das.prefundingAmount,
      },
      portCall: {
        id: t.portCalls.id,
        refNo: t.portCalls.refNo,
        status: t.portCalls.status,
        principalEntityId: t.portCalls.principalEntityId,
        agentEntityId: t.portCalls.agentEntityId,
        legalEntityId: t.portCalls.legalEntityId,
        createdById: t.portCalls.createdById,
      },
    })
    .from(t.portCalls)
    .innerJoin(t.das, eq(t.das.portCallId, t.portCalls.id))
    .where(and(eq(t.das.id, daId), portCallScope(user)))
    .for('update');
  if (!row) throw new AppError(404, 'resource.notFound');
  return row;
}
export type LockedDa = Awaited<ReturnType<typeof lockDa>>;

/**
 * The DA with `extra` columns, and its port call's three fields, if a user of `kind` may see it
 * (`daId` and the scope as placeholders): what findDa and the DA detail (get-da.ts) prepare, the
 * detail with its lines, comments and receipts as `extra`. Not the whole port-call row: some forty
 * columns to map on every read.
 */
export function visibleDaSelect<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Db,
  kind: UserKind,
  extra: Extra,
) {
  return db
    .select({
      da: t.das,
      portCall: { id: t.portCalls.id, refNo: t.portCalls.refNo, status: t.portCalls.status },
      ...extra,
    })
    .from(t.das)
    .innerJoin(t.portCalls, eq(t.portCalls.id, t.das.portCallId))
    .where(and(eq(t.das.id, sql.placeholder('daId')), portCallScopeOf(kind, SCOPE_PLACEHOLDERS)));
}

/**
 * The same, without locking, for reads (the screening's). Prepared once per kind of user: building
 * its SQL cost more CPU than the database spends on it (docs/decisions/017).
 */
const findDaQuery = preparedByKind((db, kind) => visibleDaSelect(db, kind, {}).prepare(`find_da_${kind}`));

export async function findDa(db: Db, user: SessionUser, daId: number) {
  const [row] = await findDaQuery(db, user.kind).execute({ daId, ...scopeParams(user) });
  if (!row) throw new AppError(404, 'resource.notFound');
  return row;
}
