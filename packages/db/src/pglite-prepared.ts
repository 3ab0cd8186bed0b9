import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  messages,
  PGlite,
  type PGliteOptions,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { genericPlanWanted } from './generic-plan.ts';

/**
 * PGlite with named prepared statements (decision 026). PGlite's `query` sends every statement as
 * the unnamed one (Parse, Describe, Bind, Describe, Execute, Sync: six calls into the WASM
 * backend), so PostgreSQL parses, analyses and plans it again each time. Here each statement text
 * is parsed once under its own name and kept (least recently used out first); a call is then one
 * Bind + Execute + Sync. Parameters are serialized and rows parsed by PGlite's own code and type
 * parsers, so callers (Drizzle, the bench's recorder) see the answers and errors `query` gives.
 * What this path does not handle (a blob, explicit parameter types, a very long text) goes to
 * PGlite's `query`.
 */

const { serialize } = protocol;
const EXECUTE_SYNC = concat(serialize.execute(), serialize.sync());

export const PREPARED_STATEMENTS_MAX = 100;
/**
 * Longer texts go through PGlite's query: they are the bulk inserts of seeds and imports (a text
 * per row count), sent once, and a kept statement holds its text and parse tree in the WASM heap.
 */
export const PREPARED_TEXT_MAX = 20_000;

/**
 * Command tags after which a kept statement may return other columns or types: PostgreSQL re-plans
 * a named statement when a table changes, but refuses to change its result type (0A000, "cached
 * plan must not change result type"). Every kept statement is dropped after one of these.
 */
const SCHEMA_CHANGES = new Set(['ALTER', 'CREATE', 'DROP', 'DO']);

interface Statement {
  name: string;
  paramTypes: number[];
  /** Absent when the statement returns no rows. */
  rowDescription: messages.RowDescriptionMessage | undefined;
}

const FORCE_GENERIC = serialize.query('SET plan_cache_mode = force_generic_plan');
const RESET_PLAN_MODE = serialize.query('RESET plan_cache_mode');

type PGliteError = messages.DatabaseError & {
  query?: string;
  params?: unknown[];
  queryOptions?: QueryOptions;
};

export class PreparedPGlite extends PGlite {
  /** Statement text → kept statement; a Map iterates in insertion order, so the first is the oldest. */
  readonly #statements = new Map<string, Statement>();
  /** Names dropped from the map whose Close is sent with the next Parse. */
  #closing: string[] = [];
  #nextName = 0;
  #max = PREPARED_STATEMENTS_MAX;

  static async open(options: PGliteOptions & { maxPreparedStatements?: number }): Promise<PreparedPGlite> {
    const { maxPreparedStatements, ...pgliteOptions } = options;
    const pglite = new PreparedPGlite(pgliteOptions);
    if (maxPreparedStatements !== undefined) pglite.#max = maxPreparedStatements;
    await pglite.waitReady;
    return pglite;
  }

