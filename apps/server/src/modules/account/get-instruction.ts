import type { InstructionDetail } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import {
  articlesOf,
  instructionScope,
  selectInstructions,
  toInstructionDetail,
} from './instruction-query.ts';

/** One instruction set with its articles; another company's (or an unmanaged entity's) answers 404. */
export async function getInstruction({
  db,
  user,
  id,
}: {
  db: Db;
  user: SessionUser;
  id: number;
}): Promise<InstructionDetail> {
  const [row] = await selectInstructions(db)
    .where(and(eq(schema.instructions.id, id), instructionScope(user)))
    .limit(1);
  if (!row) throw new AppError(404, 'resource.notFound');
  const articles = await articlesOf(db, [id]);
  return toInstructionDetail(row, articles.get(id) ?? []);
}
