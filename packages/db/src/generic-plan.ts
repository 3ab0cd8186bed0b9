import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseKind } from './client.ts';

/** How a caller asked for its statements to be planned: which plan, and on which kinds of database. */
export interface PlanChoice {
  plan: 'generic' | 'custom';
  kinds: readonly DatabaseKind[];
}

/** Set while a caller of withGenericPlan or withCustomPlan runs (its statements, through every await). */
const planChoices = new AsyncLocalStorage<PlanChoice>();

const EVERYWHERE: readonly DatabaseKind[] = ['pglite', 'postgres'];
const PGLITE_ONLY: readonly DatabaseKind[] = ['pglite'];
const POSTGRES_ONLY: readonly DatabaseKind[] = ['postgres'];

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
  return planChoices.run({ plan: 'generic', kinds: postgres ? EVERYWHERE : PGLITE_ONLY }, execute);
}

/**
 * Runs `execute` with a custom plan for every statement it sends on PostgreSQL, named ones
 * included (decision 070): a named statement is then parsed once per connection but still planned
 * with each execution's values, which PostgreSQL's own choice (`auto`) stops doing after five
 * executions when the generic plan looks as cheap. The statements go to a third pool whose
 * connections start with `plan_cache_mode = force_custom_plan`; as for withGenericPlan, a
 * transaction keeps its connection and PostgreSQL's choice. PGlite keeps its own choice.
 */
export function withCustomPlan<T>(execute: () => Promise<T>): Promise<T> {
  return planChoices.run({ plan: 'custom', kinds: POSTGRES_ONLY }, execute);
}

/** Which plan the statement being sent now to a database of this kind was asked for with, if any. */
export function planWanted(kind: DatabaseKind): PlanChoice['plan'] | undefined {
  const choice = planChoices.getStore();
  return choice?.kinds.includes(kind) ? choice.plan : undefined;
}

/** Whether the statement being sent now to a database of this kind was asked for with its generic plan. */
export function genericPlanWanted(kind: DatabaseKind): boolean {
  return planWanted(kind) === 'generic';
}

/**
 * The mark the statement being sent now carries, and `execute` run under a mark taken earlier:
 * for the bench, which replays a request's statements outside the request (bench/sql-capture.ts).
 */
export const currentPlanChoice = (): PlanChoice | undefined => planChoices.getStore();
export const withPlanChoice = <T>(choice: PlanChoice, execute: () => Promise<T>): Promise<T> =>
  planChoices.run(choice, execute);
