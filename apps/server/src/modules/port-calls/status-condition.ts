import { type PortCallStatus, statusOrder } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const pc = schema.portCalls;

/**
 * Port calls in one of `statuses`, said twice: by status, and by their orders, which the database
 * keeps equal to the status's (check `port_calls_status_order_matches`, decision 027). The orders
 * let the scope indexes (principal or agent, status_order, eta) find the calls instead of
 * intersecting a scope's whole history with every call in those statuses. The second condition
 * never removes a row the first keeps.
 */
export function statusIn(statuses: readonly PortCallStatus[]): SQL {
  return and(inArray(pc.status, [...statuses]), inArray(pc.statusOrder, ordersOf(statuses))) as SQL;
}

/**
 * `statusIn` with the statuses and orders written into the statement's text rather than sent as
 * parameters: for a prepared statement whose generic plan must know which few calls they are
 * (the Actionable payments' candidates, decision 045). Fixed codes only, never a user's input.
 */
export function statusInLiterally(statuses: readonly PortCallStatus[]): SQL {
  return sql`${pc.statusOrder} in (${sql.raw(ordersOf(statuses).join(', '))}) and ${codesLiterally(pc.status, statuses)}`;
}

/** `column in (...)` with the status codes written into the text, as statusInLiterally does. */
export function codesLiterally(column: AnyPgColumn, statuses: readonly string[]): SQL {
  for (const status of statuses)
    if (!/^[a-z_]+$/.test(status)) throw new Error(`Not a status code: ${status}`);
  return sql`${column} in (${sql.raw(statuses.map((status) => `'${status}'`).join(', '))})`;
}

const ordersOf = (statuses: readonly PortCallStatus[]) => [...new Set(statuses.map(statusOrder))];
