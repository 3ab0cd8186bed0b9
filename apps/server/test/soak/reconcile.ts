import type { Database } from '@portledger/db';
import { sql } from 'drizzle-orm';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface Reconciliation {
  das: number;
  completed: number;
  /** Completed DAs whose agreed FDA total differs from what was paid (advance + balance - refund). */
  unbalanced: number;
  /** DAs whose stored agreed totals differ from the sum of their lines. */
  pda_total_mismatch: number;
  fda_total_mismatch: number;
  /** Advances whose amount is not the DA's prefunding amount, or a prefunding not total x %. */
  advance_mismatch: number;
  prefunding_mismatch: number;
  /** Payments with more transferred than due, or confirmed with less. */
  overpaid: number;
  done_short: number;
  fda_agreed_completed: string;
  settled_completed: string;
  pda_agreed_all: string;
  transferred_all: string;
}

/**
 * The money of every DA of the run, checked in SQL with NUMERIC arithmetic (never floats): each
 * figure that must agree with another is counted where it does not, and the totals are returned
 * as exact decimal text.
 */
export async function reconcile(database: Database, runTag: string): Promise<Reconciliation> {
  const [row] = rowsOf<Reconciliation>(
    await database.db.execute(sql`
      with soak as (
        select d.*, pc.status from das d join port_calls pc on pc.id = d.port_call_id where pc.voyage_no = ${runTag}
      ), paid as (
        select da_id,
          sum(case when payment_type = 'refund' then -transferred_amount else transferred_amount end)
            filter (where status = 'done') as signed_done,
          sum(coalesce(transferred_amount, 0)) as transferred,
          count(*) filter (where transferred_amount > amount) as over,
          count(*) filter (where status = 'done' and transferred_amount is distinct from amount) as done_short,
          sum(amount) filter (where payment_type = 'advance') as advance_amount
        from payments where da_id in (select id from soak) group by da_id
      ), lines as (
        select da_id, sum(pda_agreed_price) as pda_agreed, sum(fda_agreed_price) as fda_agreed
        from da_cost_lines where da_id in (select id from soak) group by da_id
      )
      select
        count(*)::int as das,
        count(*) filter (where s.status = 'da_completed')::int as completed,
        count(*) filter (where s.status = 'da_completed' and s.fda_agreed_total <> coalesce(p.signed_done, 0))::int as unbalanced,
        count(*) filter (where s.pda_agreed_total is not null and s.pda_agreed_total <> l.pda_agreed)::int as pda_total_mismatch,
        count(*) filter (where s.fda_agreed_total is not null and s.fda_agreed_total <> l.fda_agreed)::int as fda_total_mismatch,
        count(*) filter (where s.prefunding_amount > 0 and s.prefunding_amount is distinct from p.advance_amount)::int as advance_mismatch,
        count(*) filter (where s.prefunding_amount is not null
          and s.prefunding_amount <> round(s.pda_agreed_total * s.prefunding_agreed_percent / 100, 2))::int as prefunding_mismatch,
        coalesce(sum(p.over), 0)::int as overpaid,
        coalesce(sum(p.done_short), 0)::int as done_short,
        coalesce(sum(s.fda_agreed_total) filter (where s.status = 'da_completed'), 0)::text as fda_agreed_completed,
        coalesce(sum(p.signed_done) filter (where s.status = 'da_completed'), 0)::text as settled_completed,
        coalesce(sum(s.pda_agreed_total), 0)::text as pda_agreed_all,
        coalesce(sum(p.transferred), 0)::text as transferred_all
      from soak s left join paid p on p.da_id = s.id left join lines l on l.da_id = s.id
    `),
  );
  return row!;
}

/** The stored agreed totals and status of each DA of the run, by DA id. */
export async function totalsByDa(database: Database, runTag: string) {
  const rows = rowsOf<{ id: number; status: string; pda: string | null; fda: string | null }>(
    await database.db.execute(sql`
      select d.id, pc.status, d.pda_agreed_total::text as pda, d.fda_agreed_total::text as fda
      from das d join port_calls pc on pc.id = d.port_call_id where pc.voyage_no = ${runTag}`),
  );
  return new Map(rows.map((row) => [row.id, row]));
}
