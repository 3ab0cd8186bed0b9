import {
  type FaqCategory,
  type FaqCategoryCounts,
  type FaqItem,
  type FaqListQuery,
  faqCategories,
  type Locale,
  type PageInfo,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { pageInfo, pageWindow } from '../../lib/list.ts';
import type { SessionUser } from '../../types.ts';
import { categoryOrder, matchesWords, questionRank, searchWords, toFaqItem, visibleTo } from './faq-rows.ts';

const { faqs } = schema;

function orderOf(sort: string | undefined, words: string[]): SQL[] {
  if (sort === 'updated_at') return [asc(faqs.updatedAt), asc(faqs.id)];
  if (sort === '-updated_at') return [desc(faqs.updatedAt), desc(faqs.id)];
  const descending = sort === '-position';
  const position = descending ? desc(faqs.position) : asc(faqs.position);
  // Without an explicit sort, articles that ask what was searched come first.
  const rank = sort ? undefined : questionRank(words);
  return [...(rank ? [rank] : []), categoryOrder, position, asc(faqs.id)];
}

/**
 * One page of the help articles the user may read, searched and filtered by category, with the
 * number of hits per category for the same search (the counts of the category menu). Two queries:
 * the page, and one GROUP BY from which the total is also taken.
 */
export async function listFaqs({
  db,
  user,
  locale,
  query,
}: {
  db: Db;
  user: SessionUser;
  locale: Locale;
  query: FaqListQuery;
}): Promise<{ objects: FaqItem[]; page: PageInfo; category_counts: FaqCategoryCounts }> {
  const words = searchWords(query.q);
  const searched = and(visibleTo(user), matchesWords(words));
  const { limit, offset } = pageWindow(query);
  const [rows, groups] = await Promise.all([
    db
      .select()
      .from(faqs)
      .where(and(searched, query.category ? eq(faqs.category, query.category) : undefined))
      .orderBy(...orderOf(query.sort, words))
      .limit(limit)
      .offset(offset),
    db.select({ category: faqs.category, n: count() }).from(faqs).where(searched).groupBy(faqs.category),
  ]);
  const counts = Object.fromEntries(faqCategories.map((category) => [category, 0])) as FaqCategoryCounts;
  for (const group of groups) {
    if (group.category in counts) counts[group.category as FaqCategory] = group.n;
  }
  const total = query.category ? counts[query.category] : groups.reduce((sum, group) => sum + group.n, 0);
  return {
    objects: rows.map((row) => toFaqItem(row, locale, words)),
    page: pageInfo(query, total),
    category_counts: counts,
  };
}
