import { type Db, schema } from '@portledger/db';
import { count } from 'drizzle-orm';
import { AppError } from '../app-error.ts';
import { rewriteHistory, startClock } from './history.ts';
import { DEMO_SEED, planDemo } from './plan.ts';
import { type CallState, playStep } from './play-step.ts';
import { loadRefs } from './refs.ts';
import type { CallPlan, Step } from './types.ts';

/** Unread notifications left per user, so the bell shows a handful. */
const UNREAD = 4;

function describe(plan: CallPlan, step: Step) {
  const what = 'action' in step ? step.action : step.kind;
  return `${plan.key} (${plan.target}): ${what} by ${step.by}`;
}

/**
 * A business in motion on a freshly seeded demo database: about 40 port calls over the last and
 * next two months, each played step by step as its users through the use cases the API calls, in
 * the order the steps happened. All or nothing: one transaction (a savepoint inside the caller's).
 */
export async function createDemoActivity({
  db,
  seed = DEMO_SEED,
  now = Date.now(),
}: {
  db: Db;
  seed?: string;
  now?: number;
}): Promise<{ portCalls: number; steps: number; ms: number }> {
  const started = performance.now();
  const plans = planDemo({ seed, now });
  const queue = plans
    .flatMap((plan, call) => plan.steps.map((step, index) => ({ call, index, step })))
    .sort((a, b) => a.step.at.getTime() - b.step.at.getTime() || a.call - b.call || a.index - b.index);
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(schema.portCalls);
    if ((existing?.n ?? 0) > 0) throw new Error('The demo activity needs a database without port calls.');
    const refs = await loadRefs(tx, plans);
    const clock = await startClock(tx);
    const states: CallState[] = plans.map((plan) => ({ plan, portCallId: 0, daId: 0, lineIds: [] }));
    for (const { call, step } of queue) {
      const state = states[call]!;
      try {
        await clock.tick(step.at, () => playStep(tx, refs, state, step));
      } catch (error) {
        const reason =
          error instanceof AppError
            ? `${error.status} ${error.messageKey} ${JSON.stringify({ errors: error.details.errors, data: error.details.data })}`
            : (error as Error).message;
        throw new Error(`Demo step ${describe(state.plan, step)} failed: ${reason}`, { cause: error });
      }
    }
    await rewriteHistory(tx, clock, { now, unread: UNREAD });
  });
  return { portCalls: plans.length, steps: queue.length, ms: Math.round(performance.now() - started) };
}
