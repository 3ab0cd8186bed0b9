import { request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RouteAccess, type RouteKey, routeAccess } from '../src/plugins/route-access.ts';
import {
  kindOf,
  type MatrixUser,
  type MatrixWorld,
  matrixUsers,
  matrixWorld,
  multipartPdf,
} from './authorization-fixtures.ts';
import { type Sample, samples } from './authorization-samples.ts';
import { auth, EN, login, startTestApp, type TestApp } from './helpers.ts';
import { listenOnFreePort } from './notifications-sse.ts';

let t: TestApp;
let x: MatrixWorld;
beforeAll(async () => {
  t = await startTestApp();
  x = await matrixWorld(t);
}, 240_000);
afterAll(() => t?.close());

const PREFIX = '/uapi';
const keys = Object.keys(routeAccess) as RouteKey[];

/** Every route of the app as `METHOD /path`, read from Fastify's own route tree (not from our hook). */
function registeredRoutes(app: FastifyInstance): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

describe('the route-access table', () => {
  it('has exactly one entry for every API route, and a route for every entry', () => {
    const api = registeredRoutes(t.app).filter((route) => route.split(' ')[1]!.startsWith(`${PREFIX}/`));
    // Swagger UI is registered outside the API scope: public documentation, no data.
    const docs = api.filter((route) => route.split(' ')[1]!.startsWith(`${PREFIX}/docs`));
    expect(docs.every((route) => route.startsWith('GET '))).toBe(true);
    const routes = api.filter((route) => !docs.includes(route)).map((route) => route.replace(PREFIX, ''));
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => !keys.includes(route as RouteKey))).toEqual([]);
    expect(keys.filter((key) => !routes.includes(key))).toEqual([]);
    for (const key of keys) {
      const [method, path] = key.split(' ') as ['GET', string];
      expect(t.app.hasRoute({ method, url: `${PREFIX}${path}` }), key).toBe(true);
    }
  });

  it('has a request sample for every write route', () => {
    const missing = keys.filter((key) => !key.startsWith('GET ') && !samples[key]);
    expect(missing).toEqual([]);
  });
});

/** What the table says a call must answer: a status, or 'passes' (authorization let it through). */
type Expected = 200 | 401 | 403 | 404 | 'passes';
interface Case {
  key: RouteKey;
  who: MatrixUser | 'anonymous';
  object: 'own' | 'foreign' | 'none';
  expected: Expected;
}

/** The matrix's fixtures pay balances: the principal pays them and the agent receives them. */
const balanceParty = { payer: 'principal', receiver: 'agent' } as const;

function expectedFor(
  access: RouteAccess,
  key: RouteKey,
  user: MatrixUser,
  object: 'own' | 'foreign',
): Expected {
  if (access.callers === 'public') return key.startsWith('GET ') ? 200 : 'passes';
  if (!access.callers.includes(kindOf(user))) return 403;
  if (object === 'foreign') return 404;
  if (access.party && balanceParty[access.party] !== kindOf(user)) return 403;
  return key.startsWith('GET ') ? 200 : 'passes';
}

/** A status that says authorization let the request through: the business step may still refuse it. */
const passes = (status: number) => status < 500 && ![401, 403, 404].includes(status);

const tokens: Partial<Record<MatrixUser, string>> = {};
async function tokenOf(user: MatrixUser | 'anonymous', sample: Sample | null) {
  if (user === 'anonymous') return undefined;
  if (sample?.freshSession) return (await login(t.app, user)).token;
  tokens[user] ??= x.w.tokens[user];
  return tokens[user];
}

