import type { CostLineInput, DaAction, FieldError, PriceKey } from '@portledger/contracts';
import { priceKeys } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { SessionUser } from '../../types.ts';
import { attachFile } from '../files/attach-file.ts';
import { lineReasonKeys, lineRules } from './line-rules.ts';

const t = schema;
type Line = typeof t.daCostLines.$inferSelect;
type Columns = Partial<typeof t.daCostLines.$inferInsert>;
type Prices = Pick<
  Line,
  | 'pdaQuotedPrice'
  | 'pdaScreenedPrice'
  | 'pdaAgreedPrice'
  | 'fdaQuotedPrice'
  | 'fdaScreenedPrice'
  | 'fdaAgreedPrice'
>;
/** A line as the actions read it: its id and prices, and its category's grouping (for the totals). */
export interface DaLine {
  line: Pick<Line, 'id'> & Prices;
  grouping: string;
}

const column: Record<PriceKey, keyof Line> = {
  pda_quoted_price: 'pdaQuotedPrice',
  pda_screened_price: 'pdaScreenedPrice',
  pda_agreed_price: 'pdaAgreedPrice',
  fda_quoted_price: 'fdaQuotedPrice',
  fda_screened_price: 'fdaScreenedPrice',
  fda_agreed_price: 'fdaAgreedPrice',
};
export const priceColumn = column;
const reasonColumn = {
  fda_variance_reason: 'fdaVarianceReason',
  pda_screening_reason: 'pdaScreeningReason',
  fda_screening_reason: 'fdaScreeningReason',
} as const;
/** The SQL column of a price key: the contract's keys are the column names. */
const priceSql = (key: PriceKey) => sql.identifier(key);
const noPrices: Prices = {
  pdaQuotedPrice: null,
  pdaScreenedPrice: null,
  pdaAgreedPrice: null,
  fdaQuotedPrice: null,
  fdaScreenedPrice: null,
  fdaAgreedPrice: null,
};

type Text = string | null;
/**
 * How the JSON reads of a DA's lines (readLines, the DA detail) start each line: its id, then the
 * six prices in priceKeys' order, as text (as the driver answers a numeric column).
 */
export type PriceFields = [
  id: number,
  pdaQuoted: Text,
  pdaScreened: Text,
  pdaAgreed: Text,
  fdaQuoted: Text,
  fdaScreened: Text,
  fdaAgreed: Text,
];
type PricedTuple = [...PriceFields, ...unknown[]];
/** A line's id and prices from a PricedTuple. */
export const pricesOfTuple = (l: PricedTuple): DaLine['line'] => ({
  id: l[0],
  pdaQuotedPrice: l[1],
  pdaScreenedPrice: l[2],
  pdaAgreedPrice: l[3],
  fdaQuotedPrice: l[4],
  fdaScreenedPrice: l[5],
  fdaAgreedPrice: l[6],
});
/** One line of readLines' array: a PricedTuple, then the category's grouping. */
type LineTuple = [...PriceFields, grouping: string];

/**
 * The DA's lines, with what the totals and the line edits read: ids and prices (200 lines a save).
 * One row holding a JSON array of one array per line, as the DA detail reads its lines (decision
 * 029): for 200 rows the driver's decoding and Drizzle's mapping of 1,600 fields cost more of the
 * save's CPU than the statement; this is one field and one JSON.parse.
 */
export async function readLines(tx: Db, daId: number): Promise<DaLine[]> {
  const [row] = await rowsOf<{ lines: string | null }>(
    tx,
    sql`select json_agg(json_build_array(l.id, l.pda_quoted_price::text, l.pda_screened_price::text,
        l.pda_agreed_price::text, l.fda_quoted_price::text, l.fda_screened_price::text,
        l.fda_agreed_price::text, c.grouping))::text as lines
      from ${t.daCostLines} l
      join ${t.costItems} i on i.id = l.cost_item_id
      join ${t.costItemCategories} c on c.id = i.category_id
      where l.da_id = ${daId}`,
  );
  const tuples = row?.lines ? (JSON.parse(row.lines) as LineTuple[]) : [];
  return tuples.map((l) => ({ line: pricesOfTuple(l), grouping: l[7] }));
}

