import { type Db, schema } from '@portledger/db';
import { eq, or } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';

const { entities } = schema;

export interface CompanyScope {
  /** The user's company (an entity without parent). */
  companyId: number;
  /** The company and its legal entities: what the user's company owns. */
  entityIds: number[];
}

/**
 * The entities of the user's own company. Companies and bank accounts are scoped to the company,
 * not to `visibleEntityScope`: an operator sees every port call but not other firms' bank details.
 */
export async function findCompanyScope(db: Db, user: SessionUser): Promise<CompanyScope> {
  const [own] = await db
    .select({ id: entities.id, parentId: entities.parentId })
    .from(entities)
    .where(eq(entities.id, user.entityId))
    .limit(1);
  if (!own) throw new AppError(404, 'resource.notFound');
  const companyId = own.parentId ?? own.id;
  const rows = await db
    .select({ id: entities.id })
    .from(entities)
    .where(or(eq(entities.id, companyId), eq(entities.parentId, companyId)));
  return { companyId, entityIds: rows.map((row) => row.id) };
}

/** Object guard: another company's entity answers 404, as if it did not exist. */
export function assertOwnEntity(scope: CompanyScope, entityId: number, field?: string): void {
  if (scope.entityIds.includes(entityId)) return;
  if (field) {
    throw new AppError(422, 'companies.entity.notOwn', {
      errors: [{ field, message: 'companies.entity.notOwn' }],
    });
  }
  throw new AppError(404, 'resource.notFound');
}
