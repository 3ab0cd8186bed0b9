import type { PortCallTab, UserKind } from '@portledger/contracts';
import { type Db, schema, withCustomPlan, withGenericPlan } from '@portledger/db';
import { and, getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { perDatabase, preparedPerKey, UNNAMED } from '../../lib/prepared.ts';
import { portCallScopeOf, SCOPE_PLACEHOLDERS, type ScopeValues } from './port-call-scope.ts';
import { statusCountsJson, tabCondition } from './port-call-tabs.ts';

const t = schema;
const pc = t.portCalls;

/**
 * A column of the listed port call, always written with its table's name. The page selects from
 * port_calls alone, and Drizzle then writes the columns in the select list's SQL without it: in a
 * subquery over payments, `port_call_id = id` would compare two columns of payments.
 */
const outer = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(pc))}.${sql.identifier(column.name)}`;

const lookUp = (column: AnyPgColumn, id: AnyPgColumn, reference: AnyPgColumn) =>
  sql<string | null>`(select ${column} from ${column.table} where ${id} = ${outer(reference)})`;

/**
 * What one row of the list shows: the port call's own columns, the five names of the list (scalar
 * subqueries, planned one by one, decision 016) and the earliest due date of its unpaid payments
 * (the due marker). toPortCallListItem reads these; the detail's other names are not looked up.
 */
const listColumns = {
  row: {
    id: pc.id,
    refNo: pc.refNo,
    status: pc.status,
    statusOrder: pc.statusOrder,
    requestType: pc.requestType,
    vesselId: pc.vesselId,
    voyageNo: pc.voyageNo,
    portId: pc.portId,
    principalEntityId: pc.principalEntityId,
    legalEntityId: pc.legalEntityId,
    agentEntityId: pc.agentEntityId,
    eta: pc.eta,
    etd: pc.etd,
    updatedAt: pc.updatedAt,
  },
  vesselName: lookUp(t.vessels.name, t.vessels.id, pc.vesselId),
  vesselImo: lookUp(t.vessels.imo, t.vessels.id, pc.vesselId),
  portName: lookUp(t.ports.name, t.ports.id, pc.portId),
  portCode: lookUp(t.ports.unlocode, t.ports.id, pc.portId),
  // Every port call has its principal (a foreign key that is never null).
  principalName: lookUp(t.entities.name, t.entities.id, pc.principalEntityId) as SQL<string>,
  legalEntityName: lookUp(t.entities.name, t.entities.id, pc.legalEntityId),
  agentName: lookUp(t.entities.name, t.entities.id, pc.agentEntityId),
  // The first due day of the payments still owed (`stillOwed`, contracts: not done, part of the
  // amount still to be transferred); a fully transferred payment is due no more.
  dueOn: sql<string | null>`(select min(${t.payments.dueOn}) from ${t.payments}
    where ${t.payments.portCallId} = ${outer(pc.id)} and ${t.payments.status} <> 'done'
      and ${t.payments.amount} > coalesce(${t.payments.transferredAmount}, 0))`,
};

/** One page of the list: which port calls (scope, filters, tab), in which order, from which row. */
export interface PageSpec {
  kind: UserKind;
  scope: ScopeValues;
  /** The filters and search; none: the statement is prepared once per kind, tab and order. */
  filters: SQL[];
  /**
   * With filters, the tab counts of the filtered calls as a scalar subquery (JSON text) that every
   * row carries: one statement for the page and the counts. Uncorrelated, so PostgreSQL runs it
   * once (an InitPlan), not per row. Without filters the prepared statement carries the counter
   * rows of the user's scope instead (statusCountsJson) and this is not read.
   */
  counts?: SQL<string | null>;
  tab: PortCallTab;
  order: SQL[];
  /**
   * Run with its generic plan (genericPlanServes): the statuses of the scope and the tab are then
   * written into the text. Set by listPage.
   */
  generic?: boolean;
  limit: number;
  offset: number;
  /**
   * The filters are over placeholders (`placeholders()`, SCOPE_PLACEHOLDERS for `scope` and in
   * `counts`): what names the statement's text besides the kind, tab and order, and the values to
   * execute it with. The statement is built once per shape. Not read without filters.
   */
  shape: { key: string; params: Record<string, unknown> };
}

/**
 * The page in one statement: its ids (ordered and offset over port_calls alone, so a deep page
 * skips ids in index order instead of looking up names for every row it skips, decision 016),
 * then the names and due date of those ids only, ordered again by the same total order (it ends
 * with the id). One statement instead of three (ids, names, due dates): PGlite parses and plans
 * every statement again, one at a time (decision 020, 2026-11-25). The tab counts come along
 * (`spec.counts`): a statement fewer per request, each a round trip and a socket write (decision 035).
 * Built to be kept: the limit and offset are the placeholders `limit` and `offset`.
 */
function selectPage(db: Db, spec: PageSpec) {
  // Without filters, the principal once in its scope (decision 060): the statement is kept by
  // name, and its generic plan then walks port_calls_principal_idx in the tab's order as the
  // custom plans do, instead of a bitmap of every call in the tab; PGlite takes that generic plan
  // and stops planning the page on every request. The filtered shapes keep the form their plans
  // were measured with (decision 044).
  const scope = portCallScopeOf(spec.kind, spec.scope, {
    principalOnce: spec.filters.length === 0,
    statusInText: spec.generic,
  });
  const ids = db
    .select({ id: pc.id })
    .from(pc)
    .where(and(scope, ...spec.filters, tabCondition(spec.tab, spec.kind, { inText: spec.generic })))
    .orderBy(...spec.order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return (
    db
      .select({ ...listColumns, tabCounts: spec.counts ?? sql<string | null>`null` })
      .from(pc)
      // An array of the ids, not `in (subquery)`: the page is then a key lookup, not a join for
      // the planner to order (PGlite plans every statement again: 2.4-3.5 ms against 3.4-7 ms).
      // As before, a port call is listed with its DA (created with it, in the same transaction),
      // tested by a lookup instead of a join: the same rows, a DA's port_call_id being unique, and
      // PostgreSQL, which plans the page on every request, plans it in about 0.35 ms instead of
      // 0.45-0.5 (decision 035).
      .where(
        and(
          sql`${pc.id} = any(array(${ids}))`,
          sql`(select 1 from ${t.das} where ${t.das.portCallId} = ${outer(pc.id)}) is not null`,
        ),
      )
      .orderBy(...spec.order)
  );
}
export type PortCallListRow = Awaited<ReturnType<typeof selectPage>>[number];

/** selectPage without filters, prepared once per database and key (kind of user, tab, order). */
const preparedPage = preparedPerKey((db, key, spec: PageSpec) =>
  selectPage(db, {
    ...spec,
    scope: SCOPE_PLACEHOLDERS,
    counts: statusCountsJson(db, spec.kind, SCOPE_PLACEHOLDERS),
  }).prepare(`port_call_page_${key}`),
);

/** Filter shapes whose page statement is kept per database (each a few kilobytes of built SQL). */
const SHAPES_KEPT = 200;

/**
 * Filter shapes sent as named statements on PostgreSQL, per database, and the use from which a
 * shape gets its name (decision 070). A named statement is parsed once per pooled connection
 * instead of on every request (0.4-0.8 ms of PostgreSQL's CPU for a filtered page at 330,000
 * calls), but each connection keeps its parse tree, about 128-256 kB, for as long as it lives: so
 * only shapes used again get a name, and no more than these.
 */
export const NAMED_SHAPES_MAX = 32;
export const NAMED_FROM_USE = 3;
/** Uses counted of shapes without a name yet; past this many the count starts again. */
const USES_COUNTED_MAX = 1000;

const shapeNamesOf = perDatabase(() => ({
  names: new Map<string, string>(),
  uses: new Map<string, number>(),
}));

/**
 * The statement name of a filter shape on this database: from its NAMED_FROM_USE-th use on, while
 * fewer than NAMED_SHAPES_MAX shapes have one, and then for good (its text never changes);
 * `undefined` before, or when the names are all given.
 */
export function shapeName(db: Db, key: string): string | undefined {
  const { names, uses } = shapeNamesOf(db);
  const name = names.get(key);
  if (name !== undefined || names.size >= NAMED_SHAPES_MAX) return name;
  const used = (uses.get(key) ?? 0) + 1;
  if (used < NAMED_FROM_USE) {
    if (uses.size >= USES_COUNTED_MAX) uses.clear();
    uses.set(key, used);
    return undefined;
  }
  uses.delete(key);
  const given = `port_call_shape_${names.size}`;
  names.set(key, given);
  return given;
}

/**
 * selectPage with filters over placeholders, built once per database and key (kind of user, tab,
 * order and the filters' shape): building the statement took a third of a filtered list's CPU in
 * the app (decision 044). Sent unnamed, or under its shapeName; either way executed withCustomPlan,
 * so that PostgreSQL plans it with each request's values (a date range of a day or of three years).
 */
const shapedPage = preparedPerKey(
  (db, _key, spec: PageSpec & { name: string | undefined }) =>
    selectPage(db, spec).prepare(spec.name ?? UNNAMED),
  SHAPES_KEPT,
);

/**
 * The rows of one page of the list, in its order. `orderKey` names `spec.order` (the sort the
 * query asked for): without filters the statement is prepared once per kind, tab and order and
 * executed with the user's scope (`scopeParams`), limit and offset; with filters, built once per
 * `shape` and executed with the filters' values too.
 */
export function listPage(
  db: Db,
  spec: PageSpec,
  orderKey: string,
  scopeParams: Record<string, unknown>,
): Promise<PortCallListRow[]> {
  const { limit, offset } = spec;
  const key = `${spec.kind}_${spec.tab}_${orderKey.replace(/^-/, 'desc_')}`;
  if (spec.filters.length > 0) {
    const shapeKey = `${key}_${spec.shape.key}`;
    const name = shapeName(db, shapeKey);
    const page = shapedPage(db, name === undefined ? shapeKey : `${shapeKey}#named`, { ...spec, name });
    return withCustomPlan(() => page.execute({ ...scopeParams, ...spec.shape.params, limit, offset }));
  }
  const generic = genericPlanServes(spec, orderKey);
  const page = () => preparedPage(db, key, { ...spec, generic }).execute({ ...scopeParams, limit, offset });
  return generic ? withGenericPlan(page) : page();
}

/**
 * Whether the page without filters runs with its generic plan (decision 062): in the list's own
 * order, where it walks the scope's index in that order as a custom plan does, for every page and
 * page size measured, except the desk's and agents' Actionable tab, whose generic plan, not
 * knowing the page's size, sorts the whole tab. PostgreSQL planned these pages on every request
 * instead (1.1-1.3 ms of a tab's 2.4 ms in the database). In the other orders the generic plans
 * were 2-20 times slower and PostgreSQL keeps its choice.
 */
const genericPlanServes = (spec: PageSpec, orderKey: string) =>
  orderKey === 'default' && (spec.kind === 'principal' || spec.tab !== 'actionable');
