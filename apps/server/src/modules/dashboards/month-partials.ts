import { addMonths, monthsOf } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnalysisContext } from './analysis-context.ts';
import type { DocsSlice } from './documents-sql.ts';

/**
 * The scale every sum is held at: 10^-10 units. The analyses sum amounts (numeric(18, 2) columns
 * and sums of them) times rates (numeric(18, 8), or 1), so no sum has more than 10 decimals; they
 * are added here as BigInt, exactly, without ever going through a float.
 */
const SCALE = 10;
const ONE = 10n ** BigInt(SCALE);

/** A numeric's text as units of 10^-10; more decimals than that would not be exact, and throw. */
export function parseUnits(text: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`not a decimal: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > SCALE) throw new Error(`more than ${SCALE} decimals: ${text}`);
  const units = BigInt(whole!) * ONE + BigInt(fraction.slice(0, SCALE).padEnd(SCALE, '0'));
  return sign ? -units : units;
}

/** Units of 10^-10 as numeric text. */
export function unitsText(units: bigint): string {
  const digits = (units < 0n ? -units : units).toString().padStart(SCALE + 1, '0');
  return `${units < 0n ? '-' : ''}${digits.slice(0, -SCALE)}.${digits.slice(-SCALE)}`;
}

/** a + b; null is SQL's: a sum of nothing, which adding leaves out. */
export const addUnits = (a: bigint | null, b: bigint | null): bigint | null =>
  a === null ? b : b === null ? a : a + b;

/**
 * A row of a slice's statements (documents-sql.ts): a month, a port, a vessel or agent, or a
 * category, within one month; `sums` in the order the analysis names them.
 */
export interface SliceRow {
  dim: string;
  /** The month or day the rows were read for; none for the breakdowns of corrections. */
  month: string | null;
  refId: number | null;
  sums: (bigint | null)[];
  daCount: number | null;
  unconverted: number;
  /** Category rows of the chosen documents (categories only). */
  chosenRows: number | null;
}

/** The statements' rows as the drivers answer them, numeric as text. */
export type RawSliceRow = {
  dim: string;
  month: string | null;
  ref_id: number | null;
  da_count: number | null;
  unconverted: number;
  chosen_rows: number | null;
} & Record<string, unknown>;

export function sliceRows(rows: RawSliceRow[], sumNames: readonly string[]): SliceRow[] {
  return rows.map((row) => ({
    dim: row.dim,
    month: row.month,
    refId: row.ref_id === null ? null : Number(row.ref_id),
    sums: sumNames.map((name) => {
      const value = row[name];
      return value === null || value === undefined ? null : parseUnits(String(value));
    }),
    daCount: row.da_count === null ? null : Number(row.da_count),
    unconverted: Number(row.unconverted),
    chosenRows: row.chosen_rows === null ? null : Number(row.chosen_rows),
  }));
}

/** A row of the merged answer before names and rounding: the shape `namedRows` reads as `f`. */
export interface MergedRow {
  dim: string;
  month: string | null;
  refId: number | null;
  isOthers: boolean;
  sums: (bigint | null)[];
  daCount: number | null;
  unconverted: number;
}

const addCount = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : a + b);

function addInto(
  into: MergedRow,
  row: { sums: (bigint | null)[]; daCount: number | null; unconverted: number },
) {
  for (let i = 0; i < into.sums.length; i++)
    into.sums[i] = addUnits(into.sums[i] ?? null, row.sums[i] ?? null);
  into.daCount = addCount(into.daCount, row.daCount);
  into.unconverted += row.unconverted;
}

/** A row with nothing summed yet: a merge's accumulator (made whole, never spread: V8 keeps it fast). */
const emptyRow =
  (sumsLength: number) =>
  (dim: string, month: string | null, refId: number | null): SliceRow & MergedRow => ({
    dim,
    month,
    refId,
    isOthers: false,
    sums: new Array<bigint | null>(sumsLength).fill(null),
    daCount: dim === 'category' ? null : 0,
    unconverted: 0,
    chosenRows: 0,
  });

/**
 * Rows summed per month (a day's row counts in its month) and per port, vessel or agent, and
 * category, whatever month they came from.
 */
function sumRows(rows: SliceRow[]): (SliceRow & MergedRow)[] {
  const empty = emptyRow(rows[0]?.sums.length ?? 0);
  const merged = new Map<string, SliceRow & MergedRow>();
  for (const row of rows) {
    const month = row.month?.slice(0, 7) ?? null;
    const key = row.dim === 'month' ? `month/${month}` : `${row.dim}/${row.refId}`;
    let into = merged.get(key);
    if (!into) {
      into = empty(row.dim, month, row.refId);
      merged.set(key, into);
    }
    addInto(into, row);
    into.chosenRows = (into.chosenRows ?? 0) + (row.chosenRows ?? 0);
  }
  return [...merged.values()];
}

/**
 * The answer's rows from the rows of its months (and the corrections for the user's clock): each
 * month, port, vessel or agent and category summed over the months; the total the sum of the
 * months; a port, vessel or agent no DA is counted in any more, and a category without lines of
 * the chosen documents, left out. Then the first `top` of each breakdown by `rank` (the index of
 * the ranking sum among the `sums`; descending, nulls last, then by id) and the rest summed as
 * 'others'; months and the total whole. Each sum is exact; rounding is left to the SQL that names
 * the rows.
 */
function mergeMonths(
  rows: SliceRow[],
  period: { from: string; to: string },
  { top, rank, sums: sumsLength }: { top: number; rank: number; sums: number },
) {
  const empty = emptyRow(sumsLength);
  const merged = sumRows(rows);
  const inPeriod = new Set(monthsOf(period.from, period.to));
  // Every DA of the period is in one of its months; with none, the total is zero, as SQL's sums over
  // no row coalesced.
  const total = empty('total', null, null);
  total.sums.fill(0n);
  const result: MergedRow[] = [];
  const byDim = new Map<string, MergedRow[]>();
  for (const row of merged) {
    if (row.dim === 'month') {
      if (!inPeriod.has(row.month!)) continue;
      addInto(total, row);
      result.push(row);
      continue;
    }
    const counted =
      row.dim === 'category' ? (row.chosenRows ?? 0) > 0 : (row.daCount ?? 0) + row.unconverted !== 0;
    if (!counted) continue;
    // The breakdowns have no month.
    row.month = null;
    const list = byDim.get(row.dim);
    if (list) list.push(row);
    else byDim.set(row.dim, [row]);
  }
  result.push(total);
  for (const [dim, list] of byDim) {
    list.sort((a, b) => {
      const [x, y] = [a.sums[rank] ?? null, b.sums[rank] ?? null];
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
      } else if (x !== y) {
        return x < y ? 1 : -1;
      }
      if (a.refId === null || b.refId === null) return a.refId === b.refId ? 0 : a.refId === null ? 1 : -1;
      return a.refId - b.refId;
    });
    result.push(...list.slice(0, top));
    if (list.length > top) {
      const others = empty(dim, null, null);
      others.isOthers = true;
      for (const row of list.slice(top)) addInto(others, row);
      result.push(others);
    }
  }
  return result;
}

const sumText = (units: bigint | null | undefined) =>
  units === null || units === undefined ? null : unitsText(units);

/**
 * The merged rows as the relation `f` (dim, month, ref_id, is_others, da_count, unconverted, the
 * sums by name and `rank_value`, the sum at index `rank`), for `namedRows` to name, round and order.
 */
export function mergedRowsCte(rows: MergedRow[], sumNames: readonly string[], rank: number): SQL {
  const json = rows.map((row) => ({
    dim: row.dim,
    month: row.month,
    ref_id: row.refId,
    is_others: row.isOthers,
    da_count: row.daCount,
    unconverted: row.unconverted,
    ...Object.fromEntries(sumNames.map((name, i) => [name, sumText(row.sums[i])])),
    rank_value: sumText(row.sums[rank]),
  }));
  const columns = [...sumNames, 'rank_value'].map((name) => `${name} numeric`).join(', ');
  return sql`f as (
    select * from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as f(dim text, month text, ref_id int,
      is_others boolean, da_count int, unconverted int, ${sql.raw(columns)})
  )`;
}

/**
 * The day versions of a period (migration 0026): per month, each day written since the migration
 * with the dashboard version of its last write, and the version of what every day depends on ('*').
 */
async function dayVersions(db: Db, months: readonly string[]) {
  const table = schema.dashboardDayVersions;
  const [first, last] = [months[0]!, months[months.length - 1]!];
  const rows = await db
    .select({ day: table.day, version: table.version })
    .from(table)
    .where(
      or(and(gte(table.day, `${first}-01`), lt(table.day, `${addMonths(last, 1)}-01`)), eq(table.day, '*')),
    );
  let every = 0;
  const byMonth = new Map<string, Map<string, number>>(months.map((month) => [month, new Map()]));
  for (const row of rows) {
    if (row.day === '*') every = row.version;
    else byMonth.get(row.day.slice(0, 7))?.set(row.day, row.version);
  }
  return { every, byMonth };
}

/** A month's sums as kept: the month but its hot days, and each hot day (written since) apart. */
interface KeptMonth {
  /** The versions these sums hold: the month's days and '*'. */
  days: Map<string, number>;
  every: number;
  /** The month's rows without its hot days, labelled by the month. */
  base: SliceRow[];
  /** Each hot day's rows, labelled by the day. */
  hot: Map<string, SliceRow[]>;
  /** base and each hot day: the month's rows, in pieces a period sum adds or takes away whole. */
  pieces: SliceRow[][];
}

/**
 * Rows kept per app instance, for the months and again for the period sums (which hold the
 * months' rows they added); a row is a few hundred bytes, so this bounds each to tens of MB.
 */
const MONTH_PARTIAL_ROWS = 150_000;

/** What a request reads for one month: the whole month, or only its hot days written since. */
interface MonthPlan {
  /** The month's place in the period. */
  index: number;
  month: string;
  days: Map<string, number>;
  every: number;
  whole: boolean;
  /** The days kept apart after this read; with `whole: false`, those read are `changed`. */
  hot: string[];
  changed: string[];
  kept: KeptMonth | undefined;
}

/**
 * The cost and savings analyses' sums per UTC month (decision 051), kept while the versions of the
 * month's days are unchanged. A write makes its days "hot": the month is read once more with them
 * apart, and from then on a write to a hot day reads that day only (a day holds a thirtieth of the
 * month's DAs). Like the answer cache (decision 025), rows are read after the versions were, so
 * they hold every commit up to them (perhaps more, never less); requests for the same month and
 * versions while it is read share the read.
 */
export class MonthPartials {
  private readonly kept = new Map<string, KeptMonth>();
  private readonly pending = new Map<string, Promise<SliceRow[][]>>();
  private readonly periods = new Map<
    string,
    { months: SliceRow[][][]; sums: Map<string, PeriodSum>; rows: number }
  >();
  private rowsKept = 0;
  private periodRows = 0;
  /** Months read whole and days read alone since the start (tests and diagnostics). */
  computedMonths = 0;
  computedDays = 0;

  constructor(private readonly maxRows = MONTH_PARTIAL_ROWS) {}

  /**
   * The rows of the period's months, from what is kept or read (one `read` for every month and
   * day missing), and the corrections for the user's clock, read alongside.
   */
  private async rows({
    db,
    key,
    ctx,
    read,
  }: {
    db: Db;
    key: string;
    ctx: AnalysisContext;
    read: (slice: DocsSlice) => Promise<SliceRow[]>;
  }): Promise<SliceRow[]> {
    const months = monthsOf(ctx.from, ctx.to);
    const versions = await dayVersions(db, months);
    const parts: Promise<SliceRow[][]>[] = [];
    const plans: MonthPlan[] = [];
    for (const [index, month] of months.entries()) {
      const monthKey = `${key}\u0000${month}`;
      const days = versions.byMonth.get(month)!;
      const kept = this.kept.get(monthKey);
      const changed = kept?.every === versions.every ? changedDays(kept.days, days) : null;
      if (kept && changed?.length === 0) {
        this.kept.delete(monthKey);
        this.kept.set(monthKey, kept);
        parts[index] = Promise.resolve(kept.pieces);
        continue;
      }
      const pendingKey = `${monthKey}\u0000${versions.every}\u0000${[...days].join()}`;
      const running = this.pending.get(pendingKey);
      if (running) {
        parts[index] = running;
        continue;
      }
      const hotBefore = [...(kept?.hot.keys() ?? [])];
      const whole = !kept || !changed || changed.some((day) => !kept.hot.has(day));
      const hot = whole
        ? [...new Set([...hotBefore, ...(changed ?? []), ...latestWritten(days)])].sort()
        : hotBefore;
      plans.push({
        index,
        month,
        days,
        every: versions.every,
        whole,
        hot,
        changed: changed ?? [],
        kept,
      });
    }
    if (plans.length > 0) {
      const wholeMonths = plans.filter((plan) => plan.whole);
      const dayReads = plans.filter((plan) => !plan.whole).flatMap((plan) => plan.changed);
      const computation = read({
        months: wholeMonths.map((plan) => plan.month),
        days: dayReads,
        hot: plans.flatMap((plan) => (plan.whole ? plan.hot : plan.changed)),
        tz: 0,
      });
      this.computedMonths += wholeMonths.length;
      this.computedDays += dayReads.length;
      const byLabel = computation.then(groupByLabel);
      for (const plan of plans) {
        const monthKey = `${key}\u0000${plan.month}`;
        const pendingKey = `${monthKey}\u0000${plan.every}\u0000${[...plan.days].join()}`;
        const part = byLabel.then((labelled) => {
          const month = this.keep(monthKey, plan, labelled);
          return month.pieces;
        });
        this.pending.set(pendingKey, part);
        // A failure reaches the request through `parts`; the pending entry goes either way.
        part.then(
          () => this.pending.delete(pendingKey),
          () => this.pending.delete(pendingKey),
        );
        parts[plan.index] = part;
      }
    }
    const [monthPieces, corrections] = await Promise.all([
      Promise.all(parts),
      ctx.tz === 0 ? [] : read({ corrections: { from: ctx.from, to: ctx.to, tz: ctx.tz } }),
    ]);
    return [...this.periodSums(key, months, monthPieces), ...corrections];
  }

  /**
   * The answer's rows before names and rounding (`mergeMonths`): the period's months from what is
   * kept or read, and the corrections for the user's clock.
   */
  async merged(input: {
    db: Db;
    key: string;
    ctx: AnalysisContext;
    read: (slice: DocsSlice) => Promise<SliceRow[]>;
    /** The index of the ranking sum, and how many sums a row has. */
    rank: number;
    sums: number;
  }): Promise<MergedRow[]> {
    const rows = await this.rows(input);
    return mergeMonths(rows, input.ctx, { top: input.ctx.top, rank: input.rank, sums: input.sums });
  }

  /**
   * The period's months summed, kept per key and period and brought up to date by taking away a
   * month's rows that changed and adding its new ones (exact), so a request sums one month, not
   * all of them. Answers a copy: later requests change what is kept.
   */
  private periodSums(key: string, months: string[], monthPieces: SliceRow[][][]): SliceRow[] {
    const periodKey = `${key}\u0000${months[0]}\u0000${months[months.length - 1]}`;
    let period = this.periods.get(periodKey);
    if (period) {
      this.periods.delete(periodKey);
      this.periodRows -= period.rows;
    } else {
      period = { months: [], sums: new Map(), rows: 0 };
    }
    for (const [index, pieces] of monthPieces.entries()) {
      const before = period.months[index] ?? [];
      if (before === pieces) continue;
      // A write to a hot day replaces that day's piece only: one day taken away and added.
      for (const piece of before) if (!pieces.includes(piece)) addAll(period.sums, piece, -1);
      for (const piece of pieces) if (!before.includes(piece)) addAll(period.sums, piece, 1);
      period.months[index] = pieces;
    }
    // What a period holds: its sums and the months' rows it took them from (to take them away).
    period.rows = period.sums.size + period.months.reduce((n, pieces) => n + rowCount(pieces), 0);
    this.periods.set(periodKey, period);
    this.periodRows += period.rows;
    while (this.periods.size > 1 && (this.periodRows > this.maxRows || this.periods.size > MAX_PERIODS)) {
      const [oldest, entry] = this.periods.entries().next().value as [string, { rows: number }];
      this.periods.delete(oldest);
      this.periodRows -= entry.rows;
    }
    // A row whose months were all taken away counts nothing: a fresh sum would not have it.
    const counted = [...period.sums.values()].filter((sum) =>
      sum.dim === 'category' ? (sum.chosenRows ?? 0) !== 0 : (sum.daCount ?? 0) + sum.unconverted !== 0,
    );
    return counted.map((sum) => ({
      dim: sum.dim,
      month: sum.month,
      refId: sum.refId,
      sums: sum.sums.map((value, i) => (sum.nonNull[i]! > 0 ? value : null)),
      daCount: sum.daCount,
      unconverted: sum.unconverted,
      chosenRows: sum.chosenRows,
    }));
  }

  private keep(monthKey: string, plan: MonthPlan, labelled: Map<string, SliceRow[]>): KeptMonth {
    const hot = new Map(plan.whole ? [] : plan.kept!.hot);
    for (const day of plan.whole ? plan.hot : plan.changed) hot.set(day, labelled.get(day) ?? []);
    const base = plan.whole ? (labelled.get(plan.month) ?? []) : plan.kept!.base;
    const month: KeptMonth = {
      days: plan.days,
      every: plan.every,
      base,
      hot,
      pieces: [base, ...hot.values()],
    };
    const size = (entry: KeptMonth) => rowCount(entry.pieces);
    const before = this.kept.get(monthKey);
    if (before) {
      this.rowsKept -= size(before);
      this.kept.delete(monthKey);
    }
    this.kept.set(monthKey, month);
    this.rowsKept += size(month);
    // Least recently used first out; an empty month still takes an entry.
    while (this.rowsKept > this.maxRows || this.kept.size > this.maxRows) {
      const [oldest, entry] = this.kept.entries().next().value as [string, KeptMonth];
      this.kept.delete(oldest);
      this.rowsKept -= size(entry);
    }
    return month;
  }
}

/** Days of a month read apart when it is read whole, besides those written since: the latest written. */
const LATEST_DAYS_APART = 8;

/** The days of a month written last (highest versions): those the next writes most likely reach. */
function latestWritten(days: Map<string, number>): string[] {
  return [...days]
    .sort(([, a], [, b]) => b - a)
    .slice(0, LATEST_DAYS_APART)
    .map(([day]) => day);
}

/** Periods summed per app instance, at most; their rows count against MONTH_PARTIAL_ROWS too. */
const MAX_PERIODS = 200;

const rowCount = (pieces: SliceRow[][]) => pieces.reduce((n, piece) => n + piece.length, 0);

/** A sum over months: each sum with how many of the rows added had one (none: SQL's null). */
interface PeriodSum {
  dim: string;
  month: string | null;
  refId: number | null;
  sums: bigint[];
  nonNull: number[];
  daCount: number | null;
  unconverted: number;
  chosenRows: number | null;
}

/** Adds a month's rows to a period's sums (`sign` 1), or takes them away (-1), exactly. */
function addAll(sums: Map<string, PeriodSum>, rows: SliceRow[], sign: 1 | -1) {
  const factor = BigInt(sign);
  for (const row of rows) {
    // A month's row of a day piece is labelled by the day.
    const month = row.dim === 'month' ? (row.month?.slice(0, 7) ?? null) : null;
    const key = row.dim === 'month' ? `month/${month}` : `${row.dim}/${row.refId}`;
    let sum = sums.get(key);
    if (!sum) {
      sum = {
        dim: row.dim,
        month,
        refId: row.refId,
        sums: new Array<bigint>(row.sums.length).fill(0n),
        nonNull: new Array<number>(row.sums.length).fill(0),
        daCount: row.daCount === null ? null : 0,
        unconverted: 0,
        chosenRows: row.chosenRows === null ? null : 0,
      };
      sums.set(key, sum);
    }
    for (let i = 0; i < row.sums.length; i++) {
      const value = row.sums[i];
      if (value === null || value === undefined) continue;
      sum.sums[i] = sum.sums[i]! + value * factor;
      sum.nonNull[i] = sum.nonNull[i]! + sign;
    }
    if (sum.daCount !== null) sum.daCount += sign * (row.daCount ?? 0);
    sum.unconverted += sign * row.unconverted;
    if (sum.chosenRows !== null) sum.chosenRows += sign * (row.chosenRows ?? 0);
  }
}

/** The days whose version differs between what is kept and what the database holds now. */
function changedDays(kept: Map<string, number>, now: Map<string, number>): string[] {
  const changed = [...now].filter(([day, version]) => kept.get(day) !== version).map(([day]) => day);
  // A day's version only grows and its row stays, so a day kept but gone cannot happen; counted anyway.
  for (const day of kept.keys()) if (!now.has(day)) changed.push(day);
  return changed.sort();
}

function groupByLabel(rows: SliceRow[]): Map<string, SliceRow[]> {
  const byLabel = new Map<string, SliceRow[]>();
  for (const row of rows) {
    const label = row.month ?? '';
    const list = byLabel.get(label);
    if (list) list.push(row);
    else byLabel.set(label, [row]);
  }
  return byLabel;
}
