import type { PortCallStatus } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { asc } from 'drizzle-orm';
import type { TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

type Json = Record<string, unknown> & { id: number; lock_version: number };
type User = 'principal' | 'agent' | 'operator';

/**
 * Port calls of principal and agent driven through the API to a given status, so that a fuzzed
 * workflow step meets a DA it may act on and its input reaches the use case and the database
 * (on the matrix's settled DAs every step but one stops at the status check).
 */
export interface StagedContext {
  w: Awaited<ReturnType<typeof portCallWorld>>;
  costItem: number;
  /** The agent's bank account the principal pays into. */
  agentAccount: number;
  principalLegalEntity: number;
  agentCompany: number;
}

/** What staging needs, without the matrix's two settled sides (for tests that need only DAs). */
export async function stagingContext(t: TestApp): Promise<StagedContext> {
  const w = await portCallWorld(t);
  const [item] = await t.database.db
    .select({ id: schema.costItems.id })
    .from(schema.costItems)
    .orderBy(asc(schema.costItems.id))
    .limit(1);
  const account = await w.call('agent', 'POST', '/bank_accounts', {
    entity_id: w.ids.agentCompany,
    bank_name: 'Staging Bank',
    account_title: 'agent',
    account_number: '7700123',
  });
  if (account.statusCode !== 200) throw new Error(`bank account: ${account.body}`);
  return {
    w,
    costItem: item!.id,
    agentAccount: account.json().data.object.id,
    principalLegalEntity: w.ids.legalEntity,
    agentCompany: w.ids.agentCompany,
  };
}

export function stagedDas(x: StagedContext) {
  const { w, agentAccount } = x;
  const call = async (user: User, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await w.call(user, method, url, payload);
    if (response.statusCode !== 200) throw new Error(`${user} ${method} ${url}: ${response.body}`);
    return response.json().data.object as Json;
  };

  /** One port call taken step by step until its status is `target`; answers its DA's id. */
  async function daAt(target: PortCallStatus): Promise<number> {
    const pc = await call('principal', 'POST', '/port_calls', {
      vessel_id: w.ids.vessel,
      voyage_no: 'FZ1',
      port_id: w.ids.port,
      eta: '2026-12-10T06:00:00Z',
      legal_entity_id: x.principalLegalEntity,
      agent_entity_id: x.agentCompany,
      agent_nomination_type: 'ona',
      activities: [{ activity_type_id: w.ids.loading }],
    });
    const da = (pc.da as { id: number }).id;
    const status = async () => (await call('principal', 'GET', `/port_calls/${pc.id}`)).status as string;
    const act = async (user: User, action: string, body: Record<string, unknown> = {}) => {
      const { lock_version } = await call(user, 'GET', `/das/${da}`);
      await call(user, 'POST', `/das/${da}/${action}`, { lock_version, ...body });
    };
    const pay = async (type: 'advance' | 'balance', payer: User, receiver: User) => {
      const rows = (await w.call('principal', 'GET', `/payments?port_call_id_eq=${pc.id}`)).json().data
        .objects as (Json & { payment_type: string; amount: string })[];
      const payment = rows.find((row) => row.payment_type === type)!;
      const doc = type === 'advance' ? 'pda' : 'fda';
      let p = await call('principal', 'POST', `/das/${da}/${doc}_submit_payment_instructions`, {
        lock_version: payment.lock_version,
        payment_id: payment.id,
        bank_account_id: agentAccount,
        payment_mode: 'swift',
        due_on: '2099-12-15',
      });
      p = await call('operator', 'POST', `/payments/${p.id}/check`, { lock_version: p.lock_version });
      p = await call(payer, 'POST', `/payments/${p.id}/submit`, {
        lock_version: p.lock_version,
        transferred_on: '2026-11-25',
        transferred_amount: payment.amount,
      });
      await call(receiver, 'POST', `/payments/${p.id}/confirm_receipt`, { lock_version: p.lock_version });
    };
    const steps: (() => Promise<unknown>)[] = [
      () => call('principal', 'POST', `/port_calls/${pc.id}/submit`, { lock_version: pc.lock_version }),
      async () => {
        const { lock_version } = await call('agent', 'GET', `/port_calls/${pc.id}`);
        return call('agent', 'POST', `/port_calls/${pc.id}/accept`, { lock_version });
      },
      () =>
        act('agent', 'pda_submit', {
          cost_items_attributes: [{ cost_item_id: x.costItem, pda_quoted_price: '1000' }],
        }),
      () => act('operator', 'pda_start_screening'),
      () => act('operator', 'pda_submit_screening', { screening_summary: 'fuzz screening' }),
      () => act('principal', 'pda_approve', { prefunding_agreed_percent: '50' }),
      () => pay('advance', 'principal', 'agent'),
      async () => {
        const line = ((await call('agent', 'GET', `/das/${da}`)).lines as Json[])[0]!.id;
        await act('agent', 'fda_submit', {
          cost_items_attributes: [{ id: line, fda_quoted_price: '1200', fda_variance_reason: 'other' }],
        });
      },
      () => act('operator', 'fda_start_screening'),
      () => act('operator', 'fda_submit_screening', { screening_summary: 'fuzz screening' }),
    ];
    for (const step of steps) {
      if ((await status()) === target) return da;
      await step();
    }
    if ((await status()) === target) return da;
    throw new Error(`no staged DA reaches ${target}`);
  }
  return { daAt };
}
