/**
 * The pure parts of the harness: percentiles, ratios, targets and the table. No I/O here, so
 * bench/stats.test.ts can check them (the timings themselves are never asserted anywhere).
 */

/** Nearest-rank percentile (p in 0..100) of unsorted samples; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (!samples.length) return Number.NaN;
  if (p < 0 || p > 100) throw new RangeError(`percentile ${p} is outside 0..100`);
  const sorted = Float64Array.from(samples).sort();
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarize(samples: readonly number[]): Summary {
  // Sorted once; a spread into Math.max would overflow the stack at a few hundred thousand samples.
  const sorted = Float64Array.from(samples).sort();
  const at = (p: number) =>
    sorted.length ? sorted[Math.max(1, Math.ceil((p / 100) * sorted.length)) - 1]! : Number.NaN;
  return {
    count: sorted.length,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
  };
}

/** a ÷ b, NaN when either is missing or b is 0 (a ratio of nothing is not 0). */
export function ratio(a: number, b: number): number {
  if (!Number.isFinite(a) || !Number.isFinite(b) || b === 0) return Number.NaN;
  return a / b;
}

export interface Target {
  /** What is compared: a latency percentile, a ratio, a size... the unit is only for display. */
  metric: string;
  op: '<=' | '>=';
  value: number;
  unit: string;
}

export type Verdict = 'pass' | 'fail' | 'n/a';

/** pass / fail against a target; no target or no measurement is 'n/a', never a pass. */
export function evaluate(measured: number, target: Target | undefined): Verdict {
  if (!target) return 'n/a';
  if (!Number.isFinite(measured)) return 'fail';
  return (target.op === '<=' ? measured <= target.value : measured >= target.value) ? 'pass' : 'fail';
}

/** The issue's targets are set for PostgreSQL at 330,000 port calls; PGlite at 10,000 gets them × 2. */
export function scaleTarget(target: Target | undefined, factor: number): Target | undefined {
  if (!target || factor === 1) return target;
  // Only "at most" limits loosen with the factor; a "at least" ratio stays what it is.
  return target.op === '<=' ? { ...target, value: target.value * factor } : target;
}

export function formatTarget(target: Target | undefined): string {
  if (!target) return '—';
  const op = target.op === '<=' ? '≤' : '≥';
  return `${target.metric} ${op} ${formatNumber(target.value)}${target.unit ? ` ${target.unit}` : ''}`;
}

/** Milliseconds with a precision that suits their size: 0.42, 4.2, 42, 420. */
export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return '—';
  if (ms < 1) return ms.toFixed(2);
  if (ms < 10) return ms.toFixed(1);
  return ms.toFixed(0);
}

export function formatNumber(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return '—';
  return Number.isInteger(value) ? String(value) : value.toFixed(digits);
}

export type Cell = string | number;
const cell = (value: Cell) => (typeof value === 'number' ? formatNumber(value) : value);
/** Numbers (and cells that start like one) are right-aligned, text left-aligned. */
const isNumeric = (text: string) => /^[-+≤≥]?\s?\d/.test(text) || text === '—';

/** A plain-text table for the terminal, columns padded to their widest cell. */
export function textTable(headers: readonly string[], rows: readonly Cell[][]): string {
  const texts = rows.map((row) => row.map(cell));
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...texts.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: readonly string[], alignRight: (i: number) => boolean) =>
    cells
      .map((text, i) => (alignRight(i) ? text.padStart(widths[i]!) : text.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const numericColumn = (i: number) => texts.length > 0 && texts.every((row) => isNumeric(row[i] ?? '—'));
  return [
    line(headers, numericColumn),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...texts.map((row) => line(row, numericColumn)),
  ].join('\n');
}

/** The same table in GitHub markdown; `|` inside a cell is escaped. */
export function markdownTable(headers: readonly string[], rows: readonly Cell[][]): string {
  const texts = rows.map((row) => row.map((value) => cell(value).replaceAll('|', '\\|')));
  const numericColumn = (i: number) => texts.length > 0 && texts.every((row) => isNumeric(row[i] ?? '—'));
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map((_, i) => (numericColumn(i) ? '---:' : '---')).join(' | ')} |`,
    ...texts.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

export interface TimedQuery {
  start: number;
  end: number;
}

/**
 * Splits statements (in the order they were sent) into waves of statements that overlapped in
 * time, i.e. were sent together (Promise.all) rather than one after the other.
 */
export function groupConcurrent<T extends TimedQuery>(queries: readonly T[]): T[][] {
  const waves: T[][] = [];
  let wave: T[] = [];
  let waveEnd = Number.NEGATIVE_INFINITY;
  for (const query of [...queries].sort((a, b) => a.start - b.start)) {
    if (wave.length && query.start >= waveEnd) {
      waves.push(wave);
      wave = [];
      waveEnd = Number.NEGATIVE_INFINITY;
    }
    wave.push(query);
    waveEnd = Math.max(waveEnd, query.end);
  }
  if (wave.length) waves.push(wave);
  return waves;
}
