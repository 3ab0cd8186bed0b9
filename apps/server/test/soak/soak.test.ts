import { formatCents } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { login, startTestApp, type TestApp } from '../helpers.ts';
import { listenOnFreePort } from '../notifications-sse.ts';
import { Traffic, type VirtualUser } from './client.ts';
import type { SoakWorld } from './flow.ts';
import { reconcile, totalsByDa } from './reconcile.ts';
import { runSoak } from './run-soak.ts';

/**
 * Issue 9, load without loss: 50 simulated users (principals, agents, DA desk; 10 in `npm test`) run
 * whole port-call flows at once over real HTTP on loopback against PostgreSQL for SOAK_SECONDS (15 in `npm test`,
 * 120 in `npm run test:soak`). No answer may be a 5xx, every finished flow must end completed with
 * its payments settled, and the money of all DAs and payments must reconcile to the cent.
 * PostgreSQL only: PGlite runs one connection, which would measure a queue, not concurrency.
 */
const onPostgres = inject('testTemplate').kind === 'postgres';
const SECONDS = Number(process.env.SOAK_SECONDS ?? 15);
/** Extra time for flows under way when the time is up (a slow machine), after which they count as unfinished. */
const DRAIN = Number(process.env.SOAK_DRAIN_SECONDS ?? 10);
const SEED = Number(process.env.SOAK_SEED ?? Date.now() % 2_147_483_647);
/**
 * SOAK_USERS simulated users (50 in `npm run test:soak`, 10 in `npm test`, where each sign-in's
 * scrypt run would otherwise cost more than the soak itself): per principal-agent pair a fifth are
 * principals and a fifth agents, and a fifth are DA-desk operators.
 */
const USERS = Number(process.env.SOAK_USERS ?? 10);
const PER_SIDE = Math.max(1, Math.round(USERS / 5));
const OPERATORS = PER_SIDE;

let t: TestApp;
let baseUrl: string;
let world: SoakWorld;
const users: VirtualUser[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  t = await startTestApp({}, { poolSize: 10 });
  baseUrl = await listenOnFreePort(t.app);
  const names: [string, VirtualUser['kind'], 0 | 1 | 2, number][] = [
    ['principal', 'principal', 1, PER_SIDE],
    ['agent', 'agent', 1, PER_SIDE],
    ['principal2', 'principal', 2, PER_SIDE],
    ['agent2', 'agent', 2, PER_SIDE],
    ['operator', 'operator', 0, OPERATORS],
  ];
  const info: Record<string, { entity: { id: number }; managed_entities: { id: number }[] }> = {};
  for (const [name, kind, side, count] of names) {
    const sessions = await Promise.all(Array.from({ length: count }, () => login(t.app, name)));
    sessions.forEach(({ token, body }, i) => {
      info[name] = body.data;
      users.push({ name: `${name}#${i + 1}`, kind, side, token: token! });
    });
  }
  const db = t.database.db;
  const s = schema;
  const [port] = await db.select({ id: s.ports.id }).from(s.ports).where(eq(s.ports.unlocode, 'CNSHA'));
  const [activity] = await db
    .select({ id: s.activityTypes.id })
    .from(s.activityTypes)
    .where(eq(s.activityTypes.code, 'loading'));
  const [vessel] = await db
    .insert(s.vessels)
    .values({ name: 'SOAK RUNNER', imo: '9074729' })
    .returning({ id: s.vessels.id });
  const costItems = (
    await db.select({ id: s.costItems.id }).from(s.costItems).orderBy(asc(s.costItems.id)).limit(12)
  ).map((r) => r.id);
  const traffic = new Traffic(baseUrl);
  const account = async (name: string) => {
    const user = users.find((u) => u.name === `${name}#1`)!;
    const answer = await traffic.send(user, 'POST', '/bank_accounts', {
      entity_id: info[name]!.entity.id,
      bank_name: `Soak Bank of ${name}`,
      account_title: name,
      account_number: `88${info[name]!.entity.id}0001`,
    });
    if (answer.status !== 200) throw new Error(`bank account of ${name}: ${JSON.stringify(answer.body)}`);
    return answer.body.data.object.id as number;
  };
  const side = async (principal: string, agent: string) => ({
    legalEntity: info[principal]!.managed_entities[0]!.id,
    agentCompany: info[agent]!.entity.id,
    agentAccount: await account(agent),
    principalAccount: await account(principal),
  });
  world = {
    runTag: `SOAK${SEED % 100_000}`,
    vessel: vessel!.id,
    port: port!.id,
    activity: activity!.id,
    costItems,
    sides: { 1: await side('principal', 'agent'), 2: await side('principal2', 'agent2') },
  };
}, 120_000);
afterAll(() => t?.close());

