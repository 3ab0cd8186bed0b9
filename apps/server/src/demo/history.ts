import { type Db, schema } from '@portledger/db';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../lib/rows.ts';

const t = schema;

/**
 * The demo's history, in one pass after the steps: the use cases stamp the moment they run, so a
 * story of two months would otherwise have happened within a few seconds. Every step records the
 * highest ids of the tables it may insert into and the wall-clock window it ran in; afterwards
 * rows inserted by a step get the step's planned time as created_at (by id range), and the
 * timestamps the use cases set in code (updated_at, submitted_at, approved_at ...) that fall into
 * a step's window get that step's planned time. Nothing else changes.
 */
const tracked = {
  audit_events: t.auditEvents,
  notifications: t.notifications,
  da_comments: t.daComments,
  da_cost_lines: t.daCostLines,
  port_calls: t.portCalls,
  das: t.das,
  payments: t.payments,
} as const;
type Table = keyof typeof tracked;
type Marks = Record<Table, number>;

/**
 * The last id each table's identity sequence handed out: a step's rows are the ids between the
 * marks before and after it. (Reading the sequences costs a quarter of max(id) on PGlite.)
 */
async function sequencesOf(db: Db): Promise<Record<Table, string>> {
  const names = Object.keys(tracked).map((table) => sql`pg_get_serial_sequence(${table}, 'id')`);
  const [row] = await db
    .select({ names: sql<string[]>`array[${sql.join(names, sql`, `)}]` })
    .from(sql`(select 1) as one`);
  return Object.fromEntries(Object.keys(tracked).map((table, i) => [table, row!.names[i]!])) as Record<
    Table,
    string
  >;
}

function markReader(sequences: Record<Table, string>) {
  const columns = Object.entries(sequences).map(
    ([table, sequence]) =>
      `(select case when is_called then last_value else 0 end from ${sequence})::int as ${table}`,
  );
  const query = sql.raw(`select ${columns.join(', ')}`);
  return async (db: Db): Promise<Marks> => {
    const [marks] = await rowsOf<Marks>(db, query);
    return marks!;
  };
}

interface Tick {
  at: Date;
  started: number;
  finished: number;
  marks: Marks;
}

export async function startClock(db: Db) {
  const readMarks = markReader(await sequencesOf(db));
  const base = await readMarks(db);
  const ticks: Tick[] = [];
  let last = 0;
  return {
    base,
    ticks,
    /** Runs one step and notes what it wrote and when. */
    async tick(at: Date, work: () => Promise<void>) {
      // Two steps never share a millisecond, so a stamp belongs to exactly one window.
      while (Date.now() <= last) await new Promise((resolve) => setTimeout(resolve, 1));
      const started = Date.now();
      await work();
      last = Date.now();
      ticks.push({ at, started, finished: last, marks: await readMarks(db) });
    },
  };
}
export type Clock = Awaited<ReturnType<typeof startClock>>;

const list = (values: (string | number)[]) =>
  `{${values.map((v) => (typeof v === 'number' ? v : `"${v}"`)).join(',')}}`;
const iso = (ms: number | Date) => new Date(ms).toISOString();

/** Moves the demo's rows to their planned times and marks all but each user's latest few read. */
export async function rewriteHistory(db: Db, clock: Clock, { now, unread }: { now: number; unread: number }) {
  const { base, ticks } = clock;
  await db.execute(
    sql`create temporary table demo_steps (at timestamptz, started timestamptz, finished timestamptz) on commit drop`,
  );
  await db.execute(
    sql`create temporary table demo_rows (tbl text, lo int, hi int, at timestamptz) on commit drop`,
  );
  await db.execute(sql`insert into demo_steps select * from unnest(
    ${list(ticks.map((k) => iso(k.at)))}::timestamptz[],
    ${list(ticks.map((k) => iso(k.started)))}::timestamptz[],
    ${list(ticks.map((k) => iso(k.finished)))}::timestamptz[])`);
  const ranges = (Object.keys(tracked) as Table[]).flatMap((table) =>
    ticks
      .map((tick, i) => ({
        table,
        lo: i === 0 ? base[table] : ticks[i - 1]!.marks[table],
        hi: tick.marks[table],
        at: iso(tick.at),
      }))
      .filter((range) => range.hi > range.lo),
  );
  await db.execute(sql`insert into demo_rows select * from unnest(
    ${list(ranges.map((r) => r.table))}::text[], ${list(ranges.map((r) => r.lo))}::int[],
    ${list(ranges.map((r) => r.hi))}::int[], ${list(ranges.map((r) => r.at))}::timestamptz[])`);

  for (const [name, table] of Object.entries(tracked)) {
    await db.execute(sql`update ${table} x set created_at = r.at from demo_rows r
      where r.tbl = ${name} and x.id > r.lo and x.id <= r.hi`);
  }
  const planned = (column: string) =>
    sql.raw(`(select s.at from demo_steps s where x.${column} between s.started and s.finished)`);
  const stamped = {
    port_calls: ['submitted_at'],
    das: ['pda_submitted_at', 'pda_approved_at', 'fda_submitted_at', 'fda_approved_at'],
    payments: [],
  } as const;
  for (const [name, columns] of Object.entries(stamped)) {
    const table = tracked[name as Table];
    const sets = [
      sql`updated_at = coalesce(${planned('updated_at')}, x.created_at)`,
      ...columns.map((c) => sql`${sql.raw(c)} = ${planned(c)}`),
    ];
    await db.execute(
      sql`update ${table} x set ${sql.join(sets, sql`, `)} where x.id > ${base[name as Table]}`,
    );
  }
  // Most notifications were read a while after they came; each user's latest few wait unread.
  await db.execute(sql`update notifications x
    set read_at = least(x.created_at + make_interval(mins => 7 + (x.id * 37) % 600), ${iso(now)}::timestamptz)
    from (select id, row_number() over (partition by user_id order by created_at desc, id desc) as n
          from notifications where id > ${base.notifications}) r
    where r.id = x.id and r.n > ${unread}`);
}
