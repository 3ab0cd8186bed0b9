import type { Preferences, PreferencesUpdateInput } from '@portledger/contracts';
import { type AuditChange, type Db, schema } from '@portledger/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { assertCurrencyExists } from '../companies/reference-checks.ts';
import { getPreferences } from './get-preferences.ts';

const { users, entities, auditEvents } = schema;

/**
 * Saves the company's defaults (guarded by the company entity's lock_version: stale is 409) and
 * the user's e-mail choices, together or not at all. A locked currency changes only in a save
 * that also unlocks it, so it cannot be changed by accident. Changes to the company's money
 * defaults are written to the audit trail.
 */
export async function updatePreferences({
  db,
  user,
  input,
}: {
  db: Db;
  user: SessionUser;
  input: PreferencesUpdateInput;
}): Promise<Preferences> {
  await assertCurrencyExists(db, input.currency);
  await db.transaction(async (tx) => {
    const [company] = await tx.select().from(entities).where(eq(entities.id, user.entityId)).for('update');
    if (!company) throw new AppError(404, 'resource.notFound');
    if (company.lockVersion !== input.lock_version) throw new AppError(409, 'conflict.stale');
    if (company.currencyLocked && input.currency_locked && input.currency !== company.currency) {
      throw new AppError(422, 'account.preferences.currencyLocked', {
        errors: [{ field: 'currency', message: 'account.preferences.currencyLocked' }],
      });
    }
    const before = {
      default_prefunding: Number(company.defaultPrefunding).toFixed(2),
      currency: company.currency,
      currency_locked: company.currencyLocked,
    };
    const after = {
      default_prefunding: input.default_prefunding,
      currency: input.currency,
      currency_locked: input.currency_locked,
    };
    const changes: AuditChange[] = (Object.keys(after) as (keyof typeof after)[])
      .filter((field) => before[field] !== after[field])
      .map((field) => ({ field, before: before[field], after: after[field] }));
    if (changes.length > 0) {
      await tx
        .update(entities)
        .set({
          defaultPrefunding: input.default_prefunding,
          currency: input.currency,
          currencyLocked: input.currency_locked,
          lockVersion: sql`${entities.lockVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(entities.id, company.id), eq(entities.lockVersion, input.lock_version)));
      await tx.insert(auditEvents).values({
        recordType: 'entity',
        recordId: company.id,
        action: 'preferences_update',
        actorId: user.id,
        actorKind: user.kind,
        changes,
      });
    }
    await tx
      .update(users)
      .set({ emailAreas: input.email_areas, updatedAt: new Date() })
      .where(eq(users.id, user.id));
  });
  return getPreferences({ db, user });
}
