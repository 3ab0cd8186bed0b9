import type { InstructionDetail, InstructionUpdateInput } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { applyArticles } from './apply-articles.ts';
import { getInstruction } from './get-instruction.ts';
import { auditInstruction, checkLegalEntity, diffSnapshots, setSnapshot } from './instruction-checks.ts';
import { instructionScope } from './instruction-query.ts';

const { instructions, entities } = schema;

/**
 * Changes a set and its articles. Someone else's set is 404; a stale lock_version is 409; a bad
 * article id or legal entity is 422. The row is locked first, so concurrent saves queue and the
 * second one sees the new lock_version; any failure rolls everything back.
 */
export async function updateInstruction({
  db,
  user,
  id,
  input,
}: {
  db: Db;
  user: SessionUser;
  id: number;
  input: InstructionUpdateInput;
}): Promise<InstructionDetail> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ set: instructions, legalEntityName: entities.name })
      .from(instructions)
      .leftJoin(entities, eq(entities.id, instructions.legalEntityId))
      .where(and(eq(instructions.id, id), instructionScope(user)))
      .for('update', { of: instructions });
    if (!current) throw new AppError(404, 'resource.notFound');
    if (current.set.lockVersion !== input.lock_version) throw new AppError(409, 'conflict.stale');
    const legalEntityId =
      input.legal_entity_id === undefined ? current.set.legalEntityId : input.legal_entity_id;
    const legalEntityName =
      legalEntityId === current.set.legalEntityId
        ? current.legalEntityName
        : await checkLegalEntity(tx, user, legalEntityId);
    const articleChanges = input.articles_attributes
      ? await applyArticles({ tx, instructionId: id, entries: input.articles_attributes })
      : [];
    await tx
      .update(instructions)
      .set({
        name: input.name,
        instructionType: input.instruction_type,
        legalEntityId,
        updatedById: user.id,
        lockVersion: sql`${instructions.lockVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(instructions.id, id));
    const fields = diffSnapshots(
      setSnapshot({ ...current.set, legalEntityName: current.legalEntityName }),
      setSnapshot({ name: input.name, instructionType: input.instruction_type, legalEntityName }),
    );
    await auditInstruction(tx, user, id, 'update', [...fields, ...articleChanges]);
  });
  return getInstruction({ db, user, id });
}
