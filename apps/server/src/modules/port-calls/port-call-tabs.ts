import {
  actionableStatuses,
  doneStatuses,
  type PortCallStatus,
  type PortCallTab,
  portCallTabs,
  type UserKind,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { preparedByKind } from '../../lib/prepared.ts';
import type { SessionUser } from '../../types.ts';
import { counterScopeOf, SCOPE_PLACEHOLDERS, type ScopeValues, scopeParams } from './port-call-scope.ts';
import { codesLiterally, statusIn, statusInLiterally } from './status-condition.ts';

const pc = schema.portCalls;
const counts = schema.portCallCounts;
const DRAFT: PortCallStatus = 'port_call_draft';

/**
 * The tabs of the port-call list, as SQL over port_calls, for one kind of user. `inText` writes the
 * statuses into the statement's text instead of sending them as parameters, for a page run with its
 * generic plan (decision 062), which must know which calls a tab holds: with `status in ($5, $6,
 * $7)` it guessed, and walked an agent's whole Done history for a page of ten. A statement planned
 * with its values keeps the parameters, as its plans were measured.
 */
export function tabCondition(tab: PortCallTab, kind: UserKind, { inText = false } = {}): SQL {
  // The desk reads every call: naming the orders lets port_calls_order_eta_idx find a tab's calls
  // (actionable at 330,000 calls: 11 -> 0.5 ms). A principal's or agent's scope index already gives
  // its calls in list order and stops after a page; with the orders named PostgreSQL reads the
  // whole tab and sorts it instead (0.5 -> 3.9 ms), so for them the tab is the statuses alone.
  const statuses = (list: readonly PortCallStatus[]) =>
    inText ? codesLiterally(pc.status, list) : inArray(pc.status, [...list]);
  const inStatuses = (list: readonly PortCallStatus[]) =>
    kind !== 'operator' ? statuses(list) : inText ? statusInLiterally(list) : statusIn(list);
  switch (tab) {
    case 'actionable':
      return inStatuses(actionableStatuses(kind));
    case 'in_progress':
      return inText
        ? sql`not (${codesLiterally(pc.status, [DRAFT, ...doneStatuses])})`
        : notInArray(pc.status, [DRAFT, ...doneStatuses]);
    case 'drafts':
      // Only a principal sees drafts (port-call-scope.ts). Said outright for the others, or the
      // desk's empty Drafts tab walked every call in list order looking for ten (120 ms at 330,000).
      return kind === 'principal' ? statuses([DRAFT]) : sql`false`;
    case 'done':
      return inStatuses(doneStatuses);
    default:
      return sql`true`;
  }
}

/** The same tabs as a test on one status (kept beside tabCondition so the two cannot drift). */
function isInTab(tab: PortCallTab, status: PortCallStatus, user: SessionUser): boolean {
  switch (tab) {
    case 'actionable':
      return actionableStatuses(user.kind).includes(status);
    case 'in_progress':
      return status !== DRAFT && !doneStatuses.includes(status);
    case 'drafts':
      return status === DRAFT;
    case 'done':
      return doneStatuses.includes(status);
    default:
      return true;
  }
}

/** One counter row of port_call_counts summed over a user's scope: the port calls in one status. */
export interface StatusCount {
  status: string;
  n: number;
}

/** The counter rows of a user's scope, per status (port_call_counts, kept by triggers). */
function statusCounts(db: Db, kind: UserKind, scope: ScopeValues) {
  return db
    .select({ status: counts.status, n: sql<number>`sum(${counts.n})::int`.as('n') })
    .from(counts)
    .where(counterScopeOf(counts, kind, scope))
    .groupBy(counts.status);
}

/** The counter rows of countTabsWithoutFilters, prepared once per kind of user (`scopeParams`). */
const tabCountsQuery = preparedByKind((db, kind) =>
  statusCounts(db, kind, SCOPE_PLACEHOLDERS).prepare(`port_call_tab_counts_${kind}`),
);

/**
 * The same counter rows as one JSON text (`[["status", n], ...]`, null when there are none), a
 * scalar subquery for the page statement to carry (listPortCalls): the page and the tab counts
 * then take one statement instead of two.
 */
export function statusCountsJson(db: Db, kind: UserKind, scope: ScopeValues): SQL<string | null> {
  return sql`(select json_agg(json_build_array(c.status, c.n))::text from ${statusCounts(db, kind, scope)} as c)`;
}

/**
 * Every tab's count from the counter rows of a user's scope (statusCounts). The scopes are
 * port-call-scope.ts's: drafts are counted for their principal only.
 */
export function tabCountsOf(rows: readonly StatusCount[], user: SessionUser): Record<PortCallTab, number> {
  const result = Object.fromEntries(portCallTabs.map((tab) => [tab, 0])) as Record<PortCallTab, number>;
  for (const row of rows) {
    const status = row.status as PortCallStatus;
    if (user.kind !== 'principal' && status === DRAFT) continue;
    for (const tab of portCallTabs) if (isInTab(tab, status, user)) result[tab] += row.n;
  }
  return result;
}

/**
 * Every tab's count of the port calls a user may see, without filters, from port_call_counts (kept
 * by triggers, migration 0009): a few rows per status instead of counting every visible call.
 */
export async function countTabsWithoutFilters(
  db: Db,
  user: SessionUser,
): Promise<Record<PortCallTab, number>> {
  return tabCountsOf(await tabCountsQuery(db, user.kind).execute(scopeParams(user)), user);
}
