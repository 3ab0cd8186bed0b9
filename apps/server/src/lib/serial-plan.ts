import { sql } from 'drizzle-orm';

/**
 * A condition that is always true and keeps PostgreSQL from planning its statement with parallel
 * workers: it names `dashboard_serial()`, the parallel-unsafe function of migration 0026, and one
 * such function makes the whole statement serial. For reads of a few thousand rows, where starting
 * a worker (a fork of the postmaster) costs more than the read: the analyses' slices of days
 * (decision 051), the desk's Actionable payments and the payments' filtered counts (decision 064).
 * Evaluated once per execution; on PGlite, which has no parallel workers, it changes nothing.
 */
export const SERIAL_PLAN = sql`dashboard_serial()`;
