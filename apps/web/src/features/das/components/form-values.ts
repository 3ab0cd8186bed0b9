import {
  type CostLineInput,
  type DaCostLine,
  type DaDetail,
  type DaDocument,
  documentTotalsOf,
  isAmount,
  type LinePrices,
  normaliseAmount,
  type PriceKey,
  toCents,
  type UploadedFile,
} from '@portledger/contracts';
import { initialPrefunding } from './percent.ts';

/** The stage a user edits: the agent quotes, the operator screens, the principal agrees. */
export type Stage = 'quoted' | 'screened' | 'agreed';
/** A saved line with its six prices typed (zod cannot infer keys built from the price list). */
export type DaLine = DaCostLine;
export const linesOf = (da: Pick<DaDetail, 'lines'>) => da.lines as DaLine[];

/** One line of the cost-items form as the user edits it (the server's line merged with edits). */
export interface DraftLine {
  /** `l<id>` for a saved line, `n<seq>` for a new one. */
  key: string;
  id?: number;
  costItemId: number;
  name: string;
  categoryId: number;
  categoryName: string;
  grouping: string;
  /** The edited price, as typed. */
  price: string;
  destroyed: boolean;
  /** New comments, sent with the action as comments_attributes. */
  comments: string[];
  /** New receipts (FDA), sent as file_ids. */
  receipts: UploadedFile[];
  /**
   * The line's reason of the edited stage (issue 10): the agent's FDA variance reason, or the
   * desk's screening (savings) reason; null: none chosen. Absent on stages without a reason.
   */
  reason?: string | null;
}

export type ReasonKey = 'fda_variance_reason' | 'pda_screening_reason' | 'fda_screening_reason';

/** The reason a stage sets on its lines: the FDA's variance reason, or the screening reason. */
export function reasonKeyOf(document: DaDocument, stage: Stage | null): ReasonKey | null {
  if (stage === 'quoted') return document === 'fda' ? 'fda_variance_reason' : null;
  if (stage === 'screened') return `${document}_screening_reason`;
  return null;
}

export const priceKeyOf = (document: DaDocument, stage: Stage) => `${document}_${stage}_price` as PriceKey;

/** A typed price that the server accepts: empty, or 0 or more with up to 2 decimals. */
export const isPriceText = (text: string) =>
  text.trim() === '' || (isAmount(text) && !text.trim().startsWith('-'));

/** The form's starting lines: every saved line with the price of the edited stage. */
export function draftLinesOf(da: DaDetail, document: DaDocument, stage: Stage): DraftLine[] {
  const categories = new Map(da.categories.map((category) => [category.id, category]));
  const key = priceKeyOf(document, stage);
  const quoted = priceKeyOf(document, 'quoted');
  // A stage after quoting concerns only the lines on that document; the FDA being prepared starts
  // from every line (the PDA's lines are what the agent usually confirms), the PDA from its own.
  const onDocument = (line: DaLine) => line[quoted] !== null || (stage === 'quoted' && document === 'fda');
  const reasonKey = reasonKeyOf(document, stage);
  return linesOf(da)
    .filter(onDocument)
    .map((line) => ({
      key: `l${line.id}`,
      id: line.id,
      costItemId: line.cost_item.id,
      name: line.cost_item.name,
      categoryId: line.category_id,
      categoryName: categories.get(line.category_id)?.name ?? '',
      grouping: categories.get(line.category_id)?.grouping ?? '',
      price: line[key] ?? '',
      destroyed: false,
      comments: [],
      receipts: [],
      ...(reasonKey ? { reason: line[reasonKey] ?? null } : {}),
    }));
}

const typed = (text: string) =>
  text.trim() !== '' && isPriceText(text) ? normaliseAmount(text.trim()) : null;

/**
 * The prices of every line as they stand in the form, for the shared totals helpers. A stage the
 * user leaves empty falls back the way the server fills it: screened <- quoted, agreed <- screened.
 */
export function formPrices(
  lines: readonly DraftLine[],
  saved: ReadonlyMap<number, DaLine>,
  document: DaDocument,
  stage: Stage,
): (LinePrices & { key: string })[] {
  const key = priceKeyOf(document, stage);
  return lines
    .filter((line) => !line.destroyed)
    .map((line) => {
      const base = (line.id !== undefined ? saved.get(line.id) : undefined) as LinePrices | undefined;
      const prices: LinePrices & { key: string } = { ...pick(base), grouping: line.grouping, key: line.key };
      const value = typed(line.price);
      if (stage === 'quoted') prices[key] = value;
      else if (prices[priceKeyOf(document, 'quoted')]) {
        const fallback =
          stage === 'screened'
            ? prices[priceKeyOf(document, 'quoted')]
            : (prices[priceKeyOf(document, 'screened')] ?? prices[priceKeyOf(document, 'quoted')]);
        prices[key] = value ?? fallback ?? null;
      }
      return prices;
    });
}

