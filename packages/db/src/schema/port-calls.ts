import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';
import { charterers } from './companies.ts';
import { entities } from './entities.ts';
import {
  activityTypes,
  canalTransitTypes,
  commodities,
  costItems,
  crewingOptions,
  ports,
  terminals,
  units,
} from './reference.ts';
import { users } from './users.ts';
import { vessels } from './vessels.ts';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2 });

/** Numbers behind the readable reference PL-<year>-<000123>; a sequence never hands one out twice. */
export const portCallRefSeq = pgSequence('port_call_ref_seq', { startWith: 1 });

/** A vessel's call at a port, from the principal's draft to the settled DA (DESIGN.md section 6). */
export const portCalls = pgTable(
  'port_calls',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    refNo: varchar('ref_no', { length: 20 }).notNull().unique(),
    status: varchar({ length: 60 }).notNull(),
    /** The status's sort order, kept beside it so lists sort by an index. */
    statusOrder: integer('status_order').notNull(),
    lockVersion: integer('lock_version').notNull().default(0),
    requestType: varchar('request_type', { length: 40 }).notNull(),
    principalEntityId: integer('principal_entity_id')
      .notNull()
      .references(() => entities.id),
    legalEntityId: integer('legal_entity_id').references(() => entities.id),
    agentEntityId: integer('agent_entity_id').references(() => entities.id),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    agencyRefNo: text('agency_ref_no'),
    agencyInvoiceNo: text('agency_invoice_no'),
    vesselId: integer('vessel_id').references(() => vessels.id),
    voyageNo: varchar('voyage_no', { length: 40 }),
    portId: integer('port_id').references(() => ports.id),
    terminalId: integer('terminal_id').references(() => terminals.id),
    previousPortId: integer('previous_port_id').references(() => ports.id),
    nextPortId: integer('next_port_id').references(() => ports.id),
    eta: moment('eta'),
    etd: moment('etd'),
    arrivedAt: moment('arrived_at'),
    departedAt: moment('departed_at'),
    chartererId: integer('charterer_id').references(() => charterers.id),
    chartererNominatedAgent: text('charterer_nominated_agent'),
    commodityId: integer('commodity_id').references(() => commodities.id),
    quantity: numeric({ precision: 18, scale: 3 }),
    unitId: integer('unit_id').references(() => units.id),
    loadingTerms: text('loading_terms'),
    dischargingTerms: text('discharging_terms'),
    berthingTerms: text('berthing_terms'),
    cpDate: day('cp_date'),
    laycanStart: day('laycan_start'),
    laycanEnd: day('laycan_end'),
    remarks: text(),
    chartererRemarks: text('charterer_remarks'),
    /** cna | ona | opa */
    agentNominationType: varchar('agent_nomination_type', { length: 3 }),
    letterType: varchar('letter_type', { length: 40 }),
    interfaceUniqueReference: text('interface_unique_reference'),
    cancelReason: text('cancel_reason'),
    declineReason: text('decline_reason'),
    submittedAt: moment('submitted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('port_calls_order_eta_idx').on(t.statusOrder, t.eta, t.id),
    // Today's "waiting for you" (decision 041): the count of the user's calls in the statuses they
    // act on and the ten least recently updated. With the status and the update time in the index
    // both are index-only (the desk: the statuses, then the update order; a principal: the scope
    // columns too), instead of one heap page per waiting call.
    index('port_calls_status_idx').on(t.status, t.updatedAt, t.id),
    index('port_calls_principal_idx').on(
      t.principalEntityId,
      t.statusOrder,
      t.eta,
      t.status,
      t.legalEntityId,
      t.createdById,
      t.updatedAt,
      t.id,
    ),
    index('port_calls_agent_idx').on(t.agentEntityId, t.statusOrder, t.eta),
    // A filtered list counts every match for its tabs (decision 039). These four hold, after their
    // leading columns, every column the count reads (the scopes, the filters, status and its order),
    // so it is an index-only scan of the matches instead of one heap page per match: a large
    // principal's ETA year, 9,188 calls at 330,000, 34 -> 6 ms a request.
    index('port_calls_principal_eta_idx').on(
      t.principalEntityId,
      t.eta,
      t.status,
      t.statusOrder,
      t.legalEntityId,
      t.createdById,
      t.portId,
      t.vesselId,
      t.agentEntityId,
    ),
    index('port_calls_agent_eta_idx').on(
      t.agentEntityId,
      t.eta,
      t.status,
      t.statusOrder,
      t.principalEntityId,
      t.legalEntityId,
      t.portId,
      t.vesselId,
    ),
    // In the list's order as well: the first page of one legal entity is read in index order.
    index('port_calls_legal_entity_idx').on(
      t.legalEntityId,
      t.statusOrder,
      t.eta,
      t.status,
      t.principalEntityId,
      t.createdById,
      t.portId,
      t.vesselId,
      t.agentEntityId,
    ),
    // (vessel, eta) and (port, eta): also the screening's reads of a vessel's earlier calls and a
    // port's last 24 months (issue 10).
    index('port_calls_vessel_idx').on(t.vesselId, t.eta),
    index('port_calls_port_idx').on(
      t.portId,
      t.eta,
      t.status,
      t.statusOrder,
      t.principalEntityId,
      t.legalEntityId,
      t.createdById,
      t.agentEntityId,
      t.vesselId,
    ),
    // An ETA range over every call (the desk's lists, the ends of a range counted beside the month
    // counters, decision 042): its counts read status and status order from the index alone.
    index('port_calls_eta_idx').on(t.eta, t.status, t.statusOrder),
    // sort=-eta (desc nulls last) and sort/descDateRemarks by the last change, read in index order.
    index('port_calls_eta_desc_idx').on(t.eta.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('port_calls_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    /** Departures of the Today dashboard (ETD in the coming days). */
    index('port_calls_etd_idx').on(t.etd),
    // Trigram indexes (pg_trgm, migration 0011, decision 020): the list's `ilike '%text%'` search
    // and remarks filters read matching rows instead of every visible call.
    index('port_calls_ref_no_trgm_idx').using('gin', t.refNo.op('gin_trgm_ops')),
    index('port_calls_voyage_no_trgm_idx').using('gin', t.voyageNo.op('gin_trgm_ops')),
    index('port_calls_agency_ref_no_trgm_idx').using('gin', t.agencyRefNo.op('gin_trgm_ops')),
    index('port_calls_remarks_trgm_idx').using('gin', t.remarks.op('gin_trgm_ops')),
    index('port_calls_charterer_remarks_trgm_idx').using('gin', t.chartererRemarks.op('gin_trgm_ops')),
    uniqueIndex('port_calls_interface_ref_idx')
      .on(t.principalEntityId, t.interfaceUniqueReference)
      .where(sql`${t.interfaceUniqueReference} is not null`),
  ],
);

/**
 * How many port calls each scope holds per status, kept by a trigger on port_calls (migration 0009,
 * decision 016) so the list's tab counts without filters read a few rows instead of counting every
 * visible call. Scopes mirror port-call-scope.ts: 'all' (0, 0), 'agent' (agent entity, 0),
 * 'legal' (principal entity, legal entity), 'own' (principal entity, creator) for calls without a
 * legal entity.
 */
export const portCallCounts = pgTable(
  'port_call_counts',
  {
    scope: varchar({ length: 10 }).notNull(),
    scopeId: integer('scope_id').notNull(),
    scopeSubId: integer('scope_sub_id').notNull(),
    status: varchar({ length: 60 }).notNull(),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.scopeId, t.scopeSubId, t.status] })],
);

