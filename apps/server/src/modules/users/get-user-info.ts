import type { UserInfo } from '@portledger/contracts';
import type { Db } from '@portledger/db';
import { schema } from '@portledger/db';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';

const { users, entities, userManagedEntities } = schema;

/** SPEC.md section 3 'User info' for one user: company entity and managed legal entities. */
export async function getUserInfo({ db, userId }: { db: Db; userId: number }): Promise<UserInfo> {
  const [row] = await db
    .select({ user: users, entity: entities })
    .from(users)
    .innerJoin(entities, eq(entities.id, users.entityId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError(404, 'resource.notFound');
  const managed = await db
    .select({ id: entities.id, name: entities.name })
    .from(userManagedEntities)
    .innerJoin(entities, eq(entities.id, userManagedEntities.entityId))
    .where(eq(userManagedEntities.userId, userId))
    .orderBy(asc(entities.name));
  const { user, entity } = row;
  return {
    id: user.id,
    name: user.name,
    display_name: user.displayName,
    email: user.email,
    kind: user.kind,
    locale: user.locale === 'zh-CN' ? 'zh-CN' : 'en-US',
    entity: {
      id: entity.id,
      name: entity.name,
      kind: entity.kind,
      default_prefunding: Number(entity.defaultPrefunding).toFixed(2),
      currency: entity.currency,
      currency_locked: entity.currencyLocked,
    },
    managed_entities: managed,
  };
}
