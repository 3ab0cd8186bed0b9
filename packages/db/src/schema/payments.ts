import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
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
import { das, portCalls } from './port-calls.ts';
import { users } from './users.ts';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const day = (name: string) => date(name, { mode: 'string' });

/** Numbers behind the readable payment reference PAY-<year>-<000123>. */
export const paymentRefSeq = pgSequence('payment_ref_seq', { startWith: 1 });

/** The bank details a payment goes to, copied when the instructions are given (issue 6). */
export type BankSnapshot = {
  bank_account_id: number;
  bank_name: string;
  account_title: string;
  account_number: string | null;
  iban: string | null;
  bic_swift: string | null;
  /** The account's currency (kept since 2026-11-27; older snapshots have none). */
  currency?: string | null;
};

/**
 * Money moving for a DA: the advance (prefunding), additional prefunding, the balance, or a
 * refund from the agent. Due flags are computed from due_on, never stored.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    portCallId: integer('port_call_id')
      .notNull()
      .references(() => portCalls.id, { onDelete: 'cascade' }),
    daId: integer('da_id')
      .notNull()
      .references(() => das.id, { onDelete: 'cascade' }),
    /**
     * The port call's agent, principal and status, copied by triggers (migrations 0030-0032,
     * decisions 074-076): from the call when the payment is written, and again whenever the call's
     * agent, principal or status changes. Not written by the app.
     */
    agentEntityId: integer('agent_entity_id'),
    principalEntityId: integer('principal_entity_id'),
    portCallStatus: varchar('port_call_status', { length: 60 }),
    /** advance | additional_prefunding | balance | refund */
    paymentType: varchar('payment_type', { length: 30 }).notNull(),
    amount: money('amount').notNull(),
    currency: varchar({ length: 3 }).notNull(),
    dueOn: day('due_on'),
    /** pending | submitted | done */
    status: varchar({ length: 20 }).notNull().default('pending'),
    paymentMode: varchar('payment_mode', { length: 30 }),
    bankAccountId: integer('bank_account_id'),
    bankSnapshot: jsonb('bank_snapshot').$type<BankSnapshot>(),
    paymentReference: varchar('payment_reference', { length: 40 }).unique(),
    initiateTransferOn: day('initiate_transfer_on'),
    transferredOn: day('transferred_on'),
    transferredAmount: money('transferred_amount'),
    invoiceOn: day('invoice_on'),
    lockVersion: integer('lock_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    /**
     * A port call's payments, with the list's order columns beside them: the All tab of a user with
     * few payments is read from the user's calls and sorted from this index alone (decision 046).
     * The type after the id (ordering nothing, the id is unique) lets a principal's Actionable
     * candidates, the pending payments of the calls awaiting payment, be read from this index alone
     * too, with the rule's test of the type (decision 055).
     */
    index('payments_port_call_idx').on(t.portCallId, t.status, t.dueOn, t.createdAt, t.id, t.paymentType),
    index('payments_da_idx').on(t.daId),
    index('payments_status_due_idx').on(t.status, t.dueOn),
    /**
     * Payments by due date with what a due-date filter's tab counts read beside them (the port call
     * to join, the status and type the Actionable rule tests): the count of a month or two of
     * payments reads a range of this index instead of every payment (decision 064).
     */
    index('payments_due_idx').on(t.dueOn, t.portCallId, t.status, t.paymentType),
    /**
     * The payments list's order (list-payments.ts `paymentListOrder`): open payments first, the
     * soonest due first; then the done ones, the most recently due first; newest, then id. The
     * first page is read in index order.
     */
    index('payments_list_order_idx').on(
      sql`(${t.status} = 'done')`,
      sql`(case when ${t.status} = 'done' then null else ${t.dueOn} end)`,
      t.dueOn.desc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    /**
     * Unpaid payments by due date: the Today dashboard's overdue and due-soon lists stay small reads
     * (those still owed among them: amount > transferred_amount, filtered after the index).
     */
    index('payments_open_due_idx').on(t.dueOn).where(sql`${t.status} <> 'done'`),
    /**
     * Unpaid payments by state and type over the whole market, with the port call beside them. The
     * Actionable tab's payment-led candidates read it until decisions 074 and 075 gave them the
     * parties' own indexes below; no benchmarked statement reads it since (docs/benchmarks-plans.md),
     * a desk's filter on an open state and a type still can.
     */
    index('payments_open_type_idx')
      .on(t.status, t.paymentType, t.portCallId)
      .where(sql`${t.status} <> 'done'`),
    /**
     * An agent's unpaid payments by state and type: its Actionable candidates (the submitted
     * advances and balances it must confirm) read from its own rows instead of every submitted
     * payment of the market, each checked against its call (decision 074).
     */
    index('payments_agent_open_idx')
      .on(t.agentEntityId, t.status, t.paymentType)
      .where(sql`${t.status} <> 'done'`),
    /**
     * A principal's unpaid payments by state, then in the list's order for one state (due day,
     * newest, id), with the call and type the Actionable rule tests beside them: its pending
     * payments are walked in that order until a page of them passes the rule, and its submitted
     * refunds read as a range, both from its own rows (decision 075).
     */
    index('payments_principal_open_idx')
      .on(
        t.principalEntityId,
        t.status,
        t.dueOn,
        t.createdAt.desc().nullsFirst(),
        t.id,
        t.portCallId,
        t.paymentType,
      )
      .where(sql`${t.status} <> 'done'`),
    /**
     * The payments of the calls at the desk (their call's status copied on them, decision 076), in
     * the list's order (payments_list_order_idx's expressions): the desk's Actionable page walks
     * the first rows instead of reading and sorting every payment of the 4,000 calls it screens.
     * Its columns are spelled out again, not shared with payments_list_order_idx: Drizzle's desc()
     * and nulls*() set the order on the column itself, and a shared list built before
     * payments_port_call_idx gave that index the same descending columns (drizzle-kit said so).
     */
    index('payments_at_desk_order_idx')
      .on(
        sql`(${t.status} = 'done')`,
        sql`(case when ${t.status} = 'done' then null else ${t.dueOn} end)`,
        t.dueOn.desc().nullsLast(),
        t.createdAt.desc().nullsFirst(),
        t.id,
      )
      // Written as an OR, which PostgreSQL writes back as it was (pg_get_indexdef): the bench data
      // generator drops the indexes and creates them again from their definitions.
      .where(sql`(${t.portCallStatus} = 'pda_checking' or ${t.portCallStatus} = 'fda_checking')`),
  ],
);

