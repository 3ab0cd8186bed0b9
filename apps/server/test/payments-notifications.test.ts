import { schema } from '@portledger/db';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inRecipientLanguage, startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof portCallWorld>>;
const users: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  w = await portCallWorld(t);
  const rows = await t.database.db
    .select({ id: schema.users.id, name: schema.users.name })
    .from(schema.users)
    .where(inArray(schema.users.name, ['principal', 'agent', 'operator']));
  for (const row of rows) users[row.name] = row.id;
});
afterAll(() => t.close());

type Obj = Record<string, unknown> & { id: number; lock_version: number };
const obj = (response: { json(): { data: { object: Obj } } }) => response.json().data.object;

/** The PAYMENT notifications of one payment, oldest first, as recipient names with their text. */
async function notificationsOf(portCallId: number, paymentId: number) {
  const rows = await t.database.db
    .select({
      userId: schema.notifications.userId,
      title: inRecipientLanguage('title'),
      content: inRecipientLanguage('content'),
      severity: schema.notifications.severity,
      area: schema.notifications.businessArea,
    })
    .from(schema.notifications)
    .where(
      and(
        eq(schema.notifications.link, `/das-mgmt/${portCallId}/payment/${paymentId}`),
        eq(schema.notifications.businessArea, 'PAYMENT'),
      ),
    )
    .orderBy(asc(schema.notifications.id));
  const names = Object.fromEntries(Object.entries(users).map(([name, id]) => [id, name]));
  return rows.map((row) => ({ ...row, to: names[row.userId] ?? `user ${row.userId}` }));
}

const agentAccount = () => w.agentAccountId();

describe('payment notifications', () => {
  it('tell the desk, the payer and the receiver of each step, in their own language', async () => {
    const { pc, advance } = await w.approvedPda('800');
    const da = pc.da.id;
    const instruct = (lockVersion: number) =>
      w.call('principal', 'POST', `/das/${da}/pda_submit_payment_instructions`, {
        lock_version: lockVersion,
        payment_id: advance.id,
        bank_account_id: bankAccount,
        payment_mode: 'swift',
        due_on: '2099-12-01',
      });
    const bankAccount = await agentAccount();

    const first = obj(await instruct(advance.lock_version));
    let seen = await notificationsOf(pc.id, advance.id);
    expect(seen.map((n) => n.to)).toEqual(['operator']);
    expect(seen[0]).toMatchObject({ area: 'PAYMENT', severity: 'info' });
    expect(seen[0]!.title).toContain('advance payment instructions to check');
    // Money and dates as the app writes them, not the raw column values.
    expect(seen[0]!.content).toContain('the advance of USD 400.00 (PAY-');
    expect(seen[0]!.content).toContain('due 01 Dec 2099');
    expect(seen[0]!.content).not.toContain('2099-12-01');

    // The principal revokes: the desk hears it; then instructs again.
    const revoked = obj(
      await w.call('principal', 'POST', `/payments/${advance.id}/revoke`, {
        lock_version: first.lock_version,
      }),
    );
    seen = await notificationsOf(pc.id, advance.id);
    expect(seen.at(-1)).toMatchObject({ to: 'operator', severity: 'warning' });
    const again = obj(await instruct(revoked.lock_version));

    const checked = obj(
      await w.call('operator', 'POST', `/payments/${advance.id}/check`, { lock_version: again.lock_version }),
    );
    seen = await notificationsOf(pc.id, advance.id);
    expect(seen.at(-1)!.to).toBe('principal');
    expect(seen.at(-1)!.title).toMatch(/: advance of USD 400\.00 ready to pay$/);
    expect(seen.at(-1)!.content).toContain('due 01 Dec 2099');

    const part = obj(
      await w.call('principal', 'POST', `/payments/${advance.id}/submit`, {
        lock_version: checked.lock_version,
        transferred_on: '2026-11-25',
        transferred_amount: '150.00',
      }),
    );
    seen = await notificationsOf(pc.id, advance.id);
    // The agent (zh-CN) reads of the part payment and what is still due, in Chinese.
    expect(seen.at(-1)!.to).toBe('agent');
    expect(seen.at(-1)!.content).toContain('部分付款 USD 150.00');
    expect(seen.at(-1)!.content).toContain('累计已付 USD 150.00，尚欠 USD 250.00');
    // Its title names this transfer as a part payment, not the whole amount as transferred.
    expect(seen.at(-1)!.title).toMatch(/：部分付款 USD 150\.00（预付款）$/);
    expect(seen.at(-1)!.title).not.toContain('400.00');
    const partTitle = seen.at(-1)!.title;

    const rest = obj(
      await w.call('principal', 'POST', `/payments/${advance.id}/submit`, {
        lock_version: part.lock_version,
        transferred_on: '2026-11-26',
        transferred_amount: '250.00',
      }),
    );
    seen = await notificationsOf(pc.id, advance.id);
    expect(seen.at(-1)!.to).toBe('agent');
    expect(seen.at(-1)!.content).toContain('确认收款');
    // The final transfer after a part payment names this transfer's amount, not the total paid,
    // and says the payment is now paid in full.
    expect(seen.at(-1)!.content).toContain('转账 USD 250.00');
    expect(seen.at(-1)!.content).not.toContain('转账 USD 400.00');
    expect(seen.at(-1)!.content).toContain('USD 400.00 的预付款现已全额付清');
    expect(seen.at(-1)!.title).toMatch(/：预付款 USD 400\.00 已转账$/);
    expect(seen.at(-1)!.title).not.toBe(partTitle);

    await w.call('agent', 'POST', `/payments/${advance.id}/confirm_receipt`, {
      lock_version: rest.lock_version,
    });
    seen = await notificationsOf(pc.id, advance.id);
    expect(seen.at(-1)).toMatchObject({ to: 'principal', severity: 'success' });
    expect(seen.at(-1)!.content).toContain('confirmed receipt of USD 400.00 for PAY-');
    // No placeholder is left unfilled in any of them, in either language.
    for (const n of seen) expect(`${n.title} ${n.content}`).not.toMatch(/[{}]/);
    // Nobody is told of their own step.
    expect(seen.length).toBe(7);
  });

  it('writes nothing when the step is refused', async () => {
    const before = await t.database.db
      .select({ id: schema.notifications.id })
      .from(schema.notifications)
      .where(like(schema.notifications.link, '%/payment/%'));
    const refused = await w.call('operator', 'POST', '/payments/999999/check', { lock_version: 0 });
    expect(refused.statusCode).toBe(404);
    const after = await t.database.db
      .select({ id: schema.notifications.id })
      .from(schema.notifications)
      .where(like(schema.notifications.link, '%/payment/%'));
    expect(after.length).toBe(before.length);
  });
});
