import type { Payment, paymentListQuery } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { pageInfo, pageWindow } from '../../lib/list.ts';
import type { SessionUser } from '../../types.ts';
import { toUploadedFile } from '../files/to-uploaded-file.ts';
import { portCallScope } from '../port-calls/port-call-scope.ts';
import { actionableCondition, countPaymentTabs } from './payment-tabs.ts';
import { toPayment } from './to-payment.ts';

const t = schema;
const today = () => new Date().toISOString().slice(0, 10);
/** The port-call columns a payment's view reads: not the whole row (about 40 columns). */
const paymentPortCall = { refNo: t.portCalls.refNo, status: t.portCalls.status };

async function documentsOf(db: Db, ids: number[], apiPrefix: string) {
  if (!ids.length) return new Map<number, Payment['documents']>();
  const rows = await db
    .select({ recordId: t.attachments.recordId, file: t.files })
    .from(t.attachments)
    .innerJoin(t.files, eq(t.files.id, t.attachments.fileId))
    .where(and(eq(t.attachments.recordType, 'payment'), inArray(t.attachments.recordId, ids)));
  const map = new Map<number, Payment['documents']>();
  for (const { recordId, file } of rows) {
    const f = toUploadedFile(file, apiPrefix);
    map.set(recordId, [
      ...(map.get(recordId) ?? []),
      { id: f.id, file_url: f.file_url, original_filename: f.original_filename },
    ]);
  }
  return map;
}

export async function listPayments({
  db,
  user,
  query,
  apiPrefix,
}: {
  db: Db;
  user: SessionUser;
  query: z.infer<typeof paymentListQuery>;
  apiPrefix: string;
}) {
  const p = t.payments;
  const filters = [
    query.status_in?.length ? inArray(p.status, query.status_in) : undefined,
    query.payment_type_in?.length ? inArray(p.paymentType, query.payment_type_in) : undefined,
    query.port_call_id_eq ? eq(p.portCallId, query.port_call_id_eq) : undefined,
    query.due_on_gteq ? gte(p.dueOn, query.due_on_gteq) : undefined,
    query.due_on_lteq ? lte(p.dueOn, query.due_on_lteq) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const byEntity = query.legal_entity_id_eq;
  const where = [
    portCallScope(user),
    ...filters,
    byEntity ? eq(t.portCalls.legalEntityId, byEntity) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const tabWhere = query.tab === 'actionable' ? [...where, actionableCondition(user)] : where;
  const { limit, offset } = pageWindow(query);
  // Without filters (a principal's legal-entity choice aside) the counts come from the counters the
  // triggers keep (decision 020); with filters they stay a count over the filtered payments.
  const fromCounters = filters.length === 0 && (!byEntity || user.kind === 'principal');
  const [rows, counts] = await Promise.all([
    db
      .select({ payment: p, portCall: paymentPortCall })
      .from(p)
      .innerJoin(t.portCalls, eq(t.portCalls.id, p.portCallId))
      .where(and(...tabWhere))
      .orderBy(
        // The same order either way. The Actionable tab holds few payments: `+ 0` keeps the planner
        // from walking every visible payment in payments_list_order_idx to find them, so it
        // starts from the port calls' statuses and sorts the few (decision 020).
        query.tab === 'actionable' ? sql`(${p.dueOn} + 0) asc nulls last` : sql`${p.dueOn} asc nulls last`,
        desc(p.createdAt),
        asc(p.id),
      )
      .limit(limit)
      .offset(offset),
    fromCounters
      ? countPaymentTabs(db, user, byEntity)
      : db
          .select({
            all: sql<number>`count(*)::int`,
            actionable: sql<number>`count(*) filter (where ${actionableCondition(user)})::int`,
          })
          .from(p)
          .innerJoin(t.portCalls, eq(t.portCalls.id, p.portCallId))
          .where(and(...where))
          .then((found) => found[0]),
  ]);
  const documents = await documentsOf(
    db,
    rows.map((row) => row.payment.id),
    apiPrefix,
  );
  const tabCounts = { all: counts?.all ?? 0, actionable: counts?.actionable ?? 0 };
  return {
    objects: rows.map((row) => toPayment(row, user, documents.get(row.payment.id) ?? [], today())),
    page: pageInfo(query, tabCounts[query.tab]),
    tab_counts: tabCounts,
  };
}

export async function getPayment({
  db,
  user,
  id,
  apiPrefix,
}: {
  db: Db;
  user: SessionUser;
  id: number;
  apiPrefix: string;
}) {
  const [row] = await db
    .select({ payment: t.payments, portCall: paymentPortCall })
    .from(t.payments)
    .innerJoin(t.portCalls, eq(t.portCalls.id, t.payments.portCallId))
    .where(and(eq(t.payments.id, id), portCallScope(user)));
  if (!row) throw new AppError(404, 'resource.notFound');
  const documents = await documentsOf(db, [id], apiPrefix);
  return toPayment(row, user, documents.get(id) ?? [], today());
}
