import {
  actionableStatuses,
  addDays,
  DUE_SOON_DAYS,
  type Locale,
  localDay,
  TODAY_WINDOW_DAYS,
  type TodayDashboard,
  type todayDashboardQuery,
  type UserKind,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { preparedPerKey } from '../../lib/prepared.ts';
import type { SessionUser } from '../../types.ts';
import {
  counterScopeOf,
  legalCounterScope,
  portCallScopeOf,
  SCOPE_PLACEHOLDERS,
  scopeParams,
} from '../port-calls/port-call-scope.ts';
import { codesLiterally, statusInLiterally } from '../port-calls/status-condition.ts';
import {
  countQuery,
  type DueRange,
  duePaymentQueries,
  plannedStatus,
  portCallRowsQuery,
  toDashboardPortCall,
  toDuePayments,
} from './today-sections.ts';

const pc = schema.portCalls;
const placeholder = sql.placeholder;

/**
 * Which of a principal's legal entities the dashboard counts: all it may see, the one chosen in
 * the header, or one chosen that it does not manage (no counter rows: counts none).
 */
type LegalChoice = 'all' | 'one' | 'unmanaged';

/**
 * What the text of Today's statements depends on; every value (the user's scope, the legal entity,
 * the days and instants of the user's clock) is a placeholder. `counters`: the payment counts from
 * payment_due_counts where they can say them (false only to check them against the payments).
 */
interface TodayShape {
  kind: UserKind;
  legal: LegalChoice;
  counters: boolean;
}

const legalChoice = (user: SessionUser, legalEntityId: number | undefined): LegalChoice =>
  legalEntityId === undefined
    ? 'all'
    : user.kind !== 'principal' || user.managedEntityIds.includes(legalEntityId)
      ? 'one'
      : 'unmanaged';

/**
 * The port calls the Today dashboard reads: those the user may see (with a legal-entity choice),
 * those of them planned (not a draft, cancelled or declined), and the payment counters of the same
 * calls. The counters have the scopes and a principal's legal entities, not another user's
 * legal-entity filter: that one counts the payments themselves (`counted` undefined).
 */
function todayScopes({ kind, legal, counters }: TodayShape) {
  const visible = and(
    portCallScopeOf(kind, SCOPE_PLACEHOLDERS, { principalOnce: true }),
    legal === 'all' ? undefined : eq(pc.legalEntityId, placeholder('legalEntityId')),
  ) as SQL;
  const planned = and(visible, plannedStatus(pc.status)) as SQL;
  const dc = schema.paymentDueCounts;
  const counted = !counters
    ? undefined
    : legal === 'all'
      ? counterScopeOf(dc, kind, SCOPE_PLACEHOLDERS)
      : kind !== 'principal'
        ? undefined
        : legal === 'one'
          ? legalCounterScope(dc, SCOPE_PLACEHOLDERS.entityId, placeholder('legalEntityId'))
          : sql`false`;
  return { visible, planned, counted };
}

/** Payments due from `today` to `soonUntil` (DUE_SOON_DAYS later), and those due before `today`. */
const dueRanges: { soon: DueRange; overdue: DueRange } = {
  soon: (column) => and(gte(column, placeholder('today')), lte(column, placeholder('soonUntil'))) as SQL,
  overdue: (column) => lt(column, placeholder('today')),
};

/**
 * Today's ten statements for one shape, built once per database and named: PostgreSQL plans each
 * of them again on every request otherwise (planning took half of the dashboard's database time,
 * 6.8 of 14.4 ms for the large principal at 330,000 calls), while their plans do not change with
 * the values (a week of ETAs or ETDs, the waiting statuses, a few due days).
 */
const todayStatements = preparedPerKey((db, key, shape: TodayShape) => {
  const { visible, planned, counted } = todayScopes(shape);
  const name = (section: string) => `today_${key}_${section}`;
  const movements = (column: typeof pc.eta) => {
    const where = and(planned, gte(column, placeholder('from')), lt(column, placeholder('to'))) as SQL;
    const section = column === pc.eta ? 'arrivals' : 'departures';
    return {
      count: countQuery(db, where, sql`${column} < ${placeholder('tomorrow')}::timestamptz`).prepare(
        name(`${section}_count`),
      ),
      rows: portCallRowsQuery(db, { where, order: [asc(column), asc(pc.id)] }).prepare(name(section)),
    };
  };
  // A principal's or agent's waiting calls through its scope index, by the statuses' orders (large
  // principal at 330,000 calls: 8.8 -> 3.0 ms for the count); the desk's through the status index
  // alone, which answers the count from the index (1.4 ms; with the orders as well, 5.1 ms).
  const waitingStatuses =
    shape.kind === 'operator'
      ? codesLiterally(pc.status, actionableStatuses(shape.kind))
      : statusInLiterally(actionableStatuses(shape.kind));
  const waitingWhere = and(visible, waitingStatuses) as SQL;
  // The order of updated_at, but not one an index gives: read in port_calls_updated_idx order, the
  // few waiting calls (recent ones) come after the whole history (decision 016); through the status
  // index they are a few thousand rows to sort.
  const waitingSince = sql`${pc.updatedAt} + interval '0 seconds'`;
  const due = (range: keyof typeof dueRanges) => {
    const { count, rows } = duePaymentQueries(db, { visible: planned, due: dueRanges[range], counted });
    return { count: count.prepare(name(`${range}_count`)), rows: rows.prepare(name(range)) };
  };
  return {
    arrivals: movements(pc.eta),
    departures: movements(pc.etd),
    waiting: {
      count: countQuery(db, waitingWhere).prepare(name('waiting_count')),
      rows: portCallRowsQuery(db, {
        where: waitingWhere,
        order: [asc(waitingSince), asc(pc.id)],
      }).prepare(name('waiting')),
    },
    soon: due('soon'),
    overdue: due('overdue'),
  };
});

function statementsFor(db: Db, user: SessionUser, legalEntityId: number | undefined, counters: boolean) {
  const shape: TodayShape = { kind: user.kind, legal: legalChoice(user, legalEntityId), counters };
  return todayStatements(db, `${shape.kind}_${shape.legal}${counters ? '' : '_walk'}`, shape);
}

/** The values of a user's statements: scope, legal entity and the day on the user's clock. */
function dueParams(user: SessionUser, legalEntityId: number | undefined, today: string) {
  return { ...scopeParams(user), legalEntityId, today, soonUntil: addDays(today, DUE_SOON_DAYS) };
}

type TodayStatements = ReturnType<typeof statementsFor>;

/** Both payment sections from a shape's statements and the request's values. */
async function dueSections({ soon, overdue }: TodayStatements, params: ReturnType<typeof dueParams>) {
  const [[soonCount], soonRows, [overdueCount], overdueRows] = await Promise.all([
    soon.count.execute(params),
    soon.rows.execute(params),
    overdue.count.execute(params),
    overdue.rows.execute(params),
  ]);
  return {
    soon: toDuePayments(soonCount, soonRows, params.today),
    overdue: toDuePayments(overdueCount, overdueRows, params.today),
  };
}

/**
 * Unpaid payments due within DUE_SOON_DAYS of `today` (today included), and those due before it,
 * of the port calls the dashboard counts. `counters: false` counts the payments themselves.
 */
export function duePaymentSections({
  db,
  user,
  legalEntityId,
  today,
  counters = true,
}: {
  db: Db;
  user: SessionUser;
  legalEntityId: number | undefined;
  today: string;
  counters?: boolean;
}) {
  return dueSections(statementsFor(db, user, legalEntityId, counters), dueParams(user, legalEntityId, today));
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
  const midnight = (day: string) =>
    new Date(Date.parse(`${day}T00:00:00Z`) - query.tz * 60_000).toISOString();
  const legalEntityId = query.legal_entity_id;
  const statements = statementsFor(db, user, legalEntityId, true);
  const params = {
    ...dueParams(user, legalEntityId, today),
    from: midnight(today),
    to: midnight(addDays(until, 1)),
    tomorrow: midnight(addDays(today, 1)),
  };
  const movements = async ({ count, rows }: TodayStatements['arrivals']) => {
    const [[counts], objects] = await Promise.all([count.execute(params), rows.execute(params)]);
    return {
      count: counts?.all ?? 0,
      today_count: counts?.extra ?? 0,
      objects: objects.map((row) => toDashboardPortCall(row, locale)),
    };
  };
  const { waiting } = statements;
  const [arrivals, departures, [waitingCount], waitingRows, due] = await Promise.all([
    movements(statements.arrivals),
    movements(statements.departures),
    waiting.count.execute(params),
    waiting.rows.execute(params),
    dueSections(statements, params),
  ]);
  return {
    today,
    until,
    arrivals,
    departures,
    waiting: {
      count: waitingCount?.all ?? 0,
      objects: waitingRows.map((row) => toDashboardPortCall(row, locale)),
    },
    payments_due_soon: due.soon,
    payments_overdue: due.overdue,
  };
}
