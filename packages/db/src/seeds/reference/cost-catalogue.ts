import { inArray } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { costItemCategories, costItems } from '../../schema/index.ts';
import { costCatalogue } from './cost-catalogue-data.ts';

/**
 * Operators maintain the catalogue after the first seed, so only missing categories and items
 * are inserted: a restart never undoes their edits.
 */
export async function seedCostCatalogue(db: Db): Promise<void> {
  await db
    .insert(costItemCategories)
    .values(
      costCatalogue.map((category, index) => ({
        code: category.code,
        grouping: category.grouping,
        nameEn: category.en,
        nameZh: category.zh,
        sortOrder: index + 1,
      })),
    )
    .onConflictDoNothing({ target: costItemCategories.code });

  const categoryRows = await db
    .select({ id: costItemCategories.id, code: costItemCategories.code })
    .from(costItemCategories)
    .where(
      inArray(
        costItemCategories.code,
        costCatalogue.map((category) => category.code),
      ),
    );
  const categoryIds = new Map(categoryRows.map((row) => [row.code, row.id]));

  const itemRows = costCatalogue.flatMap((category) =>
    category.items.map((item, index) => ({
      categoryId: categoryIds.get(category.code) as number,
      code: item.code,
      nameEn: item.en,
      nameZh: item.zh,
      isTonnageBased: item.tonnage ?? false,
      sortOrder: index + 1,
    })),
  );
  await db.insert(costItems).values(itemRows).onConflictDoNothing({ target: costItems.code });
}
