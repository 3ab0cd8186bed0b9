import { schema } from '@portledger/db';
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof portCallWorld>>;

beforeAll(async () => {
  t = await startTestApp();
  w = await portCallWorld(t);
});
afterAll(() => t.close());

type Account = { id: number; bank_name: string; account_title: string; account_mask: string | null };

/** An approved PDA with a 50 % advance: the payment the principal instructs. */
async function advancePayment() {
  return (await w.approvedPda('1000')).advance;
}

async function activeAccountsOf(companyId: number) {
  const rows = await t.database.db
    .select({ id: schema.bankAccounts.id, active: schema.bankAccounts.isActive })
    .from(schema.bankAccounts)
    .innerJoin(schema.entities, eq(schema.entities.id, schema.bankAccounts.entityId))
    .where(or(eq(schema.entities.id, companyId), eq(schema.entities.parentId, companyId)));
  return rows.filter((row) => row.active).map((row) => row.id);
}

describe('GET /payments/{id}/receiver_accounts', () => {
  it("lists the agent's active accounts, masked, to the principal instructing an advance", async () => {
    const advance = await advancePayment();
    const response = await w.call('principal', 'GET', `/payments/${advance.id}/receiver_accounts`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as { company_name: string; objects: Account[] };
    expect(data.company_name).not.toBe('');
    const expected = await activeAccountsOf(w.ids.agentCompany);
    expect(expected.length).toBeGreaterThan(0);
    expect(data.objects.map((a) => a.id).sort()).toEqual(expected.sort());
    for (const account of data.objects) {
      expect(account).not.toHaveProperty('iban');
      expect(account).not.toHaveProperty('account_number');
      if (account.account_mask) expect(account.account_mask).toMatch(/^•••• .{1,4}$/);
    }
    // One of them is accepted by the instructions: the list is what the server takes.
    const instructed = await w.call(
      'principal',
      'POST',
      `/das/${(await daOf(advance.id)).da_id}/pda_submit_payment_instructions`,
      {
        lock_version: (await daOf(advance.id)).lock_version,
        payment_id: advance.id,
        bank_account_id: data.objects[0]!.id,
        payment_mode: 'swift',
        due_on: '2099-12-01',
      },
    );
    expect(instructed.statusCode, instructed.body).toBe(200);
  });

  it('leaves out deactivated accounts', async () => {
    const advance = await advancePayment();
    const [first] = await activeAccountsOf(w.ids.agentCompany);
    await t.database.db
      .update(schema.bankAccounts)
      .set({ isActive: false })
      .where(eq(schema.bankAccounts.id, first!));
    const response = await w.call('principal', 'GET', `/payments/${advance.id}/receiver_accounts`);
    const ids = (response.json().data.objects as Account[]).map((a) => a.id);
    expect(ids).not.toContain(first);
    await t.database.db
      .update(schema.bankAccounts)
      .set({ isActive: true })
      .where(eq(schema.bankAccounts.id, first!));
  });

  it('answers 404 to a principal who cannot see the payment, and for unknown ids', async () => {
    const advance = await advancePayment();
    const response = await w.call('principal2', 'GET', `/payments/${advance.id}/receiver_accounts`);
    expect(response.statusCode).toBe(404);
    expect((await w.call('principal', 'GET', '/payments/999999/receiver_accounts')).statusCode).toBe(404);
  });

  it('answers 403 to agents and operators: only the principal gives instructions', async () => {
    const advance = await advancePayment();
    for (const user of ['agent', 'agent2', 'operator']) {
      const response = await w.call(user, 'GET', `/payments/${advance.id}/receiver_accounts`);
      expect(response.statusCode, user).toBe(403);
    }
  });
});

async function daOf(paymentId: number) {
  const response = await w.call('principal', 'GET', `/payments/${paymentId}`);
  return response.json().data.object as { da_id: number; lock_version: number };
}
