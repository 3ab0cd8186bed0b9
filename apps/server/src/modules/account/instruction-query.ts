import type {
  InstructionArticle,
  InstructionDetail,
  InstructionItem,
  InstructionType,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../../types.ts';

const { instructions, instructionArticles, entities, users } = schema;
const creators = alias(users, 'creators');

/**
 * The instruction sets a principal user may read and write: its company's that apply to every
 * legal entity or to one it manages. Anything else answers 404, as if it did not exist.
 */
export function instructionScope(user: SessionUser): SQL {
  const entityWide = isNull(instructions.legalEntityId);
  return and(
    eq(instructions.companyId, user.entityId),
    user.managedEntityIds.length > 0
      ? or(entityWide, inArray(instructions.legalEntityId, user.managedEntityIds))
      : entityWide,
  ) as SQL;
}

/** Instruction sets with their legal entity, authors and article count, in one query (no N+1). */
export function selectInstructions(db: Db) {
  return db
    .select({
      instruction: instructions,
      legalEntityName: entities.name,
      updatedByName: users.displayName,
      createdByName: creators.displayName,
      articlesCount: sql<number>`(select count(*)::int from ${instructionArticles} where ${instructionArticles.instructionId} = ${instructions.id})`,
    })
    .from(instructions)
    .leftJoin(entities, eq(entities.id, instructions.legalEntityId))
    .leftJoin(users, eq(users.id, instructions.updatedById))
    .leftJoin(creators, eq(creators.id, instructions.createdById));
}

export type InstructionRow = Awaited<ReturnType<ReturnType<typeof selectInstructions>['execute']>>[number];

export function toInstructionItem(row: InstructionRow): InstructionItem {
  const i = row.instruction;
  return {
    id: i.id,
    name: i.name,
    instruction_type: i.instructionType as InstructionType,
    legal_entity:
      i.legalEntityId !== null
        ? { id: i.legalEntityId, name: row.legalEntityName ?? String(i.legalEntityId) }
        : null,
    articles_count: row.articlesCount,
    updated_at: i.updatedAt.toISOString(),
    updated_by:
      i.updatedById !== null && row.updatedByName ? { id: i.updatedById, name: row.updatedByName } : null,
  };
}

export function toInstructionDetail(row: InstructionRow, articles: InstructionArticle[]): InstructionDetail {
  const i = row.instruction;
  return {
    ...toInstructionItem(row),
    articles,
    lock_version: i.lockVersion,
    created_at: i.createdAt.toISOString(),
    created_by: row.createdByName ? { id: i.createdById, name: row.createdByName } : null,
  };
}

/** The articles of some instruction sets, in order, grouped by set (one query). */
export async function articlesOf(
  db: Db,
  instructionIds: number[],
): Promise<Map<number, InstructionArticle[]>> {
  const map = new Map<number, InstructionArticle[]>();
  if (instructionIds.length === 0) return map;
  const rows = await db
    .select()
    .from(instructionArticles)
    .where(inArray(instructionArticles.instructionId, instructionIds))
    .orderBy(
      asc(instructionArticles.instructionId),
      asc(instructionArticles.position),
      asc(instructionArticles.id),
    );
  for (const row of rows) {
    const list = map.get(row.instructionId) ?? [];
    list.push({ id: row.id, position: row.position, title: row.title, content: row.content });
    map.set(row.instructionId, list);
  }
  return map;
}
