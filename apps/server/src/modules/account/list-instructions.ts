import type { InstructionItem, InstructionListQuery, PageInfo } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, count, eq, sql } from 'drizzle-orm';
import { containsFilter, orderBy, pageInfo, pageWindow } from '../../lib/list.ts';
import type { SessionUser } from '../../types.ts';
import { instructionScope, selectInstructions, toInstructionItem } from './instruction-query.ts';

const { instructions } = schema;

/** One page of the company's instruction sets the user may see; newest change first by default. */
export async function listInstructions({
  db,
  user,
  query,
}: {
  db: Db;
  user: SessionUser;
  query: InstructionListQuery;
}): Promise<{ objects: InstructionItem[]; page: PageInfo }> {
  const where = and(
    instructionScope(user),
    containsFilter(instructions.name, query.name_i_cont),
    query.instruction_type_eq ? eq(instructions.instructionType, query.instruction_type_eq) : undefined,
    query.legal_entity_id_eq ? eq(instructions.legalEntityId, query.legal_entity_id_eq) : undefined,
  );
  const sortColumns = {
    name: sql`lower(${instructions.name})`,
    instruction_type: instructions.instructionType,
    updated_at: instructions.updatedAt,
  };
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    selectInstructions(db)
      .where(where)
      .orderBy(...orderBy(query.sort, sortColumns, '-updated_at', instructions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(instructions).where(where),
  ]);
  return { objects: rows.map(toInstructionItem), page: pageInfo(query, total?.n ?? 0) };
}
