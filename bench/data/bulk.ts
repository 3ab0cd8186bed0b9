import type { Session } from './target.ts';

/** The tables the generator fills in bulk. */
export const bulkTables = [
  'port_calls',
  'das',
  'port_call_activities',
  'da_cost_lines',
  'da_comments',
  'payments',
  'audit_events',
  'notifications',
];

/**
 * A bulk load is fastest without secondary indexes and foreign keys (one check per row per key).
 * Takes them off the bulk tables and answers the statements that put back exactly the same ones
 * (pg_get_indexdef / pg_get_constraintdef), which rebuild each index in one sort and validate each
 * key in one join. Primary keys and unique constraints stay. The target is a fresh database: a
 * run that fails half-way leaves it to be dropped, never a database anyone uses.
 */
export async function takeOffIndexesAndKeys(s: Session): Promise<string[]> {
  const keys = await s.rows<{ tbl: string; name: string; def: string }>(
    `select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def
     from pg_constraint
     where contype = 'f' and (conrelid::regclass::text = any($1) or confrelid::regclass::text = any($1))
     order by conname`,
    [bulkTables],
  );
  for (const key of keys) await s.exec(`alter table ${key.tbl} drop constraint "${key.name}"`);
  const indexes = await s.rows<{ name: string; def: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
     from pg_index i
     where i.indrelid::regclass::text = any($1)
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.contype in ('p', 'u', 'x'))
     order by 1`,
    [bulkTables],
  );
  for (const index of indexes) await s.exec(`drop index ${index.name}`);
  return [
    ...indexes.map((index) => `${index.def};`),
    ...keys.map((key) => `alter table ${key.tbl} add constraint "${key.name}" ${key.def};`),
  ];
}

/** A fingerprint of the schema's indexes and constraints, to prove the load put everything back. */
export async function schemaFingerprint(s: Session): Promise<string> {
  const rows = await s.rows<{ def: string }>(
    `select pg_get_indexdef(indexrelid) as def from pg_index i
       join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'
     union all
     select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
       where connamespace = 'public'::regnamespace
     order by 1`,
  );
  return rows.map((row) => row.def).join('\n');
}
