import type { CostLineInput, DaAction, FieldError, PriceKey } from '@portledger/contracts';
import { priceKeys } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { attachFile } from '../files/attach-file.ts';
import { lineRules } from './line-rules.ts';

const t = schema;
type Line = typeof t.daCostLines.$inferSelect;
type Columns = Partial<typeof t.daCostLines.$inferInsert>;

const column: Record<PriceKey, keyof Line> = {
  pda_quoted_price: 'pdaQuotedPrice',
  pda_screened_price: 'pdaScreenedPrice',
  pda_agreed_price: 'pdaAgreedPrice',
  fda_quoted_price: 'fdaQuotedPrice',
  fda_screened_price: 'fdaScreenedPrice',
  fda_agreed_price: 'fdaAgreedPrice',
};
export const priceColumn = column;

/** Refuses (403) any price key, deletion or new line the action does not own; changes nothing. */
export function assertLineRights(action: DaAction, lines: CostLineInput[]) {
  const rule = lineRules[action];
  for (const [index, line] of lines.entries()) {
    const foreign = priceKeys.find((key) => key !== rule.price && line[key] !== undefined);
    const field = (name: string) => `cost_items_attributes.${index}.${name}`;
    if (foreign) throw notYours(field(foreign), foreign);
    if (!rule.editsLines && (line._destroy || line.id === undefined))
      throw notYours(field('cost_item_id'), 'cost_item_id');
    if (line.file_ids && !action.startsWith('fda')) throw notYours(field('file_ids'), 'file_ids');
  }
}

function notYours(field: string, name: string) {
  return new AppError(403, 'da.fieldNotYours', {
    params: { field: name },
    errors: [{ field, message: 'da.fieldNotYours' }],
  });
}

/**
 * Applies the line edits of one action: new lines, changed prices, deletions, comments and
 * receipts. Lines are matched by id within this DA only; a foreign id is a 400.
 */
export async function applyLineEdits({
  tx,
  user,
  daId,
  action,
  lines,
  existing,
}: {
  tx: Db;
  user: SessionUser;
  daId: number;
  action: DaAction;
  lines: CostLineInput[];
  existing: Line[];
}) {
  const rule = lineRules[action];
  const document = action.startsWith('pda') ? 'pda' : 'fda';
  const byId = new Map(existing.map((line) => [line.id, line]));
  const errors: FieldError[] = [];
  const newItemIds = lines.filter((line) => line.id === undefined).map((line) => line.cost_item_id!);
  const known = newItemIds.length
    ? new Set(
        (
          await tx.select({ id: t.costItems.id }).from(t.costItems).where(inArray(t.costItems.id, newItemIds))
        ).map((row) => row.id),
      )
    : new Set<number>();
  lines.forEach((line, index) => {
    if (line.id !== undefined && !byId.has(line.id)) {
      errors.push({ field: `cost_items_attributes.${index}.id`, message: 'da.lineUnknown' });
    }
    if (line.id === undefined && !known.has(line.cost_item_id!)) {
      errors.push({ field: `cost_items_attributes.${index}.cost_item_id`, message: 'da.costItemUnknown' });
    }
  });
  if (errors.length) throw new AppError(400, 'validation.failed', { errors });

  for (const [index, line] of lines.entries()) {
    let lineId = line.id;
    const price = rule.price ? line[rule.price] : undefined;
    if (line._destroy && lineId !== undefined) {
      const current = byId.get(lineId)!;
      // Removing a PDA line from the FDA keeps its PDA history; an FDA-only line goes entirely.
      const keepsOtherDocument =
        document === 'fda' ? current.pdaQuotedPrice !== null : current.fdaQuotedPrice !== null;
      if (keepsOtherDocument) {
        const cleared: Columns =
          document === 'fda'
            ? { fdaQuotedPrice: null, fdaScreenedPrice: null, fdaAgreedPrice: null }
            : { pdaQuotedPrice: null, pdaScreenedPrice: null, pdaAgreedPrice: null };
        await tx.update(t.daCostLines).set(cleared).where(eq(t.daCostLines.id, lineId));
      } else {
        await tx.delete(t.daCostLines).where(eq(t.daCostLines.id, lineId));
      }
      continue;
    }
    if (lineId === undefined) {
      const [row] = await tx
        .insert(t.daCostLines)
        .values({
          daId,
          costItemId: line.cost_item_id!,
          ...(rule.price ? { [column[rule.price]]: price ?? null } : {}),
        })
        .returning({ id: t.daCostLines.id });
      lineId = row!.id;
    } else if (rule.price && price !== undefined) {
      await tx
        .update(t.daCostLines)
        .set({ [column[rule.price]]: price })
        .where(and(eq(t.daCostLines.id, lineId), eq(t.daCostLines.daId, daId)));
    }
    if (line.comments_attributes?.length) {
      await tx.insert(t.daComments).values(
        line.comments_attributes.map((comment) => ({
          daId,
          costLineId: lineId!,
          document,
          userId: user.id,
          content: comment.content,
        })),
      );
    }
    if (line.file_ids) {
      // The list replaces the line's receipts: the ones no longer listed are detached.
      const kept = line.file_ids;
      await tx
        .delete(t.attachments)
        .where(
          and(
            eq(t.attachments.recordType, 'da_cost_line'),
            eq(t.attachments.recordId, lineId),
            kept.length ? notInArray(t.attachments.fileId, kept) : undefined,
          ),
        );
    }
    for (const [fileIndex, fileId] of (line.file_ids ?? []).entries()) {
      await attachFile({
        db: tx,
        user,
        fileId,
        recordType: 'da_cost_line',
        recordId: lineId,
        attachmentType: 'receipt',
        field: `cost_items_attributes.${index}.file_ids.${fileIndex}`,
      });
    }
  }
}

/** Fills a stage's missing prices from the previous stage (screened <- quoted, agreed <- screened). */
export async function fillMissing(tx: Db, daId: number, target: PriceKey, source: PriceKey[]) {
  const lines = await tx.select().from(t.daCostLines).where(eq(t.daCostLines.daId, daId));
  const quotedKey = target.startsWith('pda') ? 'pdaQuotedPrice' : 'fdaQuotedPrice';
  for (const line of lines) {
    if (line[quotedKey] === null || line[column[target]] !== null) continue;
    const fallback = source.map((key) => line[column[key]]).find((value) => value !== null);
    await tx
      .update(t.daCostLines)
      .set({ [column[target]]: fallback })
      .where(eq(t.daCostLines.id, line.id));
  }
}
