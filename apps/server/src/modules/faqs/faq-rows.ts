import {
  type FaqCategory,
  type FaqDetail,
  type FaqItem,
  faqCategories,
  faqCategoryLabels,
  type Locale,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { containsPattern } from '../../lib/list.ts';
import type { SessionUser } from '../../types.ts';
import { excerptOf } from './excerpt.ts';

const { faqs } = schema;
export type FaqRow = typeof faqs.$inferSelect;
type Tx = Db;

/** Operators maintain the articles and also see drafts; everyone else reads published ones. */
export const isEditor = (user: SessionUser) => user.kind === 'operator';

/** Articles every reader sees: published and not deleted. */
export const published = (): SQL | undefined => and(isNull(faqs.deletedAt), eq(faqs.isPublished, true));

/** The articles a user may read: never deleted ones; unpublished ones only for operators. */
export function visibleTo(user: SessionUser): SQL | undefined {
  return isEditor(user) ? isNull(faqs.deletedAt) : published();
}

/** The words of a search (at most 10); each must occur in a question or an answer, in either language. */
export function searchWords(q: string | undefined): string[] {
  return [...new Set((q ?? '').split(/\s+/).filter(Boolean))].slice(0, 10);
}

export function matchesWords(words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = containsPattern(word);
      return or(
        ilike(faqs.questionEn, pattern),
        ilike(faqs.questionZh, pattern),
        ilike(faqs.answerEn, pattern),
        ilike(faqs.answerZh, pattern),
      );
    }),
  );
}

/** 0 when every word is in the question (either language): those hits come first. */
export function questionRank(words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  const inQuestion = and(
    ...words.map((word) => {
      const pattern = containsPattern(word);
      return or(ilike(faqs.questionEn, pattern), ilike(faqs.questionZh, pattern));
    }),
  );
  return sql`case when ${inQuestion} then 0 else 1 end`;
}

/** The categories in the order of the contracts (constants, so inlined safely). */
export const categoryOrder = sql.raw(
  `case "faqs"."category" ${faqCategories.map((c, i) => `when '${c}' then ${i}`).join(' ')} else ${faqCategories.length} end`,
);

const questionIn = (row: FaqRow, locale: Locale) => (locale === 'zh-CN' ? row.questionZh : row.questionEn);
const answerIn = (row: FaqRow, locale: Locale) => (locale === 'zh-CN' ? row.answerZh : row.answerEn);
const labelOf = (category: string, locale: Locale) =>
  faqCategoryLabels[category as FaqCategory]?.[locale] ?? category;

export function toFaqItem(row: FaqRow, locale: Locale, words: string[] = []): FaqItem {
  return {
    id: row.id,
    category: row.category as FaqCategory,
    category_label: labelOf(row.category, locale),
    position: row.position,
    question: questionIn(row, locale),
    excerpt: excerptOf(answerIn(row, locale), words),
    is_published: row.isPublished,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toFaqDetail(
  row: FaqRow,
  { locale, user, related }: { locale: Locale; user: SessionUser; related: FaqDetail['related'] },
): FaqDetail {
  const { excerpt: _excerpt, ...item } = toFaqItem(row, locale);
  return {
    ...item,
    answer: answerIn(row, locale),
    lock_version: row.lockVersion,
    related,
    source: isEditor(user)
      ? {
          question_en: row.questionEn,
          question_zh: row.questionZh,
          answer_en: row.answerEn,
          answer_zh: row.answerZh,
        }
      : null,
  };
}

/** The article, locked for a write; a missing or deleted one is SPEC.md's 'not have id' (404). */
export async function lockFaq(tx: Tx, id: number): Promise<FaqRow> {
  const [row] = await tx
    .select()
    .from(faqs)
    .where(and(eq(faqs.id, id), isNull(faqs.deletedAt)))
    .for('update');
  if (!row) throw new AppError(404, 'faqs.notHaveId');
  return row;
}
