import { type PortCallStatus, statusOrder } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { and, inArray, type SQL } from 'drizzle-orm';

const pc = schema.portCalls;

/**
 * Port calls in one of `statuses`, said twice: by status, and by their orders, which the database
 * keeps equal to the status's (check `port_calls_status_order_matches`, decision 027). The orders
 * let the scope indexes (principal or agent, status_order, eta) find the calls instead of
 * intersecting a scope's whole history with every call in those statuses. The second condition
 * never removes a row the first keeps.
 */
export function statusIn(statuses: readonly PortCallStatus[]): SQL {
  const orders = [...new Set(statuses.map(statusOrder))];
  return and(inArray(pc.status, [...statuses]), inArray(pc.statusOrder, orders)) as SQL;
}