describe.skipIf(!onPostgres)('soak (PostgreSQL, real HTTP on loopback)', () => {
  it(
    `${PER_SIDE * 5} users run whole port-call flows for ${SECONDS} s: no 5xx, every finished flow settled, money reconciles to the cent`,
    async () => {
      const traffic = new Traffic(baseUrl);
      const { flows, seconds } = await runSoak({
        world,
        users,
        traffic,
        seconds: SECONDS,
        seed: SEED,
        maxActive: 24,
        drainSeconds: DRAIN,
      });
      const finished = flows.filter((f) => f.done);
      const failed = flows.filter((f) => f.failed);
      const money = await reconcile(t.database, world.runTag);
      const stored = await totalsByDa(t.database, world.runTag);
      const requests = traffic.latencies.length;
      const byCode = [...traffic.statuses]
        .filter(([code]) => code >= 400)
        .map(([code, n]) => `${code} x ${n}`);
      const doubleClicks = flows.reduce((sum, f) => sum + f.doubleClicks.tried, 0);
      const sentTransfers = flows.reduce((sum, f) => sum + f.expected.transferred, 0n);
      console.log(
        [
          `soak: ${users.length} users, ${seconds.toFixed(1)} s, seed ${SEED}`,
          `  flows: ${flows.length} started, ${finished.length} finished, ${failed.length} failed, ${flows.length - finished.length - failed.length} unfinished at the deadline`,
          `  requests: ${requests} (${(requests / seconds).toFixed(0)}/s), p50 ${traffic.percentile(50).toFixed(1)} ms, p95 ${traffic.percentile(95).toFixed(1)} ms, p99 ${traffic.percentile(99).toFixed(1)} ms`,
          `  4xx by code: ${byCode.join(', ') || 'none'} (double clicks sent: ${doubleClicks}, each exactly one 200 and one 409)`,
          `  5xx: ${traffic.serverErrors.length}`,
          `  most time: ${traffic.slowest().join('; ')}`,
          `  money: ${money.das} DAs, ${money.completed} completed; agreed FDA total of completed ${money.fda_agreed_completed}, settled for them ${money.settled_completed}; ` +
            `agreed PDA total ${money.pda_agreed_all}; transferred ${money.transferred_all} (flows sent ${formatCents(sentTransfers)})`,
          `  mismatches: unbalanced ${money.unbalanced}, PDA totals ${money.pda_total_mismatch}, FDA totals ${money.fda_total_mismatch}, advances ${money.advance_mismatch}, prefunding ${money.prefunding_mismatch}, overpaid ${money.overpaid}, confirmed short ${money.done_short}`,
        ].join('\n'),
      );
      // What the server logged for each 5xx (its error and stack), so a failed run says why.
      if (traffic.serverErrors.length) {
        const errors = t.logs.entries().filter((line) => Number(line.level) >= 50);
        console.log(errors.map((line) => JSON.stringify(line.err ?? line.msg)).join('\n'));
      }
      expect(traffic.serverErrors).toEqual([]);
      expect(failed.map((f) => f.failed)).toEqual([]);
      expect(finished.length).toBeGreaterThan(0);
      for (const flow of finished) {
        const row = stored.get(flow.da)!;
        expect(row.status).toBe('da_completed');
        expect(row.pda).toBe(formatCents(flow.expected.pdaScreened));
        expect(row.fda).toBe(formatCents(flow.expected.fdaScreened));
      }
      expect(money).toMatchObject({
        completed: finished.length,
        unbalanced: 0,
        pda_total_mismatch: 0,
        fda_total_mismatch: 0,
        advance_mismatch: 0,
        prefunding_mismatch: 0,
        overpaid: 0,
        done_short: 0,
      });
      expect(money.settled_completed).toBe(money.fda_agreed_completed);
      expect(money.transferred_all).toBe(formatCents(sentTransfers));
    },
    (SECONDS + 120) * 1000,
  );
});

describe.skipIf(onPostgres)('soak on PGlite', () => {
  it.skip('needs PostgreSQL: PGlite runs one connection (set TEST_DATABASE_URL)', () => {});
});
