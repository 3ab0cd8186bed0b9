import { describe, expect, it } from 'vitest';
import { firstOfTheData } from './fixtures.ts';
import { type LoadResult, settleMs } from './load.ts';
import type { DatabaseRun } from './measure-database.ts';
import { judge } from './report.ts';
import { scenarios, TARGETS } from './scenarios.ts';
import {
  evaluate,
  formatTarget,
  groupConcurrent,
  markdownTable,
  percentile,
  ratio,
  scaleTarget,
  summarize,
  textTable,
} from './stats.ts';

describe('percentiles', () => {
  it('takes the nearest rank of unsorted samples', () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 95)).toBe(10);
    expect(percentile(samples, 10)).toBe(1);
    expect(percentile(samples, 0)).toBe(1);
    expect(percentile(samples, 100)).toBe(10);
    expect(percentile([7], 99)).toBe(7);
  });

  it('has no percentile without samples, and refuses one outside 0..100', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });

  it('summarizes a large run without overflowing the stack', () => {
    const samples = Array.from({ length: 500_000 }, (_, i) => (i * 7919) % 1000);
    const summary = summarize(samples);
    expect(summary).toMatchObject({ count: 500_000, p50: 499, p95: 949, p99: 989, max: 999 });
  });
});

describe('ratios and targets', () => {
  it('divides, and has no ratio of nothing', () => {
    expect(ratio(3, 2)).toBe(1.5);
    expect(ratio(1, 0)).toBeNaN();
    expect(ratio(Number.NaN, 2)).toBeNaN();
  });

  it('judges at most and at least limits inclusively, and never passes a missing figure', () => {
    expect(evaluate(25, TARGETS.list)).toBe('pass');
    expect(evaluate(25.01, TARGETS.list)).toBe('fail');
    expect(evaluate(0.85, TARGETS.framework)).toBe('pass');
    expect(evaluate(0.84, TARGETS.framework)).toBe('fail');
    expect(evaluate(Number.NaN, TARGETS.list)).toBe('fail');
    expect(evaluate(3, undefined)).toBe('n/a');
  });

  it('doubles latency limits for PGlite but leaves "at least" ratios alone', () => {
    expect(scaleTarget(TARGETS.save, 2)).toEqual({ ...TARGETS.save, value: 300 });
    expect(scaleTarget(TARGETS.framework, 2)).toEqual(TARGETS.framework);
    expect(formatTarget(scaleTarget(TARGETS.list, 2))).toBe('p95 ≤ 50 ms');
    expect(formatTarget(undefined)).toBe('—');
  });
});

describe('statements sent together', () => {
  it('groups overlapping statements into one round trip, in the order they were sent', () => {
    const q = (name: string, start: number, end: number) => ({ name, start, end });
    const waves = groupConcurrent([
      q('session', 0, 2),
      q('rows', 3, 9),
      q('count', 3.5, 6),
      q('totals', 9.5, 10),
    ]);
    expect(waves.map((wave) => wave.map((entry) => entry.name))).toEqual([
      ['session'],
      ['rows', 'count'],
      ['totals'],
    ]);
    expect(groupConcurrent([])).toEqual([]);
  });
});

describe('tables', () => {
  it('pads text columns left and number columns right', () => {
    const text = textTable(
      ['scenario', 'p95 ms'],
      [
        ['list', '4.2'],
        ['dashboard', '120'],
      ],
    );
    expect(text.split('\n')).toEqual([
      'scenario   p95 ms',
      '---------  ------',
      'list          4.2',
      'dashboard     120',
    ]);
  });

  it('writes GitHub markdown, right-aligning numbers and escaping pipes', () => {
    expect(markdownTable(['a', 'n'], [['x|y', 3]])).toBe('| a | n |\n| --- | ---: |\n| x\\|y | 3 |');
  });
});

describe('judging a run', () => {
  const load = (p95: number, non2xx = 0): LoadResult => ({
    count: 100,
    p50: p95 / 2,
    p95,
    p99: p95,
    max: p95,
    rps: 100,
    non2xx,
    errors: 0,
    statuses: non2xx ? { 200: 100 - non2xx, 409: non2xx } : { 200: 100 },
  });
  const fixtures = {
    portCallId: 1,
    daId: 1,
    daLines: 40,
    screeningDaId: 2,
    searchText: 'SEA',
    portId: 1,
    etaFrom: '',
    etaTo: '',
    drafts: [],
    monthDrafts: [],
  };
  const [list] = scenarios(fixtures);
  const save = scenarios(fixtures).find((s) => s.kind === 'save')!;
  const run = (kind: 'postgres' | 'pglite', rows: DatabaseRun['http']): DatabaseRun => ({
    target: kind === 'postgres' ? { kind, databaseUrl: 'postgres://x/y' } : { kind, dataDir: '/x' },
    label: 'test',
    http: rows,
    sql: [],
    framework: [],
    problems: [],
    meta: {
      startedAt: '',
      loadBefore: '',
      loadAfter: '',
      command: 'npm run bench',
      commit: '',
      duration: 1,
      concurrencies: [1, 8],
      sqlConcurrencies: [1],
      logLevel: 'info',
    },
  });

  it('judges latency at 8 clients only, with PGlite limits doubled, and fails a run with errors', () => {
    const { verdicts, tables } = judge([
      run('postgres', [
        { scenario: list!, concurrency: 1, result: load(90), rssPeak: 0 },
        { scenario: list!, concurrency: 8, result: load(30), rssPeak: 0 },
        { scenario: save, concurrency: 8, result: load(100, 3), rssPeak: 0 },
      ]),
      run('pglite', [{ scenario: list!, concurrency: 8, result: load(30), rssPeak: 0 }]),
    ]);
    expect(verdicts.map((v) => v.verdict)).toEqual(['fail', 'fail', 'pass']);
    for (const table of tables) for (const row of table.rows) expect(row).toHaveLength(table.headers.length);
    const rows = tables[0]!.rows;
    expect(rows[0]!.at(-1)).toBe('n/a');
    expect(rows[2]![7]).toBe('3 (3× 409)');
    expect(rows[3]!.at(-2)).toBe('p95 ≤ 50 ms');
    expect(tables[0]!.headers[8]).toBe('RSS MB');
  });
});

describe('settling after a run', () => {
  it('waits as long as the slowest answer took, 5 s at most', () => {
    expect(settleMs([])).toBe(50);
    expect(settleMs([10, 120.2, 30])).toBe(171);
    expect(settleMs([12_000])).toBe(5_000);
  });
});

describe('the fixtures', () => {
  it('take the first call of the data, not a draft an earlier run made', () => {
    const items = [
      { id: 1, voyage_no: 'BENCH-MONTH' },
      { id: 2, voyage_no: 'BENCH-SAVE' },
      { id: 3, voyage_no: null },
      { id: 4, voyage_no: 'V001' },
    ];
    expect(firstOfTheData(items)?.id).toBe(3);
    expect(firstOfTheData(items.slice(0, 2))).toBeUndefined();
  });
});
