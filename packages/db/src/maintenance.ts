import type { PGlite } from '@electric-sql/pglite';

/**
 * Routine upkeep for the embedded database (decision 030). PostgreSQL's autovacuum does this on a
 * server; PGlite runs PostgreSQL in single-user mode, where no autovacuum worker ever starts, so
 * without it every updated row leaves a dead version behind for good: each DA action updates its
 * port call (lock_version, updated_at, both indexed), and a trigram index's pending list only
 * empties at a vacuum. Measured at 10,000 port calls after a few thousand draft saves: the
 * principal's list statement went from 1.7 ms to 8.6 ms and the search from 3.6 to 17 ms, and
 * a vacuum brought them back.
 */
export const PGLITE_MAINTENANCE = {
  /** How often the tables are vacuumed. */
  vacuumEveryMs: 10 * 60_000,
  /** Every this many rounds the planner's statistics are refreshed as well (hourly). */
  analyzeEveryRounds: 6,
} as const;

export interface MaintenanceRound {
  tables: number;
  analyzed: boolean;
  ms: number;
}

/** The application's tables, in a stable order. */
async function publicTables(pglite: PGlite): Promise<string[]> {
  const { rows } = await pglite.query<{ name: string }>(
    `select quote_ident(relname) as name from pg_class
     where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
  );
  return rows.map((row) => row.name);
}

/**
 * One round: VACUUM (and, when `analyze`, ANALYZE) each table as its own statement. PGlite runs
 * one statement at a time, so requests waiting meanwhile run between two tables instead of after
 * the whole round (the largest, port_calls at 10,000 calls, takes 0.1-0.3 s).
 */
export async function maintainPglite(
  pglite: PGlite,
  { analyze }: { analyze: boolean },
): Promise<MaintenanceRound> {
  const started = performance.now();
  const tables = await publicTables(pglite);
  for (const table of tables) {
    await pglite.exec(analyze ? `vacuum (analyze) ${table}` : `vacuum ${table}`);
  }
  return { tables: tables.length, analyzed: analyze, ms: performance.now() - started };
}

/**
 * Runs `maintainPglite` every `vacuumEveryMs` until the answer is called (it waits for a round in
 * progress). The timer does not keep the process alive. A failed round is reported and the next
 * one runs as planned.
 */
export function schedulePgliteMaintenance(
  pglite: PGlite,
  {
    everyMs = PGLITE_MAINTENANCE.vacuumEveryMs,
    analyzeEveryRounds = PGLITE_MAINTENANCE.analyzeEveryRounds,
    onRound,
    onError,
  }: {
    everyMs?: number;
    analyzeEveryRounds?: number;
    onRound?: (round: MaintenanceRound) => void;
    onError?: (error: unknown) => void;
  } = {},
): () => Promise<void> {
  let rounds = 0;
  let running: Promise<void> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    rounds += 1;
    running = maintainPglite(pglite, { analyze: rounds % analyzeEveryRounds === 0 })
      .then((round) => onRound?.(round))
      .catch((error: unknown) => onError?.(error))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
