import type { EntityCreateInput, EntityDetail, Locale } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { findCompanyScope } from './company-scope.ts';
import { assertEntityReferences, attachLogo } from './entity-checks.ts';
import { entityColumns } from './entity-rows.ts';
import { getEntity } from './get-entity.ts';

const { entities } = schema;

/** A new legal entity under the user's own company, of the company's kind. */
export async function createEntity({
  db,
  user,
  locale,
  apiPrefix,
  input,
}: {
  db: Db;
  user: SessionUser;
  locale: Locale;
  apiPrefix: string;
  input: EntityCreateInput;
}): Promise<EntityDetail> {
  const { companyId } = await findCompanyScope(db, user);
  const [company] = await db
    .select({ kind: entities.kind, currency: entities.currency })
    .from(entities)
    .where(eq(entities.id, companyId));
  if (!company) throw new AppError(404, 'resource.notFound');
  if (input.kind && input.kind !== company.kind) {
    throw new AppError(422, 'companies.entity.kindMismatch', {
      errors: [{ field: 'kind', message: 'companies.entity.kindMismatch' }],
    });
  }
  await assertEntityReferences(db, input);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(entities)
      .values({
        currency: company.currency,
        ...entityColumns(input),
        name: input.name,
        kind: company.kind,
        parentId: companyId,
      })
      .returning({ id: entities.id });
    await attachLogo(tx as unknown as Db, user, row!.id, input.logo_file_id);
    return row!.id;
  });
  return getEntity({ db, user, locale, apiPrefix, entityId: id });
}
