import type { Payment, paymentListQuery } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { pageInfo, pageWindow } from '../../lib/list.ts';
import type { SessionUser } from '../../types.ts';
import { toUploadedFile } from '../files/to-uploaded-file.ts';
import { portCallScope } from '../port-calls/port-call-scope.ts';
import { toPayment } from './to-payment.ts';

const t = schema;
const today = () => new Date().toISOString().slice(0, 10);

/** Payments waiting for this kind of user (the Actionable tab), in SQL. */
function actionable(user: SessionUser): SQL {
  const pc = t.portCalls.status;
  const p = t.payments;
  if (user.kind === 'operator') return inArray(pc, ['pda_checking', 'fda_checking']);
  if (user.kind === 'principal') {
    return or(
      and(eq(p.status, 'pending'), inArray(pc, ['pda_approved', 'fda_approved'])),
      and(
        eq(p.paymentType, 'advance'),
        eq(p.status, 'pending'),
        eq(pc, 'pda_advance_payment_pending_confirmation'),
      ),
      and(
        eq(p.paymentType, 'balance'),
        eq(p.status, 'pending'),
        eq(pc, 'fda_balance_payment_pending_confirmation'),
      ),
      and(eq(p.paymentType, 'refund'), eq(p.status, 'submitted')),
    ) as SQL;
  }
  return or(
    and(inArray(p.paymentType, ['advance', 'balance']), eq(p.status, 'submitted')),
    and(
      eq(p.paymentType, 'refund'),
      eq(p.status, 'pending'),
      eq(pc, 'fda_balance_payment_pending_confirmation'),
    ),
  ) as SQL;
}

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
  const where = [
    portCallScope(user),
    query.status_in?.length ? inArray(p.status, query.status_in) : undefined,
    query.payment_type_in?.length ? inArray(p.paymentType, query.payment_type_in) : undefined,
    query.port_call_id_eq ? eq(p.portCallId, query.port_call_id_eq) : undefined,
    query.legal_entity_id_eq ? eq(t.portCalls.legalEntityId, query.legal_entity_id_eq) : undefined,
    query.due_on_gteq ? gte(p.dueOn, query.due_on_gteq) : undefined,
    query.due_on_lteq ? lte(p.dueOn, query.due_on_lteq) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const tabWhere = query.tab === 'actionable' ? [...where, actionable(user)] : where;
  const { limit, offset } = pageWindow(query);
  const [rows, [counts]] = await Promise.all([
    db
      .select({ payment: p, portCall: t.portCalls })
      .from(p)
      .innerJoin(t.portCalls, eq(t.portCalls.id, p.portCallId))
      .where(and(...tabWhere))
      .orderBy(sql`${p.dueOn} asc nulls last`, desc(p.createdAt), asc(p.id))
      .limit(limit)
      .offset(offset),
    db
      .select({
        all: sql<number>`count(*)::int`,
        actionable: sql<number>`count(*) filter (where ${actionable(user)})::int`,
      })
      .from(p)
      .innerJoin(t.portCalls, eq(t.portCalls.id, p.portCallId))
      .where(and(...where)),
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
    .select({ payment: t.payments, portCall: t.portCalls })
    .from(t.payments)
    .innerJoin(t.portCalls, eq(t.portCalls.id, t.payments.portCallId))
    .where(and(eq(t.payments.id, id), portCallScope(user)));
  if (!row) throw new AppError(404, 'resource.notFound');
  const documents = await documentsOf(db, [id], apiPrefix);
  return toPayment(row, user, documents.get(id) ?? [], today());
}
