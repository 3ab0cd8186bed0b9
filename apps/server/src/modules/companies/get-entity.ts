import type { EntityDetail, Locale } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { assertOwnEntity, findCompanyScope } from './company-scope.ts';
import { selectEntities, toEntityDetail } from './entity-rows.ts';

/** One company or legal entity of the user's own company (operators: any); others answer 404. */
export async function getEntity({
  db,
  user,
  locale,
  apiPrefix,
  entityId,
}: {
  db: Db;
  user: SessionUser;
  locale: Locale;
  apiPrefix: string;
  entityId: number;
}): Promise<EntityDetail> {
  if (user.kind !== 'operator') assertOwnEntity(await findCompanyScope(db, user), entityId);
  const [row] = await selectEntities(db).where(eq(schema.entities.id, entityId)).limit(1);
  if (!row) throw new AppError(404, 'resource.notFound');
  return toEntityDetail(row, locale, apiPrefix);
}
