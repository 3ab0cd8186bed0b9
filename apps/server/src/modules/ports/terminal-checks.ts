import { type Db, schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';

const { ports, terminalTypes } = schema;

/** A write naming a port or terminal type that does not exist is a field error, not a 500 (FK). */
export async function assertPortExists(db: Db, portId: number): Promise<void> {
  const [row] = await db.select({ id: ports.id }).from(ports).where(eq(ports.id, portId)).limit(1);
  if (!row) {
    throw new AppError(422, 'ports.portUnknown', {
      errors: [{ field: 'port_id', message: 'ports.portUnknown' }],
    });
  }
}

export async function assertTerminalTypeExists(db: Db, typeId: number | null | undefined): Promise<void> {
  if (typeId === null || typeId === undefined) return;
  const [row] = await db
    .select({ id: terminalTypes.id })
    .from(terminalTypes)
    .where(eq(terminalTypes.id, typeId))
    .limit(1);
  if (!row) {
    throw new AppError(422, 'ports.terminalTypeUnknown', {
      errors: [{ field: 'terminal_type_id', message: 'ports.terminalTypeUnknown' }],
    });
  }
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505';
}

/**
 * Runs a terminal write; the unique index (port, lower(name)) decides duplicate names, also when
 * two operators save the same name at once, and answers a field error.
 */
export async function withUniqueTerminalName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError(422, 'ports.terminalNameTaken', {
      errors: [{ field: 'name', message: 'ports.terminalNameTaken' }],
    });
  }
}
