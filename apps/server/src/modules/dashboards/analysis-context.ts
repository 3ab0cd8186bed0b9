import {
  DASHBOARD_MAX_MONTHS,
  type DaDocument,
  type DashboardAnalysisQuery,
  localDay,
  monthsOf,
  resolvePeriod,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, notInArray, type SQL } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { portCallScope } from '../port-calls/port-call-scope.ts';

const t = schema;
const pc = t.portCalls;

/** Port calls whose DA never became a cost: still a draft, cancelled or declined. */
export const notCosted = ['port_call_draft', 'da_cancelled', 'da_declined'] as const;

/** The instant a month starts on the user's clock (`tz` minutes east of UTC), as ISO text. */
export function monthStart(month: string, tz: number): string {
  return new Date(Date.parse(`${month}-01T00:00:00Z`) - tz * 60_000).toISOString();
}

/** What both analyses share: the period, the reporting currency and the port calls in scope. */
export interface AnalysisContext {
  from: string;
  to: string;
  tz: number;
  currency: string;
  document: DaDocument | null;
  /** Agents never see screened prices of a document before it is approved (decision 006). */
  isAgent: boolean;
  top: number;
  /** The port calls counted, but for the period: the user's scope, costed calls, the filters. */
  filters: SQL;
}

/** The user's company currency: the principal's currency for a principal. */
async function companyCurrency(db: Db, user: SessionUser): Promise<string | null> {
  const [row] = await db
    .select({ currency: t.entities.currency })
    .from(t.entities)
    .where(eq(t.entities.id, user.entityId));
  return row?.currency ?? null;
}

const invalid = (field: string, message: 'dashboards.periodOrder' | 'dashboards.periodTooLong') =>
  new AppError(400, 'validation.failed', { errors: [{ field, message }] });

export async function analysisContext({
  db,
  user,
  query,
  now = new Date(),
}: {
  db: Db;
  user: SessionUser;
  query: DashboardAnalysisQuery;
  now?: Date;
}): Promise<AnalysisContext> {
  const { from, to } = resolvePeriod(query, localDay(now, query.tz));
  if (from > to) throw invalid('from', 'dashboards.periodOrder');
  if (monthsOf(from, to).length > DASHBOARD_MAX_MONTHS) throw invalid('from', 'dashboards.periodTooLong');
  const currency = query.currency ?? (await companyCurrency(db, user)) ?? 'USD';
  const conditions = [
    portCallScope(user),
    notInArray(pc.status, [...notCosted]),
    query.legal_entity_id ? eq(pc.legalEntityId, query.legal_entity_id) : undefined,
    query.port_id ? eq(pc.portId, query.port_id) : undefined,
    query.vessel_id ? eq(pc.vesselId, query.vessel_id) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return {
    from,
    to,
    tz: query.tz,
    currency,
    document: query.document ?? null,
    isAgent: user.kind === 'agent',
    top: query.top,
    filters: and(...conditions) as SQL,
  };
}
