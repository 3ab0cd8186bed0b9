import { type Db, schema } from '@portledger/db';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { lockFaq } from './faq-rows.ts';

const { faqs } = schema;

/**
 * Soft delete: the row stays (with its slug, so the seed does not bring a deleted seeded article
 * back) but nobody reads it any more. With a lock_version, a delete of an article edited meanwhile
 * is refused (409).
 */
export async function deleteFaq({
  db,
  user,
  id,
  lockVersion,
}: {
  db: Db;
  user: SessionUser;
  id: number;
  lockVersion?: number;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockFaq(tx, id);
    if (lockVersion !== undefined && current.lockVersion !== lockVersion) {
      throw new AppError(409, 'conflict.stale');
    }
    const now = new Date();
    await tx
      .update(faqs)
      .set({
        deletedAt: now,
        updatedById: user.id,
        lockVersion: sql`${faqs.lockVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(faqs.id, id));
  });
}
