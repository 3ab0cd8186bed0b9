import type { RouteScope } from '../src/plugins/route-access.ts';
import { auth, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

/** The five demo users of the matrix: two companies on each side and the DA desk. */
export const matrixUsers = ['principal', 'principal2', 'agent', 'agent2', 'operator'] as const;
export type MatrixUser = (typeof matrixUsers)[number];
export type UserKindOf = 'principal' | 'agent' | 'operator';
export const kindOf = (user: MatrixUser): UserKindOf => user.replace(/2$/, '') as UserKindOf;

/** Who is "the other company" of a user: the foreign side of every object scope. */
const rival: Record<MatrixUser, MatrixUser> = {
  principal: 'principal2',
  principal2: 'principal',
  agent: 'agent2',
  agent2: 'agent',
  operator: 'principal',
};

type Json = Record<string, unknown>;
type Obj = Json & { id: number; lock_version: number };
export interface ScopedIds {
  own?: number;
  foreign?: number;
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

export function multipartPdf(name = 'matrix.pdf') {
  const boundary = '----portledger-matrix';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), PDF, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * Everything the matrix calls, made through the API: for each side (principal -> agent and
 * principal2 -> agent2) a port call run to an approved FDA (advance paid, balance pending), plus a
 * principal's draft nobody else may see, bank accounts, charterers, instruction sets, uploads.
 */
export async function matrixWorld(t: TestApp) {
  const w = await portCallWorld(t);
  const call = async (user: MatrixUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await w.call(user, method, url, payload);
    if (response.statusCode !== 200) throw new Error(`${user} ${method} ${url}: ${response.body}`);
    return response.json().data as Json & { object: Obj; objects: Obj[] };
  };
  const me = {} as Record<MatrixUser, { id: number; entity: { id: number }; legalEntity?: number }>;
  for (const user of matrixUsers) {
    const info = (await call(user, 'GET', '/users/me')).object as unknown as (typeof me)[MatrixUser] & {
      managed_entities: { id: number }[];
    };
    me[user] = { id: info.id, entity: info.entity, legalEntity: info.managed_entities[0]?.id };
  }
  const costItem = ((await call('operator', 'GET', '/cost_items/option')).objects[0] as Obj).id;
  const administered = (
    (await call('operator', 'GET', '/users?q=principal3')).objects.find(
      (row) => row.name === 'principal3',
    ) as Obj
  ).id;

  const bankAccount = {} as Record<MatrixUser, number>;
  for (const user of ['principal', 'principal2', 'agent', 'agent2'] as const) {
    bankAccount[user] = (
      await call(user, 'POST', '/bank_accounts', {
        entity_id: me[user].entity.id,
        bank_name: `Matrix Bank of ${user}`,
        account_title: user,
        account_number: `7700${me[user].id}`,
      })
    ).object.id;
  }

  const newPortCall = async (principal: MatrixUser, agent: MatrixUser) =>
    (
      await call(principal, 'POST', '/port_calls', {
        vessel_id: w.ids.vessel,
        voyage_no: 'MX1',
        port_id: w.ids.port,
        eta: '2026-12-10T06:00:00Z',
        legal_entity_id: me[principal].legalEntity,
        agent_entity_id: me[agent].entity.id,
        agent_nomination_type: 'ona',
        remarks: 'Matrix remarks',
        activities: [{ activity_type_id: w.ids.loading }],
      })
    ).object;

  /** One side's port call up to an approved FDA whose balance is still to be instructed. */
  async function settledSide(principal: MatrixUser, agent: MatrixUser) {
    const pc = await newPortCall(principal, agent);
    const da = (pc.da as { id: number }).id;
    await call(principal, 'POST', `/port_calls/${pc.id}/submit`, { lock_version: pc.lock_version });
    const submitted = (await call(agent, 'GET', `/port_calls/${pc.id}`)).object;
    await call(agent, 'POST', `/port_calls/${pc.id}/accept`, { lock_version: submitted.lock_version });
    const act = async (user: MatrixUser, action: string, body: Json = {}) => {
      const { lock_version } = (await call(user, 'GET', `/das/${da}`)).object;
      return (await call(user, 'POST', `/das/${da}/${action}`, { lock_version, ...body })).object;
    };
    await act(agent, 'pda_submit', {
      cost_items_attributes: [{ cost_item_id: costItem, pda_quoted_price: '1000' }],
    });
    await act('operator', 'pda_start_screening');
    await act('operator', 'pda_submit_screening', { screening_summary: 'matrix screening' });
    await act(principal, 'pda_approve', { prefunding_agreed_percent: '50' });
    const payment = async () => (await call(principal, 'GET', `/payments?port_call_id_eq=${pc.id}`)).objects;
    const [advance] = await payment();
    let p = (
      await call(principal, 'POST', `/das/${da}/pda_submit_payment_instructions`, {
        lock_version: advance!.lock_version,
        payment_id: advance!.id,
        bank_account_id: bankAccount[agent],
        payment_mode: 'swift',
        due_on: '2099-12-15',
      })
    ).object;
    p = (await call('operator', 'POST', `/payments/${p.id}/check`, { lock_version: p.lock_version })).object;
    p = (
      await call(principal, 'POST', `/payments/${p.id}/submit`, {
        lock_version: p.lock_version,
        transferred_on: '2026-11-25',
        transferred_amount: '500.00',
      })
    ).object;
    await call(agent, 'POST', `/payments/${p.id}/confirm_receipt`, { lock_version: p.lock_version });
    const line = ((await call(agent, 'GET', `/das/${da}`)).object.lines as Obj[])[0]!.id;
    await act(agent, 'fda_submit', {
      cost_items_attributes: [{ id: line, fda_quoted_price: '1200', fda_variance_reason: 'other' }],
    });
    await act('operator', 'fda_start_screening');
    await act('operator', 'fda_submit_screening', { screening_summary: 'matrix screening' });
    await act(principal, 'fda_approve');
    const balance = (await payment()).find((row) => row.payment_type === 'balance')!;
    return { portCall: pc.id, da, line, advance: advance!.id, balance: balance.id };
  }

  const sides = {
    one: await settledSide('principal', 'agent'),
    two: await settledSide('principal2', 'agent2'),
  };
  const draft = await newPortCall('principal', 'agent');
  const draftDa = (draft.da as { id: number }).id;
  const sideOf = (user: MatrixUser) => (user === 'principal2' || user === 'agent2' ? sides.two : sides.one);

  const charterer = {} as Record<MatrixUser, number>;
  const instruction = {} as Record<MatrixUser, number>;
  for (const user of ['principal', 'principal2'] as const) {
    const entity = me[user].legalEntity;
    charterer[user] = (
      await call(user, 'POST', '/charterers', { entity_id: entity, name: `Matrix ${user}` })
    ).object.id;
    instruction[user] = (
      await call(user, 'POST', '/instructions', {
        name: `Matrix ${user}`,
        instruction_type: 'general',
        articles_attributes: [{ title: 'Berth', content: 'Report the berth' }],
      })
    ).object.id;
  }
  const file = {} as Record<MatrixUser, number>;
  const notification = {} as Record<MatrixUser, number>;
  for (const user of matrixUsers) {
    const body = multipartPdf();
    const response = await t.app.inject({
      method: 'POST',
      url: '/uapi/files',
      headers: { ...auth(w.tokens[user]), 'content-type': body.contentType },
      payload: body.payload,
    });
    file[user] = response.json().data.id;
    notification[user] = (await call(user, 'GET', '/notifications?per_page=1')).objects[0]!.id;
  }
  const certificate = (
    await call('operator', 'POST', `/vessels/${w.ids.vessel}/certificates`, { name: 'Matrix certificate' })
  ).object.id;
  const terminal = ((await call('operator', 'GET', `/terminals/option?port_id_eq=${w.ids.port}`))
    .objects[0] ??
    (await call('operator', 'POST', '/terminals', { port_id: w.ids.port, name: 'Matrix terminal' }))
      .object) as Obj;
  const faq = ((await call('operator', 'GET', '/faqs')).objects[0] as Obj).id;
  const currencies = (await call('operator', 'GET', '/currencies/option')).objects.map((row) => row.id);

  /** The own and the foreign object of a scope for a user; missing where no such object exists. */
  function objects(scope: RouteScope, user: MatrixUser): ScopedIds {
    const other = rival[user];
    const mine = sideOf(user);
    const theirs = user === 'operator' ? undefined : sideOf(other);
    switch (scope) {
      case 'own user':
        return { own: me[user].id, foreign: me[other].id };
      case 'user account':
        // Operators administer every user: no foreign one. principal3 is no matrix user, so ending
        // its sessions disturbs no case.
        return { own: administered };
      case 'port call':
        return { own: mine.portCall, foreign: theirs?.portCall ?? draft.id };
      case 'DA':
        return { own: mine.da, foreign: theirs?.da ?? draftDa };
      case 'payment':
        return { own: mine.balance, foreign: theirs?.balance };
      case 'company entity':
        return { own: me[user].entity.id, foreign: user === 'operator' ? undefined : me[other].entity.id };
      case 'bank account':
        return { own: bankAccount[user], foreign: bankAccount[other] };
      case 'charterer':
        return {
          own: charterer[user] ?? charterer.principal,
          foreign: user === 'operator' ? undefined : charterer[other],
        };
      case 'instruction':
        return { own: instruction[user] ?? instruction.principal, foreign: instruction[other] };
      case 'notification':
        return { own: notification[user], foreign: notification[other] };
      case 'file':
        return { own: file[user], foreign: file[other] };
      default:
        return {};
    }
  }

  /** Ids of shared reference records, by the collection a path names. */
  const reference: Record<string, number> = {
    vessels: w.ids.vessel,
    ports: w.ids.port,
    terminals: terminal.id,
    faqs: faq,
    activity_types: w.ids.loading,
    certificates: certificate,
  };

  return { w, me, sides, draft: draft.id, draftDa, objects, reference, sideOf, costItem, currencies };
}

export type MatrixWorld = Awaited<ReturnType<typeof matrixWorld>>;
