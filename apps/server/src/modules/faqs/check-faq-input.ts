import type { FaqCreateInput, FieldError } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';

const { faqs } = schema;

/**
 * The rule an article write must meet beyond its shape: no other live article asks the same
 * question (case-insensitively, per language). Writers queue on one transaction-scoped advisory
 * lock, so two operators cannot both create the same question at once. Broken: 422, nothing written.
 */
export async function checkFaqInput({
  tx,
  input,
  excludeId,
}: {
  tx: Db;
  input: FaqCreateInput;
  excludeId?: number;
}): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('faqs.question'))`);
  const en = input.question_en.toLowerCase();
  const zh = input.question_zh.toLowerCase();
  const duplicates = await tx
    .select({ en: sql<string>`lower(${faqs.questionEn})`, zh: sql<string>`lower(${faqs.questionZh})` })
    .from(faqs)
    .where(
      and(
        isNull(faqs.deletedAt),
        excludeId === undefined ? undefined : ne(faqs.id, excludeId),
        or(eq(sql`lower(${faqs.questionEn})`, en), eq(sql`lower(${faqs.questionZh})`, zh)),
      ),
    );
  const errors: FieldError[] = [];
  if (duplicates.some((row) => row.en === en))
    errors.push({ field: 'question_en', message: 'faqs.questionTaken' });
  if (duplicates.some((row) => row.zh === zh))
    errors.push({ field: 'question_zh', message: 'faqs.questionTaken' });
  if (errors.length > 0) throw new AppError(422, 'faqs.questionTaken', { errors });
}

/** The columns a create or update writes from the request. */
export function faqColumns(input: FaqCreateInput) {
  return {
    category: input.category,
    questionEn: input.question_en,
    questionZh: input.question_zh,
    answerEn: input.answer_en,
    answerZh: input.answer_zh,
    isPublished: input.is_published,
  };
}
