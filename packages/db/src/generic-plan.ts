import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseKind } from './client.ts';

/** Set while a caller of withGenericPlan runs (its statements, through every await): where it applies. */
const genericPlans = new AsyncLocalStorage<readonly DatabaseKind[]>();

const EVERYWHERE: readonly DatabaseKind[] = ['pglite', 'postgres'];
const PGLITE_ONLY: readonly DatabaseKind[] = ['pglite'];

/**
 * Runs `execute` with PostgreSQL's generic plan for the statements it sends (decisions 061, 062):
 * for a kept statement whose generic plan is as good as its custom ones, which PostgreSQL's
 * estimates do not always see, so it is never planned again for its values. On PGlite
 * (`PreparedPGlite`) each marked call runs under `plan_cache_mode = force_generic_plan`, set and
 * reset around it: planning there runs in the app's thread and sizes every relation with a
 * file-system call. On PostgreSQL the marked statements go to a second pool whose connections
 * start with that setting (`openDatabase`): no round trip more per call. Statements sent inside a
 * transaction on PostgreSQL stay on the transaction's connection and keep PostgreSQL's choice.
 * `postgres: false` leaves PostgreSQL's choice there: for a statement whose generic plan was
 * measured good on PGlite's data only.
 */
export function withGenericPlan<T>(execute: () => Promise<T>, { postgres = true } = {}): Promise<T> {
  return genericPlans.run(postgres ? EVERYWHERE : PGLITE_ONLY, execute);
}

/** Whether the statement being sent now to a database of this kind was asked for with its generic plan. */
export function genericPlanWanted(kind: DatabaseKind): boolean {
  return genericPlans.getStore()?.includes(kind) === true;
}
