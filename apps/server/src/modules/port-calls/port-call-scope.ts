import type { UserKind } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, inArray, isNull, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';

const { portCalls } = schema;

/**
 * What a scope is built from: a user's values, or the placeholders of a statement prepared once
 * per kind of user (preparedByKind) and executed with `scopeParams(user)`.
 */
export interface ScopeValues {
  entityId: number | Placeholder;
  userId: number | Placeholder;
  managedEntityIds: readonly number[] | Placeholder;
}

export const SCOPE_PLACEHOLDERS: ScopeValues = {
  entityId: sql.placeholder('scopeEntityId'),
  userId: sql.placeholder('scopeUserId'),
  managedEntityIds: sql.placeholder('scopeManagedEntityIds'),
};

/** The values of SCOPE_PLACEHOLDERS for a user. */
export const scopeParams = (user: SessionUser) => ({
  scopeEntityId: user.entityId,
  scopeUserId: user.id,
  scopeManagedEntityIds: user.managedEntityIds,
});

/** The user's own values of a scope (SCOPE_PLACEHOLDERS names the same three). */
export const scopeValues = (user: SessionUser): ScopeValues => ({
  entityId: user.entityId,
  userId: user.id,
  managedEntityIds: user.managedEntityIds,
});

/** Past the draft, the status written into the text (`statusInText`). */
const NOT_DRAFT_IN_TEXT = sql`${portCalls.status} <> 'port_call_draft'`;

/**
 * Which port calls a user may see (DESIGN.md section 5): a principal those of the legal entities
 * it manages (and its own drafts not yet given one), an agent those it is appointed to but never
 * drafts, an operator every call past the draft.
 */
export function portCallScope(user: SessionUser): SQL {
  return portCallScopeOf(user.kind, scopeValues(user));
}

/**
 * portCallScope for one kind of user, from values or placeholders. With placeholders the managed
 * legal entities are one array parameter (`= any($n::int[])`, false for an empty array, which
 * leaves the principal its own drafts as the shortcut below does).
 *
 * `principalOnce` says a principal's entity once, outside both branches (its managed legal
 * entities, its own drafts without one), for a statement PostgreSQL may run with a generic plan
 * (decision 053): planning with the values it takes the common condition out itself, but a generic
 * plan cannot tell that two parameters are equal (the Today dashboard's waiting count read the
 * status index in 14 ms instead of the principal's in 1.1). Elsewhere the statements keep the
 * text their plans were measured with (decision 053, "Not done").
 *
 * `statusInText` writes the draft status into the text instead of sending it as a parameter, for a
 * statement run with its generic plan (decision 062), which then knows the condition leaves out a
 * few calls. A statement planned with its values keeps the parameter: PostgreSQL's choice between
 * its custom and generic plans was measured that way.
 */
export function portCallScopeOf(
  kind: UserKind,
  values: ScopeValues,
  { principalOnce = false, statusInText = false } = {},
): SQL {
  const notDraft = statusInText ? NOT_DRAFT_IN_TEXT : ne(portCalls.status, 'port_call_draft');
  if (kind === 'operator') return notDraft;
  if (kind === 'agent') return and(eq(portCalls.agentEntityId, values.entityId), notDraft) as SQL;
  const principal = () => eq(portCalls.principalEntityId, values.entityId);
  /** Its own drafts without a legal entity, with or without the principal condition. */
  const own = (ofPrincipal: boolean) =>
    and(
      ofPrincipal ? principal() : undefined,
      isNull(portCalls.legalEntityId),
      eq(portCalls.createdById, values.userId),
    ) as SQL;
  const managed = values.managedEntityIds;
  if (Array.isArray(managed) && managed.length === 0) return own(true);
  const inManaged = Array.isArray(managed)
    ? inArray(portCalls.legalEntityId, managed)
    : sql`${portCalls.legalEntityId} = any(${managed}::int[])`;
  if (principalOnce) return and(principal(), or(inManaged, own(false))) as SQL;
  return or(and(principal(), inManaged), own(true)) as SQL;
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
  if (user.kind === 'principal' && legalEntityId !== undefined) {
    return user.managedEntityIds.includes(legalEntityId)
      ? legalCounterScope(counts, user.entityId, legalEntityId)
      : sql`false`;
  }
  return counterScopeOf(counts, user.kind, scopeValues(user));
}

/** The counter rows of one legal entity of a principal (one it manages), from values or placeholders. */
export function legalCounterScope(
  counts: CounterScopeColumns,
  entityId: number | Placeholder,
  legalEntityId: number | Placeholder,
): SQL {
  return and(
    eq(counts.scope, 'legal'),
    eq(counts.scopeId, entityId),
    eq(counts.scopeSubId, legalEntityId),
  ) as SQL;
}

/** counterScope without a legal-entity choice, for one kind of user, from values or placeholders. */
export function counterScopeOf(
  counts: CounterScopeColumns,
  kind: UserKind,
  values: ScopeValues,
): SQL | undefined {
  const arms = counterScopeArmsOf(counts, kind, values);
  return arms.length > 1 ? or(...arms) : arms[0];
}

/**
 * counterScopeOf as its disjoint arms, for a read that takes each arm apart (one index range each,
 * decision 057): a principal's own drafts without a legal entity and its managed legal entities
 * (none without any), an agent's and the desk's one. The desk's rows are keyed `('all', 0, 0)`
 * (port_call_count_keys): its arm names the 0, so an index with the scope id after the scope
 * narrows to the columns after it. `managedAsFilter` tests a principal's managed legal entities on
 * the rows the rest of the arm finds (`is true`, no index condition): port_call_search_counts_pk
 * has the item after the scope id and before them, and PostgreSQL would otherwise seek every item
 * once per managed entity (732 seeks for a word of 183 vessels and 4 entities, 2.7 ms; one per
 * item, 1 ms).
 */
export function counterScopeArmsOf(
  counts: CounterScopeColumns,
  kind: UserKind,
  values: ScopeValues,
  { managedAsFilter = false } = {},
): SQL[] {
  if (kind === 'operator') return [and(eq(counts.scope, 'all'), eq(counts.scopeId, 0)) as SQL];
  if (kind === 'agent') return [and(eq(counts.scope, 'agent'), eq(counts.scopeId, values.entityId)) as SQL];
  const own = and(
    eq(counts.scope, 'own'),
    eq(counts.scopeId, values.entityId),
    eq(counts.scopeSubId, values.userId),
  ) as SQL;
  const legal = and(eq(counts.scope, 'legal'), eq(counts.scopeId, values.entityId));
  const managed = values.managedEntityIds;
  if (Array.isArray(managed) && managed.length === 0) return [own];
  const inManaged = Array.isArray(managed)
    ? inArray(counts.scopeSubId, managed)
    : sql`${counts.scopeSubId} = any(${managed}::int[])`;
  return [own, and(legal, managedAsFilter ? sql`(${inManaged}) is true` : inManaged) as SQL];
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
