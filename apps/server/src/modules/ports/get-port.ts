import type { Locale, PortDetail } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { selectPorts, toPortListItem } from './port-rows.ts';
import { selectTerminals, toTerminalItem } from './terminal-rows.ts';

const { ports, terminals } = schema;

/** A port with all its terminals (a port has a handful, never pages of them). */
export async function getPort({
  db,
  locale,
  portId,
}: {
  db: Db;
  locale: Locale;
  portId: number;
}): Promise<PortDetail> {
  const [[port], terminalRows] = await Promise.all([
    selectPorts(db, locale).where(eq(ports.id, portId)).limit(1),
    selectTerminals(db, locale)
      .where(eq(terminals.portId, portId))
      .orderBy(sql`lower(${terminals.name})`, asc(terminals.id)),
  ]);
  if (!port) throw new AppError(404, 'resource.notFound');
  return { ...toPortListItem(port), terminals: terminalRows.map(toTerminalItem) };
}
