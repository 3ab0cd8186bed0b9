import type { FaqDetail, Locale } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, eq, ne } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { type FaqRow, published, toFaqDetail, visibleTo } from './faq-rows.ts';

const { faqs } = schema;
/** Related questions shown beside an article. */
export const RELATED_LIMIT = 6;

/** The article with the other questions of its category (published ones: what readers can open). */
export async function findFaqDetail({
  db,
  user,
  locale,
  row,
}: {
  db: Db;
  user: SessionUser;
  locale: Locale;
  row: FaqRow;
}): Promise<FaqDetail> {
  const related = await db
    .select({ id: faqs.id, en: faqs.questionEn, zh: faqs.questionZh })
    .from(faqs)
    .where(and(published(), eq(faqs.category, row.category), ne(faqs.id, row.id)))
    .orderBy(asc(faqs.position), asc(faqs.id))
    .limit(RELATED_LIMIT);
  return toFaqDetail(row, {
    locale,
    user,
    related: related.map((r) => ({ id: r.id, question: locale === 'zh-CN' ? r.zh : r.en })),
  });
}

/** One article; a missing, deleted or (for readers) unpublished id is SPEC.md's 'not have id' (404). */
export async function getFaq({
  db,
  user,
  locale,
  id,
}: {
  db: Db;
  user: SessionUser;
  locale: Locale;
  id: number;
}): Promise<FaqDetail> {
  const [row] = await db
    .select()
    .from(faqs)
    .where(and(eq(faqs.id, id), visibleTo(user)))
    .limit(1);
  if (!row) throw new AppError(404, 'faqs.notHaveId');
  return findFaqDetail({ db, user, locale, row });
}
