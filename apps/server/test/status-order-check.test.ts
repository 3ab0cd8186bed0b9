import { portCallStatuses, statusOrder } from '@portledger/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

/**
 * `port_calls.status_order` must be its status's order (migration 0015, decision 027): the list's
 * and the Today dashboard's status conditions name the orders as well so the scope indexes serve
 * them, which is exact only while the database refuses any other pairing.
 */
let t: TestApp;
let portCallId: number;

beforeAll(async () => {
  t = await startTestApp();
  // A port call made through the API, as the app writes them.
  portCallId = (await (await portCallWorld(t)).acceptedPortCall()).id;
});
afterAll(() => t.close());

/** Sets the pair inside a transaction that is always rolled back; answers the database's error, if any. */
async function tryPair(status: string, order: number): Promise<string | null> {
  const rolledBack = new Error('rolled back');
  try {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`update port_calls set status = ${status}, status_order = ${order} where id = ${portCallId}`,
      );
      throw rolledBack;
    });
  } catch (error) {
    if (error === rolledBack) return null;
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return 'not rolled back';
}

describe('port_calls_status_order_matches', () => {
  it('accepts every status of the contracts with its own order, and nothing else', async () => {
    for (const status of portCallStatuses) {
      expect(await tryPair(status, statusOrder(status)), status).toBeNull();
      expect(await tryPair(status, statusOrder(status) + 1), status).toMatch(
        /port_calls_status_order_matches/,
      );
    }
    expect(await tryPair('not_a_status', 1)).toMatch(/port_calls_status_order_matches/);
  });
});