/**
 * How many port calls each scope holds per vessel or port (`kind` 'vessel' | 'port', `item_id` its
 * id) and status, under the scope keys of port_call_counts, kept by a trigger on port_calls
 * (migration 0017, decision 036): the list's search counts the calls of the matching vessels and
 * ports from these rows instead of reading every matching call. Rows that fall to 0 stay.
 */
export const portCallSearchCounts = pgTable(
  'port_call_search_counts',
  {
    scope: varchar({ length: 10 }).notNull(),
    scopeId: integer('scope_id').notNull(),
    scopeSubId: integer('scope_sub_id').notNull(),
    kind: varchar({ length: 6 }).notNull(),
    itemId: integer('item_id').notNull(),
    status: varchar({ length: 60 }).notNull(),
    n: integer().notNull(),
  },
  (t) => [
    // Scope first (decision 057): a search reads one scope's rows of its matching vessels or ports,
    // side by side (the rebuild writes them in this order), whether the word matches 3 vessels or
    // 183; vessel or port first, each matching vessel's rows of every scope were read (71 on average
    // at 330,000 calls, mostly other agents') to keep the few of the user's.
    // Named: drizzle's generated name would pass PostgreSQL's 63-character limit.
    primaryKey({
      name: 'port_call_search_counts_pk',
      columns: [t.scope, t.scopeId, t.kind, t.itemId, t.scopeSubId, t.status],
    }),
  ],
);

