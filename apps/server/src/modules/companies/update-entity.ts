import type { EntityDetail, EntityUpdateInput, Locale } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { assertOwnEntity, findCompanyScope } from './company-scope.ts';
import { assertEntityReferences, attachLogo } from './entity-checks.ts';
import { entityColumns } from './entity-rows.ts';
import { getEntity } from './get-entity.ts';

const { entities } = schema;

/**
 * Changes the particulars of the user's own company or one of its legal entities. The write
 * only lands when `lock_version` is still the one the editor read; otherwise 409, nothing changes.
 */
export async function updateEntity({
  db,
  user,
  locale,
  apiPrefix,
  entityId,
  input,
}: {
  db: Db;
  user: SessionUser;
  locale: Locale;
  apiPrefix: string;
  entityId: number;
  input: EntityUpdateInput;
}): Promise<EntityDetail> {
  assertOwnEntity(await findCompanyScope(db, user), entityId);
  const [current] = await db
    .select({ kind: entities.kind, currency: entities.currency, locked: entities.currencyLocked })
    .from(entities)
    .where(eq(entities.id, entityId));
  if (!current) throw new AppError(404, 'resource.notFound');
  if (input.kind && input.kind !== current.kind) {
    throw new AppError(422, 'companies.entity.kindMismatch', {
      errors: [{ field: 'kind', message: 'companies.entity.kindMismatch' }],
    });
  }
  // A locked currency is what DAs of this entity are settled in; changing it needs the DA desk.
  if (current.locked && input.currency !== undefined && input.currency !== current.currency) {
    throw new AppError(422, 'companies.currency.locked', {
      errors: [{ field: 'currency', message: 'companies.currency.locked' }],
    });
  }
  await assertEntityReferences(db, input);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(entities)
      .set({ ...entityColumns(input), lockVersion: sql`${entities.lockVersion} + 1`, updatedAt: new Date() })
      .where(and(eq(entities.id, entityId), eq(entities.lockVersion, input.lock_version)))
      .returning({ id: entities.id });
    if (updated.length === 0) throw new AppError(409, 'conflict.stale');
    await attachLogo(tx as unknown as Db, user, entityId, input.logo_file_id);
  });
  return getEntity({ db, user, locale, apiPrefix, entityId });
}
