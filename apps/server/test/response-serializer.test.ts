import {
  currentUserResponse,
  daResponse,
  envelope,
  errorEnvelope,
  notificationListResponse,
  paymentListResponse,
  portCallListResponse,
  portCallResponse,
} from '@portledger/contracts';
import { schema } from '@portledger/db';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileWriter, serializerCompiler } from '../src/plugins/response-serializer.ts';
import { startTestApp, type TestApp } from './helpers.ts';
import { portCallWorld } from './port-call-fixtures.ts';

// The serializer the app uses, and the one it replaced (zod's parse, then JSON.stringify).
const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const compiled = (schema: z.ZodType) => serializerCompiler(route(schema));
const viaZod = (schema: z.ZodType) => zodSerializerCompiler(route(schema) as never);

const item = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['principal', 'agent']),
  note: z.string().nullable(),
  amount: z.string().regex(/^-?\d+\.\d{2}$/),
});
const listEnvelope = envelope(
  z.object({
    objects: z.array(item),
    counts: z.record(z.enum(['all', 'done']), z.number().int()),
    range: z.tuple([z.number(), z.number()]),
    flag: z.boolean(),
  }),
);
const valid = () => ({
  code: 200,
  msg: 'OK',
  data: {
    objects: [
      { id: 1, name: 'Ann "A" \u2028 <b>', kind: 'agent', note: null, amount: '12.50' },
      { id: 2, name: '李', kind: 'principal', note: 'x', amount: '-0.01' },
    ],
    counts: { done: 1, all: 3 },
    range: [0, 1.5],
    flag: false,
  },
});

describe('the compiled response serializer', () => {
  it('writes the bytes zod parse + JSON.stringify wrote', () => {
    expect(compiled(listEnvelope)(valid())).toBe(viaZod(listEnvelope)(valid()));
    expect(compiled(listEnvelope)(valid())).toBe(
      '{"code":200,"msg":"OK","data":{"objects":[{"id":1,"name":"Ann \\"A\\" \u2028 <b>","kind":"agent","note":null,"amount":"12.50"},{"id":2,"name":"李","kind":"principal","note":"x","amount":"-0.01"}],"counts":{"all":3,"done":1},"range":[0,1.5],"flag":false}}',
    );
  });

  it('never writes a field outside the schema, at any depth', () => {
    const leaky = valid() as ReturnType<typeof valid> & Record<string, unknown>;
    leaky.passwordHash = 'scrypt$secret-top';
    Object.assign(leaky.data, { tokenHash: 'secret-data' });
    Object.assign(leaky.data.objects[0] as object, { password_hash: 'scrypt$secret-item' });
    const out = compiled(listEnvelope)(leaky);
    expect(out).not.toMatch(/secret|passwordHash|tokenHash|password_hash/);
    expect(out).toBe(viaZod(listEnvelope)(leaky));
    expect(out).toBe(compiled(listEnvelope)(valid()));
  });

  it('drops an optional field that is absent or undefined, as zod and JSON.stringify do', () => {
    const schema = z.object({ a: z.number(), b: z.array(z.string()).optional(), c: z.null() });
    for (const value of [
      { a: 1, c: null },
      { a: 1, b: undefined, c: null },
      { a: 1, b: ['x'], c: null },
    ]) {
      expect(compiled(schema)(value)).toBe(viaZod(schema)(value));
    }
  });

  it('hands anything the schema refuses to zod, which refuses it as before (a 500)', () => {
    const broken: ((body: ReturnType<typeof valid>) => void)[] = [
      (body) => Object.assign(body.data.objects[0] as object, { id: '1' }),
      (body) => Object.assign(body.data.objects[0] as object, { id: 1.5 }),
      (body) => Object.assign(body.data.objects[0] as object, { kind: 'operator' }),
      (body) => Object.assign(body.data.objects[0] as object, { amount: '12.5' }),
      (body) => Object.assign(body.data.objects[0] as object, { note: undefined }),
      (body) => Object.assign(body.data, { counts: { all: 3 } }),
      (body) => Object.assign(body.data, { counts: { all: 3, done: 1, other: 2 } }),
      (body) => Object.assign(body.data, { range: [0, 1, 2] }),
      (body) => Object.assign(body.data, { flag: 'false' }),
      (body) => Object.assign(body, { code: Number.NaN }),
      (body) => Object.assign(body, { data: new Date() }),
    ];
    for (const breakIt of broken) {
      const body = valid();
      breakIt(body);
      expect(() => viaZod(listEnvelope)(body)).toThrow(ResponseSerializationError);
      expect(() => compiled(listEnvelope)(body)).toThrow(ResponseSerializationError);
    }
  });

  it('compiles every success envelope of the contracts; the error envelope (loose) stays zod`s', async () => {
    const contracts = await import('@portledger/contracts');
    const unsupported = Object.entries(contracts)
      .filter(([name, value]) => /(Response|Envelope|envelope)$/.test(name) && value instanceof z.ZodType)
      .filter(([, schema]) => !compileWriter(schema as z.ZodType))
      .map(([name]) => name);
    expect(unsupported).toEqual(['errorEnvelope']);
    const error = { code: 409, msg: 'stale', data: { status: 'x', errors: [{ field: 'a', message: 'b' }] } };
    expect(compiled(errorEnvelope)(error)).toBe(viaZod(errorEnvelope)(error));
  });
});

describe('the app answers what zod would have written', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('on the hot reads, byte for byte', async () => {
    const w = await portCallWorld(t);
    const pc = await w.acceptedPortCall();
    await w.acceptedPortCall();
    const [costItem] = await t.database.db
      .select({ id: schema.costItems.id })
      .from(schema.costItems)
      .limit(1);
    const saved = await w.call('agent', 'POST', `/das/${pc.da.id}/pda_draft`, {
      lock_version: 0,
      cost_items_attributes: [
        { cost_item_id: costItem!.id, pda_quoted_price: '1500', comments_attributes: [{ content: 'Fee' }] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const [name, url, schema] of [
      ['principal', '/port_calls?tab=all', portCallListResponse],
      ['agent', '/port_calls?tab=all', portCallListResponse],
      ['principal', `/port_calls/${pc.id}`, portCallResponse],
      ['agent', `/port_calls/${pc.id}`, portCallResponse],
      ['principal', `/das/${pc.da.id}`, daResponse],
      ['agent', `/das/${pc.da.id}`, daResponse],
      ['principal', '/payments?tab=all', paymentListResponse],
      ['agent', '/notifications/get_all_unread', notificationListResponse],
      ['operator', '/users/me', currentUserResponse],
    ] as const) {
      const response = await w.call(name, 'GET', url);
      expect(response.statusCode, `${name} ${url}`).toBe(200);
      expect(response.body.length).toBeGreaterThan(40);
      expect(viaZod(schema)(JSON.parse(response.body)), `${name} ${url}`).toBe(response.body);
    }
  });
});
