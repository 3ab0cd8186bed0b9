import type { Payment, paymentListQuery, UserKind } from '@portledger/contracts';
import { type Db, schema, withGenericPlan } from '@portledger/db';
import { and, asc, desc, eq, gte, inArray, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { pageInfo, pageWindow } from '../../lib/list.ts';
import { preparedPerKey } from '../../lib/prepared.ts';
import { SERIAL_PLAN } from '../../lib/serial-plan.ts';
import type { SessionUser } from '../../types.ts';
import { toFileLink } from '../files/to-uploaded-file.ts';
import {
  counterScope,
  counterScopeOf,
  portCallScope,
  portCallScopeOf,
  SCOPE_PLACEHOLDERS,
  type ScopeValues,
  scopeParams,
} from '../port-calls/port-call-scope.ts';
import {
  actionableCandidates,
  actionableCondition,
  countFilteredPaymentTabs,
  countPaymentTabs,
  filteredPaymentTabsJson,
  ownCandidates,
  type PaymentTab,
  parseFilteredPaymentTabs,
  parsePaymentCountRows,
  paymentCountRowsJson,
  paymentSizes,
  paymentTabsOf,
} from './payment-tabs.ts';
import { toPayment } from './to-payment.ts';

const t = schema;
const today = () => new Date().toISOString().slice(0, 10);
/** The port-call columns a payment's view reads: not the whole row (about 40 columns). */
const paymentPortCall = { refNo: t.portCalls.refNo, status: t.portCalls.status };

/**
 * A payment's documents as JSON text `[[file id, original filename], ...]` in the order they were
 * attached (null without any): a subquery correlated on the selected payment, for the page and the
 * detail alike.
 */
const documentsJson = () => {
  const a = t.attachments;
  return sql<
    string | null
  >`(select json_agg(json_build_array(${t.files.id}, ${t.files.originalFilename}) order by ${a.id})::text
    from ${a} join ${t.files} on ${t.files.id} = ${a.fileId}
    where ${a.recordType} = 'payment' and ${a.recordId} = ${t.payments.id})`;
};

/** documentsJson's text as the API shows the documents. */
function documentsFromJson(text: string | null, apiPrefix: string): Payment['documents'] {
  if (text === null) return [];
  const pairs = JSON.parse(text) as [number, string][];
  return pairs.map(([id, originalFilename]) => toFileLink({ id, originalFilename }, apiPrefix));
}

/** A page of the payment list: which payments (scope, filters, tab), from which row, with what counts. */
interface PaymentPageSpec {
  kind: UserKind;
  scope: ScopeValues;
  /** The filters, the legal-entity choice among them; none: prepared once per kind and tab. */
  filters: SQL[];
  tab: PaymentTab;
  /** The tab counts as a scalar subquery answering JSON text, carried by every row. */
  counts: SQL<string | null>;
  /** The All tab read from the user's own port calls rather than along the list's order (readsOwnFirst). */
  ownFirst?: boolean;
  /** Planned without parallel workers (decision 064): set where `counts` counts the filtered payments. */
  serial?: boolean;
}

/**
 * Whether the All tab is read from the user's own payments (found through their port calls and
 * sorted) rather than along payments_list_order_idx, looking up each payment's call until the
 * page is full (decision 046). The walk reads about `reach × all ÷ own` payments, the other way
 * about `own`: for the largest principal (90,000 of 605,000 payments) the walk takes 2 ms and its
 * own payments 165 ms; for an ordinary agent (1,228) the walk took 30 ms, its own 3-8 ms.
 */
export function readsOwnFirst({ own, all }: { own: number; all: number }, reach: number): boolean {
  return own * own <= all * reach;
}

type Window = { limit: number | Placeholder; offset: number | Placeholder };

/**
 * The list's order: open payments (pending, submitted) first, the soonest due first, those without
 * a due date after them; then the done ones, the most recently due first; newest, then id, last.
 * The All tab's first page is read in payments_list_order_idx order (migration 0021), whose
 * expressions these are, literally: a parameter in place of 'done' would not match the index.
 * The Actionable tab holds few payments: `+ 0` keeps the planner from walking every visible
 * payment in that index to find them, so it starts from the port calls' statuses and sorts the
 * few (decision 020). Exported for the tests.
 */
export function paymentListOrder(tab: PaymentTab): SQL[] {
  const p = t.payments;
  const openDue = sql`(case when ${p.status} = 'done' then null else ${p.dueOn} end)`;
  return [
    sql`(${p.status} = 'done') asc`,
    tab === 'actionable' ? sql`(${openDue} + 0) asc nulls last` : sql`${openDue} asc nulls last`,
    sql`${p.dueOn} desc nulls last`,
    desc(p.createdAt),
    asc(p.id),
  ];
}

/**
 * The page in one statement (decision 035): the payments with their port call's reference and
 * status, each payment's documents (JSON text `[[file id, original filename], ...]` in the order
 * they were attached) and the tab counts (`spec.counts`, uncorrelated: run once). Was three
 * statements in two round trips after the session's: the page, the counts beside it, then the
 * documents of the page.
 */
function selectPaymentPage(db: Db, spec: PaymentPageSpec, window: Window) {
  const p = t.payments;
  // The principal once (decision 058): the statement without filters runs with a generic plan,
  // which reads a principal's candidate calls index-only from port_calls_principal_idx only when
  // the principal is outside both arms of its scope (a bitmap of both arms and the heap otherwise).
  const scope = portCallScopeOf(spec.kind, spec.scope, { principalOnce: true });
  // The Actionable page starts from its candidates (decisions 045, 064), and only checks the rule
  // on them: written so that the planner does not look for an index to serve each of its arms,
  // which took 5 ms of planning a run.
  const actionable = spec.tab === 'actionable';
  const rule = actionableCondition(spec);
  const conditions = actionable ? [...spec.filters, sql`(${rule}) is true`] : spec.filters;
  // The desk's candidates were every payment of the calls it screens (4,000 at 330,000 calls), and
  // a count of the filtered payments reads thousands. PostgreSQL planned both with parallel
  // workers, whose start cost more CPU than the work (75 ms a request for the desk's Actionable
  // page, decision 064). The desk's are walked from an index since (decision 076); its page is
  // still planned serially, which a walk of a page's rows does not need, but its plan without it
  // has not been measured at this scale.
  const serial = spec.serial || (actionable && spec.kind === 'operator') ? [SERIAL_PLAN] : [];
  const page = {
    where: conditions,
    // The same order as the page's, written so that the candidates are sorted, never walked.
    order: paymentListOrder('actionable'),
    indexOrder: paymentListOrder('all'),
    reach: sql`(${window.limit}::int + ${window.offset}::int)`,
  };
  const candidates = actionable
    ? actionableCandidates(spec.kind, scope, page, spec.scope.entityId)
    : spec.ownFirst
      ? ownCandidates(scope, page)
      : undefined;
  return db
    .select({ payment: p, portCall: paymentPortCall, documents: documentsJson(), tabCounts: spec.counts })
    .from(p)
    .innerJoin(t.portCalls, eq(t.portCalls.id, p.portCallId))
    .where(and(scope, ...conditions, candidates, ...serial))
    .orderBy(...paymentListOrder(spec.tab))
    .limit(window.limit)
    .offset(window.offset);
}

/** selectPaymentPage without filters, prepared once per database, kind of user, tab and way of reading. */
const preparedPaymentPage = preparedPerKey(
  (db, key, spec: Pick<PaymentPageSpec, 'kind' | 'tab' | 'ownFirst'>) =>
    selectPaymentPage(
      db,
      {
        ...spec,
        scope: SCOPE_PLACEHOLDERS,
        filters: [],
        counts: paymentCountRowsJson(db, counterScopeOf(t.paymentCounts, spec.kind, SCOPE_PLACEHOLDERS)),
      },
      { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') },
    ).prepare(`payment_page_${key}`),
);

export async function listPayments({
  db,
  user,
  query,
  apiPrefix,
  ownFirst: chosen,
}: {
  db: Db;
  user: SessionUser;
  query: z.infer<typeof paymentListQuery>;
  apiPrefix: string;
  /** How the All tab is read; by default as readsOwnFirst says (the tests ask each way). */
  ownFirst?: boolean;
}) {
  const p = t.payments;
  const present = (conditions: (SQL | undefined)[]) => conditions.filter((c): c is SQL => c !== undefined);
  // Filters on the payment's status and type, which the counter rows carry too (decision 064).
  const onCounted = present([
    query.status_in?.length ? inArray(p.status, query.status_in) : undefined,
    query.payment_type_in?.length ? inArray(p.paymentType, query.payment_type_in) : undefined,
  ]);
  const others = present([
    query.port_call_id_eq ? eq(p.portCallId, query.port_call_id_eq) : undefined,
    query.due_on_gteq ? gte(p.dueOn, query.due_on_gteq) : undefined,
    query.due_on_lteq ? lte(p.dueOn, query.due_on_lteq) : undefined,
  ]);
  const filters = [...onCounted, ...others];
  const byEntity = query.legal_entity_id_eq;
  const narrowed = byEntity ? [...filters, eq(t.portCalls.legalEntityId, byEntity)] : filters;
  const { limit, offset } = pageWindow(query);
  // Without filters (a principal's legal-entity choice aside) the counts come from the counters the
  // triggers keep (decision 020), and so they do with filters on the payment's status and type
  // alone, keeping the counter rows those name (decision 064); with other filters they stay a
  // count over the filtered payments.
  const fromCounters = others.length === 0 && (!byEntity || user.kind === 'principal');
  const where = [portCallScope(user), ...narrowed];
  const counted = () =>
    fromCounters
      ? paymentCountRowsJson(db, counterScope(t.paymentCounts, user, byEntity))
      : filteredPaymentTabsJson(user, where);
  // The desk sees every payment: the walk along the list's order is always the short way.
  const ownFirst =
    narrowed.length === 0 &&
    query.tab === 'all' &&
    user.kind !== 'operator' &&
    (chosen ?? readsOwnFirst(await paymentSizes(db, user), limit + offset));
  const rows =
    narrowed.length === 0
      ? // On PGlite its generic plan is as good as a custom one for every user (decision 061), and
        // PostgreSQL kept planning it for each call, which cost more than running it. Not on
        // PostgreSQL at 330,000 calls: the principal's All page took 281 ms instead of 2 (062).
        await withGenericPlan(
          () =>
            preparedPaymentPage(db, `${user.kind}_${query.tab}${ownFirst ? '_own' : ''}`, {
              kind: user.kind,
              tab: query.tab,
              ownFirst,
            }).execute({ ...scopeParams(user), limit, offset }),
          { postgres: false },
        )
      : await selectPaymentPage(
          db,
          {
            kind: user.kind,
            scope: { entityId: user.entityId, userId: user.id, managedEntityIds: user.managedEntityIds },
            filters: narrowed,
            tab: query.tab,
            counts: counted(),
            serial: !fromCounters,
          },
          { limit, offset },
        );
  const countsText = rows[0]?.tabCounts ?? null;
  // A page past the end (or of no payments) has no row to carry the counts: counted on their own.
  const tabCounts =
    rows.length === 0
      ? fromCounters
        ? await countPaymentTabs(db, user, byEntity, query)
        : await countFilteredPaymentTabs(db, user, where)
      : fromCounters
        ? paymentTabsOf(parsePaymentCountRows(countsText), user, query)
        : parseFilteredPaymentTabs(countsText);
  const day = today();
  return {
    objects: rows.map((row) => toPayment(row, user, documentsFromJson(row.documents, apiPrefix), day)),
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
    .select({ payment: t.payments, portCall: paymentPortCall, documents: documentsJson() })
    .from(t.payments)
    .innerJoin(t.portCalls, eq(t.portCalls.id, t.payments.portCallId))
    .where(and(eq(t.payments.id, id), portCallScope(user)));
  if (!row) throw new AppError(404, 'resource.notFound');
  return toPayment(row, user, documentsFromJson(row.documents, apiPrefix), today());
}