async function send(
  key: RouteKey,
  who: MatrixUser | 'anonymous',
  id: number | undefined,
  sample: Sample | null,
) {
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  const url = `${PREFIX}${path}`
    .replace(':certificateId', String(x.reference.certificates))
    .replace(':id', String(id ?? x.reference[path.split('/')[1]!] ?? 1));
  const token = await tokenOf(who, sample);
  const headers: Record<string, string> = token ? auth(token) : { ...EN };
  if (sample?.stream) {
    return {
      statusCode: await streamStatus(url, headers),
      body: '',
      headers: {} as Record<string, string>,
      json: () => null,
    };
  }
  const upload = sample?.upload ? multipartPdf() : undefined;
  if (upload) headers['content-type'] = upload.contentType;
  const response = await t.app.inject({
    method,
    url: sample?.query ? `${url}?${sample.query}` : url,
    headers,
    ...(upload
      ? { payload: upload.payload }
      : sample?.body !== undefined
        ? { payload: sample.body as object }
        : {}),
  });
  return response;
}

let baseUrl: string | undefined;
/**
 * The event stream never ends and needs a real socket (inject has none): read the status and hang
 * up. node:http, not fetch: an aborted fetch leaves the socket open and app.close() waits for it.
 */
async function streamStatus(url: string, headers: Record<string, string>) {
  baseUrl ??= await listenOnFreePort(t.app);
  return new Promise<number>((resolve, reject) => {
    const request = httpRequest(`${baseUrl}${url}`, { headers }, (response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on('error', reject).end();
  });
}

describe('the authorization matrix', () => {
  it('answers every route as the table declares, for five users on own and foreign objects', async () => {
    const cases: Case[] = [];
    const wrong: string[] = [];
    for (const key of keys) {
      const access: RouteAccess = routeAccess[key];
      const sampleOf = samples[key];
      const hasObject = key.includes(':id') && access.scope !== 'reference data' && access.scope !== 'none';
      const run = async (who: MatrixUser | 'anonymous', object: Case['object'], id: number | undefined) => {
        const sample = sampleOf ? sampleOf({ user: who === 'anonymous' ? 'principal' : who, id, x }) : {};
        if (sample === null) return;
        const takesObject = hasObject || !!sample.objectInBody;
        const expected =
          who === 'anonymous'
            ? access.callers === 'public'
              ? expectedFor(access, key, 'principal', 'own')
              : 401
            : expectedFor(access, key, who, object === 'foreign' ? 'foreign' : 'own');
        if (object === 'foreign' && !takesObject) return;
        const response = await send(key, who, id, sample);
        cases.push({ key, who, object, expected });
        const ok = expected === 'passes' ? passes(response.statusCode) : response.statusCode === expected;
        if (!ok) wrong.push(`${key} as ${who} (${object}): ${response.statusCode}, expected ${expected}`);
      };
      await run('anonymous', 'none', x.objects(access.scope, 'principal').own);
      for (const user of matrixUsers) {
        const { own, foreign } = x.objects(access.scope, user);
        const allowed = access.callers === 'public' || access.callers.includes(kindOf(user));
        if (own !== undefined || !hasObject || !allowed) await run(user, 'own', own ?? foreign);
        if (foreign !== undefined && allowed) await run(user, 'foreign', foreign);
      }
    }
    console.log(
      `authorization matrix: ${keys.length} routes, ${cases.length} calls ` +
        `(${cases.filter((c) => c.expected === 403).length} x 403, ` +
        `${cases.filter((c) => c.expected === 404).length} x 404, ` +
        `${cases.filter((c) => c.expected === 401).length} x 401)`,
    );
    expect(wrong).toEqual([]);
    for (const key of keys)
      expect(
        cases.some((c) => c.key === key),
        key,
      ).toBe(true);
  }, 300_000);
});

/** Option lists that show other companies on purpose, and why. */
const openLists: Partial<Record<RouteKey, string>> = {
  'GET /entities/option': 'every agent company is offered to principals appointing an agent',
  // Rows are agent companies, not port calls; the figures' scope is checked in scorecards.test.ts.
  'GET /scorecards/agents': 'one row per agent company appointed to the caller’s visible port calls',
};
/** Lists filtered by state: the own object need not be in them, a foreign one still must not. */
const filteredLists: RouteKey[] = ['GET /notifications/get_all_unread', 'GET /notifications/get_all_read'];

describe('lists', () => {
  it('show the caller’s own objects and never a foreign one', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const key of keys) {
      const access: RouteAccess = routeAccess[key];
      const isList = key.startsWith('GET ') && !key.includes(':') && access.callers !== 'public';
      // 'own user' lists hold other records (e.g. managed entities): their ids are not the user's.
      if (!isList || openLists[key] || access.scope === 'own user') continue;
      for (const user of matrixUsers.filter((u) => (access.callers as string[]).includes(kindOf(u)))) {
        const { own, foreign } = x.objects(access.scope, user);
        if (own === undefined && foreign === undefined) continue;
        let response = await send(key, user, undefined, { query: 'per_page=100' });
        if (response.statusCode === 400) response = await send(key, user, undefined, {});
        // Exports answer files, not lists: documents.test.ts compares them with the lists they copy.
        if (!String(response.headers['content-type']).includes('json')) continue;
        const objects = (response.json() as { data?: { objects?: { id: number }[] } }).data?.objects;
        if (!Array.isArray(objects)) continue;
        const ids = objects.map((object) => object.id);
        if (own !== undefined && !filteredLists.includes(key) && !ids.includes(own))
          wrong.push(`${key} as ${user}: own ${own} missing`);
        if (foreign !== undefined && ids.includes(foreign))
          wrong.push(`${key} as ${user}: foreign ${foreign}`);
        checked += 1;
      }
    }
    console.log(`lists: ${checked} list x user checks`);
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  });
});