function pick(line: LinePrices | undefined): LinePrices {
  if (!line) return {};
  const {
    pda_quoted_price,
    pda_screened_price,
    pda_agreed_price,
    fda_quoted_price,
    fda_screened_price,
    fda_agreed_price,
  } = line;
  return {
    pda_quoted_price,
    pda_screened_price,
    pda_agreed_price,
    fda_quoted_price,
    fda_screened_price,
    fda_agreed_price,
  };
}

/** Running totals of the form (agency remuneration, port costs, total) with the contracts helper. */
export const formTotals = (prices: readonly LinePrices[], document: DaDocument) =>
  documentTotalsOf(prices, document);

type Totals = ReturnType<typeof formTotals>;
/** The form's totals; null where a total cannot be told (a typed price in it is unreadable). */
export type FormTotals = { [K in keyof Totals]: Totals[K] | null };

/** The totals that add up the edited stage's prices (quoting: every one, lines come and go). */
const totalsOfStage: Record<Stage, (keyof Totals)[]> = {
  quoted: ['quoted', 'agency_remuneration', 'port_costs', 'screened', 'agreed', 'savings'],
  screened: ['screened'],
  agreed: ['agreed', 'savings'],
};

/** The lines on the form whose typed price cannot be read. */
export const unreadableLines = (lines: readonly DraftLine[]) =>
  lines.filter((line) => !line.destroyed && !isPriceText(line.price));

/**
 * The form's totals as they will be sent. An unreadable price would drop out of a sum (or fall
 * back to the previous stage's price), so a total holding one is null, never a smaller figure.
 */
export function checkedFormTotals(
  lines: readonly DraftLine[],
  saved: ReadonlyMap<number, DaLine>,
  document: DaDocument,
  stage: Stage,
): { totals: FormTotals; unreadable: number } {
  const totals: FormTotals = formTotals(formPrices(lines, saved, document, stage), document);
  const unreadable = unreadableLines(lines).length;
  if (unreadable) for (const key of totalsOfStage[stage]) totals[key] = null;
  return { totals, unreadable };
}

export interface LineProblem {
  key: string;
  message: 'invalid' | 'required';
}

/** Client-side checks: amounts readable; while quoting the PDA every line needs a price. */
export function lineProblems(lines: readonly DraftLine[], document: DaDocument, stage: Stage): LineProblem[] {
  const problems: LineProblem[] = [];
  for (const line of lines) {
    if (line.destroyed) continue;
    if (!isPriceText(line.price)) problems.push({ key: line.key, message: 'invalid' });
    else if (stage === 'quoted' && document === 'pda' && line.price.trim() === '')
      problems.push({ key: line.key, message: 'required' });
  }
  return problems;
}

/**
 * Whether the form has a line the document can be submitted with: one with a readable amount
 * (0.00 counts), as the server's check at pda_submit / fda_submit (`da.linesRequired`).
 */
export const hasPricedLine = (lines: readonly DraftLine[]) =>
  lines.some((line) => !line.destroyed && typed(line.price) !== null);

/**
 * How many FDA lines have an amount above zero (`priced`) and how many of those have no receipt,
 * neither saved nor queued (`missing`). Every such line counts: the receipt threshold
 * (receipt_required_above_usd) and the DA currency's USD rate are not in the DA detail.
 */
export function linesWithoutReceipt(
  lines: readonly DraftLine[],
  saved: ReadonlyMap<number, DaLine>,
): { missing: number; priced: number } {
  let missing = 0;
  let priced = 0;
  for (const line of lines) {
    const price = line.destroyed ? null : typed(line.price);
    if (price === null || toCents(price) <= 0n) continue;
    priced += 1;
    const receipts =
      (line.id !== undefined ? (saved.get(line.id)?.receipts.length ?? 0) : 0) + line.receipts.length;
    if (!receipts) missing += 1;
  }
  return { missing, priced };
}

/**
 * The body's cost_items_attributes: changed prices, deletions (`_destroy`), new lines, new
 * comments and receipts. `keys[i]` names the form line of attribute i, so the server's
 * `cost_items_attributes.<i>.<field>` errors land on the right line.
 */
