import {
  actionableStatuses,
  addDays,
  DUE_SOON_DAYS,
  type Locale,
  localDay,
  TODAY_WINDOW_DAYS,
  type TodayDashboard,
  type todayDashboardQuery,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, eq, gte, inArray, lt, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionUser } from '../../types.ts';
import { counterScope, portCallScope } from '../port-calls/port-call-scope.ts';
import { statusIn } from '../port-calls/status-condition.ts';
import { notCosted } from './analysis-context.ts';
import { countPortCalls, type DueRange, duePayments, portCallRows } from './today-sections.ts';

const pc = schema.portCalls;

/**
 * The port calls the Today dashboard reads: those the user may see (with a principal's legal-entity
 * choice), those of them planned (not a draft, cancelled or declined), and the payment counters of
 * the same calls. The counters have the scopes and a principal's legal entities, not another
 * user's legal-entity filter: that one counts the payments themselves (`counted` undefined).
 */
export function todayScopes(user: SessionUser, legalEntityId: number | undefined) {
  const visible = and(
    portCallScope(user),
    legalEntityId ? eq(pc.legalEntityId, legalEntityId) : undefined,
  ) as SQL;
  const planned = and(visible, notInArray(pc.status, [...notCosted])) as SQL;
  const counted =
    legalEntityId === undefined || user.kind === 'principal'
      ? counterScope(schema.paymentDueCounts, user, legalEntityId)
      : undefined;
  return { visible, planned, counted };
}

/** Payments due within DUE_SOON_DAYS of `today` (today included), and those due before it. */
export function dueRanges(today: string): { soon: DueRange; overdue: DueRange } {
  return {
    soon: (column) => and(gte(column, today), lte(column, addDays(today, DUE_SOON_DAYS))) as SQL,
    overdue: (column) => lt(column, today),
  };
}

/**
 * What needs attention now, on the user's clock (`tz` minutes east of UTC): arrivals (ETA) and
 * departures (ETD) today and the next 7 days, the port calls waiting for this kind of user (the
 * longest waiting first), and unpaid payments due within 3 days or overdue. Every section is an
 * indexed query for its first rows and a count that stops at TODAY_COUNT_CAP.
 */
export async function getTodayDashboard({
  db,
  user,
  query,
  locale,
  now = new Date(),
}: {
  db: Db;
  user: SessionUser;
  query: z.infer<typeof todayDashboardQuery>;
  locale: Locale;
  now?: Date;
}): Promise<TodayDashboard> {
  const today = localDay(now, query.tz);
  const until = addDays(today, TODAY_WINDOW_DAYS);
  // Midnight of a day on the user's clock, as an instant.
  const midnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - query.tz * 60_000);
  const { visible, planned, counted } = todayScopes(user, query.legal_entity_id);
  const due = dueRanges(today);

  const movements = async (column: typeof pc.eta) => {
    const where = and(planned, gte(column, midnight(today)), lt(column, midnight(addDays(until, 1)))) as SQL;
    const tomorrow = midnight(addDays(today, 1)).toISOString();
    const [counts, objects] = await Promise.all([
      countPortCalls(db, where, sql`${column} < ${tomorrow}::timestamptz`),
      portCallRows(db, { where, order: [asc(column), asc(pc.id)], locale }),
    ]);
    return { count: counts.all, today_count: counts.extra, objects };
  };
  // A principal's or agent's waiting calls through its scope index, by the statuses' orders (large
  // principal at 330,000 calls: 8.8 -> 3.0 ms for the count); the desk's through the status index
  // alone, which answers the count from the index (1.4 ms; with the orders as well, 5.1 ms).
  const waitingStatuses =
    user.kind === 'operator'
      ? inArray(pc.status, [...actionableStatuses(user.kind)])
      : statusIn(actionableStatuses(user.kind));
  const waitingWhere = and(visible, waitingStatuses) as SQL;
  // The order of updated_at, but not one an index gives: read in port_calls_updated_idx order, the
  // few waiting calls (recent ones) come after the whole history (decision 016); through the status
  // index they are a few thousand rows to sort.
  const waitingSince = sql`${pc.updatedAt} + interval '0 seconds'`;

  const [arrivals, departures, waitingCount, waiting, dueSoon, overdue] = await Promise.all([
    movements(pc.eta),
    movements(pc.etd),
    countPortCalls(db, waitingWhere),
    portCallRows(db, { where: waitingWhere, order: [asc(waitingSince), asc(pc.id)], locale }),
    duePayments(db, { visible: planned, due: due.soon, today, counted }),
    duePayments(db, { visible: planned, due: due.overdue, today, counted }),
  ]);
  return {
    today,
    until,
    arrivals,
    departures,
    waiting: { count: waitingCount.all, objects: waiting },
    payments_due_soon: dueSoon,
    payments_overdue: overdue,
  };
}