describe('request bodies', () => {
  it('refuse a field the route does not know, naming it, on every route that takes a JSON body', async () => {
    let checked = 0;
    const wrong: string[] = [];
    for (const key of keys) {
      const access: RouteAccess = routeAccess[key];
      const user = matrixUsers.find(
        (u) => access.callers === 'public' || access.callers.includes(kindOf(u)),
      )!;
      const id = x.objects(access.scope, user).own;
      const sample = samples[key]?.({ user, id, x });
      if (!sample?.body || typeof sample.body !== 'object') continue;
      const response = await send(key, user, id, { ...sample, body: { ...sample.body, zz_unknown: 1 } });
      const fields = (response.json().data?.errors ?? []).map((error: { field: string }) => error.field);
      if (response.statusCode !== 400 || !fields.includes('zz_unknown')) {
        wrong.push(`${key}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      checked += 1;
    }
    console.log(`request bodies: ${checked} routes refuse an unknown field`);
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });
});

describe('refused access', () => {
  it('leaves one log line with user, kind, method, route and status, and no token or body', async () => {
    const from = t.logs.lines.length;
    await send('POST /port_calls', 'agent', undefined, { body: { remarks: 'body-text-never-logged' } });
    await send('GET /port_calls/:id', 'agent2', x.sides.one.portCall, {});
    await t.app.inject({
      url: `${PREFIX}/users/me?token=query-secret`,
      headers: { authorization: 'bad-token' },
    });
    const lines = t.logs.lines.slice(from);
    const refused = lines.map((line) => JSON.parse(line)).filter((line) => line.event === 'access.refused');
    expect(refused).toEqual([
      expect.objectContaining({ level: 40, status: 403, method: 'POST', route: `${PREFIX}/port_calls` }),
      expect.objectContaining({ level: 30, status: 404, method: 'GET', route: `${PREFIX}/port_calls/:id` }),
      expect.objectContaining({ level: 30, status: 401, route: `${PREFIX}/users/me`, user_id: null }),
    ]);
    expect(refused[0]).toMatchObject({ user_id: x.me.agent.id, user_kind: 'agent' });
    expect(refused[1]).toMatchObject({ user_id: x.me.agent2.id, user_kind: 'agent' });
    const text = lines.join('');
    for (const secret of [
      x.w.tokens.agent!,
      x.w.tokens.agent2!,
      'body-text-never-logged',
      'bad-token',
      'query-secret',
    ])
      expect(text).not.toContain(secret);
  });
});
