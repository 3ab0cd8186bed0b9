import type { InstructionCreateInput, InstructionDetail } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import type { SessionUser } from '../../types.ts';
import { applyArticles } from './apply-articles.ts';
import { getInstruction } from './get-instruction.ts';
import { auditInstruction, checkLegalEntity, diffSnapshots, setSnapshot } from './instruction-checks.ts';

const { instructions } = schema;

/** Adds an instruction set with its articles to the principal's company, in one transaction. */
export async function createInstruction({
  db,
  user,
  input,
}: {
  db: Db;
  user: SessionUser;
  input: InstructionCreateInput;
}): Promise<InstructionDetail> {
  const id = await db.transaction(async (tx) => {
    const legalEntityId = input.legal_entity_id ?? null;
    const legalEntityName = await checkLegalEntity(tx, user, legalEntityId);
    const [created] = await tx
      .insert(instructions)
      .values({
        companyId: user.entityId,
        legalEntityId,
        name: input.name,
        instructionType: input.instruction_type,
        createdById: user.id,
        updatedById: user.id,
      })
      .returning({ id: instructions.id });
    const articleChanges = await applyArticles({
      tx,
      instructionId: created!.id,
      entries: input.articles_attributes,
    });
    const fields = diffSnapshots(
      {},
      setSnapshot({ name: input.name, instructionType: input.instruction_type, legalEntityName }),
    );
    await auditInstruction(tx, user, created!.id, 'create', [...fields, ...articleChanges]);
    return created!.id;
  });
  return getInstruction({ db, user, id });
}
