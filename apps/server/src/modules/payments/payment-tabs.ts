import type { PortCallStatus, UserKind } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { perDatabase, preparedByKind } from '../../lib/prepared.ts';
import { SERIAL_PLAN } from '../../lib/serial-plan.ts';
import type { SessionUser } from '../../types.ts';
import {
  counterScope,
  counterScopeOf,
  SCOPE_PLACEHOLDERS,
  type ScopeValues,
  scopeParams,
} from '../port-calls/port-call-scope.ts';
import { statusInLiterally } from '../port-calls/status-condition.ts';

const t = schema;
const counts = t.paymentCounts;
export type PaymentTab = 'all' | 'actionable';

/** Payments waiting for this kind of user (the Actionable tab), in SQL over payments joined to port_calls. */
export function actionableCondition(user: Pick<SessionUser, 'kind'>): SQL {
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

/** What a page asks of each candidate payment, and how many it shows from the top. */
export interface CandidatePage {
  /** The page's conditions besides the scope: its filters (and on the Actionable tab, the rule). */
  where: SQL[];
  /** The list's order, written so that it does not match payments_list_order_idx (a few rows to sort, never a walk). */
  order: SQL[];
  /** The list's order as payments_list_order_idx and payments_at_desk_order_idx hold it (a walk). */
  indexOrder: SQL[];
  /** How many rows from the top the page reaches: its offset plus its limit. */
  reach: SQL;
}

/** The first `page.reach` rows in `order` (the page's own by default). */
const top = (page: CandidatePage, order: SQL[] = page.order) =>
  sql`order by ${sql.join(order, sql`, `)} limit ${page.reach}`;

/**
 * The first `page.reach` payments, in the list's order, of the port calls in `scope` that meet
 * `where` and the page's conditions: read from the calls, then their payments by port call.
 */
const fromCalls = (scope: SQL, page: CandidatePage, ...where: SQL[]) =>
  sql`(select ${t.payments.id} from ${t.portCalls} join ${t.payments} on ${t.payments.portCallId} = ${t.portCalls.id}
    where ${and(scope, ...where, ...page.where)} ${top(page)})`;

/** `payments.id` among the ids the branches read (the page statement's candidates). */
const amongIds = (branches: SQL[]) =>
  sql`${t.payments.id} = any(array(${sql.join(branches, sql` union all `)}))`;

/**
 * The All tab's candidates for a user with few payments (decision 046): the first `page.reach` of
 * the user's own payments, read from the user's port calls and sorted from payments_port_call_idx.
 */
export const ownCandidates = (scope: SQL, page: CandidatePage): SQL => amongIds([fromCalls(scope, page)]);

/**
 * The Actionable page's candidates: the ids of the first `page.reach` payments in the list's order
 * among those the page shows, each branch through an index (decision 045): a principal's and an
 * agent's from their own unpaid payments (the call's parties copied on each payment, decisions 074
 * and 075), an agent's refunds from its few calls in the status the rule names, the desk's walked
 * in the list's order from the payments of the calls it screens (their call's status copied on
 * each payment, decision 076). A user's branches are disjoint (one takes pending payments, the
 * other submitted ones) and each applies the page's own conditions, so the page, which keeps them
 * too, reads only these rows.
 *
 * Without this, the rule, which mixes the payment's and the port call's columns in one OR, made
 * PostgreSQL walk every port call in scope: 37 ms for the largest principal at 330,000 calls, and
 * 220 ms once the prepared statement's generic plan took over.
 *
 * The subqueries name `payments` and `port_calls` again: inside them, those names (and the scope
 * and conditions written on them) mean the subquery's own rows.
 *
 * The desk's are every payment of the calls it screens (4,000 calls at this scale): they were read
 * from those calls and all sorted (decision 064), 6 ms of PostgreSQL a page.
 */
export function actionableCandidates(
  kind: UserKind,
  scope: SQL,
  page: CandidatePage,
  entityId: ScopeValues['entityId'],
): SQL {
  const p = t.payments;
  const pc = t.portCalls;
  const ofCalls = (statuses: readonly PortCallStatus[], payments?: SQL) =>
    fromCalls(scope, page, statusInLiterally(statuses), ...(payments ? [payments] : []));
  // Each payment's call looked up by its key (a subquery per row, never a join): a join let the
  // generic plan hash every call in the agent's scope (14,000 at this scale) to keep 50.
  const ofPayments = (payments: SQL, order = page.order) =>
    sql`(select ${p.id} from ${p} where ${payments}
      and (select 1 from ${pc} where ${and(eq(pc.id, p.portCallId), scope, ...page.where)}) is not null ${top(page, order)})`;
  if (kind === 'operator') {
    // Walked from payments_at_desk_order_idx, whose condition this is, literally: the first rows
    // whose call passes the scope and the page's conditions (the rule among them, on the call's
    // own status) make the page.
    const atDesk = sql`(${p.portCallStatus} = 'pda_checking' or ${p.portCallStatus} = 'fda_checking')`;
    return amongIds([ofPayments(atDesk, page.indexOrder)]);
  }
  return amongIds(
    kind === 'principal'
      ? [
          // Its pending payments, walked from payments_principal_open_idx in the list's order until
          // a page of them passes the rule on their call (decision 075): for one state, the page's
          // order is the due day (none last), the newest, the id, which the index holds after the
          // principal and the state. They were read from its calls in the four statuses the rule
          // names (756 at 330,000 calls) and all sorted.
          ofPayments(sql`${eq(p.principalEntityId, entityId)} and ${p.status} = 'pending'`, [
            sql`${p.dueOn} asc nulls last`,
            sql`${p.createdAt} desc nulls first`,
            sql`${p.id} asc`,
          ]),
          // Its submitted refunds, from its own rows (they were every submitted refund of the market).
          ofPayments(
            sql`${eq(p.principalEntityId, entityId)} and ${p.status} = 'submitted' and ${p.paymentType} = 'refund'`,
          ),
        ]
      : [
          // The agent's own submitted advances and balances (payments_agent_open_idx, decision 074):
          // read from every submitted payment of the market, each checked against its call, they
          // were 1,168 lookups for 51 rows at 330,000 calls.
          ofPayments(
            sql`${eq(p.agentEntityId, entityId)} and ${p.status} = 'submitted' and ${p.paymentType} in ('advance', 'balance')`,
          ),
          ofCalls(
            ['fda_balance_payment_pending_confirmation'],
            sql`${p.status} = 'pending' and ${p.paymentType} = 'refund'`,
          ),
        ],
  );
}

interface CountedPayment {
  portCallStatus: string;
  paymentType: string;
  status: string;
}

/** The same rule as a test on one counter row (kept beside actionableCondition so the two cannot drift). */
export function isActionable(user: SessionUser, { portCallStatus, paymentType, status }: CountedPayment) {
  if (user.kind === 'operator') return portCallStatus === 'pda_checking' || portCallStatus === 'fda_checking';
  if (user.kind === 'principal') {
    return (
      (status === 'pending' && (portCallStatus === 'pda_approved' || portCallStatus === 'fda_approved')) ||
      (paymentType === 'advance' &&
        status === 'pending' &&
        portCallStatus === 'pda_advance_payment_pending_confirmation') ||
      (paymentType === 'balance' &&
        status === 'pending' &&
        portCallStatus === 'fda_balance_payment_pending_confirmation') ||
      (paymentType === 'refund' && status === 'submitted')
    );
  }
  return (
    ((paymentType === 'advance' || paymentType === 'balance') && status === 'submitted') ||
    (paymentType === 'refund' &&
      status === 'pending' &&
      portCallStatus === 'fda_balance_payment_pending_confirmation')
  );
}

const DRAFT: PortCallStatus = 'port_call_draft';

function countRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      portCallStatus: counts.portCallStatus,
      paymentType: counts.paymentType,
      status: counts.status,
      n: sql<number>`sum(${counts.n})::int`.as('n'),
    })
    .from(counts)
    .where(where)
    .groupBy(counts.portCallStatus, counts.paymentType, counts.status);
}

