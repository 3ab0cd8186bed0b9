import { type EmailArea, emailAreas, type Preferences } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';

const { users, entities } = schema;

/** The company's prefunding and currency defaults and the user's own e-mail choices. */
export async function getPreferences({ db, user }: { db: Db; user: SessionUser }): Promise<Preferences> {
  const [row] = await db
    .select({ user: { email: users.email, emailAreas: users.emailAreas }, company: entities })
    .from(users)
    .innerJoin(entities, eq(entities.id, users.entityId))
    .where(eq(users.id, user.id))
    .limit(1);
  if (!row) throw new AppError(404, 'resource.notFound');
  const { company } = row;
  return {
    company: { id: company.id, name: company.name },
    default_prefunding: Number(company.defaultPrefunding).toFixed(2),
    currency: company.currency,
    currency_locked: company.currencyLocked,
    lock_version: company.lockVersion,
    email: row.user.email,
    // Kept in the list's order, whatever order they were stored in.
    email_areas: emailAreas.filter((area) => row.user.emailAreas.includes(area)) as EmailArea[],
  };
}