/**
 * How many payments each scope holds per port-call status, payment type and payment status, kept by
 * triggers on payments and port_calls (migration 0011, decision 020) so the payment list's tab
 * counts read a few rows instead of counting every visible payment. The scopes are those of
 * port_call_counts (the payment's port call's): the actionable rule reads the port call's status,
 * so it is part of the key and a port call's status change moves its payments' counts.
 */
export const paymentCounts = pgTable(
  'payment_counts',
  {
    scope: varchar({ length: 10 }).notNull(),
    scopeId: integer('scope_id').notNull(),
    scopeSubId: integer('scope_sub_id').notNull(),
    portCallStatus: varchar('port_call_status', { length: 60 }).notNull(),
    paymentType: varchar('payment_type', { length: 30 }).notNull(),
    status: varchar({ length: 20 }).notNull(),
    n: integer().notNull(),
  },
  (t) => [
    // Named: drizzle's generated name would pass PostgreSQL's 63-character limit.
    primaryKey({
      name: 'payment_counts_pk',
      columns: [t.scope, t.scopeId, t.scopeSubId, t.portCallStatus, t.paymentType, t.status],
    }),
  ],
);

/** The key and count of payment_due_counts, which its deltas carry too (new builders each call). */
const dueCountColumns = () => ({
  scope: varchar({ length: 10 }).notNull(),
  scopeId: integer('scope_id').notNull(),
  scopeSubId: integer('scope_sub_id').notNull(),
  dueOn: day('due_on').notNull(),
  portCallStatus: varchar('port_call_status', { length: 60 }).notNull(),
  n: integer().notNull(),
});

/**
 * How many payments still owed (not done and part of the amount still to be transferred: amount >
 * transferred_amount, migration 0019) with a due date each scope holds per due day and port-call
 * status, kept by triggers on payments and port_calls like payment_counts (migration 0016, decision
 * 027), so the Today dashboard counts the payments due soon or overdue from a few rows per day
 * instead of looking up the port call of every unpaid payment of the market.
 */
export const paymentDueCounts = pgTable('payment_due_counts', dueCountColumns(), (t) => [
  primaryKey({
    name: 'payment_due_counts_pk',
    columns: [t.scope, t.scopeId, t.scopeSubId, t.dueOn, t.portCallStatus],
  }),
]);

/**
 * The changes to payment_due_counts a transaction has made and not yet applied: its row triggers
 * insert them here, touching no shared row, and the transaction applies them all at its commit in
 * key order (migration 0016, decision 027), so concurrent writers never lock counter rows in
 * crossing orders.
 */
export const paymentDueDeltas = pgTable(
  'payment_due_deltas',
  { xid: bigint({ mode: 'number' }).notNull(), ...dueCountColumns() },
  (t) => [index('payment_due_deltas_xid_idx').on(t.xid)],
);

/** Answers kept for `Idempotency-Key`: a repeat gets the first answer, a different body a 422. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar({ length: 200 }).notNull(),
    scope: text().notNull(),
    bodyHash: varchar('body_hash', { length: 64 }).notNull(),
    response: jsonb().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key_idx').on(t.userId, t.key)],
);
