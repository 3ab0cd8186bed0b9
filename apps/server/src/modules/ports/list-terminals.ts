import type { Locale, PageInfo, ParsedTerminalListQuery, TerminalItem } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, count, eq, sql } from 'drizzle-orm';
import { containsFilter, orderBy, pageInfo, pageWindow } from '../../lib/list.ts';
import { localName, selectTerminals, toTerminalItem } from './terminal-rows.ts';

const { ports, terminals, terminalTypes } = schema;

/** One page of terminals, filtered by port, name and type; every signed-in user may read them. */
export async function listTerminals({
  db,
  locale,
  query,
}: {
  db: Db;
  locale: Locale;
  query: ParsedTerminalListQuery;
}): Promise<{ objects: TerminalItem[]; page: PageInfo }> {
  const where = and(
    query.port_id_eq === undefined ? undefined : eq(terminals.portId, query.port_id_eq),
    query.terminal_type_id_eq === undefined
      ? undefined
      : eq(terminals.terminalTypeId, query.terminal_type_id_eq),
    containsFilter(terminals.name, query.name_i_cont),
  );
  const order = orderBy(
    query.sort,
    {
      name: sql`lower(${terminals.name})`,
      port: ports.name,
      terminal_type: localName(locale, terminalTypes),
    },
    'name',
    terminals.id,
  );
  const [rows, [total]] = await Promise.all([
    selectTerminals(db, locale)
      .where(where)
      .orderBy(...order)
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ n: count() }).from(terminals).where(where),
  ]);
  return { objects: rows.map(toTerminalItem), page: pageInfo(query, total?.n ?? 0) };
}
