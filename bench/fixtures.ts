/**
 * What the scenarios need from the database, found or made through the API itself: tokens, a
 * port call with a PDA and an FDA, a search word, and one 200-line PDA draft per connection.
 */

import { addMonths, DASHBOARD_MONTHS_AHEAD, DASHBOARD_MONTHS_BACK, monthsOf } from '@portledger/contracts';

export interface BenchUsers {
  principal: string;
  agent: string;
  operator: string;
  password: string;
}

export type Role = 'principal' | 'agent' | 'operator';

export interface ApiResponse {
  status: number;
  headers: Record<string, unknown>;
  body: { code: number; msg: string; data: unknown };
}

/** The API over HTTP (fetch) or in-process (fastify's inject): the same calls either way. */
export type Send = (
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; body?: object },
) => Promise<ApiResponse>;

export class ApiClient {
  readonly tokens: Partial<Record<Role, string>> = {};
  constructor(
    readonly send: Send,
    readonly users: BenchUsers,
  ) {}

  async login(role: Role): Promise<string> {
    const response = await this.send('POST', '/users/name_login', {
      body: { name: this.users[role], password: this.users.password },
    });
    const token = response.headers.authorization;
    if (response.body.code !== 200 || typeof token !== 'string') {
      throw new Error(
        `Cannot sign in as ${role} "${this.users[role]}": ${response.body.code} ${response.body.msg}. ` +
          'Is this the database the users file belongs to (bench/README.md)?',
      );
    }
    this.tokens[role] = token;
    return token;
  }

  async call<T>(role: Role, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    const token = this.tokens[role] ?? (await this.login(role));
    const response = await this.send(method, path, { token, body });
    if (response.body.code !== 200) {
      throw new Error(`${role} ${method} ${path}: ${response.body.code} ${response.body.msg}`);
    }
    return response.body.data as T;
  }
}

interface ListItem {
  id: number;
  voyage_no: string | null;
  vessel: { name: string } | null;
  port: { id: number } | null;
  eta: string | null;
}
interface Da {
  id: number;
  lock_version: number;
  status: string;
  lines: { id: number; pda_quoted_price: string | null }[];
}

export interface DraftDa {
  daId: number;
  lockVersion: number;
  lineIds: number[];
}

export interface Fixtures {
  /** A port call whose DA has a PDA and an FDA, visible to the principal. */
  portCallId: number;
  daId: number;
  daLines: number;
  /** A DA whose PDA the desk is screening (or has screened): the screening assistant's input. */
  screeningDaId: number;
  searchText: string;
  portId: number;
  etaFrom: string;
  etaTo: string;
  drafts: DraftDa[];
  /** The principal's draft port calls, one per month of the default dashboard period (decision 051). */
  monthDrafts: MonthDraft[];
}

/** A draft port call saved again and again: a write stamping its month of ETA. */
export interface MonthDraft {
  id: number;
  month: string;
  lockVersion: number;
  body: Record<string, unknown>;
}

export const DRAFT_LINES = 200;
/** Voyage number of the port calls the draft-save scenario writes to, so a later run reuses them. */
export const DRAFT_VOYAGE = 'BENCH-SAVE';
const FDA_STATUSES = [
  'da_completed',
  'fda_balance_payment_pending_confirmation',
  'fda_approved',
  'fda_pending_screening',
];

const list = <T>(data: unknown) => (data as { objects: T[] }).objects;