export function costItemsAttributes(
  lines: readonly DraftLine[],
  saved: ReadonlyMap<number, DaLine>,
  document: DaDocument,
  stage: Stage,
  /** The reason each line gets when the user chose none (screening: the suggested one). */
  defaultReason?: (line: DraftLine) => string | null,
): { attributes: CostLineInput[]; keys: string[] } {
  const key = priceKeyOf(document, stage);
  const reasonKey = reasonKeyOf(document, stage);
  const attributes: CostLineInput[] = [];
  const keys: string[] = [];
  for (const line of lines) {
    const extras: Partial<CostLineInput> = {};
    if (line.comments.length) extras.comments_attributes = line.comments.map((content) => ({ content }));
    // The list replaces the line's receipts on the server: the saved ones go with the new ones.
    if (line.receipts.length) {
      const kept = line.id !== undefined ? (saved.get(line.id)?.receipts ?? []) : [];
      extras.file_ids = [...kept, ...line.receipts].map((file) => file.id);
    }
    const reason = reasonKey ? (line.reason ?? defaultReason?.(line) ?? null) : null;
    const before = line.id !== undefined && reasonKey ? (saved.get(line.id)?.[reasonKey] ?? null) : null;
    if (reasonKey && reason !== before) Object.assign(extras, { [reasonKey]: reason });
    const price = typed(line.price);
    if (line.id === undefined) {
      if (line.destroyed) continue;
      attributes.push({ cost_item_id: line.costItemId, [key]: price, ...extras });
    } else if (line.destroyed) {
      attributes.push({ id: line.id, _destroy: true });
    } else {
      const before = saved.get(line.id)?.[key] ?? null;
      const changed = price !== before && (stage === 'quoted' || price !== null);
      const reasonChanged = reasonKey !== null && reasonKey in extras;
      if (!changed && !reasonChanged && !extras.comments_attributes && !extras.file_ids) continue;
      attributes.push({ id: line.id, ...(changed ? { [key]: price } : {}), ...extras });
    }
    keys.push(line.key);
  }
  return { attributes, keys };
}

/**
 * The fields below the lines that the actions send with them, as their form holds them: the
 * agent's rate and requested prefunding % (tab-actions.tsx), the desk's screening summary, and the
 * principal's agreed prefunding % (approve-actions.tsx). Absent: not touched.
 */
export interface DaFields {
  exchange_rate?: string | null;
  prefunding_requested_percent?: number | null;
  screening_summary?: string | null;
  prefunding_agreed_percent?: number | null;
}

const daFieldNames = [
  'exchange_rate',
  'prefunding_requested_percent',
  'screening_summary',
  'prefunding_agreed_percent',
] as const satisfies readonly (keyof DaFields)[];

export const isDaField = (name: unknown): name is keyof DaFields =>
  daFieldNames.some((field) => field === name);

/** A decimal as the server stores it, for comparing: "7.10" and "7.1" are the same; blank is null. */
function decimal(value: string | number | null | undefined): string | null {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '') return null;
  const parts = /^(\d*)(?:\.(\d*))?$/.exec(text);
  // Unreadable text is compared as typed: it differs from any stored value.
  if (!parts) return text;
  const fraction = (parts[2] ?? '').replace(/0+$/, '');
  return `${(parts[1] ?? '').replace(/^0+/, '') || '0'}${fraction ? `.${fraction}` : ''}`;
}

/**
 * The fields this stage's actions would send with a value other than the one the form started
 * from (the DA's own; the screening summary starts empty): a field typed back is no edit.
 */
export function changedDaFields(
  fields: DaFields,
  da: Pick<
    DaDetail,
    | 'agent_exchange_rate'
    | 'prefunding_requested_percent'
    | 'prefunding_agreed_percent'
    | 'prefunding_default_percent'
  >,
  document: DaDocument,
  stage: Stage,
): (keyof DaFields)[] {
  const starts: Partial<Record<keyof DaFields, string | null>> = {};
  if (stage === 'quoted') {
    starts.exchange_rate = da.agent_exchange_rate;
    if (document === 'pda') starts.prefunding_requested_percent = da.prefunding_requested_percent;
  } else if (stage === 'screened') starts.screening_summary = null;
  else if (document === 'pda') starts.prefunding_agreed_percent = initialPrefunding(da);
  const sent = (name: keyof DaFields, value: string | number | null | undefined) =>
    name === 'screening_summary' ? (typeof value === 'string' && value.trim()) || null : decimal(value);
  return daFieldNames.filter(
    (name) => name in starts && name in fields && sent(name, fields[name]) !== sent(name, starts[name]),
  );
}

export interface ServerErrors {
  /** Messages per form line key. */
  lines: Record<string, string>;
  /** Messages about a line's reason (`lines.<id>.fda_variance_reason`), per form line key. */
  reasons?: Record<string, string>;
  /** Messages of DA-level fields (screening_summary, prefunding_agreed_percent, ...). */
  fields: Record<string, string>;
}

/** Splits the server's `data.errors` into line errors (by form key) and field errors. */
export function mapServerErrors(
  errors: readonly { field: string; message: string }[],
  keys: readonly string[],
): ServerErrors {
  const result: ServerErrors = { lines: {}, fields: {} };
  for (const error of errors) {
    // The FDA's check of variance reasons names saved lines by id (422 at fda_submit).
    const reason = /^lines\.(\d+)\.\w+_reason$/.exec(error.field);
    if (reason) {
      result.reasons ??= {};
      result.reasons[`l${reason[1]}`] ??= error.message;
      continue;
    }
    const match = /^cost_items_attributes\.(\d+)\./.exec(error.field);
    const key = match ? keys[Number(match[1])] : undefined;
    if (key && /_reason$/.test(error.field)) {
      result.reasons ??= {};
      result.reasons[key] ??= error.message;
    } else if (key) result.lines[key] ??= error.message;
    else result.fields[error.field] ??= error.message;
  }
  return result;
}
