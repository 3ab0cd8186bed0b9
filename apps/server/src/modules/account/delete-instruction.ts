import { type Db, schema } from '@portledger/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { auditInstruction, setSnapshot } from './instruction-checks.ts';
import { instructionScope } from './instruction-query.ts';

const { instructions, entities } = schema;

/**
 * Deletes a set and its articles; the audit trail keeps what it said. With a lock_version, a
 * delete based on an older version (someone edited it meanwhile) answers 409 and deletes nothing.
 */
export async function deleteInstruction({
  db,
  user,
  id,
  lockVersion,
}: {
  db: Db;
  user: SessionUser;
  id: number;
  lockVersion?: number;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ set: instructions, legalEntityName: entities.name })
      .from(instructions)
      .leftJoin(entities, eq(entities.id, instructions.legalEntityId))
      .where(and(eq(instructions.id, id), instructionScope(user)))
      .for('update', { of: instructions });
    if (!current) throw new AppError(404, 'resource.notFound');
    if (lockVersion !== undefined && current.set.lockVersion !== lockVersion) {
      throw new AppError(409, 'conflict.stale');
    }
    const before = setSnapshot({ ...current.set, legalEntityName: current.legalEntityName });
    await tx.delete(instructions).where(eq(instructions.id, id));
    await auditInstruction(
      tx,
      user,
      id,
      'delete',
      Object.entries(before).map(([field, value]) => ({ field, before: value, after: null })),
    );
  });
}
