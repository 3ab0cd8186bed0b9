import { type Db, schema } from '@portledger/db';
import { and, eq } from 'drizzle-orm';
import { visibleEntityScope } from '../../plugins/access.ts';
import type { SessionUser } from '../../types.ts';
import { portCallScope } from '../port-calls/port-call-scope.ts';

export interface RecordAccessArgs {
  db: Db;
  user: SessionUser;
  recordId: number;
}
type RecordReader = (args: RecordAccessArgs) => Promise<boolean>;

/**
 * Who may read a file attached to a record: exactly who may see the record. Each kind of record
 * that carries files registers its rule here, in one place (later: port_call, cost_item,
 * payment). A record type without a rule is readable by nobody, so forgetting one fails closed.
 */
const readers = {
  /** Vessels are reference data every signed-in user sees, certificates included. */
  vessel_certificate: async () => true,
  /** Logos: the user's own company and legal entities; agent companies' logos are public to users. */
  entity: async ({ db, user, recordId }) => {
    const scope = visibleEntityScope(user);
    if (scope.all || scope.entityIds.includes(recordId)) return true;
    const { entities } = schema;
    const [row] = await db
      .select({ kind: entities.kind, parentId: entities.parentId })
      .from(entities)
      .where(eq(entities.id, recordId))
      .limit(1);
    if (!row) return false;
    return row.kind === 'agent' || (row.parentId !== null && scope.entityIds.includes(row.parentId));
  },
  /** Port-call documents: whoever may see the port call (modules/port-calls/port-call-scope.ts). */
  port_call: async ({ db, user, recordId }) => {
    const { portCalls } = schema;
    const [row] = await db
      .select({ id: portCalls.id })
      .from(portCalls)
      .where(and(eq(portCalls.id, recordId), portCallScope(user)))
      .limit(1);
    return !!row;
  },
  /** Receipts of DA cost lines: whoever may see the DA's port call. */
  da_cost_line: async ({ db, user, recordId }) => {
    const { portCalls, das, daCostLines } = schema;
    const [row] = await db
      .select({ id: daCostLines.id })
      .from(daCostLines)
      .innerJoin(das, eq(das.id, daCostLines.daId))
      .innerJoin(portCalls, eq(portCalls.id, das.portCallId))
      .where(and(eq(daCostLines.id, recordId), portCallScope(user)))
      .limit(1);
    return !!row;
  },
  /** Remittance advices and invoices: whoever may see the payment's port call. */
  payment: async ({ db, user, recordId }) => {
    const { portCalls, payments } = schema;
    const [row] = await db
      .select({ id: payments.id })
      .from(payments)
      .innerJoin(portCalls, eq(portCalls.id, payments.portCallId))
      .where(and(eq(payments.id, recordId), portCallScope(user)))
      .limit(1);
    return !!row;
  },
} satisfies Record<string, RecordReader>;

export type AttachableRecordType = keyof typeof readers;
export const attachableRecordTypes = Object.keys(readers) as AttachableRecordType[];

export function canReadRecord(recordType: string, args: RecordAccessArgs): Promise<boolean> {
  const reader: RecordReader | undefined = Object.hasOwn(readers, recordType)
    ? readers[recordType as AttachableRecordType]
    : undefined;
  return reader ? reader(args) : Promise.resolve(false);
}
