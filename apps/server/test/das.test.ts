import { schema } from '@portledger/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof portCallWorld>>;
let agency = 0;
let pilotage = 0;

beforeAll(async () => {
  t = await startTestApp();
  w = await portCallWorld(t);
  const rows = await t.database.db
    .select({ id: schema.costItems.id, grouping: schema.costItemCategories.grouping })
    .from(schema.costItems)
    .innerJoin(schema.costItemCategories, eq(schema.costItemCategories.id, schema.costItems.categoryId))
    .orderBy(asc(schema.costItems.id));
  agency = rows.find((row) => row.grouping === 'agency_remuneration')!.id;
  pilotage = rows.find((row) => row.grouping === 'port_costs')!.id;
});
afterAll(() => t.close());

type Da = {
  id: number;
  lock_version: number;
  status: string;
  lines: Array<Record<string, unknown> & { id: number; comments: Array<{ user: { name: string } }> }>;
  pda: Record<string, string | null>;
  fda: Record<string, string | null>;
  prefunding_amount: string | null;
};
/** The user's newest notification, read with the app in `locale` (decision 050). */
async function latestNotification(
  user: string,
  locale: 'en-US' | 'zh-CN' = 'en-US',
): Promise<{ title: string; content: string }> {
  const response = await t.app.inject({
    url: '/uapi/notifications?page=1&per_page=1',
    headers: { authorization: w.tokens[user]!, 'accept-language': locale },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.objects[0];
}

const daOf = (response: { json(): { data: { object: Da } } }) => response.json().data.object;

async function quotedPda() {
  const pc = await w.acceptedPortCall();
  const saved = await w.call('agent', 'POST', `/das/${pc.da.id}/pda_draft`, {
    lock_version: 0,
    prefunding_requested_percent: 60,
    cost_items_attributes: [
      {
        cost_item_id: agency,
        pda_quoted_price: '1500',
        comments_attributes: [{ content: 'Flat fee', user_id: 1 }],
      },
      { cost_item_id: pilotage, pda_quoted_price: 2250.75 },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { pc, da: daOf(saved) };
}

describe('the PDA', () => {
  it('is quoted by the agent with exact totals and comments authored by the session user', async () => {
    const { da } = await quotedPda();
    expect(da.status).toBe('pda_under_creation');
    expect(da.pda).toMatchObject({
      quoted: '3750.75',
      agency_remuneration: '1500.00',
      port_costs: '2250.75',
    });
    expect(da.lines[0]!.pda_quoted_price).toBe('1500.00');
    expect(da.lines[0]!.comments[0]!.user.name).toBe('王磊 Wang Lei');
  });

  it('refuses prices and steps that are not the caller’s, and changes nothing', async () => {
    const { pc, da } = await quotedPda();
    const line = da.lines[0]!.id;
    const agreed = await w.call('agent', 'POST', `/das/${da.id}/pda_draft`, {
      lock_version: da.lock_version,
      cost_items_attributes: [{ id: line, pda_agreed_price: '1.00' }],
    });
    expect(agreed.statusCode).toBe(403);
    expect(
      (await w.call('principal', 'POST', `/das/${da.id}/pda_draft`, { lock_version: da.lock_version }))
        .statusCode,
    ).toBe(403);
    const early = await w.call('operator', 'POST', `/das/${da.id}/pda_start_screening`, {
      lock_version: da.lock_version,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().data.status).toBe('pda_under_creation');
    const stale = await w.call('agent', 'POST', `/das/${da.id}/pda_draft`, { lock_version: 0 });
    expect(stale.statusCode).toBe(409);
    const bad = await w.call('agent', 'POST', `/das/${da.id}/pda_draft`, {
      lock_version: da.lock_version,
      cost_items_attributes: [{ id: line, pda_quoted_price: '-5' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors).toEqual([
      {
        field: 'cost_items_attributes.0.pda_quoted_price',
        message: 'PDA quoted price must be an amount of 0 or more with at most 2 decimals',
      },
    ]);
    // A JSON number cannot carry every cent of a 16-digit amount: refused, not misread (nor a 500).
    const huge = await w.call('agent', 'POST', `/das/${da.id}/pda_draft`, {
      lock_version: da.lock_version,
      cost_items_attributes: [{ id: line, pda_quoted_price: 9_007_199_254_740_991 }],
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().data.errors[0].field).toBe('cost_items_attributes.0.pda_quoted_price');
    const after = daOf(await w.call('agent', 'GET', `/das/${da.id}`));
    expect(after.lock_version).toBe(da.lock_version);
    expect(after.pda.quoted).toBe('3750.75');
    expect((await w.call('principal2', 'GET', `/das/${da.id}`)).statusCode).toBe(404);
    expect(
      (await w.call('agent2', 'POST', `/das/${da.id}/pda_submit`, { lock_version: da.lock_version }))
        .statusCode,
    ).toBe(404);
    expect(pc.id).toBeGreaterThan(0);
  });

  it('cannot be submitted without cost items', async () => {
    const pc = await w.acceptedPortCall();
    const empty = await w.call('agent', 'POST', `/das/${pc.da.id}/pda_submit`, { lock_version: 0 });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().msg).toBe('please complete Expense Categories and Costs');
  });

  it('goes through screening and approval with exact savings and prefunding', async () => {
    const { da } = await quotedPda();
    const [agencyLine, pilotLine] = da.lines.map((line) => line.id);
    const submitted = daOf(
      await w.call('agent', 'POST', `/das/${da.id}/pda_submit`, { lock_version: da.lock_version }),
    );
    expect(submitted.status).toBe('pda_pending_screening');
    const started = daOf(
      await w.call('operator', 'POST', `/das/${da.id}/pda_start_screening`, {
        lock_version: submitted.lock_version,
      }),
    );

    const noSummary = await w.call('operator', 'POST', `/das/${da.id}/pda_submit_screening`, {
      lock_version: started.lock_version,
      cost_items_attributes: [{ id: pilotLine, pda_screened_price: '2000.00' }],
    });
    expect(noSummary.statusCode).toBe(400);
    expect(noSummary.json().data.errors).toContainEqual({
      field: 'screening_summary',
      message: 'Please input screening summary',
    });
    const unchanged = daOf(await w.call('operator', 'GET', `/das/${da.id}`));
    expect(unchanged.lines[1]!.pda_screened_price).toBeNull();

    const screened = daOf(
      await w.call('operator', 'POST', `/das/${da.id}/pda_submit_screening`, {
        lock_version: started.lock_version,
        screening_summary: 'Pilotage above tariff',
        cost_items_attributes: [{ id: pilotLine, pda_screened_price: '2000.00' }],
      }),
    );
    expect(screened.status).toBe('pda_pending_approval');
    expect(screened.pda.screened).toBe('3500.00');
    const agentView = daOf(await w.call('agent', 'GET', `/das/${da.id}`));
    expect(agentView.lines[1]!.pda_screened_price).toBeNull();

    const noPrefunding = await w.call('principal', 'POST', `/das/${da.id}/pda_approve`, {
      lock_version: screened.lock_version,
    });
    expect(noPrefunding.statusCode).toBe(400);
    expect(noPrefunding.json().data.errors[0].message).toBe('Please fill Prefunding');

    const approved = daOf(
      await w.call('principal', 'POST', `/das/${da.id}/pda_approve`, {
        lock_version: screened.lock_version,
        prefunding_agreed_percent: '50',
        cost_items_attributes: [{ id: agencyLine, pda_agreed_price: '1400.01' }],
      }),
    );
    expect(approved.status).toBe('pda_approved');
    expect(approved.pda).toMatchObject({ quoted: '3750.75', agreed: '3400.01', savings: '350.74' });
    expect(approved.prefunding_amount).toBe('1700.01');
    expect(approved.lines[0]!.pda_savings).toBe('99.99');
    const agentAfter = daOf(await w.call('agent', 'GET', `/das/${da.id}`));
    expect(agentAfter.lines[0]!.pda_agreed_price).toBe('1400.01');
  });

  it('lets exactly one of two concurrent approvals win', async () => {
    const { da } = await quotedPda();
    const s1 = daOf(
      await w.call('agent', 'POST', `/das/${da.id}/pda_submit`, { lock_version: da.lock_version }),
    );
    const s2 = daOf(
      await w.call('operator', 'POST', `/das/${da.id}/pda_start_screening`, {
        lock_version: s1.lock_version,
      }),
    );
    const s3 = daOf(
      await w.call('operator', 'POST', `/das/${da.id}/pda_submit_screening`, {
        lock_version: s2.lock_version,
        screening_summary: 'OK',
      }),
    );
    const body = { lock_version: s3.lock_version, prefunding_agreed_percent: '100' };
    const results = await Promise.all([
      w.call('principal', 'POST', `/das/${da.id}/pda_approve`, body),
      w.call('principal', 'POST', `/das/${da.id}/pda_approve`, body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('takes comments from anyone who sees the DA, never from others', async () => {
    const { da } = await quotedPda();
    const line = da.lines[0]!.id;
    const ok = await w.call('operator', 'POST', '/comments', {
      cost_line_id: line,
      document: 'pda',
      content: 'Receipt?',
    });
    expect(ok.statusCode).toBe(200);
    const foreign = await w.call('agent2', 'POST', '/comments', {
      cost_line_id: line,
      document: 'pda',
      content: 'x',
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('the FDA', () => {
  it('is queried, answered, declined with a reason, resubmitted and approved', async () => {
    const { pc, da } = await quotedPda();
    // Advance payments arrive with the payments issue: start from the status they lead to.
    await t.database.db
      .update(schema.portCalls)
      .set({ status: 'advance_confirmed_fda_pending_creation', statusOrder: 9 })
      .where(eq(schema.portCalls.id, pc.id));
    const line = da.lines[1]!.id;
    let v = da.lock_version;
    const step = async (user: string, action: string, body: Record<string, unknown> = {}) => {
      const response = await w.call(user, 'POST', `/das/${da.id}/${action}`, { lock_version: v, ...body });
      expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
      const object = daOf(response);
      v = object.lock_version;
      return object;
    };
    await step('agent', 'fda_submit', {
      cost_items_attributes: [
        { id: line, fda_quoted_price: '2400.00', fda_variance_reason: 'other' },
        { cost_item_id: agency, fda_quoted_price: '100', fda_variance_reason: 'other' },
      ],
    });
    await step('operator', 'fda_start_screening');
    const noQuery = await w.call('operator', 'POST', `/das/${da.id}/fda_raise_query`, { lock_version: v });
    expect(noQuery.statusCode).toBe(400);
    await step('operator', 'fda_raise_query', { query: 'Why is pilotage higher than the PDA?' });
    expect((await latestNotification('agent', 'zh-CN')).content).toMatch(
      /质询内容：“Why is pilotage higher than the PDA\?”。请答复。$/,
    );
    expect((await latestNotification('agent')).content).toMatch(
      /Query: “Why is pilotage higher than the PDA\?”\. Please answer it\.$/,
    );
    await step('agent', 'fda_answer_query', { answer: 'Extra tug requested by the master' });
    expect((await latestNotification('operator')).content).toMatch(
      /Answer: “Extra tug requested by the master”\. Please go on screening the FDA\.$/,
    );
    const screened = await step('operator', 'fda_submit_screening', {
      screening_summary: 'Accepted with receipt',
    });
    expect(screened.status).toBe('fda_pending_approval');
    expect(screened.fda.quoted).toBe('2500.00');
    const noReason = await w.call('principal', 'POST', `/das/${da.id}/fda_decline`, { lock_version: v });
    expect(noReason.statusCode).toBe(400);
    const declined = await step('principal', 'fda_decline', { decline_reason: 'Attach the tug receipt' });
    expect(declined.status).toBe('fda_in_query');
    // The agent's notification says why, and what to do about it.
    expect((await latestNotification('agent', 'zh-CN')).content).toMatch(
      /退回原因：“Attach the tug receipt”。请修改 FDA 后重新提交。$/,
    );
    await step('agent', 'fda_submit');
    await step('operator', 'fda_start_screening');
    await step('operator', 'fda_submit_screening', { screening_summary: 'Receipt seen' });
    const approved = await step('principal', 'fda_approve', {
      cost_items_attributes: [{ id: line, fda_agreed_price: '2300' }],
    });
    expect(approved.status).toBe('fda_approved');
    expect((await latestNotification('agent', 'zh-CN')).content).toMatch(/接下来结算尾款。$/);
    expect(approved.fda).toMatchObject({ quoted: '2500.00', agreed: '2400.00', savings: '100.00' });
  });
});
