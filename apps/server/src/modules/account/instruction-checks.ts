import { type InstructionType, instructionTypeLabels } from '@portledger/contracts';
import { type AuditChange, type Db, schema } from '@portledger/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';

const { entities, auditEvents } = schema;

/**
 * A set narrowed to one legal entity must name one the user manages, of its own company; its
 * name is returned for the audit trail. Not allowed: a field error (422), nothing written.
 */
export async function checkLegalEntity(
  db: Db,
  user: SessionUser,
  legalEntityId: number | null,
): Promise<string | null> {
  if (legalEntityId === null) return null;
  const [row] = user.managedEntityIds.includes(legalEntityId)
    ? await db
        .select({ name: entities.name })
        .from(entities)
        .where(and(eq(entities.id, legalEntityId), eq(entities.parentId, user.entityId)))
        .limit(1)
    : [];
  if (!row) {
    throw new AppError(422, 'validation.failed', {
      errors: [{ field: 'legal_entity_id', message: 'account.instruction.legalEntityNotAllowed' }],
    });
  }
  return row.name;
}

/** The instruction type in both languages, as the audit trail keeps readable values. */
export const typeLabel = (type: string) => instructionTypeLabels[type as InstructionType] ?? type;

/** The fields of a set as the audit trail shows them (names, not ids). */
export function setSnapshot(set: { name: string; instructionType: string; legalEntityName: string | null }) {
  return {
    name: set.name,
    instruction_type: typeLabel(set.instructionType),
    legal_entity_id: set.legalEntityName,
  };
}

export function diffSnapshots(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditChange[] {
  return Object.keys(after)
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** Who changed which instruction set how: the operation-log style `audit_events` row. */
export async function auditInstruction(
  db: Db,
  user: SessionUser,
  instructionId: number,
  action: 'create' | 'update' | 'delete',
  changes: AuditChange[],
) {
  await db.insert(auditEvents).values({
    recordType: 'instruction',
    recordId: instructionId,
    action,
    actorId: user.id,
    actorKind: user.kind,
    changes,
  });
}
