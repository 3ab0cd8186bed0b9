import type { Locale, TerminalItem } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { selectTerminals, toTerminalItem } from './terminal-rows.ts';

/** One terminal with its port and type; reference data, readable by every signed-in user. */
export async function getTerminal({
  db,
  locale,
  terminalId,
}: {
  db: Db;
  locale: Locale;
  terminalId: number;
}): Promise<TerminalItem> {
  const [row] = await selectTerminals(db, locale).where(eq(schema.terminals.id, terminalId)).limit(1);
  if (!row) throw new AppError(404, 'resource.notFound');
  return toTerminalItem(row);
}
