import { schema } from '@portledger/db';
import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../types.ts';
import { counterScope, portCallScope } from './port-call-scope.ts';

const pc = schema.portCalls;
const etaCounts = schema.portCallEtaCounts;

/** An ETA range of whole UTC days: `from` inclusive, `to` exclusive (the next midnight); either open. */
export interface EtaRange {
  from?: Date;
  to?: Date;
}

/** The first day of `day`'s UTC month, `months` months later. */
function monthStart(day: Date, months = 0): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1));
}

const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/**
 * The whole UTC months inside the range, as [first, end): `first` the first month counted, `end`
 * the first month past them; undefined where the range is open. Undefined when no whole month fits.
 */
export function wholeMonths({ from, to }: EtaRange): { first?: Date; end?: Date } | undefined {
  const first = from && (from.getTime() === monthStart(from).getTime() ? from : monthStart(from, 1));
  const end = to && monthStart(to);
  if (first && end && first >= end) return undefined;
  return { first, end };
}

/**
 * The status counts of the calls the user may see whose ETA is in the range (decision 042), as
 * `[["status", n], ...]` JSON text like searchStatusCounts: the whole UTC months from the counters
 * trigger-kept per month (port_call_eta_counts, migration 0022), the days before the first whole
 * month and after the last from port_calls (its ETA indexes hold the scope and status: index-only).
 * Undefined when the range holds no whole month: the list counts the matches as for any filter.
 * The desk's and agents' counters hold drafts (as port_call_counts does): tabCountsOf leaves them
 * out, and the scope leaves them out of the port_calls terms.
 */
export function etaStatusCounts(user: SessionUser, range: EtaRange): SQL<string | null> | undefined {
  const months = wholeMonths(range);
  if (!months) return undefined;
  const { first, end } = months;
  const terms: SQL[] = [
    sql`select ${etaCounts.status} as status, ${etaCounts.n} as n from ${etaCounts}
      where ${and(
        counterScope(etaCounts, user),
        first ? gte(etaCounts.month, isoDay(first)) : undefined,
        end ? lt(etaCounts.month, isoDay(end)) : undefined,
      )}`,
  ];
  const days = (from: Date, to: Date) =>
    sql`select ${pc.status} as status, count(*)::int as n from ${pc}
      where ${and(portCallScope(user), gte(pc.eta, from), lt(pc.eta, to))}
      group by ${pc.status}`;
  if (range.from && first && range.from < first) terms.push(days(range.from, first));
  if (range.to && end && end < range.to) terms.push(days(end, range.to));
  return sql<string | null>`(select json_agg(json_build_array(c.status, c.n))::text from (
    select m.status, sum(m.n)::int as n from (${sql.join(terms, sql` union all `)}) m group by m.status
  ) c)`;
}
