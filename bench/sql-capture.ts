import { currentPlanChoice, type Database, type PlanChoice, withPlanChoice } from '@portledger/db';
import { groupConcurrent, type TimedQuery } from './stats.ts';

/**
 * Records the SQL the app sends for one request (statement, parameters and driver options exactly
 * as Drizzle hands them to the driver) and replays it straight at the database: the "same SQL run
 * directly" of the API-overhead ratio. Statements the app ran at the same time (Promise.all) are
 * replayed at the same time, in the same order.
 */
type QueryFn = (...args: unknown[]) => Promise<unknown>;

/** A statement as the app sent it: the driver's arguments, and the plan it asked for (withCustomPlan...). */
export interface Sent {
  args: unknown[];
  plan: PlanChoice | undefined;
}

export interface Capture {
  /** Statements in waves: each wave's run together, the waves one after another. */
  waves: Sent[][];
  statements: number;
  /** The request opened a transaction: its statements went through another path and are missing. */
  usedTransaction: boolean;
}

export class SqlRecorder {
  private recording: (TimedQuery & Sent)[] | undefined;
  private transactions = 0;
  private readonly query: QueryFn;

  constructor(database: Database) {
    // PostgreSQL: Drizzle calls pool.query (pool.connect only for transactions); PGlite: query
    // (transaction for transactions). Both are wrapped on the instance Drizzle holds.
    const driver = (database.pool ?? database.pglite) as unknown as Record<string, QueryFn>;
    if (!driver) throw new Error('The database exposes neither a pool nor a PGlite instance');
    const original = driver.query!.bind(driver);
    this.query = original;
    driver.query = (...args: unknown[]) => {
      const log = this.recording;
      if (!log) return original(...args);
      const entry = {
        args,
        plan: currentPlanChoice(),
        start: performance.now(),
        end: Number.POSITIVE_INFINITY,
      };
      log.push(entry);
      return original(...args).finally(() => {
        entry.end = performance.now();
      });
    };
    const opener = database.pool ? 'connect' : 'transaction';
    const open = driver[opener]!.bind(driver);
    driver[opener] = (...args: unknown[]) => {
      // pg's pool.query checks a client out through connect(callback) itself; Drizzle's
      // transactions call connect() without one.
      if (this.recording && (opener === 'transaction' || typeof args[0] !== 'function')) this.transactions++;
      return open(...args);
    };
  }

  /** Runs `request` (an app.inject call) and answers the SQL it sent. */
  async capture(request: () => Promise<unknown>): Promise<Capture> {
    const log: (TimedQuery & Sent)[] = [];
    this.recording = log;
    this.transactions = 0;
    try {
      await request();
      // A statement sent after the answer (none today) would still belong to the request.
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      this.recording = undefined;
    }
    return {
      waves: groupConcurrent(log).map((wave) => wave.map(({ args, plan }) => ({ args, plan }))),
      statements: log.length,
      usedTransaction: this.transactions > 0,
    };
  }

  /** One replay of a capture: what the database alone spends on the request, each statement planned as asked. */
  async replay(capture: Capture): Promise<void> {
    for (const wave of capture.waves) {
      await Promise.all(
        wave.map(({ args, plan }) =>
          plan ? withPlanChoice(plan, () => this.query(...args)) : this.query(...args),
        ),
      );
    }
  }
}
