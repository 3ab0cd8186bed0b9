import { OPTION_LIMIT, type ParsedTerminalOptionQuery, type TerminalOption } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { containsFilter } from '../../lib/list.ts';

const { terminals } = schema;

/** Terminals for a remote select, usually of one port (`port_id_eq`), by name. */
export async function listTerminalOptions({
  db,
  query,
}: {
  db: Db;
  query: ParsedTerminalOptionQuery;
}): Promise<TerminalOption[]> {
  const rows = await db
    .select({ id: terminals.id, name: terminals.name, portId: terminals.portId })
    .from(terminals)
    .where(
      and(
        query.port_id_eq === undefined ? undefined : eq(terminals.portId, query.port_id_eq),
        containsFilter(terminals.name, query.name_i_cont),
      ),
    )
    .orderBy(sql`lower(${terminals.name})`, asc(terminals.id))
    .limit(OPTION_LIMIT);
  return rows.map((row) => ({ id: row.id, name: row.name, port_id: row.portId }));
}
