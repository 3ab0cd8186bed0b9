import type { FaqDetail, FaqUpdateInput, Locale } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { checkFaqInput, faqColumns } from './check-faq-input.ts';
import { lockFaq } from './faq-rows.ts';
import { findFaqDetail } from './get-faq.ts';

const { faqs } = schema;

/**
 * Replaces an article's texts (a seeded one too: its slug stays, so the seed never restores it).
 * A lock_version that is not the current one is 409 and changes nothing.
 */
export async function updateFaq({
  db,
  user,
  locale,
  id,
  input,
}: {
  db: Db;
  user: SessionUser;
  locale: Locale;
  id: number;
  input: FaqUpdateInput;
}): Promise<FaqDetail> {
  return db.transaction(async (tx) => {
    const current = await lockFaq(tx, id);
    if (current.lockVersion !== input.lock_version) throw new AppError(409, 'conflict.stale');
    await checkFaqInput({ tx, input, excludeId: id });
    const [row] = await tx
      .update(faqs)
      .set({
        ...faqColumns(input),
        position: input.position ?? current.position,
        updatedById: user.id,
        lockVersion: sql`${faqs.lockVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(faqs.id, id), eq(faqs.lockVersion, input.lock_version)))
      .returning();
    if (!row) throw new AppError(409, 'conflict.stale');
    return findFaqDetail({ db: tx, user, locale, row });
  });
}