/** countRows without a legal-entity choice, prepared once per kind of user (`scopeParams`). */
const paymentCountsQuery = preparedByKind((db, kind) =>
  countRows(db, counterScopeOf(counts, kind, SCOPE_PLACEHOLDERS)).prepare(`payment_tab_counts_${kind}`),
);

/**
 * How many payments the user sees, and how many there are, from the counters: what
 * listPayments weighs to choose how it reads the All tab (decision 046).
 */
const paymentSizesQuery = preparedByKind((db, kind) =>
  db
    .select({
      own: sql<number>`(select coalesce(sum(${counts.n}), 0) from ${counts} where ${counterScopeOf(counts, kind, SCOPE_PLACEHOLDERS)})::int`,
      all: sql<number>`(select coalesce(sum(${counts.n}), 0) from ${counts} where ${counts.scope} = 'all')::int`,
    })
    .from(sql`(select 1) as one`)
    .prepare(`payment_sizes_${kind}`),
);

export interface PaymentSizes {
  own: number;
  all: number;
}

/** How long a scope's sizes are reused, and how many scopes are kept per database (decision 069). */
const SIZES_KEPT_MS = 60_000;
const SIZES_KEPT_SCOPES = 2_000;
const sizesOf = perDatabase(() => new Map<string, { sizes: PaymentSizes; until: number }>());

/**
 * paymentSizes, read from the counters at most once a minute per scope: every All page of a
 * principal or an agent asked for them, a round trip of its own before the page's. They only
 * choose which way the page is read, and both ways answer the same rows (decision 046), so a
 * minute-old choice changes no answer; nothing another instance would need (each keeps its own).
 */