/**
 * How many port calls each scope holds per UTC month of their ETA (`month`, its first day) and
 * status, under the scope keys of port_call_counts, kept by a trigger on port_calls (migration 0022,
 * decision 042): a list filtered by an ETA range alone counts the whole months inside the range from
 * these rows and only the days at its two ends from port_calls. Calls without an ETA have no row.
 * Rows that fall to 0 stay.
 */
export const portCallEtaCounts = pgTable(
  'port_call_eta_counts',
  {
    scope: varchar({ length: 10 }).notNull(),
    scopeId: integer('scope_id').notNull(),
    scopeSubId: integer('scope_sub_id').notNull(),
    month: date({ mode: 'string' }).notNull(),
    status: varchar({ length: 60 }).notNull(),
    n: integer().notNull(),
  },
  (t) => [
    // Scope first: a list reads one scope's months side by side (the rebuild writes them in order).
    primaryKey({
      name: 'port_call_eta_counts_pk',
      columns: [t.scope, t.scopeId, t.scopeSubId, t.month, t.status],
    }),
  ],
);

/** Purposes of the call, with the fields some of them need (canal transit, crewing). */
export const portCallActivities = pgTable(
  'port_call_activities',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    portCallId: integer('port_call_id')
      .notNull()
      .references(() => portCalls.id, { onDelete: 'cascade' }),
    activityTypeId: integer('activity_type_id')
      .notNull()
      .references(() => activityTypes.id),
    canalTransitTypeId: integer('canal_transit_type_id').references(() => canalTransitTypes.id),
    crewingOptionId: integer('crewing_option_id').references(() => crewingOptions.id),
    crewCount: integer('crew_count'),
    crewTitle: text('crew_title'),
    crewRank: text('crew_rank'),
    remarks: text(),
  },
  (t) => [
    index('port_call_activities_call_idx').on(t.portCallId),
    index('port_call_activities_type_idx').on(t.activityTypeId, t.portCallId),
  ],
);

/**
 * The disbursement account of a port call: one per call, created with it so its id is known from
 * the start (`da: { id }` in the detail). Its documents, items and money arrive with the DA issue.
 */
