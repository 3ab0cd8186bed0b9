import { addDays, addMonths, monthsOf } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
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

/** What rows add up under: a month (a day's rows count in its month), or a port, vessel, agent or category. */
const rowKey = (row: { dim: string; month: string | null; refId: number | null }) =>
  row.dim === 'month' ? `month/${row.month?.slice(0, 7) ?? null}` : `${row.dim}/${row.refId}`;

/** Adds a row counted `sign` times (the chosen category rows too); a sum of nothing stays null. */
function addRow(into: SliceRow & MergedRow, row: SliceRow, sign: 1 | -1 = 1) {
  for (let i = 0; i < into.sums.length; i++) {
    const value = row.sums[i] ?? null;
    if (value !== null) into.sums[i] = (into.sums[i] ?? 0n) + (sign === 1 ? value : -value);
  }
  into.daCount = addCount(into.daCount, row.daCount === null ? null : sign * row.daCount);
  into.unconverted += sign * row.unconverted;
  into.chosenRows = (into.chosenRows ?? 0) + sign * (row.chosenRows ?? 0);
}

/** Adds a row counted `sign` times into the row of its key in `rows`, made (under `month`) if new. */
function addKeyed(
  rows: Map<string, SliceRow & MergedRow>,
  empty: ReturnType<typeof emptyRow>,
  key: string,
  { row, sign, month }: { row: SliceRow; sign: 1 | -1; month: string | null },
) {
  let into = rows.get(key);
  if (!into) {
    into = empty(row.dim, month, row.refId);
    rows.set(key, into);
  }
  addRow(into, row, sign);
}

/** Adds a period's sum (a sum none of whose rows had a value stays null). */
function addPeriodSum(into: MergedRow, sum: PeriodSum) {
  for (let i = 0; i < into.sums.length; i++) {
    if (sum.nonNull[i]! > 0) into.sums[i] = (into.sums[i] ?? 0n) + sum.sums[i]!;
  }
  into.daCount = addCount(into.daCount, sum.daCount);
  into.unconverted += sum.unconverted;
}

/**
 * Whether a row counts: a month, port, vessel or agent with a DA counted or left out for want of a
 * rate, a category with lines of the chosen documents.
 */
const counts = (row: {
  dim: string;
  daCount: number | null;
  unconverted: number;
  chosenRows: number | null;
}) => (row.dim === 'category' ? (row.chosenRows ?? 0) > 0 : (row.daCount ?? 0) + row.unconverted !== 0);

/**
 * Whether a row whose ranking sum is `x` and id `id` ranks before `b`: by the ranking sum,
 * descending, nulls last, then by id.
 */
function ranksBefore(x: bigint | null, id: number | null, b: MergedRow, rank: number): boolean {
  const y = b.sums[rank] ?? null;
  if (x === null || y === null) {
    if (x !== y) return y === null;
  } else if (x !== y) {
    return x > y;
  }
  if (id === null || b.refId === null) return b.refId === null && id !== null;
  return id < b.refId;
}

/** A breakdown as it is merged: its first `top` rows in order, and the rest summed. */
interface Breakdown {
  first: (SliceRow & MergedRow)[];
  others: (SliceRow & MergedRow) | null;
}

/**
 * The answer's rows from the period's sums and the corrections for the user's clock: each month,
 * port, vessel or agent and category summed over the months and corrected; the total the sum of
 * the months; a port, vessel or agent no DA is counted in any more, and a category without lines
 * of the chosen documents, left out. Then the first `top` of each breakdown by `rank` (the index of
 * the ranking sum among the `sums`; descending, nulls last, then by id) and the rest summed as
 * 'others'; months and the total whole. One pass, each breakdown row compared with the last of
 * the first `top` kept so far. Each sum is exact; rounding is left to the SQL that names the rows.
 */
