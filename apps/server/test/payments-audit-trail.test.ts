import { schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, login, startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

/**
 * The payment steps' trail in the port call's operation log (field-level, both languages) and the
 * receiver-account list's order by the payment's currency.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof portCallWorld>>;
let principalToken: string;

beforeAll(async () => {
  t = await startTestApp();
  w = await portCallWorld(t);
  principalToken = (await login(t.app, 'principal')).token!;
});
afterAll(() => t.close());

type Obj = Record<string, unknown> & { id: number; lock_version: number; currency: string };
type Change = { field: string; label: string; before: string | null; after: string | null };
type Entry = { action: string; note: string | null; changes: Change[] };
type Account = { id: number; currency: string | null; bank_name: string; account_mask: string | null };

const obj = (response: { statusCode: number; body: string; json(): { data: { object: Obj } } }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.object;
};

/** An approved PDA with a 50 % advance of 500.00: the payment the principal instructs. */
async function advance() {
  const { pc, advance: payment } = await w.approvedPda('1000');
  return { pc, payment };
}

/** A new active account of the agent company, in `currency`, its number ending in `last4`. */
async function agentAccount(bankName: string, currency: string | null, last4: string) {
  const [row] = await t.database.db
    .insert(schema.bankAccounts)
    .values({
      entityId: w.ids.agentCompany,
      bankName,
      accountTitle: 'Fixture Agency Ltd',
      accountNumber: `6222 0000 ${last4}`,
      currency,
    })
    .returning({ id: schema.bankAccounts.id });
  return row!.id;
}

async function logsOf(portCallId: number, locale: 'en-US' | 'zh-CN') {
  const response = await t.app.inject({
    url: `/uapi/port_calls/${portCallId}/logs`,
    headers: { ...auth(principalToken), 'accept-language': locale },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.objects as Entry[];
}

const changeOf = (entry: Entry | undefined, field: string) => entry?.changes.find((c) => c.field === field);

describe('receiver accounts', () => {
  it("lists the accounts in the payment's currency before the others", async () => {
    const { payment } = await advance();
    const other = payment.currency === 'EUR' ? 'GBP' : 'EUR';
    // Sorted by bank name alone, the other currency's account would come first.
    const foreign = await agentAccount('AAA Foreign Bank', other, '1111');
    const same = await agentAccount('ZZZ Home Bank', payment.currency, '2222');
    const response = await w.call('principal', 'GET', `/payments/${payment.id}/receiver_accounts`);
    expect(response.statusCode, response.body).toBe(200);
    const accounts = response.json().data.objects as Account[];
    const ids = accounts.map((a) => a.id);
    expect(ids.indexOf(same)).toBeLessThan(ids.indexOf(foreign));
    const matching = accounts.map((a) => a.currency === payment.currency);
    // Every account in the payment's currency, then the rest: no 'true' after a 'false'.
    expect(matching).toEqual([...matching].sort((a, b) => Number(b) - Number(a)));
    expect(accounts.find((a) => a.id === foreign)?.currency).toBe(other);
  });
});

describe('the operation log of payment steps', () => {
  it('names the account, mode and due date of instructions, and what a resubmission changed', async () => {
    const { pc, payment } = await advance();
    const first = await agentAccount('First Bank', payment.currency, '9034');
    const second = await agentAccount('中国银行上海市分行', 'XTS', '9187');
    const instruct = (lockVersion: number, body: Record<string, unknown>) =>
      w.call('principal', 'POST', `/das/${pc.da.id}/pda_submit_payment_instructions`, {
        lock_version: lockVersion,
        payment_id: payment.id,
        ...body,
      });
    const one = obj(
      await instruct(payment.lock_version, {
        bank_account_id: first,
        payment_mode: 'swift',
        due_on: '2099-12-01',
      }),
    );
    const revoked = obj(
      await w.call('principal', 'POST', `/payments/${payment.id}/revoke`, { lock_version: one.lock_version }),
    );
    obj(
      await instruct(revoked.lock_version, {
        bank_account_id: second,
        payment_mode: 'telegraphic_transfer',
        due_on: '2099-12-01',
        invoice_on: '2026-11-20',
      }),
    );

    const en = (await logsOf(pc.id, 'en-US')).filter((e) => e.action === 'pda_submit_payment_instructions');
    expect(en).toHaveLength(2);
    // The first instructions: every field from nothing, the account masked with its bank.
    expect(changeOf(en[0], 'bank_account_id')).toMatchObject({
      label: 'Bank account',
      before: null,
      after: `•••• 9034 · ${payment.currency} · First Bank`,
    });
    expect(changeOf(en[0], 'payment_mode')).toMatchObject({
      label: 'Payment mode',
      before: null,
      after: 'SWIFT wire',
    });
    expect(changeOf(en[0], 'due_on')).toMatchObject({ label: 'Due date', before: null, after: '2099-12-01' });
    expect(changeOf(en[0], 'status')).toBeDefined();
    // The resubmission: the account and mode moved, the unchanged due date is not repeated.
    expect(changeOf(en[1], 'bank_account_id')).toMatchObject({
      before: `•••• 9034 · ${payment.currency} · First Bank`,
      after: '•••• 9187 · XTS · 中国银行上海市分行',
    });
    expect(changeOf(en[1], 'payment_mode')).toMatchObject({
      before: 'SWIFT wire',
      after: 'Telegraphic transfer (T/T)',
    });
    expect(changeOf(en[1], 'invoice_on')).toMatchObject({
      label: 'Invoice date',
      before: null,
      after: '2026-11-20',
    });
    expect(changeOf(en[1], 'due_on')).toBeUndefined();
    // Never the full account number.
    expect(JSON.stringify(en)).not.toContain('6222 0000');
    // The desk checking the instructions sees the account's currency (its dialog warns of XTS vs the payment's).
    const checked = await w.call('operator', 'GET', `/payments/${payment.id}`);
    expect(checked.json().data.object.bank_account).toMatchObject({ currency: 'XTS' });

    const zh = (await logsOf(pc.id, 'zh-CN')).filter((e) => e.action === 'pda_submit_payment_instructions');
    expect(changeOf(zh[1], 'bank_account_id')?.label).toBe('银行账户');
    expect(changeOf(zh[1], 'payment_mode')).toMatchObject({
      label: '付款方式',
      before: 'SWIFT 汇款',
      after: '电汇 (T/T)',
    });
    expect(changeOf(zh[1], 'invoice_on')?.label).toBe('发票日期');
  });

  it('gives each transfer its date and the number of documents', async () => {
    const { pc, payment } = await advance();
    const account = await agentAccount('Transfer Bank', payment.currency, '4300');
    let p = obj(
      await w.call('principal', 'POST', `/das/${pc.da.id}/pda_submit_payment_instructions`, {
        lock_version: payment.lock_version,
        payment_id: payment.id,
        bank_account_id: account,
        payment_mode: 'swift',
        due_on: '2099-12-01',
      }),
    );
    p = obj(await w.call('operator', 'POST', `/payments/${p.id}/check`, { lock_version: p.lock_version }));
    // The payer's own uploads: only the uploader may attach a file.
    const [uploader] = await t.database.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.name, 'principal'));
    const files = await t.database.db
      .insert(schema.files)
      .values(
        ['remittance.pdf', 'invoice.pdf'].map((name) => ({
          uploadedById: uploader!.id,
          originalFilename: name,
          contentType: 'application/pdf',
          byteSize: 1,
          sha256: '0'.repeat(64),
        })),
      )
      .returning({ id: schema.files.id });
    p = obj(
      await w.call('principal', 'POST', `/payments/${p.id}/submit`, {
        lock_version: p.lock_version,
        transferred_on: '2026-11-02',
        transferred_amount: '200.00',
        file_ids: files.map((f) => f.id),
      }),
    );
    obj(
      await w.call('principal', 'POST', `/payments/${p.id}/submit`, {
        lock_version: p.lock_version,
        transferred_on: '2026-11-02',
        transferred_amount: '300.00',
      }),
    );

    const en = (await logsOf(pc.id, 'en-US')).filter((e) => e.action === 'payment_submit');
    expect(en).toHaveLength(2);
    expect(changeOf(en[0], 'transferred_on')).toMatchObject({
      label: 'Transferred on',
      before: null,
      after: '2026-11-02',
    });
    expect(changeOf(en[0], 'documents')).toMatchObject({
      label: 'Documents',
      before: null,
      after: '2 documents',
    });
    // The second transfer on the same day still says its date; no documents, no line for them.
    expect(changeOf(en[1], 'transferred_on')?.after).toBe('2026-11-02');
    expect(changeOf(en[1], 'transferred_amount')).toMatchObject({ before: '200.00', after: '500.00' });
    expect(changeOf(en[1], 'documents')).toBeUndefined();

    const zh = (await logsOf(pc.id, 'zh-CN')).filter((e) => e.action === 'payment_submit');
    expect(changeOf(zh[0], 'transferred_on')?.label).toBe('转账日期');
    expect(changeOf(zh[0], 'documents')).toMatchObject({ label: '单据', after: '2 份单据' });
  });
});
