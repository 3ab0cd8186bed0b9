import { instructionTypes, type PortCallInstruction } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { portCallScope } from '../port-calls/port-call-scope.ts';
import { articlesOf, selectInstructions, toInstructionItem } from './instruction-query.ts';

const { portCalls, instructions, entities } = schema;
// General instructions first, then in the order of the type list (constants, so raw is safe).
const typeOrder = sql.raw(`array[${instructionTypes.map((type) => `'${type}'`).join(',')}]::text[]`);

/**
 * The principal's instruction sets that apply to a port call: its company's sets for every legal
 * entity plus those of the call's legal entity. Whoever may see the port call may read them (the
 * principal's users, the appointed agent once it is submitted, the DA desk); others get 404.
 */
export async function listPortCallInstructions({
  db,
  user,
  portCallId,
}: {
  db: Db;
  user: SessionUser;
  portCallId: number;
}): Promise<{ principal: { id: number; name: string }; objects: PortCallInstruction[] }> {
  const [call] = await db
    .select({
      principalId: portCalls.principalEntityId,
      legalEntityId: portCalls.legalEntityId,
      principalName: entities.name,
    })
    .from(portCalls)
    .innerJoin(entities, eq(entities.id, portCalls.principalEntityId))
    .where(and(eq(portCalls.id, portCallId), portCallScope(user)))
    .limit(1);
  if (!call) throw new AppError(404, 'resource.notFound');
  const appliesTo = call.legalEntityId
    ? or(isNull(instructions.legalEntityId), eq(instructions.legalEntityId, call.legalEntityId))
    : isNull(instructions.legalEntityId);
  const rows = await selectInstructions(db)
    .where(and(eq(instructions.companyId, call.principalId), appliesTo) as SQL)
    .orderBy(
      sql`array_position(${typeOrder}, ${instructions.instructionType}::text)`,
      asc(instructions.name),
      asc(instructions.id),
    );
  const articles = await articlesOf(
    db,
    rows.map((row) => row.instruction.id),
  );
  return {
    principal: { id: call.principalId, name: call.principalName },
    objects: rows.map((row) => {
      const { updated_by: _, ...item } = toInstructionItem(row);
      return { ...item, articles: articles.get(row.instruction.id) ?? [] };
    }),
  };
}
