import {
  type CostItemCategoryOptionItem,
  type CostItemOptionItem,
  type Locale,
  OPTION_LIMIT,
  type ParsedCostItemOptionQuery,
  type ParsedLookupOptionQuery,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, eq } from 'drizzle-orm';
import { bilingualContains, exactCodeFirst, nameIn } from './localized.ts';

const { costItemCategories, costItems } = schema;

/** Cost-item categories: agency remuneration first, then the port-cost groups, in catalogue order. */
export async function listCostItemCategoryOptions({
  db,
  locale,
  query,
}: {
  db: Db;
  locale: Locale;
  query: ParsedLookupOptionQuery;
}): Promise<CostItemCategoryOptionItem[]> {
  const name = nameIn(locale, costItemCategories);
  return db
    .select({
      id: costItemCategories.id,
      name,
      code: costItemCategories.code,
      grouping: costItemCategories.grouping,
    })
    .from(costItemCategories)
    .where(bilingualContains(costItemCategories, query.name_i_cont))
    .orderBy(
      ...exactCodeFirst(costItemCategories.code, query.name_i_cont),
      asc(costItemCategories.sortOrder),
      asc(name),
      asc(costItemCategories.id),
    )
    .limit(OPTION_LIMIT) as Promise<CostItemCategoryOptionItem[]>;
}

/** Cost items, optionally of one category (`cost_item_category_id_eq`). */
export async function listCostItemOptions({
  db,
  locale,
  query,
}: {
  db: Db;
  locale: Locale;
  query: ParsedCostItemOptionQuery;
}): Promise<CostItemOptionItem[]> {
  const name = nameIn(locale, costItems);
  const category = query.cost_item_category_id_eq;
  return db
    .select({
      id: costItems.id,
      name,
      code: costItems.code,
      cost_item_category_id: costItems.categoryId,
      is_tonnage_based: costItems.isTonnageBased,
    })
    .from(costItems)
    .innerJoin(costItemCategories, eq(costItemCategories.id, costItems.categoryId))
    .where(
      and(
        category === undefined ? undefined : eq(costItems.categoryId, category),
        bilingualContains(costItems, query.name_i_cont),
      ),
    )
    .orderBy(
      ...exactCodeFirst(costItems.code, query.name_i_cont),
      asc(costItemCategories.sortOrder),
      asc(costItems.sortOrder),
      asc(name),
      asc(costItems.id),
    )
    .limit(OPTION_LIMIT) as Promise<CostItemOptionItem[]>;
}