export async function paymentSizes(db: Db, user: SessionUser, now = Date.now()): Promise<PaymentSizes> {
  const byScope = sizesOf(db);
  const key = `${user.kind}|${user.entityId}|${user.id}|${user.managedEntityIds.join(',')}`;
  const kept = byScope.get(key);
  if (kept && kept.until > now) return kept.sizes;
  const [row] = await paymentSizesQuery(db, user.kind).execute(scopeParams(user));
  const sizes = { own: Number(row?.own ?? 0), all: Number(row?.all ?? 0) };
  // Oldest first in the map's order: the first key is the one to drop.
  byScope.delete(key);
  if (byScope.size >= SIZES_KEPT_SCOPES) byScope.delete(byScope.keys().next().value as string);
  byScope.set(key, { sizes, until: now + SIZES_KEPT_MS });
  return sizes;
}

/**
 * The counter rows of payment_counts in `where` as one JSON text (`[[port-call status, type,
 * status, n], ...]`, null when there are none): a scalar subquery for the page statement to carry
 * (listPayments, decision 035).
 */
export function paymentCountRowsJson(db: Db, where: SQL | undefined): SQL<string | null> {
  return sql`(select json_agg(json_build_array(c.port_call_status, c.payment_type, c.status, c.n))::text from ${countRows(db, where)} as c)`;
}

/** paymentCountRowsJson's text as counter rows. */
export function parsePaymentCountRows(text: string | null): (CountedPayment & { n: number })[] {
  const rows = (text === null ? [] : JSON.parse(text)) as [string, string, string, number][];
  return rows.map(([portCallStatus, paymentType, status, n]) => ({ portCallStatus, paymentType, status, n }));
}

/**
 * The payment's own columns a counter row carries, which the list's status and type filters name:
 * a page filtered by those alone is counted from the counters too, keeping the rows of the chosen
 * statuses and types (`undefined`: no such filter).
 */
export interface CounterFilter {
  status_in?: readonly string[] | undefined;
  payment_type_in?: readonly string[] | undefined;
}

const keeps = (filter: CounterFilter | undefined, row: CountedPayment) =>
  (!filter?.status_in?.length || filter.status_in.includes(row.status)) &&
  (!filter?.payment_type_in?.length || filter.payment_type_in.includes(row.paymentType));

/** Both tabs' counts from counter rows of a user's scope (countRows), of those `filter` keeps. */
export function paymentTabsOf(
  rows: readonly (CountedPayment & { n: number })[],
  user: SessionUser,
  filter?: CounterFilter,
): Record<PaymentTab, number> {
  const result = { all: 0, actionable: 0 };
  for (const row of rows) {
    // portCallScope: only a principal sees drafts (payments never exist before approval anyway).
    if (user.kind !== 'principal' && row.portCallStatus === DRAFT) continue;
    if (!keeps(filter, row)) continue;
    result.all += row.n;
    if (isActionable(user, row)) result.actionable += row.n;
  }
  return result;
}

/**
 * Both tabs' counts of the payments a user may see, from payment_counts (kept by triggers,
 * migration 0011, decision 020): a few dozen rows instead of counting every visible payment.
 * `legalEntityId` is the header's legal-entity choice of a principal.
 */
export async function countPaymentTabs(
  db: Db,
  user: SessionUser,
  legalEntityId?: number,
  filter?: CounterFilter,
): Promise<Record<PaymentTab, number>> {
  const rows =
    legalEntityId === undefined
      ? await paymentCountsQuery(db, user.kind).execute(scopeParams(user))
      : await countRows(db, counterScope(counts, user, legalEntityId));
  return paymentTabsOf(rows, user, filter);
}

/** Both tabs' counts of the payments in `where` as JSON text `[all, actionable]`: an aggregate. */
const filteredCountsOf = (user: SessionUser) =>
  sql<string>`json_build_array(count(*)::int, count(*) filter (where ${actionableCondition(user)})::int)::text`;

/**
 * Both tabs' counts of the payments in `where` (filters, which the counters do not know) as a
 * scalar subquery answering JSON text, for the page statement to carry (listPayments).
 */
export const filteredPaymentTabsJson = (user: SessionUser, where: SQL[]): SQL<string> =>
  sql`(select ${filteredCountsOf(user)} from ${t.payments} join ${t.portCalls} on ${t.portCalls.id} = ${t.payments.portCallId} where ${and(...where)})`;

/** filteredPaymentTabsJson's text as both tabs' counts. */
export function parseFilteredPaymentTabs(text: string | null): Record<PaymentTab, number> {
  const [all, actionable] = (text === null ? [] : JSON.parse(text)) as number[];
  return { all: all ?? 0, actionable: actionable ?? 0 };
}

/**
 * Both tabs' counts of the payments in `where` on its own (a page without rows to carry them),
 * planned without parallel workers as the page is (SERIAL_PLAN, decision 064).
 */
export async function countFilteredPaymentTabs(db: Db, user: SessionUser, where: SQL[]) {
  const [found] = await db
    .select({ counts: filteredCountsOf(user) })
    .from(t.payments)
    .innerJoin(t.portCalls, eq(t.portCalls.id, t.payments.portCallId))
    .where(and(...where, SERIAL_PLAN));
  return parseFilteredPaymentTabs(found?.counts ?? null);
}
