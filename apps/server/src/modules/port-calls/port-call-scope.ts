import { type Db, schema } from '@portledger/db';
import { and, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';

const { portCalls } = schema;

/**
 * Which port calls a user may see (DESIGN.md section 5): a principal those of the legal entities
 * it manages (and its own drafts not yet given one), an agent those it is appointed to but never
 * drafts, an operator every call past the draft.
 */
export function portCallScope(user: SessionUser): SQL {
  if (user.kind === 'operator') return ne(portCalls.status, 'port_call_draft');
  if (user.kind === 'agent') {
    return and(eq(portCalls.agentEntityId, user.entityId), ne(portCalls.status, 'port_call_draft')) as SQL;
  }
  const own = and(
    eq(portCalls.principalEntityId, user.entityId),
    isNull(portCalls.legalEntityId),
    eq(portCalls.createdById, user.id),
  ) as SQL;
  if (user.managedEntityIds.length === 0) return own;
  return or(
    and(
      eq(portCalls.principalEntityId, user.entityId),
      inArray(portCalls.legalEntityId, user.managedEntityIds),
    ),
    own,
  ) as SQL;
}

/** The key columns of a trigger-kept counter table (port_call_counts, payment_counts). */
export interface CounterScopeColumns {
  scope: AnyPgColumn;
  scopeId: AnyPgColumn;
  scopeSubId: AnyPgColumn;
}

/**
 * portCallScope over a counter table: the counter rows of the port calls a user may see (the keys
 * port_call_count_keys writes, migration 0009). `legalEntityId` narrows a principal to one of its
 * legal entities (the header's choice), which also leaves out its drafts without one.
 */
export function counterScope(
  counts: CounterScopeColumns,
  user: SessionUser,
  legalEntityId?: number,
): SQL | undefined {
  if (user.kind === 'operator') return eq(counts.scope, 'all');
  if (user.kind === 'agent') return and(eq(counts.scope, 'agent'), eq(counts.scopeId, user.entityId));
  const legal = and(eq(counts.scope, 'legal'), eq(counts.scopeId, user.entityId));
  if (legalEntityId !== undefined) {
    return user.managedEntityIds.includes(legalEntityId)
      ? and(legal, eq(counts.scopeSubId, legalEntityId))
      : sql`false`;
  }
  return or(
    and(eq(counts.scope, 'own'), eq(counts.scopeId, user.entityId), eq(counts.scopeSubId, user.id)),
    user.managedEntityIds.length > 0
      ? and(legal, inArray(counts.scopeSubId, user.managedEntityIds))
      : undefined,
  );
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The port call row, locked for the rest of the transaction so concurrent actions on it queue up
 * (the second one then sees the new status and answers 409). Not visible: 404.
 */
export async function lockPortCall(tx: Tx, user: SessionUser, id: number) {
  const [row] = await tx
    .select()
    .from(portCalls)
    .where(and(eq(portCalls.id, id), portCallScope(user)))
    .for('update');
  if (!row) throw new AppError(404, 'resource.notFound');
  return row;
}

/** A stale lock_version answers 409 and changes nothing. */
export function assertFresh(row: { lockVersion: number }, lockVersion: number) {
  if (row.lockVersion !== lockVersion) throw new AppError(409, 'conflict.stale');
}

export const bumpLockVersion = sql`${portCalls.lockVersion} + 1`;
