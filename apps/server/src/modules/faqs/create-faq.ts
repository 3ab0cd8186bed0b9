import type { FaqCreateInput, FaqDetail, Locale } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../../types.ts';
import { checkFaqInput, faqColumns } from './check-faq-input.ts';
import { findFaqDetail } from './get-faq.ts';

const { faqs } = schema;
/** Gap between positions, so an article can later be put between two others. */
export const POSITION_STEP = 10;

/** An operator writes a new article in both languages; without a position it goes last in its category. */
export async function createFaq({
  db,
  user,
  locale,
  input,
}: {
  db: Db;
  user: SessionUser;
  locale: Locale;
  input: FaqCreateInput;
}): Promise<FaqDetail> {
  return db.transaction(async (tx) => {
    await checkFaqInput({ tx, input });
    let position = input.position;
    if (position === undefined) {
      const [last] = await tx
        .select({ max: sql<number | null>`max(${faqs.position})` })
        .from(faqs)
        .where(and(eq(faqs.category, input.category), isNull(faqs.deletedAt)));
      position = Math.min((last?.max ?? 0) + POSITION_STEP, 9_999);
    }
    const [row] = await tx
      .insert(faqs)
      .values({ ...faqColumns(input), position, updatedById: user.id })
      .returning();
    return findFaqDetail({ db: tx, user, locale, row: row! });
  });
}
