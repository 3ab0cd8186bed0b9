/**
 * The shape of the generated data, from the number of port calls. Every id is computed, not
 * looked up: the target is empty, so entities, users, vessels, port calls and DAs get explicit ids
 * and every later statement finds its rows by arithmetic (the identity sequences are moved past
 * them at the end).
 */
export interface Plan {
  portCalls: number;
  seed: number;
  principals: number;
  agents: number;
  vessels: number;
  operators: number;
  /** Port calls per chunk: each statement stays a bounded piece of work with progress shown. */
  chunk: number;
  /** Midnight UTC of the generation day: the three years end a month after it. */
  today: string;
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, Math.round(value)));

export function planFor(portCalls: number, seed: number, kind: 'postgres' | 'pglite'): Plan {
  return {
    portCalls,
    seed,
    principals: clamp(portCalls / 8_000, 6, 40),
    agents: clamp(portCalls / 800, 40, 400),
    vessels: clamp(portCalls / 60, 300, 6_000),
    operators: 12,
    chunk: kind === 'postgres' ? 15_000 : 2_500,
    today: new Date().toISOString().slice(0, 10),
  };
}

// Id layout (the target is empty, so these never collide with anything).
export const OPERATOR_COMPANY_ID = 1;
/** Principal company p (1-based): 100 + p; its legal entity k (1..4): 1000 + 10p + k. */
export const principalCompanyId = (p: string | number) => `(100 + (${p}))`;
export const legalEntityId = (p: string | number, k: string | number) => `(1000 + 10 * (${p}) + (${k}))`;
/** Agent company a: 10000 + a. */
export const agentCompanyId = (a: string | number) => `(10000 + (${a}))`;
/** Users: operators 1..12; principal p's user u: 100 + 10p + u; agent a's user u: 20000 + 10a + u. */
export const principalUserId = (p: string | number, u: string | number) => `(100 + 10 * (${p}) + (${u}))`;
export const agentUserId = (a: string | number, u: string | number) => `(20000 + 10 * (${a}) + (${u}))`;
/** Legal entities per principal company and users per company (the bench principal's is larger). */
export const legalEntitiesOf = (p: string) => `(case when (${p}) = 1 then 4 else 1 + (${p}) % 3 end)`;
export const principalUsersOf = (p: string) => `(case when (${p}) = 1 then 3 else 2 end)`;
export const CHARTERERS_PER_LEGAL_ENTITY = 5;

/**
 * A deterministic number in [0, 1) from a key and a salt, seeded: PostgreSQL's own 64-bit hash
 * (hashint8extended), so PostgreSQL and PGlite generate the same data for the same seed.
 */
export function rnd(seed: number, key: string, salt: number): string {
  return `((hashint8extended((${key})::int8 * 1031 + ${salt}, ${seed}) & 1073741823)::float8 / 1073741824.0)`;
}

/** An integer in [0, n). */
export function pick(seed: number, key: string, salt: number, n: string | number): string {
  return `floor(${rnd(seed, key, salt)} * (${n}))::int`;
}

/** `array[...]` of SQL string literals. */
export function textArray(values: readonly string[]): string {
  return `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
}
