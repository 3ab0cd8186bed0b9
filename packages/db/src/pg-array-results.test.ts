import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { leanArrayResults } from './pg-array-results.ts';

type Internals = {
  fields: unknown[];
  _parsers: ((value: string) => unknown)[] | undefined;
  _prebuiltEmptyResultObject: unknown;
  addFields(fields: unknown[]): void;
  parseRow(row: (string | null)[]): unknown;
};
type ResultClass = new (rowMode?: string, types?: unknown) => Internals;

const fields = [
  { name: 'id', dataTypeID: 23, format: 'text' },
  { name: 'at', dataTypeID: 1184, format: 'text' },
  { name: 'name', dataTypeID: 1043, format: 'text' },
  { name: 'name', dataTypeID: 1700, format: 'text' },
  { name: 'big', dataTypeID: 20, format: 'text' },
];
const rowData = ['7', '2026-11-29 10:00:00+00', 'Star Spirit', '12.50', '9007199254740993'];

describe('pg results read as arrays (leanArrayResults)', () => {
  it('parse every row as pg does, and leave object rows to pg', () => {
    // Another file of this worker may have opened PostgreSQL already (which applies it): the
    // expectations are pg's parsers' answers, written out, not a run before the patch.
    expect(leanArrayResults(pg)).toBe(true);
    expect(leanArrayResults(pg)).toBe(true); // once: the second call finds it applied
    const Result = (pg as unknown as { Result: ResultClass }).Result;

    const rows = new Result('array');
    rows.addFields(fields);
    expect(rows.fields).toBe(fields);
    expect(rows.parseRow(rowData)).toEqual([
      7,
      new Date('2026-11-29T10:00:00Z'),
      'Star Spirit',
      '12.50',
      '9007199254740993',
    ]);
    // The object it skips is pg's for object rows only.
    expect(rows._prebuiltEmptyResultObject).toBeNull();

    // The caller's type parsers (Drizzle passes its own) come first, as in pg.
    const custom = { getTypeParser: (oid: number) => (value: string) => `${oid}:${value}` };
    const withTypes = new Result('array', custom);
    withTypes.addFields(fields);
    expect(withTypes.parseRow(rowData)).toEqual([
      '23:7',
      '1184:2026-11-29 10:00:00+00',
      '1043:Star Spirit',
      '1700:12.50',
      '20:9007199254740993',
    ]);

    // Object rows: pg's own path, the last of two same-named columns winning.
    const objects = new Result();
    objects.addFields(fields);
    expect(objects.parseRow(rowData)).toEqual({
      id: 7,
      at: new Date('2026-11-29T10:00:00Z'),
      name: '12.50',
      big: '9007199254740993',
    });
    expect(objects._prebuiltEmptyResultObject).not.toBeNull();

    // A result without columns (an UPDATE) keeps no parsers, as in pg.
    const empty = new Result('array');
    empty.addFields([]);
    expect(empty.fields).toEqual([]);
    expect(empty._parsers).toBeUndefined();
  });

  it('leave a pg whose results are shaped otherwise as it is', () => {
    class Other {
      addFields() {}
    }
    const before = Other.prototype.addFields;
    const fake = { Result: Other, types: pg.types } as unknown as typeof pg;
    expect(leanArrayResults(fake)).toBe(false);
    expect(Other.prototype.addFields).toBe(before);
    expect(leanArrayResults({ types: pg.types } as unknown as typeof pg)).toBe(false);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('PostgreSQL answers through the app’s driver', () => {
  it('come as Drizzle reads them: numbers, dates, text, numerics and nulls in their columns', async () => {
    const database = await openDatabase({ databaseUrl: serverUrl!, poolSize: 1 });
    try {
      const [row] = await database.db
        .select({
          id: sql<number>`7::int`,
          name: sql<string>`'Star Spirit'::varchar`,
          price: sql<string>`12.50::numeric(12,2)`,
          none: sql<null>`null::text`,
          at: sql<string>`'2026-11-29T10:00:00Z'::timestamptz at time zone 'UTC'`,
          big: sql<string>`9007199254740993::int8`,
        })
        .from(sql`(select 1) as one`);
      // Drizzle's own parsers keep timestamps as PostgreSQL's text (its `types`, applied first).
      expect(row).toEqual({
        id: 7,
        name: 'Star Spirit',
        price: '12.50',
        none: null,
        at: '2026-11-29 10:00:00',
        big: '9007199254740993',
      });
    } finally {
      await database.close();
    }
  });
});