function mergeMonths(
  period: Map<string, PeriodSum>,
  deltas: Map<string, SliceRow & MergedRow>,
  range: { from: string; to: string },
  { top, rank, sums: sumsLength }: { top: number; rank: number; sums: number },
): MergedRow[] {
  const empty = emptyRow(sumsLength);
  const inPeriod = new Set(monthsOf(range.from, range.to));
  // Every DA of the period is in one of its months; with none, the total is zero, as SQL's sums over
  // no row coalesced.
  const total = empty('total', null, null);
  total.sums.fill(0n);
  const result: MergedRow[] = [];
  const breakdowns = new Map<string, Breakdown>();
  const breakdownOf = (dim: string) => {
    let breakdown = breakdowns.get(dim);
    if (!breakdown) {
      breakdown = { first: [], others: null };
      breakdowns.set(dim, breakdown);
    }
    return breakdown;
  };
  const othersOf = (breakdown: Breakdown, dim: string) => {
    if (!breakdown.others) {
      breakdown.others = empty(dim, null, null);
      breakdown.others.isOthers = true;
    }
    return breakdown.others;
  };
  const merge = (row: SliceRow & MergedRow) => {
    if (row.dim === 'month') {
      if (!inPeriod.has(row.month!)) return;
      addRow(total, row);
      result.push(row);
      return;
    }
    if (!counts(row)) return;
    // The breakdowns have no month.
    row.month = null;
    const breakdown = breakdownOf(row.dim);
    const { first } = breakdown;
    if (first.length === top && !ranksBefore(row.sums[rank] ?? null, row.refId, first[top - 1]!, rank)) {
      addRow(othersOf(breakdown, row.dim), row);
      return;
    }
    let at = first.length;
    while (at > 0 && ranksBefore(row.sums[rank] ?? null, row.refId, first[at - 1]!, rank)) at--;
    first.splice(at, 0, row);
    if (first.length > top) addRow(othersOf(breakdown, row.dim), first.pop()!);
  };
  for (const [key, sum] of period) {
    // A sum whose months were all taken away counts nothing: a fresh sum would not have it.
    if (!counts(sum)) continue;
    const delta = deltas.get(key);
    if (!delta && sum.dim !== 'month') {
      // Most rows of a long breakdown go to 'others': summed there without a row of their own.
      const breakdown = breakdownOf(sum.dim);
      const last = breakdown.first.length === top ? breakdown.first[top - 1]! : null;
      const value = sum.nonNull[rank]! > 0 ? sum.sums[rank]! : null;
      if (last && !ranksBefore(value, sum.refId, last, rank)) {
        addPeriodSum(othersOf(breakdown, sum.dim), sum);
        continue;
      }
    }
    const row = empty(sum.dim, sum.month, sum.refId);
    addPeriodSum(row, sum);
    row.chosenRows = sum.chosenRows;
    if (delta) {
      addRow(row, delta);
      deltas.delete(key);
    }
    merge(row);
  }
  // A port, vessel, agent or category counted only through the clock.
  for (const delta of deltas.values()) merge(delta);
  result.push(total);
  for (const { first, others } of breakdowns.values()) {
    result.push(...first);
    if (others) result.push(others);
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
 * The day versions of a period (migration 0026): each day written since the migration with the
 * dashboard version of its last write, per month of the period and for the days around them its
 * edges reach (the day before the first month, the first day after the last); and the version of
 * what every day depends on ('*').
 */
async function dayVersions(db: Db, months: readonly string[]) {
  const table = schema.dashboardDayVersions;
  const [first, last] = [`${months[0]!}-01`, `${addMonths(months[months.length - 1]!, 1)}-01`];
  const rows = await db
    .select({ day: table.day, version: table.version })
    .from(table)
    .where(or(and(gte(table.day, addDays(first, -1)), lte(table.day, last)), eq(table.day, '*')));
  let every = 0;
  const byDay = new Map<string, number>();
  const byMonth = new Map<string, Map<string, number>>(months.map((month) => [month, new Map()]));
  for (const row of rows) {
    if (row.day === '*') every = row.version;
    else {
      byDay.set(row.day, row.version);
      byMonth.get(row.day.slice(0, 7))?.set(row.day, row.version);
    }
  }
  return { every, byMonth, byDay };
}
type DayVersions = Awaited<ReturnType<typeof dayVersions>>;

/** A month's sums as kept: the month but its hot days, and each hot day (written since) apart. */
interface KeptMonth {
  kind: 'month';
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
 * The edge of a month as kept: the rows of the calls near its start (documents-sql.ts, `edges`),
 * per minute of their ETA from it, from which the corrections for any clock are summed.
 */
interface KeptEdge {
  kind: 'edge';
  month: string;
  /** The versions these rows hold: of the day before the month and of its first day. */
  days: string;
  every: number;
  /** Whether ports, vessels or agents and categories were read, or the month rows alone. */
  breakdowns: boolean;
  /** In the order of their minute. */
  buckets: EdgeBucket[];
  /**
   * The buckets summed per hour from the month's start (`minute` the hour's first, a multiple of
   * 60), in order: a clock's corrections add whole hours and the minutes of one hour at most.
   */
  hours: EdgeBucket[];
}

/**
 * The rows of the calls whose ETA is `minute` minutes from the start of a month (-840 to 719), or
 * the sums of an hour's.
 */
interface EdgeBucket {
  minute: number;
  rows: SliceRow[];
  /** Each row's `rowKey`. */
  keys: string[];
}

/**
 * Rows kept per app instance, for the months and edges and again for the period sums (which hold
 * the months' rows they added); a row is a few hundred bytes, so this bounds each to tens of MB.
 */
const MONTH_PARTIAL_ROWS = 150_000;

/** Periods summed per app instance, at most; their rows count against MONTH_PARTIAL_ROWS too. */
const MAX_PERIODS = 200;

/**
 * Entries holding rows, the least recently used going first once all hold more than `maxRows` rows
 * or are more than `maxEntries`; the entry set last stays.
 */
class RowsKept<T> {
  private readonly entries = new Map<string, { value: T; rows: number }>();
  private rows = 0;

  constructor(
    private readonly maxRows: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T, rows: number) {
    const before = this.entries.get(key);
    if (before) {
      this.rows -= before.rows;
      this.entries.delete(key);
    }
    this.entries.set(key, { value, rows });
    this.rows += rows;
    while (this.entries.size > 1 && (this.rows > this.maxRows || this.entries.size > this.maxEntries)) {
      const [oldest, entry] = this.entries.entries().next().value as [string, { rows: number }];
      this.entries.delete(oldest);
      this.rows -= entry.rows;
    }
  }
}

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

/** A period's sums over its months, with the months' pieces they were added from. */
interface Period {
  months: SliceRow[][][];
  sums: Map<string, PeriodSum>;
}

type SliceRead = (slice: DocsSlice) => Promise<SliceRow[]>;

/**
 * The cost and savings analyses' sums per UTC month (decision 051), kept while the versions of the
 * month's days are unchanged. A write makes its days "hot": the month is read once more with them
 * apart, and from then on a write to a hot day reads that day only (a day holds a thirtieth of the
 * month's DAs). The calls near each month's start are kept apart too, per minute, to correct the
 * UTC months for the user's clock (decision 052). Like the answer cache (decision 025), rows are
 * read after the versions were, so they hold every commit up to them (perhaps more, never less);
 * requests for the same month or edge and versions while it is read share the read.
 */
export class MonthPartials {
  private readonly kept: RowsKept<KeptMonth | KeptEdge>;
  private readonly periods: RowsKept<Period>;
  private readonly pending = new Map<string, Promise<SliceRow[][]>>();
  private readonly pendingEdges = new Map<string, Promise<KeptEdge>>();
  /** Months read whole, days read alone and month edges read since the start (tests, diagnostics). */
  computedMonths = 0;
  computedDays = 0;
  computedEdges = 0;

  constructor(maxRows = MONTH_PARTIAL_ROWS) {
    this.kept = new RowsKept(maxRows, maxRows);
    this.periods = new RowsKept(maxRows, MAX_PERIODS);
  }

  /**
   * The answer's rows before names and rounding (`mergeMonths`): the period's months from what is
   * kept or read, and the corrections for the user's clock from the months' edges.
   */
  async merged(input: {
    db: Db;
    key: string;
    ctx: AnalysisContext;
    read: SliceRead;
    /** The index of the ranking sum, and how many sums a row has. */
    rank: number;
    sums: number;
  }): Promise<MergedRow[]> {
    const { db, key, ctx, read } = input;
    const months = monthsOf(ctx.from, ctx.to);
    const versions = await dayVersions(db, months);
    const [monthPieces, corrections] = await Promise.all([
      this.monthPieces(key, months, versions, read),
      ctx.tz === 0
        ? new Map<string, SliceRow & MergedRow>()
        : this.edges(key, ctx, versions, read, input.sums).then((edges) =>
            clockCorrections(edges, ctx, input.sums),
          ),
    ]);
    return mergeMonths(this.periodSums(key, months, monthPieces), corrections, ctx, {
      top: ctx.top,
      rank: input.rank,
      sums: input.sums,
    });
  }

  /** Each month's pieces, from what is kept or read (one `read` for every month and day missing). */
  private async monthPieces(
    key: string,
    months: string[],
    versions: DayVersions,
    read: SliceRead,
  ): Promise<SliceRow[][][]> {
    const parts: Promise<SliceRow[][]>[] = [];
    const plans: MonthPlan[] = [];
    for (const [index, month] of months.entries()) {
      const monthKey = `${key}\u0000${month}`;
      const days = versions.byMonth.get(month)!;
      const found = this.kept.get(monthKey);
      const kept = found?.kind === 'month' ? found : undefined;
      const changed = kept?.every === versions.every ? changedDays(kept.days, days) : null;
      if (kept && changed?.length === 0) {
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
        const part = byLabel.then((labelled) => this.keepMonth(monthKey, plan, labelled).pieces);
        this.pending.set(pendingKey, part);
        // A failure reaches the request through `parts`; the pending entry goes either way.
        part.then(
          () => this.pending.delete(pendingKey),
          () => this.pending.delete(pendingKey),
        );
        parts[plan.index] = part;
      }
    }
    return Promise.all(parts);
  }

  /**
   * The edges of the months from the period's first to the one after its last, from what is kept
   * or read (one `read` for every edge missing): the first and the last with the ports, vessels or
   * agents and categories of the calls moved into or out of the period; the others, between two
   * months of the period, with the month rows alone. An edge holds while the two days it reaches
   * are unchanged.
   */
  private async edges(
    key: string,
    ctx: AnalysisContext,
    versions: DayVersions,
    read: SliceRead,
    sumsLength: number,
  ): Promise<KeptEdge[]> {
    const outer = [ctx.from, addMonths(ctx.to, 1)];
    const edges: Promise<KeptEdge>[] = [];
    const missing: { edgeKey: string; pendingKey: string; edge: Omit<KeptEdge, 'buckets' | 'hours'> }[] = [];
    for (const month of monthsOf(ctx.from, addMonths(ctx.to, 1))) {
      const edgeKey = `${key}\u0000edge\u0000${month}`;
      const first = `${month}-01`;
      const days = `${versions.byDay.get(addDays(first, -1)) ?? 0}/${versions.byDay.get(first) ?? 0}`;
      const breakdowns = outer.includes(month);
      const kept = this.kept.get(edgeKey);
      if (
        kept?.kind === 'edge' &&
        kept.every === versions.every &&
        kept.days === days &&
        (kept.breakdowns || !breakdowns)
      ) {
        edges.push(Promise.resolve(kept));
        continue;
      }
      const pendingKey = (full: boolean) => `${edgeKey}\u0000${versions.every}\u0000${days}\u0000${full}`;
      const running =
        this.pendingEdges.get(pendingKey(true)) ??
        (breakdowns ? undefined : this.pendingEdges.get(pendingKey(false)));
      if (running) {
        edges.push(running);
        continue;
      }
      missing.push({
        edgeKey,
        pendingKey: pendingKey(breakdowns),
        edge: { kind: 'edge', month, days, every: versions.every, breakdowns },
      });
    }
    if (missing.length > 0) {
      this.computedEdges += missing.length;
      const byMonth = read({
        edges: missing.map(({ edge }) => edge.month),
        breakdowns: missing.filter(({ edge }) => edge.breakdowns).map(({ edge }) => edge.month),
      }).then(edgeBuckets);
      for (const { edgeKey, pendingKey, edge } of missing) {
        const part = byMonth.then((buckets) => {
          const minutes = buckets.get(edge.month) ?? [];
          const kept: KeptEdge = { ...edge, buckets: minutes, hours: hourSums(minutes, sumsLength) };
          const rows = (list: EdgeBucket[]) => list.reduce((n, bucket) => n + bucket.rows.length, 0);
          this.kept.set(edgeKey, kept, rows(kept.buckets) + rows(kept.hours));
          return kept;
        });
        this.pendingEdges.set(pendingKey, part);
        part.then(
          () => this.pendingEdges.delete(pendingKey),
          () => this.pendingEdges.delete(pendingKey),
        );
        edges.push(part);
      }
    }
    return Promise.all(edges);
  }

  /**
   * The period's months summed, kept per key and period and brought up to date by taking away a
   * month's rows that changed and adding its new ones (exact), so a request sums one month, not
   * all of them. Answers the sums kept, for a merge to read before the next request changes them;
   * a sum whose months were all taken away counts nothing (`mergeMonths` leaves it out).
   */
  private periodSums(key: string, months: string[], monthPieces: SliceRow[][][]): Map<string, PeriodSum> {
    const periodKey = `${key}\u0000${months[0]}\u0000${months[months.length - 1]}`;
    const period: Period = this.periods.get(periodKey) ?? { months: [], sums: new Map() };
    for (const [index, pieces] of monthPieces.entries()) {
      const before = period.months[index] ?? [];
      if (before === pieces) continue;
      // A write to a hot day replaces that day's piece only: one day taken away and added.
      for (const piece of before) if (!pieces.includes(piece)) addAll(period.sums, piece, -1);
      for (const piece of pieces) if (!before.includes(piece)) addAll(period.sums, piece, 1);
      period.months[index] = pieces;
    }
    // What a period holds: its sums and the months' rows it took them from (to take them away).
    this.periods.set(
      periodKey,
      period,
      period.sums.size + period.months.reduce((n, pieces) => n + rowCount(pieces), 0),
    );
    return period.sums;
  }

  private keepMonth(monthKey: string, plan: MonthPlan, labelled: Map<string, SliceRow[]>): KeptMonth {
    const hot = new Map(plan.whole ? [] : plan.kept!.hot);
    for (const day of plan.whole ? plan.hot : plan.changed) hot.set(day, labelled.get(day) ?? []);
    const base = plan.whole ? (labelled.get(plan.month) ?? []) : plan.kept!.base;
    const month: KeptMonth = {
      kind: 'month',
      days: plan.days,
      every: plan.every,
      base,
      hot,
      pieces: [base, ...hot.values()],
    };
    this.kept.set(monthKey, month, rowCount(month.pieces));
    return month;
  }
}

/** The edges' rows per month, in buckets per minute (labelled 'YYYY-MM@minute'), in order. */
function edgeBuckets(rows: SliceRow[]): Map<string, EdgeBucket[]> {
  const byMonth = new Map<string, Map<number, SliceRow[]>>();
  for (const row of rows) {
    const at = row.month!.indexOf('@');
    const month = row.month!.slice(0, at);
    const minute = Number(row.month!.slice(at + 1));
    let buckets = byMonth.get(month);
    if (!buckets) {
      buckets = new Map();
      byMonth.set(month, buckets);
    }
    const bucket = buckets.get(minute);
    if (bucket) bucket.push(row);
    else buckets.set(minute, [row]);
  }
  return new Map(
    [...byMonth].map(([month, buckets]) => [
      month,
      [...buckets]
        .map(([minute, bucketRows]) => ({ minute, rows: bucketRows, keys: bucketRows.map(rowKey) }))
        .sort((a, b) => a.minute - b.minute),
    ]),
  );
}

/** Minute buckets summed per hour from the month's start, by `rowKey`, in order. */
function hourSums(buckets: EdgeBucket[], sumsLength: number): EdgeBucket[] {
  const empty = emptyRow(sumsLength);
  const hours = new Map<number, Map<string, SliceRow & MergedRow>>();
  for (const bucket of buckets) {
    const hour = Math.floor(bucket.minute / 60) * 60;
    let sums = hours.get(hour);
    if (!sums) {
      sums = new Map();
      hours.set(hour, sums);
    }
    for (const [i, row] of bucket.rows.entries()) {
      addKeyed(sums, empty, bucket.keys[i]!, { row, sign: 1, month: row.month });
    }
  }
  return [...hours]
    .map(([minute, sums]) => ({ minute, rows: [...sums.values()], keys: [...sums.keys()] }))
    .sort((a, b) => a.minute - b.minute);
}

/** Calls `visit` with each bucket of `list` (in order of minute) from `from` to before `to`. */
function eachBucket(list: EdgeBucket[], from: number, to: number, visit: (bucket: EdgeBucket) => void) {
  for (const bucket of list) {
    if (bucket.minute < from) continue;
    if (bucket.minute >= to) break;
    visit(bucket);
  }
}

/**
 * What turns the period's UTC months into its months on a clock `tz` minutes east of UTC, from the
 * edges of the months from the first to the one after the last, summed per month, port, vessel or
 * agent and category (`rowKey`). East of UTC, the calls in the last `tz` minutes before a month's
 * start are in that month on the user's clock; west, those in its first `-tz` minutes are still in
 * the month before. Each counts -1 in its UTC month and +1 in its month on the clock, where that
 * month is in the period; and in the ports, vessels or agents and categories only when it moved
 * into or out of the period (between two of its months it changes the months alone).
 */
function clockCorrections(
  edges: KeptEdge[],
  { from, to, tz }: AnalysisContext,
  sumsLength: number,
): Map<string, SliceRow & MergedRow> {
  const empty = emptyRow(sumsLength);
  const deltas = new Map<string, SliceRow & MergedRow>();
  const add = (key: string, row: SliceRow, sign: 1 | -1, month: string | null) =>
    addKeyed(deltas, empty, key, { row, sign, month });
  const inPeriod = (month: string) => month >= from && month <= to;
  for (const edge of edges) {
    const before = addMonths(edge.month, -1);
    const [utc, local, lowest, beyond] = tz > 0 ? [before, edge.month, -tz, 0] : [edge.month, before, 0, -tz];
    const [utcIn, localIn] = [inPeriod(utc), inPeriod(local)];
    const [utcKey, localKey] = [`month/${utc}`, `month/${local}`];
    const visit = (bucket: EdgeBucket) => {
      for (const [i, row] of bucket.rows.entries()) {
        if (row.dim === 'month') {
          if (utcIn) add(utcKey, row, -1, utc);
          if (localIn) add(localKey, row, 1, local);
        } else if (utcIn !== localIn) {
          add(bucket.keys[i]!, row, localIn ? 1 : -1, null);
        }
      }
    };
    // Whole hours from their sums, and the minutes of the hour the range starts or ends within.
    const [firstHour, endHour] = [Math.ceil(lowest / 60) * 60, Math.floor(beyond / 60) * 60];
    if (firstHour < endHour) {
      eachBucket(edge.hours, firstHour, endHour, visit);
      eachBucket(edge.buckets, lowest, firstHour, visit);
      eachBucket(edge.buckets, endHour, beyond, visit);
    } else {
      eachBucket(edge.buckets, lowest, beyond, visit);
    }
  }
  return deltas;
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
    const key = rowKey(row);
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
