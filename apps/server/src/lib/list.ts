import type { PageInfo, PageQuery } from '@portledger/contracts';
import { asc, desc, ilike, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** LIMIT/OFFSET of a page. */
export function pageWindow(page: PageQuery) {
  return { limit: page.per_page, offset: (page.page - 1) * page.per_page };
}

export function pageInfo(page: PageQuery, totalCount: number): PageInfo {
  return { page: page.page, per_page: page.per_page, total_count: totalCount };
}

/** `%text%` for ILIKE with the user's `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column ILIKE '%text%'`, or undefined for an absent or blank filter (so `and()` drops it). */
export function containsFilter(column: AnyPgColumn | SQL, text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  return ilike(column, containsPattern(text));
}

/**
 * ORDER BY for `sort=field` / `sort=-field` over whitelisted columns (the query schema already
 * rejected others), always ending with the id so pages are stable.
 */
export function orderBy(
  sort: string | undefined,
  columns: Record<string, AnyPgColumn | SQL>,
  fallback: string,
  id: AnyPgColumn,
): SQL[] {
  const key = sort ?? fallback;
  const descending = key.startsWith('-');
  const column = columns[descending ? key.slice(1) : key] ?? columns[fallback.replace(/^-/, '')];
  if (!column) return [asc(id)];
  return [descending ? desc(column) : asc(column), descending ? desc(id) : asc(id)];
}
