import { z } from 'zod';
import { envelope, listData, objectData } from './envelope.ts';
import type { Locale } from './locales.ts';
import { listQuery, textFilter } from './query.ts';

/**
 * Help-centre FAQs (issue 7). Every article is written in both languages; readers get it in
 * theirs, operators (who maintain the articles) also get both languages' texts for editing.
 * Answers are plain text: paragraphs separated by a blank line, bullet lines starting with "- ",
 * numbered lines starting with "1. " (the web renders them as React elements, never as HTML).
 */
export const faqCategories = [
  'getting_started',
  'port_calls',
  'pda',
  'fda',
  'payments',
  'account_settings',
] as const;
export const faqCategory = z.enum(faqCategories);
export type FaqCategory = z.infer<typeof faqCategory>;

export const faqCategoryLabels: Record<FaqCategory, Record<Locale, string>> = {
  getting_started: { 'en-US': 'Getting started', 'zh-CN': '入门指南' },
  port_calls: { 'en-US': 'Port calls', 'zh-CN': '船舶挂靠' },
  pda: { 'en-US': 'PDA and screening', 'zh-CN': 'PDA 与审核' },
  fda: { 'en-US': 'FDA and queries', 'zh-CN': 'FDA 与质询' },
  payments: { 'en-US': 'Payments', 'zh-CN': '付款' },
  account_settings: { 'en-US': 'Account and settings', 'zh-CN': '账户与设置' },
};

/** Field limits, shared by the server's validation and the editor's rules. */
export const faqLimits = { question: 300, answer: 10_000, position: 9_999 } as const;

/** A required text whose messages are the server's keys `faqs.<field>.required` / `.tooLong`. */
const text = (field: string, max: number) =>
  z
    .string({ error: `faqs.${field}.required` })
    .trim()
    .min(1, `faqs.${field}.required`)
    .max(max, `faqs.${field}.tooLong`);

const faqFields = {
  category: faqCategory,
  question_en: text('question_en', faqLimits.question),
  question_zh: text('question_zh', faqLimits.question),
  answer_en: text('answer_en', faqLimits.answer),
  answer_zh: text('answer_zh', faqLimits.answer),
  /** Order within the category; absent: after the others (create) or unchanged (update). */
  position: z.number().int().min(0).max(faqLimits.position).optional(),
  is_published: z.boolean().default(true),
};

export const faqCreateRequest = z.object(faqFields).strict();
export type FaqCreateRequest = z.input<typeof faqCreateRequest>;
export type FaqCreateInput = z.output<typeof faqCreateRequest>;

/** A PUT replaces the texts and must carry the lock_version it was based on (stale: 409). */
export const faqUpdateRequest = z.object({ ...faqFields, lock_version: z.number().int().min(0) }).strict();
export type FaqUpdateRequest = z.input<typeof faqUpdateRequest>;
export type FaqUpdateInput = z.output<typeof faqUpdateRequest>;

/** `DELETE /faqs/{id}?lock_version=3`: with a lock_version, a stale delete is refused (409). */
export const faqDeleteQuery = z.object({ lock_version: z.coerce.number().int().min(0).optional() }).strict();
export type FaqDeleteQuery = z.infer<typeof faqDeleteQuery>;

export const faqSortFields = ['position', 'updated_at'] as const;
/**
 * `GET /faqs?q=&category=&page=&per_page=`. `q` matches question and answer in both languages;
 * every word must match (in any of them). Default order: search hits in the question first, then
 * category and position.
 */
export const faqListQuery = listQuery(
  { q: textFilter.optional(), category: faqCategory.optional() },
  faqSortFields,
);
export type FaqListQuery = z.output<typeof faqListQuery>;

/** A row of the list: the question and a short plain-text excerpt of the answer. */
export const faqItem = z.object({
  id: z.number().int(),
  category: faqCategory,
  category_label: z.string(),
  position: z.number().int(),
  question: z.string(),
  excerpt: z.string(),
  is_published: z.boolean(),
  updated_at: z.string(),
});
export type FaqItem = z.infer<typeof faqItem>;

/** Both languages' texts: answered to operators only, for the editor. */
export const faqSource = z.object({
  question_en: z.string(),
  question_zh: z.string(),
  answer_en: z.string(),
  answer_zh: z.string(),
});
export type FaqSource = z.infer<typeof faqSource>;

export const faqDetail = faqItem.omit({ excerpt: true }).extend({
  answer: z.string(),
  lock_version: z.number().int(),
  /** Other published questions of the category, in order (at most 6). */
  related: z.array(z.object({ id: z.number().int(), question: z.string() })),
  source: faqSource.nullable(),
});
export type FaqDetail = z.infer<typeof faqDetail>;

/** How many articles each category holds for the current search (every category, zeros included). */
export const faqCategoryCounts = z.record(faqCategory, z.number().int());
export type FaqCategoryCounts = z.infer<typeof faqCategoryCounts>;

export const faqListResponse = envelope(listData(faqItem).extend({ category_counts: faqCategoryCounts }));
export type FaqListResponse = z.infer<typeof faqListResponse>;
export const faqResponse = envelope(objectData(faqDetail));
export type FaqResponse = z.infer<typeof faqResponse>;
