import type { Locale } from '@portledger/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../lib/list.ts';

/** The columns of a bilingual reference row. */
export interface BilingualColumns {
  code: AnyPgColumn;
  nameEn: AnyPgColumn;
  nameZh: AnyPgColumn;
}

/** The name column in the caller's language. */
export const nameIn = (locale: Locale, table: BilingualColumns): AnyPgColumn =>
  locale === 'zh-CN' ? table.nameZh : table.nameEn;

/** `name_i_cont`: the text may be English, Chinese or the code, whatever the caller's language. */
export function bilingualContains(table: BilingualColumns, text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return sql`(${table.nameEn} ilike ${pattern} or ${table.nameZh} ilike ${pattern} or ${table.code} ilike ${pattern})`;
}

/** Rows whose code is exactly the text come first ('USD', 'CN'). */
export const exactCodeFirst = (code: AnyPgColumn, text: string | undefined): SQL[] =>
  text ? [sql`case when upper(${code}) = ${text.toUpperCase()} then 0 else 1 end`] : [];
