import { type ChartererOption, type chartererOptionQuery, OPTION_LIMIT } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { containsFilter } from '../../lib/list.ts';
import { visibleEntityScope } from '../../plugins/access.ts';
import type { SessionUser } from '../../types.ts';
import { inScope } from './charterer-query.ts';

const { charterers } = schema;

/** Charterers for a select (e.g. of one legal entity on a port call), by name, at most 50. */
export async function listChartererOptions({
  db,
  user,
  query,
}: {
  db: Db;
  user: SessionUser;
  query: z.output<typeof chartererOptionQuery>;
}): Promise<ChartererOption[]> {
  return db
    .select({ id: charterers.id, name: charterers.name, entity_id: charterers.entityId })
    .from(charterers)
    .where(
      and(
        inScope(visibleEntityScope(user)),
        containsFilter(charterers.name, query.name_i_cont),
        query.entity_id_eq ? eq(charterers.entityId, query.entity_id_eq) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${charterers.name})`), asc(charterers.id))
    .limit(OPTION_LIMIT);
}
