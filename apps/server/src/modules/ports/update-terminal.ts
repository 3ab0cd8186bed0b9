import type { Locale, ParsedTerminalUpdateRequest, TerminalItem } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { getTerminal } from './get-terminal.ts';
import { assertTerminalTypeExists, withUniqueTerminalName } from './terminal-checks.ts';

const { terminals } = schema;

/**
 * Changes a terminal's name, type or information. The write only lands when `lock_version` is
 * still the one the editor read; otherwise 409 and nothing changes.
 */
export async function updateTerminal({
  db,
  locale,
  terminalId,
  input,
}: {
  db: Db;
  locale: Locale;
  terminalId: number;
  input: ParsedTerminalUpdateRequest;
}): Promise<TerminalItem> {
  await assertTerminalTypeExists(db, input.terminal_type_id);
  const changes: Partial<typeof terminals.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.terminal_type_id !== undefined) changes.terminalTypeId = input.terminal_type_id;
  if (input.information !== undefined) changes.information = input.information;
  const updated = await withUniqueTerminalName(() =>
    db
      .update(terminals)
      .set({ ...changes, lockVersion: sql`${terminals.lockVersion} + 1`, updatedAt: new Date() })
      .where(and(eq(terminals.id, terminalId), eq(terminals.lockVersion, input.lock_version)))
      .returning({ id: terminals.id }),
  );
  if (updated.length === 0) {
    const [exists] = await db
      .select({ id: terminals.id })
      .from(terminals)
      .where(eq(terminals.id, terminalId))
      .limit(1);
    throw exists ? new AppError(409, 'conflict.stale') : new AppError(404, 'resource.notFound');
  }
  return getTerminal({ db, locale, terminalId });
}
