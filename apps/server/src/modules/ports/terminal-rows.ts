import type { Locale, TerminalItem } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { eq } from 'drizzle-orm';

const { ports, terminals, terminalTypes } = schema;

/** The name column of a bilingual row in the caller's language. */
export const localName = (
  locale: Locale,
  table: { nameEn: typeof terminalTypes.nameEn; nameZh: typeof terminalTypes.nameZh },
) => (locale === 'zh-CN' ? table.nameZh : table.nameEn);

/** Terminals with their port and type in one query (no N+1); callers add where/order/limit. */
export function selectTerminals(db: Db, locale: Locale) {
  return db
    .select({
      id: terminals.id,
      name: terminals.name,
      information: terminals.information,
      lockVersion: terminals.lockVersion,
      updatedAt: terminals.updatedAt,
      portId: ports.id,
      portName: ports.name,
      portUnlocode: ports.unlocode,
      typeId: terminalTypes.id,
      typeCode: terminalTypes.code,
      typeName: localName(locale, terminalTypes),
    })
    .from(terminals)
    .innerJoin(ports, eq(ports.id, terminals.portId))
    .leftJoin(terminalTypes, eq(terminalTypes.id, terminals.terminalTypeId))
    .$dynamic();
}

type TerminalRow = Awaited<ReturnType<ReturnType<typeof selectTerminals>['execute']>>[number];

export function toTerminalItem(row: TerminalRow): TerminalItem {
  return {
    id: row.id,
    port: { id: row.portId, name: row.portName, unlocode: row.portUnlocode },
    name: row.name,
    terminal_type:
      row.typeId === null ? null : { id: row.typeId, code: row.typeCode ?? '', name: row.typeName ?? '' },
    information: row.information,
    lock_version: row.lockVersion,
    updated_at: row.updatedAt.toISOString(),
  };
}
