import type { Locale, ParsedTerminalCreateRequest, TerminalItem } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { getTerminal } from './get-terminal.ts';
import { assertPortExists, assertTerminalTypeExists, withUniqueTerminalName } from './terminal-checks.ts';

const { terminals } = schema;

/** Adds a terminal to a port (operators maintain reference data; the route checks the kind). */
export async function createTerminal({
  db,
  locale,
  input,
}: {
  db: Db;
  locale: Locale;
  input: ParsedTerminalCreateRequest;
}): Promise<TerminalItem> {
  await assertPortExists(db, input.port_id);
  await assertTerminalTypeExists(db, input.terminal_type_id);
  const [row] = await withUniqueTerminalName(() =>
    db
      .insert(terminals)
      .values({
        portId: input.port_id,
        name: input.name,
        terminalTypeId: input.terminal_type_id ?? null,
        information: input.information ?? null,
      })
      .returning({ id: terminals.id }),
  );
  return getTerminal({ db, locale, terminalId: row!.id });
}