  /** How many statements are kept now (tests). */
  get preparedStatementCount(): number {
    return this.#statements.size;
  }

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (!canPrepare(query, options)) return super.query<T>(query, params, options);
    const generic = genericPlanWanted('pglite');
    await this._checkReady();
    // The locks PGlite's own query takes: no statement of another caller runs inside a transaction.
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        // One turn of the event loop before each statement (decision 048). A statement runs in the
        // WASM backend on this thread, and the lock hands over to the next waiter in a microtask,
        // so without the turn the statements already queued ran back to back while the requests
        // that had arrived meanwhile were not even read: requests with several statements came
        // out in bursts (p95 about twice the mean under 8 clients). With it they are served in
        // the order they arrive.
        await nextTurn();
        return this.#run<T>(query, params ?? [], options, false, generic);
      }),
    );
  }

  override async exec(query: string, options?: QueryOptions): Promise<Results[]> {
    const results = await super.exec(query, options);
    this.#forgetAfterSchemaChange(results);
    return results;
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    // PGlite holds its transaction lock around the callback: inside, only the query lock is taken.
    return super.transaction((tx) => callback(this.#preparedTransaction(tx)));
  }

  #preparedTransaction(tx: Transaction): Transaction {
    const run = this.#run.bind(this);
    const runExclusive = this._runExclusiveQuery.bind(this);
    const forget = this.#forgetAfterSchemaChange.bind(this);
    return {
      async query<T>(query: string, params?: unknown[], options?: QueryOptions) {
        if (!canPrepare(query, options) || tx.closed) return tx.query<T>(query, params, options);
        const generic = genericPlanWanted('pglite');
        return runExclusive(() => run<T>(query, params ?? [], options, true, generic));
      },
      sql: (strings, ...params) => tx.sql(strings, ...params),
      async exec(query, options) {
        const results = await tx.exec(query, options);
        forget(results);
        return results;
      },
      rollback: () => tx.rollback(),
      listen: (channel, callback) => tx.listen(channel, callback),
      get closed() {
        return tx.closed;
      },
    };
  }

  async #run<T>(
    query: string,
    params: unknown[],
    options: QueryOptions | undefined,
    isInTransaction: boolean,
    generic: boolean,
  ): Promise<Results<T>> {
    for (let attempt = 1; ; attempt++) {
      const kept = this.#statements.get(query);
      try {
        const statement = kept ?? (await this.#prepare(query, options));
        if (kept) {
          // Most recently used goes last.
          this.#statements.delete(query);
          this.#statements.set(query, kept);
        }
        const bind = serialize.bind({
          statement: statement.name,
          values: this.#values(statement, params, options),
        });
        const received = await this.#execute(concat(bind, EXECUTE_SYNC), options, isInTransaction, generic);
        if (!isInTransaction) await this.syncToFs();
        const answer = statement.rowDescription ? [statement.rowDescription, ...received] : received;
        const [result] = this.#parseResults(answer, options);
        this.#forgetAfterSchemaChange([result!]);
        return result as Results<T>;
      } catch (error) {
        if (!(error instanceof messages.DatabaseError)) throw error;
        if (kept && isStale(error)) {
          this.#forget(query);
          // Outside a transaction the failed Bind changed nothing: prepare again and retry once.
          // Inside one the transaction is aborted, so the error goes to the caller.
          if (!isInTransaction && attempt === 1) continue;
        }
        // As PGlite's query reports it (makePGliteError).
        Object.assign(error as PGliteError, { query, params, queryOptions: options });
        throw error;
      }
    }
  }

  /**
   * Sends a Bind + Execute + Sync; for a `generic` call under `force_generic_plan`, the setting back
   * to its default after (each setting a query of its own, whose answer is not the statement's).
   */
  async #execute(
    message: Uint8Array,
    options: QueryOptions | undefined,
    isInTransaction: boolean,
    generic: boolean,
  ): Promise<messages.BackendMessage[]> {
    const quiet = { syncToFs: false, onNotice: options?.onNotice };
    if (!generic) return this.execProtocolStream(message, quiet);
    await this.execProtocolStream(FORCE_GENERIC, quiet);
    let received: messages.BackendMessage[];
    try {
      received = await this.execProtocolStream(message, quiet);
    } catch (error) {
      // Inside a transaction the failure aborted it, and its rollback undoes the setting.
      if (!isInTransaction) await this.execProtocolStream(RESET_PLAN_MODE, quiet);
      throw error;
    }
    await this.execProtocolStream(RESET_PLAN_MODE, quiet);
    return received;
  }

  async #prepare(query: string, options: QueryOptions | undefined): Promise<Statement> {
    const oldest = this.#statements.size >= this.#max ? this.#statements.keys().next().value : undefined;
    if (oldest !== undefined) this.#forget(oldest);
    const name = `pl_${++this.#nextName}`;
    // Close before Parse in one message: an error in Parse skips only what follows it, up to Sync.
    const closes = this.#closing.splice(0).map((closed) => serialize.close({ type: 'S', name: closed }));
    const received = await this.execProtocolStream(
      concat(
        ...closes,
        serialize.parse({ name, text: query }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ),
      { syncToFs: false, onNotice: options?.onNotice },
    );
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(received),
      rowDescription: received.find(
        (message): message is messages.RowDescriptionMessage => message.name === 'rowDescription',
      ),
    };
    this.#statements.set(query, statement);
    return statement;
  }

  /**
   * The rows parsed by PGlite's own parsers, the caller's in front. PGlite's parseResults merges
   * a caller's parsers into a copy of all its own (318 types) on every call: with Drizzle's, which
   * every query passes, that copy was three quarters of parsing a ten-row page (170 against 45 µs).
   * Here the caller's are laid over PGlite's as a prototype: the same parser for every type.
   */
  #parseResults(answer: messages.BackendMessage[], options: QueryOptions | undefined) {
    if (!options?.parsers) return parse.parseResults(answer, this.parsers, options);
    const parsers: PGlite['parsers'] = Object.assign(Object.create(this.parsers), options.parsers);
    return parse.parseResults(answer, parsers, { ...options, parsers: undefined });
  }

  /** Parameters as text, exactly as PGlite's query serializes them. */
  #values(statement: Statement, params: unknown[], options: QueryOptions | undefined): (string | null)[] {
    return params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[oid] ?? this.serializers[oid];
      return serializer ? serializer(param) : String(param);
    });
  }

  #forget(query: string) {
    const statement = this.#statements.get(query);
    if (!statement) return;
    this.#statements.delete(query);
    this.#closing.push(statement.name);
  }

  #forgetAfterSchemaChange(results: Results[]) {
    if (!results.some((result) => result.command && SCHEMA_CHANGES.has(result.command))) return;
    for (const query of [...this.#statements.keys()]) this.#forget(query);
  }
}

function canPrepare(query: string, options: QueryOptions | undefined): boolean {
  return query.length <= PREPARED_TEXT_MAX && !options?.blob && !options?.paramTypes;
}

/** The kept statement is gone (DEALLOCATE) or its result type changed under it. */
function isStale(error: messages.DatabaseError): boolean {
  return (
    error.code === '26000' ||
    (error.code === '0A000' && /cached plan must not change result type/.test(error.message))
  );
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
