import { schema } from '@portledger/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestTransferDay } from '../src/modules/payments/payment-steps.ts';
import { auth, startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof portCallWorld>>;

beforeAll(async () => {
  t = await startTestApp();
  w = await portCallWorld(t);
});
afterAll(() => t.close());

type Obj = Record<string, unknown> & { id: number; lock_version: number };
const obj = (response: { json(): { data: { object: Obj } } }) => response.json().data.object;
/** A day counted from the server's UTC date: day(0) is today, day(1) tomorrow. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** An advance of USD 1,234.50 (a PDA of 2,469.00 at 50 %), instructed and checked: the principal may pay. */
async function payableAdvance() {
  const { pc, advance } = await w.approvedPda('2469');
  const da = pc.da.id;
  const accountId = await w.agentAccountId();
  const instructed = await w.call('principal', 'POST', `/das/${da}/pda_submit_payment_instructions`, {
    lock_version: advance!.lock_version,
    payment_id: advance!.id,
    bank_account_id: accountId,
    payment_mode: 'swift',
    due_on: day(10),
  });
  expect(instructed.statusCode, instructed.body).toBe(200);
  const checked = await w.call('operator', 'POST', `/payments/${advance!.id}/check`, {
    lock_version: obj(instructed).lock_version,
  });
  expect(checked.statusCode, checked.body).toBe(200);
  return obj(checked);
}

const submit = (payment: Obj, body: Record<string, unknown>, language = 'en-US') =>
  t.app.inject({
    method: 'POST',
    url: `/uapi/payments/${payment.id}/submit`,
    headers: { ...auth(w.tokens.principal), 'accept-language': language },
    payload: { lock_version: payment.lock_version, ...body },
  });

describe('recording a transfer', () => {
  it('refuses more than remains with the amount written in the field error too, in both languages', async () => {
    const payment = await payableAdvance();
    expect(payment.amount).toBe('1234.50');
    const body = { transferred_on: day(0), transferred_amount: '1234.51' };

    const en = await submit(payment, body);
    expect(en.statusCode).toBe(422);
    expect(en.json().msg).toBe('At most USD 1,234.50 remain to be paid');
    expect(en.json().data.errors).toEqual([
      { field: 'transferred_amount', message: 'At most USD 1,234.50 remain to be paid' },
    ]);

    const zh = await submit(payment, body, 'zh-CN');
    expect(zh.statusCode).toBe(422);
    expect(zh.json().msg).toBe('最多还需支付 USD 1,234.50');
    expect(zh.json().data.errors).toEqual([
      { field: 'transferred_amount', message: '最多还需支付 USD 1,234.50' },
    ]);

    // After a part payment the error names what is left.
    const part = await submit(payment, { transferred_on: day(0), transferred_amount: '1000' });
    expect(part.statusCode, part.body).toBe(200);
    const rest = await submit(obj(part), body);
    expect(rest.json().data.errors[0].message).toBe('At most USD 234.50 remain to be paid');
  });

  it('refuses a transfer date after today, allowing one day ahead for payers east of UTC', async () => {
    const payment = await payableAdvance();
    const amount = { transferred_amount: '100' };
    await t.database.db.update(schema.users).set({ locale: 'en-US' }).where(eq(schema.users.name, 'agent'));

    for (const on of ['2030-01-01', day(2)]) {
      const en = await submit(payment, { ...amount, transferred_on: on });
      expect(en.statusCode, on).toBe(422);
      expect(en.json().msg).toBe('The transfer date cannot be later than today');
      expect(en.json().data.errors).toEqual([
        { field: 'transferred_on', message: 'The transfer date cannot be later than today' },
      ]);
    }
    const zh = await submit(payment, { ...amount, transferred_on: '2030-01-01' }, 'zh-CN');
    expect(zh.json().data.errors).toEqual([{ field: 'transferred_on', message: '转账日期不能晚于今天' }]);
    // Nothing was recorded by the refusals.
    const unchanged = obj(await w.call('principal', 'GET', `/payments/${payment.id}`));
    expect(unchanged).toMatchObject({ transferred_amount: null, lock_version: payment.lock_version });

    // Today and the server's tomorrow (already today east of UTC) are accepted.
    const tomorrow = await submit(payment, { ...amount, transferred_on: day(1) });
    expect(tomorrow.statusCode, tomorrow.body).toBe(200);
    const today = await submit(obj(tomorrow), { transferred_amount: '150', transferred_on: day(0) });
    expect(today.statusCode, today.body).toBe(200);
    expect(obj(today).transferred_amount).toBe('250.00');

    // The agent, now reading English, is told of each part payment by its own amount.
    const titles = await t.database.db
      .select({ title: schema.notifications.title, content: schema.notifications.content })
      .from(schema.notifications)
      .where(eq(schema.notifications.link, `/das-mgmt/${payment.port_call_id}/payment/${payment.id}`))
      .orderBy(asc(schema.notifications.id));
    expect(titles.slice(-2).map((n) => n.title.replace(/^PL-\d{4}-\d{6}/, 'REF'))).toEqual([
      'REF: USD 100.00 paid in part for the advance',
      'REF: USD 150.00 paid in part for the advance',
    ]);
    expect(titles.at(-1)!.content).toMatch(
      /recorded a part payment of USD 150\.00 for PAY-\d{4}-\d{6}: USD 250\.00 paid so far, USD 984\.50 still due\.$/,
    );
  });

  it('takes the latest transfer day as the UTC date plus one, whatever the hour', () => {
    expect(latestTransferDay(new Date('2026-11-27T00:00:00Z'))).toBe('2026-11-28');
    expect(latestTransferDay(new Date('2026-11-27T23:59:59Z'))).toBe('2026-11-28');
    expect(latestTransferDay(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
  });
});
