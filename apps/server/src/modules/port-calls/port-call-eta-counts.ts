import type { UserKind } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Binder } from '../../lib/prepared.ts';
import { counterScopeOf, portCallScopeOf, type ScopeValues } from './port-call-scope.ts';

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
 *
 * For one kind of user, over the scope's values or placeholders; the dates go through `binder`.
 * `shape` names the statement's form (which of its terms it has), for a statement built per shape.
 */
export function etaStatusCounts(
  kind: UserKind,
  scope: ScopeValues,
  range: EtaRange,
  { bind }: Binder,
): { counts: SQL<string | null>; shape: string } | undefined {
  const months = wholeMonths(range);
  if (!months) return undefined;
  const days = (from: Date, to: Date, name: string, sign: '' | '-') =>
    sql`select ${pc.status} as status, ${sql.raw(sign)}count(*)::int as n from ${pc}
      where ${and(portCallScopeOf(kind, scope), gte(pc.eta, bind(`${name}From`, from)), lt(pc.eta, bind(`${name}To`, to)))}
      group by ${pc.status}`;
  // The days at each end from port_calls; an end covering more than half of its month as that
  // month's counter less the calls of the days it leaves out (decision 066), so that no more than
  // half a month of calls is read at either end.
  let { first, end } = months;
  const edges: SQL[] = [];
  const shape = ['0', '0'];
  if (range.from && first && range.from < first) {
    const month = monthStart(range.from);
    if (first.getTime() - range.from.getTime() > (first.getTime() - month.getTime()) / 2) {
      edges.push(days(month, range.from, 'etaHead', '-'));
      [first, shape[0]] = [month, 'm'];
    } else {
      edges.push(days(range.from, first, 'etaHead', ''));
      shape[0] = '1';
    }
  }
  if (range.to && end && end < range.to) {
    const next = monthStart(end, 1);
    if (range.to.getTime() - end.getTime() > (next.getTime() - end.getTime()) / 2) {
      edges.push(days(range.to, next, 'etaTail', '-'));
      [end, shape[1]] = [next, 'm'];
    } else {
      edges.push(days(end, range.to, 'etaTail', ''));
      shape[1] = '1';
    }
  }
  const terms: SQL[] = [
    sql`select ${etaCounts.status} as status, ${etaCounts.n} as n from ${etaCounts}
      where ${and(
        counterScopeOf(etaCounts, kind, scope),
        first ? gte(etaCounts.month, bind('etaFirstMonth', isoDay(first))) : undefined,
        end ? lt(etaCounts.month, bind('etaEndMonth', isoDay(end))) : undefined,
      )}`,
    ...edges,
  ];
  // A status whose calls the days left out hold all has no match: it is not listed.
  const counts = sql<string | null>`(select json_agg(json_build_array(c.status, c.n))::text from (
    select m.status, sum(m.n)::int as n from (${sql.join(terms, sql` union all `)}) m group by m.status
    having sum(m.n) <> 0
  ) c)`;
  const flag = (value: unknown) => (value ? '1' : '0');
  return { counts, shape: `eta_counts:${flag(first)}${flag(end)}${shape.join('')}` };
}
