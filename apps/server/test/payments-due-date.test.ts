import { paymentInstructionsRequest } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestDueDay, submitPaymentInstructions } from '../src/modules/payments/payment-steps.ts';
import { auth, sessionUserOf, startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof portCallWorld>>;

beforeAll(async () => {
  t = await startTestApp();
  w = await portCallWorld(t);
});
afterAll(() => t.close());

type Obj = Record<string, unknown> & { id: number; lock_version: number };
/** A day counted from the server's UTC date: day(0) is today, day(-1) yesterday. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** An approved PDA's advance, waiting for the principal's instructions, and the agent's account. */
async function advanceToInstruct() {
  const { pc, advance } = await w.approvedPda('2469');
  const accountId = await w.agentAccountId();
  return { pc, advance: advance as Obj, accountId };
}

const instruct = (
  { pc, advance, accountId }: Awaited<ReturnType<typeof advanceToInstruct>>,
  dueOn: string,
  language = 'en-US',
) =>
  t.app.inject({
    method: 'POST',
    url: `/uapi/das/${pc.da.id}/pda_submit_payment_instructions`,
    headers: { ...auth(w.tokens.principal), 'accept-language': language },
    payload: {
      lock_version: advance.lock_version,
      payment_id: advance.id,
      bank_account_id: accountId,
      payment_mode: 'swift',
      due_on: dueOn,
    },
  });

describe('the due date of payment instructions', () => {
  it('refuses a day before today, on the due date field, in both languages, and changes nothing', async () => {
    const world = await advanceToInstruct();

    for (const dueOn of ['2020-01-01', day(-2)]) {
      const en = await instruct(world, dueOn);
      expect(en.statusCode, dueOn).toBe(422);
      expect(en.json().msg).toBe('The due date cannot be earlier than today');
      expect(en.json().data.errors).toEqual([
        { field: 'due_on', message: 'The due date cannot be earlier than today' },
      ]);
    }
    const zh = await instruct(world, day(-2), 'zh-CN');
    expect(zh.statusCode).toBe(422);
    expect(zh.json().msg).toBe('到期日不能早于今天');
    expect(zh.json().data.errors).toEqual([{ field: 'due_on', message: '到期日不能早于今天' }]);

    const payment = (await w.call('principal', 'GET', `/payments/${world.advance.id}`)).json().data.object;
    expect(payment).toMatchObject({
      due_on: null,
      payment_mode: null,
      lock_version: world.advance.lock_version,
    });
    const portCall = (await w.call('principal', 'GET', `/port_calls/${world.pc.id}`)).json().data.object;
    expect(portCall.status).toBe('pda_approved');
  });

  it("accepts the server's yesterday, still today for payers west of UTC", async () => {
    const world = await advanceToInstruct();
    const yesterday = await instruct(world, day(-1));
    expect(yesterday.statusCode, yesterday.body).toBe(200);
    expect(yesterday.json().data.object).toMatchObject({ due_on: day(-1), payment_mode: 'swift' });
  });

  it('accepts today', async () => {
    const world = await advanceToInstruct();
    const today = await instruct(world, day(0));
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json().data.object.due_on).toBe(day(0));
  });

  it('counts from the moment the instructions are given, which the demo sets to a past day', async () => {
    const { pc, advance, accountId } = await advanceToInstruct();
    const input = paymentInstructionsRequest.parse({
      lock_version: advance.lock_version,
      payment_id: advance.id,
      bank_account_id: accountId,
      payment_mode: 'swift',
      due_on: '2026-01-09',
    });
    const base = { db: t.database.db, user: await sessionUserOf(t, 'principal'), daId: pc.da.id };
    const given = (now: Date) => submitPaymentInstructions({ ...base, document: 'pda', input, now });
    await expect(given(new Date('2026-01-11T00:00:00Z'))).rejects.toMatchObject({
      messageKey: 'payments.dueOnPast',
    });
    await given(new Date('2026-01-10T23:59:59Z'));
    const [row] = await t.database.db
      .select({ dueOn: schema.payments.dueOn })
      .from(schema.payments)
      .where(eq(schema.payments.id, advance.id));
    expect(row!.dueOn).toBe('2026-01-09');
  });

  it('takes the earliest due day as the UTC date minus one, whatever the hour', () => {
    expect(earliestDueDay(new Date('2026-11-27T00:00:00Z'))).toBe('2026-11-26');
    expect(earliestDueDay(new Date('2026-11-27T23:59:59Z'))).toBe('2026-11-26');
    expect(earliestDueDay(new Date('2027-01-01T12:00:00Z'))).toBe('2026-12-31');
  });
});
