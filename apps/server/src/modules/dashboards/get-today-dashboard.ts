import {
  actionableStatuses,
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
import { portCallScope } from '../port-calls/port-call-scope.ts';
import { notCosted } from './analysis-context.ts';
import { countPortCalls, duePayments, portCallRows } from './today-sections.ts';

const pc = schema.portCalls;
const p = schema.payments;
const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

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
  const visible = and(
    portCallScope(user),
    query.legal_entity_id ? eq(pc.legalEntityId, query.legal_entity_id) : undefined,
  ) as SQL;
  const planned = and(visible, notInArray(pc.status, [...notCosted])) as SQL;

  const movements = async (column: typeof pc.eta) => {
    const where = and(planned, gte(column, midnight(today)), lt(column, midnight(addDays(until, 1)))) as SQL;
    const tomorrow = midnight(addDays(today, 1)).toISOString();
    const [counts, objects] = await Promise.all([
      countPortCalls(db, where, sql`${column} < ${tomorrow}::timestamptz`),
      portCallRows(db, { where, order: [asc(column), asc(pc.id)], locale }),
    ]);
    return { count: counts.all, today_count: counts.extra, objects };
  };
  const waitingWhere = and(visible, inArray(pc.status, actionableStatuses(user.kind))) as SQL;
  // The order of updated_at, but not one an index gives: read in port_calls_updated_idx order, the
  // few waiting calls (recent ones) come after the whole history (decision 016); through the status
  // index they are a few thousand rows to sort.
  const waitingSince = sql`${pc.updatedAt} + interval '0 seconds'`;

  const [arrivals, departures, waitingCount, waiting, dueSoon, overdue] = await Promise.all([
    movements(pc.eta),
    movements(pc.etd),
    countPortCalls(db, waitingWhere),
    portCallRows(db, { where: waitingWhere, order: [asc(waitingSince), asc(pc.id)], locale }),
    duePayments(db, {
      visible: planned,
      due: and(gte(p.dueOn, today), lte(p.dueOn, addDays(today, DUE_SOON_DAYS))) as SQL,
      today,
    }),
    duePayments(db, { visible: planned, due: lt(p.dueOn, today), today }),
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
