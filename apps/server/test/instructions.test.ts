import { schema } from '@portledger/db';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof portCallWorld>>;
let singapore = 0;
let hongKong = 0;
let northern = 0;

beforeAll(async () => {
  t = await startTestApp();
  w = await portCallWorld(t);
  const me = await w.call('principal', 'GET', '/users/me');
  const managed = me.json().data.object.managed_entities as { id: number; name: string }[];
  singapore = managed.find((e) => e.name.includes('Pte.'))!.id;
  hongKong = managed.find((e) => e.name.includes('Hong Kong'))!.id;
  const other = await w.call('principal2', 'GET', '/users/me');
  northern = other.json().data.object.managed_entities[0].id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (as: string, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/uapi${url}`,
    headers: auth(w.tokens[as]),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const db = () => t.database.db;
const articleCount = async (instructionId?: number) =>
  (
    await db()
      .select({ n: count() })
      .from(schema.instructionArticles)
      .where(instructionId ? eq(schema.instructionArticles.instructionId, instructionId) : undefined)
  )[0]!.n;
const setCount = async () => (await db().select({ n: count() }).from(schema.instructions))[0]!.n;
const auditOf = (id: number) =>
  db()
    .select()
    .from(schema.auditEvents)
    .where(and(eq(schema.auditEvents.recordType, 'instruction'), eq(schema.auditEvents.recordId, id)))
    .orderBy(schema.auditEvents.id);

const newSet = (overrides: Record<string, unknown> = {}) => ({
  name: 'Shanghai port call standing instructions',
  instruction_type: 'port_call',
  articles_attributes: [
    { title: 'Arrival report', content: 'Send the arrival report within 2 hours of all fast.' },
    { title: 'Husbandry', content: 'No husbandry costs without written approval.' },
  ],
  ...overrides,
});

describe('instructions: create, read, change with nested articles, delete', () => {
  let id = 0;
  let articleIds: number[] = [];

  it('creates a set with its articles in the order given and audits it', async () => {
    const response = await send('principal', 'POST', '/instructions', newSet());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().msg).toBe('The instruction set has been created.');
    const object = response.json().data.object;
    expect(object).toMatchObject({
      name: 'Shanghai port call standing instructions',
      instruction_type: 'port_call',
      legal_entity: null,
      articles_count: 2,
      lock_version: 0,
      created_by: { name: 'Olivia Chen' },
      updated_by: { name: 'Olivia Chen' },
    });
    expect(object.articles.map((a: { title: string; position: number }) => [a.position, a.title])).toEqual([
      [0, 'Arrival report'],
      [1, 'Husbandry'],
    ]);
    id = object.id;
    articleIds = object.articles.map((a: { id: number }) => a.id);
    const [event] = await auditOf(id);
    expect(event).toMatchObject({ action: 'create', actorKind: 'principal' });
    expect(event!.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: null, after: 'Shanghai port call standing instructions' },
        {
          field: 'article',
          before: null,
          after: { title: 'Husbandry', content: 'No husbandry costs without written approval.' },
        },
      ]),
    );
  });

  it('lists the set with its article count, searchable by name and filtered by type', async () => {
    await send(
      'principal',
      'POST',
      '/instructions',
      newSet({ name: 'Payment routine', instruction_type: 'payment' }),
    );
    const all = await send('principal', 'GET', '/instructions?per_page=50');
    expect(all.statusCode).toBe(200);
    expect(all.json().data.page.total_count).toBe(2);
    const bySearch = await send('principal', 'GET', '/instructions?name_i_cont=SHANGHAI');
    expect(bySearch.json().data.objects.map((o: { id: number }) => o.id)).toEqual([id]);
    expect(bySearch.json().data.objects[0]).toMatchObject({ articles_count: 2 });
    const byType = await send('principal', 'GET', '/instructions?instruction_type_eq=payment');
    expect(byType.json().data.objects.map((o: { name: string }) => o.name)).toEqual(['Payment routine']);
    const sorted = await send('principal', 'GET', '/instructions?sort=name');
    expect(sorted.json().data.objects.map((o: { name: string }) => o.name)).toEqual([
      'Payment routine',
      'Shanghai port call standing instructions',
    ]);
    const bad = await send('principal', 'GET', '/instructions?instruction_type_eq=bunkers&colour_eq=red');
    expect(bad.statusCode).toBe(400);
  });

  it('adds, changes, reorders and removes articles in one save (Rails nested attributes)', async () => {
    const [arrival, husbandry] = articleIds;
    const response = await send('principal', 'PUT', `/instructions/${id}`, {
      name: 'Shanghai standing instructions',
      instruction_type: 'port_call',
      legal_entity_id: singapore,
      lock_version: 0,
      articles_attributes: [
        { title: 'Cash to master', content: 'Cash to master only against the master’s signed receipt.' },
        { id: husbandry, title: 'Husbandry', content: 'Husbandry needs written approval first.' },
        { id: arrival, _destroy: true },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const object = response.json().data.object;
    expect(object).toMatchObject({
      name: 'Shanghai standing instructions',
      legal_entity: { id: singapore, name: 'Oceanic Bulk Carriers Pte. Ltd.' },
      lock_version: 1,
      articles_count: 2,
    });
    expect(object.articles.map((a: { id: number; title: string }) => a.title)).toEqual([
      'Cash to master',
      'Husbandry',
    ]);
    expect(object.articles[1]).toMatchObject({
      id: husbandry,
      content: 'Husbandry needs written approval first.',
    });
    expect(await articleCount(id)).toBe(2);
    const events = await auditOf(id);
    expect(events.at(-1)!.action).toBe('update');
    expect(events.at(-1)!.changes).toEqual(
      expect.arrayContaining([
        {
          field: 'name',
          before: 'Shanghai port call standing instructions',
          after: 'Shanghai standing instructions',
        },
        { field: 'legal_entity_id', before: null, after: 'Oceanic Bulk Carriers Pte. Ltd.' },
        {
          field: 'article',
          before: { title: 'Arrival report', content: 'Send the arrival report within 2 hours of all fast.' },
          after: null,
        },
      ]),
    );
    articleIds = object.articles.map((a: { id: number }) => a.id);
  });

  it('keeps articles a save does not name, and appends new ones after them', async () => {
    const response = await send('principal', 'PUT', `/instructions/${id}`, {
      name: 'Shanghai standing instructions',
      instruction_type: 'port_call',
      lock_version: 1,
      articles_attributes: [{ title: 'Departure', content: 'Send the departure report with the SOF.' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const object = response.json().data.object;
    // legal_entity_id left out keeps the current one.
    expect(object.legal_entity).toMatchObject({ id: singapore });
    expect(object.articles.map((a: { title: string }) => a.title)).toEqual([
      'Cash to master',
      'Husbandry',
      'Departure',
    ]);
  });

  it('refuses a stale lock_version with 409 and changes nothing', async () => {
    const stale = await send('principal', 'PUT', `/instructions/${id}`, {
      name: 'Overwritten',
      instruction_type: 'general',
      lock_version: 0,
      articles_attributes: [{ id: articleIds[0], _destroy: true }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('Someone else changed this record. Reload it and try again.');
    const current = await send('principal', 'GET', `/instructions/${id}`);
    expect(current.json().data.object).toMatchObject({
      name: 'Shanghai standing instructions',
      lock_version: 2,
    });
    expect(await articleCount(id)).toBe(3);
  });

  it('answers 422 for an article id of another set and writes nothing at all', async () => {
    const other = (await send('principal', 'GET', '/instructions?instruction_type_eq=payment')).json().data
      .objects[0];
    const foreign = (await send('principal', 'GET', `/instructions/${other.id}`)).json().data.object
      .articles[0];
    const before = {
      sets: await setCount(),
      articles: await articleCount(),
      audit: (await auditOf(id)).length,
    };
    const response = await send('principal', 'PUT', `/instructions/${id}`, {
      name: 'Renamed in a rejected save',
      instruction_type: 'port_call',
      lock_version: 2,
      articles_attributes: [
        { title: 'New one', content: 'Would be added.' },
        { id: articleIds[0], _destroy: true },
        { id: foreign.id, title: 'Hijacked', content: 'Moved over.' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors).toEqual([
      { field: 'articles_attributes.2.id', message: 'This article does not belong to the instruction set' },
    ]);
    const current = (await send('principal', 'GET', `/instructions/${id}`)).json().data.object;
    expect(current).toMatchObject({
      name: 'Shanghai standing instructions',
      lock_version: 2,
      articles_count: 3,
    });
    expect(
      (await send('principal', 'GET', `/instructions/${other.id}`)).json().data.object.articles[0].title,
    ).toBe(foreign.title);
    expect({
      sets: await setCount(),
      articles: await articleCount(),
      audit: (await auditOf(id)).length,
    }).toEqual(before);
  });

  it('answers 422 when the same article is named twice or every article would be removed', async () => {
    const twice = await send('principal', 'PUT', `/instructions/${id}`, {
      name: 'x',
      instruction_type: 'port_call',
      lock_version: 2,
      articles_attributes: [
        { id: articleIds[0], title: 'A', content: 'a' },
        { id: articleIds[0], _destroy: true },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().data.errors[0]).toMatchObject({ field: 'articles_attributes.1.id' });
    const current = (await send('principal', 'GET', `/instructions/${id}`)).json().data.object;
    const empty = await send('principal', 'PUT', `/instructions/${id}`, {
      name: 'x',
      instruction_type: 'port_call',
      lock_version: 2,
      articles_attributes: current.articles.map((a: { id: number }) => ({ id: a.id, _destroy: true })),
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data.errors).toEqual([
      { field: 'articles_attributes', message: 'Add at least one article' },
    ]);
    expect(await articleCount(id)).toBe(3);
  });

  it('validates the shape with field errors in the caller’s language and writes nothing', async () => {
    const before = await setCount();
    const response = await send('principal', 'POST', '/instructions', {
      name: '  ',
      instruction_type: 'bunkers',
      articles_attributes: [{ title: 'No content' }, { content: 'No title', colour: 'red' }],
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json().data.errors as { field: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Name is required' },
        expect.objectContaining({ field: 'instruction_type' }),
        { field: 'articles_attributes.1.colour', message: 'colour is not an accepted field' },
      ]),
    );
    const noContent = await send('principal', 'POST', '/instructions', {
      ...newSet(),
      articles_attributes: [{ title: 'No content', content: ' ' }],
    });
    expect(noContent.json().data.errors).toEqual([
      { field: 'articles_attributes.0.content', message: 'Article content is required' },
    ]);
    const zh = await t.app.inject({
      method: 'POST',
      url: '/uapi/instructions',
      headers: { ...auth(w.tokens.principal), 'accept-language': 'zh-CN' },
      payload: { ...newSet(), name: '' },
    });
    expect(zh.json().data.errors).toEqual([{ field: 'name', message: '名称为必填项' }]);
    expect(await setCount()).toBe(before);
  });

  it('refuses a legal entity the principal does not manage with 422', async () => {
    const before = await setCount();
    const response = await send('principal', 'POST', '/instructions', newSet({ legal_entity_id: northern }));
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors).toEqual([
      { field: 'legal_entity_id', message: 'Choose one of the legal entities you manage' },
    ]);
    expect(await setCount()).toBe(before);
  });

  it('deletes with confirmation of the version: stale 409, then gone with its articles', async () => {
    const stale = await send('principal', 'DELETE', `/instructions/${id}?lock_version=0`);
    expect(stale.statusCode).toBe(409);
    const deleted = await send('principal', 'DELETE', `/instructions/${id}?lock_version=2`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ msg: 'The instruction set has been deleted.', data: { id } });
    expect((await send('principal', 'GET', `/instructions/${id}`)).statusCode).toBe(404);
    expect(await articleCount(id)).toBe(0);
    expect((await auditOf(id)).at(-1)).toMatchObject({ action: 'delete' });
  });
});

describe('instructions: concurrent saves', () => {
  it('lets one of five parallel saves of the same version win; the others get 409', async () => {
    const set = (await send('principal', 'POST', '/instructions', newSet({ name: 'Race' }))).json().data
      .object;
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        send('principal', 'PUT', `/instructions/${set.id}`, {
          name: `Race ${n}`,
          instruction_type: 'general',
          lock_version: 0,
          articles_attributes: [{ title: `Added by save ${n}`, content: 'x' }],
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const current = (await send('principal', 'GET', `/instructions/${set.id}`)).json().data.object;
    expect(current.lock_version).toBe(1);
    expect(current.articles_count).toBe(3);
  });
});

describe('instructions: who may do what', () => {
  let id = 0;
  beforeAll(async () => {
    id = (await send('principal', 'POST', '/instructions', newSet({ name: 'Scoped set' }))).json().data.object
      .id;
  });

  it('answers 404 to another principal for every read and write of the set, changing nothing', async () => {
    expect((await send('principal2', 'GET', `/instructions/${id}`)).statusCode).toBe(404);
    const put = await send('principal2', 'PUT', `/instructions/${id}`, { ...newSet(), lock_version: 0 });
    expect(put.statusCode).toBe(404);
    expect((await send('principal2', 'DELETE', `/instructions/${id}`)).statusCode).toBe(404);
    const list = await send('principal2', 'GET', '/instructions');
    expect(list.json().data.objects.map((o: { id: number }) => o.id)).not.toContain(id);
    expect((await send('principal', 'GET', `/instructions/${id}`)).json().data.object.name).toBe(
      'Scoped set',
    );
  });

  it('answers 403 to agents and operators on the instructions API', async () => {
    for (const who of ['agent', 'operator']) {
      expect((await send(who, 'GET', '/instructions')).statusCode).toBe(403);
      expect((await send(who, 'GET', `/instructions/${id}`)).statusCode).toBe(403);
      expect((await send(who, 'POST', '/instructions', newSet())).statusCode).toBe(403);
      expect(
        (await send(who, 'PUT', `/instructions/${id}`, { ...newSet(), lock_version: 0 })).statusCode,
      ).toBe(403);
      expect((await send(who, 'DELETE', `/instructions/${id}`)).statusCode).toBe(403);
    }
    expect((await send('principal', 'GET', `/instructions/${id}`)).json().data.object.lock_version).toBe(0);
  });

  it('hides a set narrowed to a legal entity from a company user who does not manage it', async () => {
    const narrowed = (
      await send(
        'principal',
        'POST',
        '/instructions',
        newSet({ name: 'Hong Kong only', legal_entity_id: hongKong }),
      )
    ).json().data.object;
    const [me] = await db().select().from(schema.users).where(eq(schema.users.name, 'principal'));
    await db()
      .delete(schema.userManagedEntities)
      .where(
        and(eq(schema.userManagedEntities.userId, me!.id), eq(schema.userManagedEntities.entityId, hongKong)),
      );
    try {
      expect((await send('principal', 'GET', `/instructions/${narrowed.id}`)).statusCode).toBe(404);
      const list = await send('principal', 'GET', '/instructions?per_page=100');
      expect(list.json().data.objects.map((o: { id: number }) => o.id)).not.toContain(narrowed.id);
    } finally {
      await db().insert(schema.userManagedEntities).values({ userId: me!.id, entityId: hongKong });
    }
  });
});

describe('instructions on the port call', () => {
  let everywhere = 0;
  let callEntityOnly = 0;
  let otherEntityOnly = 0;

  beforeAll(async () => {
    const make = async (name: string, type: string, legal?: number) =>
      (
        await send('principal', 'POST', '/instructions', {
          name,
          instruction_type: type,
          ...(legal ? { legal_entity_id: legal } : {}),
          articles_attributes: [{ title: `${name} article`, content: 'Follow this.' }],
        })
      ).json().data.object.id as number;
    // The fixture's port calls are for its first managed legal entity.
    const other = w.ids.legalEntity === singapore ? hongKong : singapore;
    everywhere = await make('Zeta: every entity', 'general');
    callEntityOnly = await make('Alpha: this entity only', 'pda', w.ids.legalEntity);
    otherEntityOnly = await make('Other entity only', 'pda', other);
  });

  it('lets the appointed agent read the sets that apply to the call’s legal entity, with articles', async () => {
    const pc = await w.acceptedPortCall();
    const response = await send('agent', 'GET', `/port_calls/${pc.id}/instructions`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.principal).toMatchObject({ name: 'Oceanic Bulk Carriers' });
    const ids = data.objects.map((o: { id: number }) => o.id);
    expect(ids).toContain(everywhere);
    expect(ids).toContain(callEntityOnly);
    expect(ids).not.toContain(otherEntityOnly);
    // General sets first, then by type order and name.
    expect(ids.indexOf(everywhere)).toBeLessThan(ids.indexOf(callEntityOnly));
    const set = data.objects.find((o: { id: number }) => o.id === callEntityOnly);
    expect(set).toMatchObject({
      instruction_type: 'pda',
      legal_entity: { id: w.ids.legalEntity },
      articles: [{ title: 'Alpha: this entity only article', content: 'Follow this.' }],
    });
    expect(set.updated_by).toBeUndefined();
    for (const who of ['principal', 'operator']) {
      const seen = await send(who, 'GET', `/port_calls/${pc.id}/instructions`);
      expect(seen.json().data.objects.map((o: { id: number }) => o.id)).toEqual(ids);
    }
  });

  it('answers 404 to an agent not appointed, another principal, and the agent before submission', async () => {
    const pc = await w.acceptedPortCall();
    expect((await send('agent2', 'GET', `/port_calls/${pc.id}/instructions`)).statusCode).toBe(404);
    expect((await send('principal2', 'GET', `/port_calls/${pc.id}/instructions`)).statusCode).toBe(404);
    const draft = await send('principal', 'POST', '/port_calls', {
      vessel_id: w.ids.vessel,
      voyage_no: 'INS1',
      port_id: w.ids.port,
      eta: '2026-12-12T06:00:00Z',
      legal_entity_id: w.ids.legalEntity,
      agent_entity_id: w.ids.agentCompany,
      agent_nomination_type: 'ona',
      activities: [{ activity_type_id: w.ids.loading }],
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const draftId = draft.json().data.object.id;
    expect((await send('agent', 'GET', `/port_calls/${draftId}/instructions`)).statusCode).toBe(404);
    expect((await send('operator', 'GET', `/port_calls/${draftId}/instructions`)).statusCode).toBe(404);
    expect((await send('principal', 'GET', `/port_calls/${draftId}/instructions`)).statusCode).toBe(200);
    const submitted = await send('principal', 'POST', `/port_calls/${draftId}/submit`, { lock_version: 0 });
    expect(submitted.statusCode, submitted.body).toBe(200);
    // Submitted to the agent (not yet accepted): the agent may read them to decide.
    expect((await send('agent', 'GET', `/port_calls/${draftId}/instructions`)).statusCode).toBe(200);
    expect((await send('agent', 'GET', '/port_calls/999999/instructions')).statusCode).toBe(404);
  });

  it('shows the agent an edit made after the appointment', async () => {
    const pc = await w.acceptedPortCall();
    const current = (await send('principal', 'GET', `/instructions/${everywhere}`)).json().data.object;
    const edited = await send('principal', 'PUT', `/instructions/${everywhere}`, {
      name: current.name,
      instruction_type: current.instruction_type,
      lock_version: current.lock_version,
      articles_attributes: [{ title: 'Added later', content: 'Report bunkers on arrival.' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const seen = (await send('agent', 'GET', `/port_calls/${pc.id}/instructions`)).json().data.objects;
    const set = seen.find((o: { id: number }) => o.id === everywhere);
    expect(set.articles.map((a: { title: string }) => a.title)).toEqual([
      'Zeta: every entity article',
      'Added later',
    ]);
  });
});