/** Refuses (403) any price key, deletion or new line the action does not own; changes nothing. */
export function assertLineRights(action: DaAction, lines: CostLineInput[]) {
  const rule = lineRules[action];
  for (const [index, line] of lines.entries()) {
    const foreign = priceKeys.find((key) => key !== rule.price && line[key] !== undefined);
    const field = (name: string) => `cost_items_attributes.${index}.${name}`;
    if (foreign) throw notYours(field(foreign), foreign);
    const foreignReason = lineReasonKeys.find((key) => key !== rule.reason && line[key] !== undefined);
    if (foreignReason) throw notYours(field(foreignReason), foreignReason);
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
 *
 * Answers the DA's lines as the edits left them, worked out from `existing` (the lines read under
 * the DA's lock) and the statements it sent, so the totals need not read them again; null when a
 * body names one line twice (which of two prices an UPDATE ... FROM keeps is the database's choice).
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
  existing: DaLine[];
}): Promise<DaLine[] | null> {
  const rule = lineRules[action];
  const document = action.startsWith('pda') ? 'pda' : 'fda';
  const byId = new Map(existing.map(({ line }) => [line.id, line]));
  const errors: FieldError[] = [];
  const newItemIds = lines.filter((line) => line.id === undefined).map((line) => line.cost_item_id!);
  // The new lines' items, with their category's grouping for the totals.
  const known = new Map(
    newItemIds.length
      ? (
          await tx
            .select({ id: t.costItems.id, grouping: t.costItemCategories.grouping })
            .from(t.costItems)
            .innerJoin(t.costItemCategories, eq(t.costItemCategories.id, t.costItems.categoryId))
            .where(inArray(t.costItems.id, newItemIds))
        ).map((row) => [row.id, row.grouping])
      : [],
  );
  lines.forEach((line, index) => {
    if (line.id !== undefined && !byId.has(line.id)) {
      errors.push({ field: `cost_items_attributes.${index}.id`, message: 'da.lineUnknown' });
    }
    if (line.id === undefined && !known.has(line.cost_item_id!)) {
      errors.push({ field: `cost_items_attributes.${index}.cost_item_id`, message: 'da.costItemUnknown' });
    }
  });
  if (errors.length) throw new AppError(400, 'validation.failed', { errors });

  // Set-based: one statement per kind of change, so a 200-line draft is a handful of queries.
  const destroyed = lines.filter((line) => line._destroy && line.id !== undefined).map((line) => line.id!);
  const keepsOther = (id: number) => {
    // Removing a PDA line from the FDA keeps its PDA history; an FDA-only line goes entirely.
    const current = byId.get(id)!;
    return document === 'fda' ? current.pdaQuotedPrice !== null : current.fdaQuotedPrice !== null;
  };
  const cleared = destroyed.filter(keepsOther);
  const deleted = destroyed.filter((id) => !keepsOther(id));
  if (cleared.length) {
    const prices: Columns =
      document === 'fda'
        ? { fdaQuotedPrice: null, fdaScreenedPrice: null, fdaAgreedPrice: null }
        : { pdaQuotedPrice: null, pdaScreenedPrice: null, pdaAgreedPrice: null };
    await tx
      .update(t.daCostLines)
      .set(prices)
      .where(and(eq(t.daCostLines.daId, daId), inArray(t.daCostLines.id, cleared)));
  }
  if (deleted.length) {
    await tx
      .delete(t.daCostLines)
      .where(and(eq(t.daCostLines.daId, daId), inArray(t.daCostLines.id, deleted)));
  }

  const kept = lines.filter((line) => !line._destroy);
  const added = kept.filter((line) => line.id === undefined);
  const newIds = added.length
    ? (
        await tx
          .insert(t.daCostLines)
          .values(
            added.map((line) => ({
              daId,
              costItemId: line.cost_item_id!,
              ...(rule.price ? { [column[rule.price]]: line[rule.price] ?? null } : {}),
              ...(rule.reason ? { [reasonColumn[rule.reason]]: line[rule.reason] ?? null } : {}),
            })),
          )
          .returning({ id: t.daCostLines.id })
      ).map((row) => row.id)
    : [];
  // A multi-row INSERT ... VALUES returns its rows in the order given.
  const idOf = new Map(added.map((line, index) => [line, newIds[index]!]));
  const lineIdOf = (line: CostLineInput) => line.id ?? idOf.get(line)!;

  const priced = rule.price
    ? kept.filter((line) => line.id !== undefined && line[rule.price!] !== undefined)
    : [];
  if (rule.price && priced.length) {
    // Two array parameters, not a VALUES row per line: one statement text whatever the line count
    // (planned once per connection), and no 400 parameters to build and bind for 200 lines.
    await tx.execute(sql`
      update ${t.daCostLines} as l set ${priceSql(rule.price)} = v.price
      from unnest(${sql.param(priced.map((line) => line.id!))}::integer[],
        ${sql.param(priced.map((line) => line[rule.price!] ?? null))}::numeric[]) as v(id, price)
      where l.id = v.id and l.da_id = ${daId}`);
  }

  const reasoned = rule.reason
    ? kept.filter((line) => line.id !== undefined && line[rule.reason!] !== undefined)
    : [];
  if (rule.reason && reasoned.length) {
    await tx.execute(sql`
      update ${t.daCostLines} as l set ${sql.identifier(rule.reason)} = v.reason
      from unnest(${sql.param(reasoned.map((line) => line.id!))}::integer[],
        ${sql.param(reasoned.map((line) => line[rule.reason!] ?? null))}::varchar[]) as v(id, reason)
      where l.id = v.id and l.da_id = ${daId}`);
  }

  const comments = kept.flatMap((line) =>
    (line.comments_attributes ?? []).map((comment) => ({
      daId,
      costLineId: lineIdOf(line),
      document,
      userId: user.id,
      content: comment.content,
    })),
  );
  if (comments.length) await tx.insert(t.daComments).values(comments);

  for (const [index, line] of lines.entries()) {
    if (line._destroy || !line.file_ids) continue;
    // The list replaces the line's receipts: the ones no longer listed are detached.
    const lineId = lineIdOf(line);
    const files = line.file_ids;
    await tx
      .delete(t.attachments)
      .where(
        and(
          eq(t.attachments.recordType, 'da_cost_line'),
          eq(t.attachments.recordId, lineId),
          files.length ? notInArray(t.attachments.fileId, files) : undefined,
        ),
      );
    for (const [fileIndex, fileId] of files.entries()) {
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

  const ids = lines.flatMap((line) => (line.id === undefined ? [] : [line.id]));
  if (new Set(ids).size !== ids.length) return null;
  // The same edits, in the order the statements above made them, on the lines read before.
  const gone = new Set(deleted);
  const clearedIds = new Set(cleared);
  const priceOf = new Map(rule.price ? priced.map((line) => [line.id!, line[rule.price!] ?? null]) : []);
  const cleanDocument: Partial<Prices> =
    document === 'fda'
      ? { fdaQuotedPrice: null, fdaScreenedPrice: null, fdaAgreedPrice: null }
      : { pdaQuotedPrice: null, pdaScreenedPrice: null, pdaAgreedPrice: null };
  const after: DaLine[] = [];
  for (const row of existing) {
    const { id } = row.line;
    if (gone.has(id)) continue;
    const isCleared = clearedIds.has(id);
    if (!isCleared && !priceOf.has(id)) {
      after.push(row);
      continue;
    }
    const line = { ...row.line, ...(isCleared ? cleanDocument : {}) };
    if (rule.price && priceOf.has(id)) line[column[rule.price] as keyof Prices] = priceOf.get(id)!;
    after.push({ line, grouping: row.grouping });
  }
  for (const line of added) {
    const prices = { ...noPrices };
    if (rule.price) prices[column[rule.price] as keyof Prices] = line[rule.price] ?? null;
    after.push({ line: { id: idOf.get(line)!, ...prices }, grouping: known.get(line.cost_item_id!)! });
  }
  return after;
}

/** Fills a stage's missing prices from the previous stage (screened <- quoted, agreed <- screened). */
export async function fillMissing(tx: Db, daId: number, target: PriceKey, source: PriceKey[]) {
  const quoted = target.startsWith('pda') ? 'pda_quoted_price' : 'fda_quoted_price';
  const fallback = sql.join(source.map(priceSql), sql`, `);
  await tx.execute(sql`
    update ${t.daCostLines} set ${priceSql(target)} = coalesce(${fallback})
    where da_id = ${daId} and ${sql.identifier(quoted)} is not null
      and ${priceSql(target)} is null`);
}