export const das = pgTable('das', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  portCallId: integer('port_call_id')
    .notNull()
    .unique()
    .references(() => portCalls.id, { onDelete: 'cascade' }),
  lockVersion: integer('lock_version').notNull().default(0),
  /** The currency the agent quotes in. */
  currency: varchar({ length: 3 }).notNull().default('USD'),
  /** The principal's currency and the rate quoted -> principal, fixed when the DA is submitted. */
  principalCurrency: varchar('principal_currency', { length: 3 }),
  exchangeRate: numeric('exchange_rate', { precision: 18, scale: 8 }),
  exchangeRateOn: day('exchange_rate_on'),
  /**
   * The rate quoted -> principal currency the agent states while drafting (null: the stored rate of
   * the day applies). At submission it becomes `exchange_rate`; the screening compares it with the
   * stored rate of `exchange_rate_on` (issue 10, decision 023).
   */
  agentExchangeRate: numeric('agent_exchange_rate', { precision: 18, scale: 8 }),
  /** The PDA's rate, kept when the FDA's replaces `exchange_rate`: the variance's rate effect. */
  pdaExchangeRate: numeric('pda_exchange_rate', { precision: 18, scale: 8 }),
  prefundingDefaultPercent: percent('prefunding_default_percent'),
  prefundingRequestedPercent: percent('prefunding_requested_percent'),
  prefundingAgreedPercent: percent('prefunding_agreed_percent'),
  prefundingAmount: money('prefunding_amount'),
  prefundingReceived: money('prefunding_received'),
  prefundingReceivedOn: day('prefunding_received_on'),
  prefundingRemitted: money('prefunding_remitted'),
  prefundingAdditional: money('prefunding_additional'),
  /** Totals recomputed by the server on every write, never taken from a client. */
  pdaQuotedTotal: money('pda_quoted_total'),
  pdaScreenedTotal: money('pda_screened_total'),
  pdaAgreedTotal: money('pda_agreed_total'),
  fdaQuotedTotal: money('fda_quoted_total'),
  fdaScreenedTotal: money('fda_screened_total'),
  fdaAgreedTotal: money('fda_agreed_total'),
  pdaScreeningSummary: text('pda_screening_summary'),
  fdaScreeningSummary: text('fda_screening_summary'),
  fdaQuery: text('fda_query'),
  fdaQueryAnswer: text('fda_query_answer'),
  fdaDeclineReason: text('fda_decline_reason'),
  paymentReference: varchar('payment_reference', { length: 40 }),
  bankAccountId: integer('bank_account_id'),
  pdaSubmittedAt: moment('pda_submitted_at'),
  pdaApprovedAt: moment('pda_approved_at'),
  fdaSubmittedAt: moment('fda_submitted_at'),
  fdaApprovedAt: moment('fda_approved_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One cost line of a DA, carrying both documents' prices: a line is on the PDA when it has a PDA
 * quoted price and on the FDA when it has an FDA quoted price (an FDA-only line has no PDA prices).
 * The same catalogue item may appear twice (the screening flags it).
 */
export const daCostLines = pgTable(
  'da_cost_lines',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    daId: integer('da_id')
      .notNull()
      .references(() => das.id, { onDelete: 'cascade' }),
    costItemId: integer('cost_item_id')
      .notNull()
      .references(() => costItems.id),
    pdaQuotedPrice: money('pda_quoted_price'),
    pdaScreenedPrice: money('pda_screened_price'),
    pdaAgreedPrice: money('pda_agreed_price'),
    fdaQuotedPrice: money('fda_quoted_price'),
    fdaScreenedPrice: money('fda_screened_price'),
    fdaAgreedPrice: money('fda_agreed_price'),
    /** Why the FDA price differs from the PDA's (a code of `varianceReasons`), set by the agent. */
    fdaVarianceReason: varchar('fda_variance_reason', { length: 40 }),
    /** What the desk's screening saved on the line is attributed to (`savingsReasons`). */
    pdaScreeningReason: varchar('pda_screening_reason', { length: 30 }),
    fdaScreeningReason: varchar('fda_screening_reason', { length: 30 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('da_cost_lines_da_idx').on(t.daId, t.id),
    // (item, id): also the screening's newest samples of an item across every port (decision 023).
    index('da_cost_lines_item_idx').on(t.costItemId, t.id),
  ],
);

/** Comments on a cost line; the author is always the session user. */
export const daComments = pgTable(
  'da_comments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    daId: integer('da_id')
      .notNull()
      .references(() => das.id, { onDelete: 'cascade' }),
    costLineId: integer('cost_line_id')
      .notNull()
      .references(() => daCostLines.id, { onDelete: 'cascade' }),
    /** pda | fda */
    document: varchar({ length: 3 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('da_comments_line_idx').on(t.costLineId, t.createdAt),
    index('da_comments_da_idx').on(t.daId),
  ],
);