export async function prepareFixtures(
  api: ApiClient,
  drafts: number,
  log: (line: string) => void,
): Promise<Fixtures> {
  let withFda: ListItem | undefined;
  for (const status of FDA_STATUSES) {
    [withFda] = list<ListItem>(
      await api.call('principal', 'GET', `/port_calls?status_eq=${status}&per_page=1`),
    );
    if (withFda) break;
  }
  if (!withFda) throw new Error(`The principal "${api.users.principal}" sees no port call with an FDA`);
  const detail = await api.call<{ object: { da: { id: number } } }>(
    'principal',
    'GET',
    `/port_calls/${withFda.id}`,
  );
  const da = (await api.call<{ object: Da }>('principal', 'GET', `/das/${detail.object.da.id}`)).object;

  let screened: ListItem | undefined;
  for (const status of [
    'pda_under_screening',
    'pda_pending_approval',
    'fda_under_screening',
    'da_completed',
  ]) {
    [screened] = list<ListItem>(
      await api.call('operator', 'GET', `/port_calls?status_eq=${status}&per_page=1`),
    );
    if (screened) break;
  }
  if (!screened) throw new Error('The desk sees no port call with a screened DA');
  const screening = await api.call<{ object: { da: { id: number } } }>(
    'operator',
    'GET',
    `/port_calls/${screened.id}`,
  );

  // The principal's first call of the data, not a draft an earlier run made to write to (those come
  // first in the list's order): every run on a database then measures the same ranges and search.
  const first = firstOfTheData(
    list<ListItem>(await api.call('principal', 'GET', '/port_calls?per_page=100')),
  );
  const word = first?.vessel?.name.split(/\s+/).find((part) => part.length >= 3) ?? 'SEA';
  const eta = new Date(first?.eta ?? Date.now());
  const day = (offset: number) => new Date(eta.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

  return {
    portCallId: withFda.id,
    daId: da.id,
    daLines: da.lines.length,
    screeningDaId: screening.object.da.id,
    searchText: word.slice(0, 5),
    portId: first?.port?.id ?? withFda.port!.id,
    etaFrom: day(-180),
    etaTo: day(180),
    drafts: await prepareDrafts(api, drafts, log),
    monthDrafts: await prepareMonthDrafts(api, log),
  };
}

/** Voyage number of the month drafts, so a later run reuses them. */
const MONTH_VOYAGE = 'BENCH-MONTH';

/** The first of these calls that the bench did not make itself (DRAFT_VOYAGE, MONTH_VOYAGE). */
export function firstOfTheData<T extends { voyage_no: string | null }>(items: T[]): T | undefined {
  return items.find((item) => item.voyage_no !== DRAFT_VOYAGE && item.voyage_no !== MONTH_VOYAGE);
}

/**
 * One draft port call of the principal per month of the default dashboard period (from 11 months
 * back to 2 ahead): saving one is a real write to a port call in that month, which makes that
 * month's kept analysis sums stale (decision 051). A draft is not a cost, so the figures stay the
 * same. ETA on the 15th, but for the first month's: on its first day at 06:00 UTC, near enough to
 * the month's start to be in the month before on some clocks, so one write in 14 makes that
 * month's edge stale too (decision 052), about as often as writes to any day reach one of a
 * month's two edge days.
 */
async function prepareMonthDrafts(api: ApiClient, log: (line: string) => void): Promise<MonthDraft[]> {
  const current = new Date().toISOString().slice(0, 7);
  const months = monthsOf(
    addMonths(current, -DASHBOARD_MONTHS_BACK),
    addMonths(current, DASHBOARD_MONTHS_AHEAD),
  );
  const found = list<ListItem>(
    await api.call('principal', 'GET', `/port_calls?tab=drafts&q=${MONTH_VOYAGE}&per_page=100`),
  );
  const parties = await callParties(api);
  const drafts: MonthDraft[] = [];
  const missing = months.filter((month) => !found.some((item) => item.eta?.startsWith(month)));
  if (missing.length) log(`making ${missing.length} draft port calls, one per month, to write to`);
  for (const month of months) {
    const eta = month === months[0] ? `${month}-01T06:00:00.000Z` : `${month}-15T12:00:00.000Z`;
    const body = { ...parties, voyage_no: MONTH_VOYAGE, eta };
    const id =
      found.find((item) => item.eta?.startsWith(month))?.id ??
      (await api.call<{ object: { id: number } }>('principal', 'POST', '/port_calls', body)).object.id;
    const detail = await api.call<{ object: { lock_version: number } }>(
      'principal',
      'GET',
      `/port_calls/${id}`,
    );
    drafts.push({ id, month, lockVersion: detail.object.lock_version, body });
  }
  return drafts;
}

/** Saves the next month draft as it is: one write, committed when this resolves. */
export async function saveMonthDraft(api: ApiClient, draft: MonthDraft): Promise<void> {
  const saved = await api.call<{ object: { lock_version: number } }>(
    'principal',
    'POST',
    `/port_calls/${draft.id}/draft`,
    { ...draft.body, lock_version: draft.lockVersion },
  );
  draft.lockVersion = saved.object.lock_version;
}

/** Drafts left by an earlier run are reused; the missing ones are made as the product would. */
async function prepareDrafts(
  api: ApiClient,
  wanted: number,
  log: (line: string) => void,
): Promise<DraftDa[]> {
  const found = list<ListItem>(
    await api.call('agent', 'GET', `/port_calls?q=${DRAFT_VOYAGE}&status_eq=pda_under_creation&per_page=100`),
  );
  const drafts: DraftDa[] = [];
  for (const item of found) {
    if (drafts.length === wanted) break;
    const draft = await readDraft(api, item.id);
    if (draft.lineIds.length === DRAFT_LINES) drafts.push(draft);
  }
  if (drafts.length < wanted)
    log(`making ${wanted - drafts.length} port calls with a ${DRAFT_LINES}-line PDA draft`);
  const catalogue = drafts.length < wanted ? await costItems(api) : [];
  while (drafts.length < wanted) drafts.push(await readDraft(api, await makeDraft(api, catalogue)));
  return drafts;
}

async function readDraft(api: ApiClient, portCallId: number): Promise<DraftDa> {
  const detail = await api.call<{ object: { da: { id: number } } }>(
    'agent',
    'GET',
    `/port_calls/${portCallId}`,
  );
  const da = (await api.call<{ object: Da }>('agent', 'GET', `/das/${detail.object.da.id}`)).object;
  return { daId: da.id, lockVersion: da.lock_version, lineIds: da.lines.map((line) => line.id) };
}

async function costItems(api: ApiClient): Promise<number[]> {
  // The option lists stop at 50 rows: the catalogue category by category.
  const items: number[] = [];
  for (const category of list<{ id: number }>(
    await api.call('agent', 'GET', '/cost_item_categories/option'),
  )) {
    const rows = list<{ id: number }>(
      await api.call('agent', 'GET', `/cost_items/option?cost_item_category_id_eq=${category.id}`),
    );
    items.push(...rows.map((row) => row.id));
  }
  if (!items.length) throw new Error('The cost-item catalogue is empty');
  return items;
}

/** Who and where a port call the bench makes names: the principal's first legal entity, the agent, a vessel, a port. */
async function callParties(api: ApiClient) {
  const principal = await api.call<{ object: { managed_entities: { id: number }[] } }>(
    'principal',
    'GET',
    '/users/me',
  );
  const agent = await api.call<{ object: { entity: { id: number } } }>('agent', 'GET', '/users/me');
  const [vessel] = list<{ id: number }>(await api.call('principal', 'GET', '/vessels/option'));
  const [port] = list<{ id: number }>(await api.call('principal', 'GET', '/ports/option'));
  if (!vessel || !port) throw new Error('The database has no vessel or port');
  return {
    vessel_id: vessel.id,
    port_id: port.id,
    legal_entity_id: principal.object.managed_entities[0]?.id,
    agent_entity_id: agent.object.entity.id,
    agent_nomination_type: 'ona',
  };
}

/** A port call created, submitted and accepted, with a 200-line PDA draft: what the agent edits. */
async function makeDraft(api: ApiClient, items: number[]): Promise<number> {
  const [activity] = list<{ id: number }>(await api.call('principal', 'GET', '/activity_types'));
  if (!activity) throw new Error('The database has no activity type');
  type Object<T> = { object: T };
  const draft = await api.call<Object<{ id: number }>>('principal', 'POST', '/port_calls', {
    ...(await callParties(api)),
    voyage_no: DRAFT_VOYAGE,
    eta: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    activities: [{ activity_type_id: activity.id }],
  });
  const submitted = await api.call<Object<{ lock_version: number }>>(
    'principal',
    'POST',
    `/port_calls/${draft.object.id}/submit`,
    { lock_version: 0 },
  );
  const accepted = await api.call<Object<{ da: { id: number; lock_version: number } }>>(
    'agent',
    'POST',
    `/port_calls/${draft.object.id}/accept`,
    { lock_version: submitted.object.lock_version },
  );
  await api.call('agent', 'POST', `/das/${accepted.object.da.id}/pda_draft`, {
    lock_version: accepted.object.da.lock_version,
    cost_items_attributes: Array.from({ length: DRAFT_LINES }, (_, index) => ({
      cost_item_id: items[index % items.length],
      pda_quoted_price: draftPrice(index, 0),
    })),
  });
  return draft.object.id;
}

/** The price of a line in save number `n`: every save changes every line. */
export const draftPrice = (line: number, n: number) =>
  `${100 + line + (n % 2)}.${String(line % 100).padStart(2, '0')}`;

/** The body the editor sends when the agent saves the whole draft again. */
export function draftBody(draft: DraftDa, n: number): string {
  return JSON.stringify({
    lock_version: draft.lockVersion,
    cost_items_attributes: draft.lineIds.map((id, index) => ({ id, pda_quoted_price: draftPrice(index, n) })),
  });
}

export { readDraft };
