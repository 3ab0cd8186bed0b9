/** The few API calls the measurement needs, as the demo users, over plain HTTP (no browser). */
export const DEMO_PASSWORD = 'Harbour#2026';

interface Session {
  token: string;
  user: { entity: { id: number }; managed_entities: { id: number }[] };
}

export class Api {
  constructor(
    private readonly baseUrl: string,
    private readonly prefix = '/uapi',
  ) {}

  async login(name: string, password = DEMO_PASSWORD): Promise<Session> {
    const response = await fetch(`${this.baseUrl}${this.prefix}/users/name_login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, password }),
    });
    const body = (await response.json()) as { code: number; msg: string; data: Session['user'] };
    if (body.code !== 200) throw new Error(`Sign-in of ${name} failed: ${body.msg}`);
    return { token: response.headers.get('authorization') ?? '', user: body.data };
  }

  async call<T>(token: string, method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
    const response = await fetch(`${this.baseUrl}${this.prefix}${path}`, {
      method,
      headers: {
        Authorization: token,
        'Accept-Language': 'en-US',
        ...(data ? { 'Content-Type': 'application/json' } : {}),
      },
      body: data ? JSON.stringify(data) : undefined,
    });
    const body = (await response.json()) as { code: number; msg: string; data: T };
    if (body.code !== 200) throw new Error(`${method} ${path}: ${body.code} ${body.msg}`);
    return body.data;
  }
}

interface Row {
  id: number;
  name: string;
  code?: string;
}

/**
 * A port call created by `principal`, submitted, accepted by `agent`, with a saved PDA draft of
 * `lines` cost lines (the catalogue's items in turn; an item may appear more than once).
 * Returns the port call's id, for the agent to open its PDA editor.
 */
export async function portCallWithPdaDraft(
  api: Api,
  { principal, agent, lines }: { principal: string; agent: string; lines: number },
): Promise<number> {
  const p = await api.login(principal);
  const a = await api.login(agent);
  const get = <T>(token: string, path: string) => api.call<{ objects: T[] }>(token, 'GET', path);
  const post = async <T>(token: string, path: string, data: object) =>
    (await api.call<{ object: T }>(token, 'POST', path, data)).object;

  const [vessel] = (await get<Row>(p.token, '/vessels/option')).objects;
  const [port] = (await get<Row>(p.token, '/ports/option?name_i_cont=CNSHA')).objects;
  const activity = (await get<Row>(p.token, '/activity_types')).objects[0];
  if (!vessel || !port || !activity) throw new Error('The database has no vessel, port or activity type');
  const draft = await post<{ id: number }>(p.token, '/port_calls', {
    vessel_id: vessel.id,
    voyage_no: `BENCH-${Date.now()}`,
    port_id: port.id,
    eta: '2026-12-10T06:00:00Z',
    legal_entity_id: p.user.managed_entities[0]?.id,
    agent_entity_id: a.user.entity.id,
    agent_nomination_type: 'ona',
    activities: [{ activity_type_id: activity.id }],
  });
  const submitted = await post<{ lock_version: number }>(p.token, `/port_calls/${draft.id}/submit`, {
    lock_version: 0,
  });
  const accepted = await post<{ id: number; da: { id: number } }>(a.token, `/port_calls/${draft.id}/accept`, {
    lock_version: submitted.lock_version,
  });

  // The option lists stop at 50 rows: gather the catalogue category by category.
  const items: number[] = [];
  for (const category of (await get<Row>(a.token, '/cost_item_categories/option')).objects) {
    const rows = (await get<Row>(a.token, `/cost_items/option?cost_item_category_id_eq=${category.id}`))
      .objects;
    items.push(...rows.map((row) => row.id));
  }
  if (!items.length) throw new Error('The cost-item catalogue is empty');
  await post(a.token, `/das/${accepted.da.id}/pda_draft`, {
    lock_version: 0,
    cost_items_attributes: Array.from({ length: lines }, (_, index) => ({
      cost_item_id: items[index % items.length],
      pda_quoted_price: `${100 + index}.${String(index % 100).padStart(2, '0')}`,
    })),
  });
  return accepted.id;
}
