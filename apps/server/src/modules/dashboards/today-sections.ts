import {
  type DashboardPayment,
  type DashboardPortCall,
  dueFlag,
  type Locale,
  type PaymentStatus,
  type PaymentType,
  type PortCallStatus,
  remainingAmount,
  statusLabel,
  TODAY_COUNT_CAP,
  TODAY_LIST_LIMIT,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { codesLiterally } from '../port-calls/status-condition.ts';
import { notCosted } from './analysis-context.ts';

const t = schema;
const pc = t.portCalls;
const p = t.payments;
const dc = t.paymentDueCounts;

const portCallColumns = {
  id: pc.id,
  refNo: pc.refNo,
  status: pc.status,
  eta: pc.eta,
  etd: pc.etd,
  updatedAt: pc.updatedAt,
  vesselName: t.vessels.name,
  portName: t.ports.name,
  portCode: t.ports.unlocode,
};

/**
 * The statement of a section's first rows of port calls, with names, in the given order. Built
 * once per shape of the Today dashboard over placeholders (get-today-dashboard.ts).
 */
export function portCallRowsQuery(db: Db, { where, order }: { where: SQL; order: SQL[] }) {
  // The first ids first, then their names: joined before the limit, the planner looked up the
  // names of every matching call (1,879 waiting calls of the large principal) to keep ten.
  const ids = db
    .select({ id: pc.id })
    .from(pc)
    .where(where)
    .orderBy(...order)
    .limit(TODAY_LIST_LIMIT);
  return db
    .select(portCallColumns)
    .from(pc)
    .leftJoin(t.vessels, eq(t.vessels.id, pc.vesselId))
    .leftJoin(t.ports, eq(t.ports.id, pc.portId))
    .where(sql`${pc.id} = any(array(${ids}))`)
    .orderBy(...order);
}

type PortCallRow = Awaited<ReturnType<ReturnType<typeof portCallRowsQuery>['execute']>>[number];

/** A section's port call as the dashboard shows it. */
export function toDashboardPortCall(row: PortCallRow, locale: Locale): DashboardPortCall {
  const status = row.status as PortCallStatus;
  return {
    id: row.id,
    ref_no: row.refNo,
    status,
    status_label: statusLabel(status, locale),
    vessel_name: row.vesselName,
    port_name: row.portName,
    port_code: row.portCode,
    eta: row.eta?.toISOString() ?? null,
    etd: row.etd?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    link: `/das-mgmt/${row.id}`,
  };
}

/**
 * How many port calls match, counting at most TODAY_COUNT_CAP (bounded work on a large backlog),
 * and how many of them `extra` holds for.
 */
export function countQuery(db: Db, where: SQL, extra?: SQL) {
  const capped = db
    .select({ flag: (extra ? sql<boolean>`${extra}` : sql<boolean>`false`).as('flag') })
    .from(pc)
    .where(where)
    .limit(TODAY_COUNT_CAP)
    .as('capped');
  return db
    .select({
      all: sql<number>`count(*)::int`,
      extra: sql<number>`(count(*) filter (where ${capped.flag}))::int`,
    })
    .from(capped);
}

/**
 * Not a draft, cancelled or declined (`notCosted`), the codes written into the text so that a
 * generic plan knows which calls they are: on port_calls.status or the due counters' copy of it.
 */
export const plannedStatus = (column: typeof pc.status | typeof dc.portCallStatus): SQL =>
  sql`not (${codesLiterally(column, notCosted)})`;

/** A range of due days, as a condition on a payments column or on the counters' column. */
export type DueRange = (column: typeof p.dueOn | typeof dc.dueOn) => SQL;

/**
 * The statements of the payments still owed of visible port calls in a due range: a capped count
 * and the first rows. `counted`: the counter rows of the same port calls (counterScope), when
 * they can say it; else the count walks the payments.
 */
export function duePaymentQueries(
  db: Db,
  { visible, due, counted }: { visible: SQL; due: DueRange; counted: SQL | undefined },
) {
  // Still owed (`stillOwed`, contracts): not done and part of the amount still to be transferred.
  // A fully transferred payment waiting for the receiver's confirmation is neither due nor unpaid.
  // The same rule as the counters' (payment_due_count_keys, migration 0019).
  const open = and(
    sql`${p.status} <> 'done'`,
    sql`${p.amount} > coalesce(${p.transferredAmount}, 0)`,
    due(p.dueOn),
  ) as SQL;
  // The first payments in due order, each port call looked up by its key as the count does: joined,
  // the planner hashed the visible calls first (PostgreSQL, 330,000 calls: 20-40 ms for a small
  // principal, 1.3-2.4 ms for the large one; now 1.1-1.8 ms; PGlite, 10,000 calls: 10-18 ms for the
  // large principal, now 1.5-5 ms). The walk stops at the tenth visible payment; a user who sees
  // none of the market's unpaid payments in the range reads them all (4,446 overdue at 330,000
  // calls: 6-14 ms). Decision 027.
  const call = db
    .select({ refNo: pc.refNo, vesselName: t.vessels.name })
    .from(pc)
    .leftJoin(t.vessels, eq(t.vessels.id, pc.vesselId))
    .where(and(eq(pc.id, p.portCallId), visible))
    .limit(1)
    .as('call');
  const count = counted
    ? // A few rows per due day (payment_due_counts, kept by triggers, decision 027).
      db
        .select({ n: sql<number>`least(coalesce(sum(${dc.n}), 0), ${TODAY_COUNT_CAP})::int` })
        .from(dc)
        .where(and(counted, plannedStatus(dc.portCallStatus), due(dc.dueOn)))
    : // The count starts from the unpaid payments in the range (a partial index) and looks each
      // port call up by its key: joined, the planner hashed every visible call (120-550 ms at
      // 330,000 calls, decision 019). LIMIT 1 keeps it a lookup.
      db.select({ n: sql<number>`count(*)::int` }).from(
        db
          .select({ one: sql`1`.as('one') })
          .from(p)
          .innerJoinLateral(
            db
              .select({ found: sql`1`.as('found') })
              .from(pc)
              .where(and(eq(pc.id, p.portCallId), visible))
              .limit(1)
              .as('v'),
            sql`true`,
          )
          .where(open)
          .limit(TODAY_COUNT_CAP)
          .as('capped'),
      );
  const rows = db
    .select({ payment: p, refNo: call.refNo, vesselName: call.vesselName })
    .from(p)
    .innerJoinLateral(call, sql`true`)
    .where(open)
    .orderBy(asc(p.dueOn), asc(p.id))
    .limit(TODAY_LIST_LIMIT);
  return { count, rows };
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof duePaymentQueries>['rows']['execute']>>[number];

/** A due-range section as the dashboard shows it: the count and each payment's rest still owed. */
export function toDuePayments(
  count: { n: number } | undefined,
  rows: PaymentRow[],
  today: string,
): { count: number; objects: DashboardPayment[] } {
  return {
    count: count?.n ?? 0,
    objects: rows.map(({ payment, refNo, vesselName }) => {
      const status = payment.status as PaymentStatus;
      const remaining = remainingAmount(payment.amount, payment.transferredAmount);
      return {
        id: payment.id,
        port_call_id: payment.portCallId,
        ref_no: refNo,
        vessel_name: vesselName,
        payment_type: payment.paymentType as PaymentType,
        // What is still owed, not the whole amount: a part transfer leaves only the rest due.
        amount: remaining,
        currency: payment.currency,
        due_on: payment.dueOn!,
        due_flag: dueFlag(payment.dueOn, status, today, remaining) ?? 'due',
        status,
        link: `/das-mgmt/${payment.portCallId}/payment/${payment.id}`,
      };
    }),
  };
}
