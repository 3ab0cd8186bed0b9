import fc from 'fast-check';
import { hostileId, hostileQuery, hostileString, hostileValue, toJsonText } from './hostile.ts';

/** The JSON schema of a request body as OpenAPI shows it (only what the generator needs). */
export interface BodySchema {
  properties?: Record<string, BodySchema>;
  items?: BodySchema;
  type?: string | string[];
  anyOf?: BodySchema[];
}

/** One generated request: which part of it is hostile, and how. */
export type FuzzCase =
  | { kind: 'field'; field: string; value: unknown; current: boolean }
  | { kind: 'item'; field: string; item: string; value: unknown; current: boolean }
  | { kind: 'drop'; fields: string[]; current: boolean }
  | { kind: 'extra'; field: string; value: unknown }
  | { kind: 'whole'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'query'; query: string; current: boolean }
  | { kind: 'path'; id: string };

/** The properties of an object schema, looking through `anyOf` (nullable, optional wrappers). */
function propertiesOf(schema: BodySchema | undefined): Record<string, BodySchema> {
  if (!schema) return {};
  if (schema.properties) return schema.properties;
  return Object.assign({}, ...(schema.anyOf ?? []).map(propertiesOf));
}
function itemsOf(schema: BodySchema | undefined): BodySchema | undefined {
  return schema?.items ?? schema?.anyOf?.map(itemsOf).find(Boolean);
}

const rawBodies = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  '{"lock_version": 1,}',
  "{'a': 1}",
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"x": 1}}}',
  '1e400',
  '"just a string"',
  'null',
  '[]',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `{"a":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`,
  `${'{"a":['.repeat(50_000)}${']}'.repeat(50_000)}`,
);

/** Every kind of hostile request for a route whose valid body looks like `base`. */
export function fuzzCases(options: {
  base: Record<string, unknown> | undefined;
  schema: BodySchema | undefined;
  hasId: boolean;
}): fc.Arbitrary<FuzzCase> {
  const properties = propertiesOf(options.schema);
  const fields = [
    ...new Set([...Object.keys(options.base ?? {}), ...Object.keys(properties), 'lock_version']),
  ];
  const lists = Object.entries(properties)
    .map(([field, schema]) => ({ field, item: Object.keys(propertiesOf(itemsOf(schema))) }))
    .filter(({ item }) => item.length > 0);
  const current = fc.boolean();
  const field = fc.constantFrom(...fields);
  const cases: fc.Arbitrary<FuzzCase>[] = [
    fc.record({ kind: fc.constant('field' as const), field, value: hostileValue, current }),
    fc.record({ kind: fc.constant('drop' as const), fields: fc.subarray(fields, { minLength: 1 }), current }),
    fc.record({ kind: fc.constant('extra' as const), field: hostileString, value: hostileValue }),
    fc.record({ kind: fc.constant('whole' as const), value: hostileValue }),
    fc.record({
      kind: fc.constant('raw' as const),
      text: rawBodies,
      contentType: fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=latin1',
      ),
    }),
    fc.record({ kind: fc.constant('query' as const), query: hostileQuery, current }),
  ];
  if (options.hasId) cases.push(fc.record({ kind: fc.constant('path' as const), id: hostileId }));
  if (lists.length > 0) {
    const list = fc.constantFrom(...lists);
    const item = list.chain(({ field, item }) =>
      fc.record({
        kind: fc.constant('item' as const),
        field: fc.constant(field),
        item: fc.constantFrom(...item),
        value: hostileValue,
        current,
      }),
    );
    // Nested lines carry the amounts: weigh them like a top-level field.
    cases.push(item, item);
  }
  return fc.oneof(...cases);
}

/** A request for the case: body text (or none), content type, extra query, path id. */
export function requestOf(
  c: FuzzCase,
  base: Record<string, unknown> | undefined,
  lockVersion: number | undefined,
): { body?: string; contentType?: string; query?: string; id?: string } {
  const withLock = (body: Record<string, unknown>, current: boolean) =>
    current && lockVersion !== undefined && 'lock_version' in body
      ? { ...body, lock_version: lockVersion }
      : body;
  const json = (value: unknown) => ({ body: toJsonText(value), contentType: 'application/json' });
  const b = base ?? {};
  switch (c.kind) {
    case 'field':
      return json({ ...withLock(b, c.current), [c.field]: c.value });
    case 'item': {
      // The base's first item with one field replaced: the rest of the line stays valid.
      const first = Array.isArray(b[c.field]) ? (b[c.field] as Record<string, unknown>[])[0] : undefined;
      return json({ ...withLock(b, c.current), [c.field]: [{ ...first, [c.item]: c.value }] });
    }
    case 'drop':
      return json(
        Object.fromEntries(Object.entries(withLock(b, c.current)).filter(([k]) => !c.fields.includes(k))),
      );
    case 'extra':
      return json({ ...b, [c.field]: c.value });
    case 'whole':
      return json(c.value);
    case 'raw':
      return { body: c.text, contentType: c.contentType };
    case 'query':
      return { ...(base ? json(withLock(b, c.current)) : {}), query: c.query };
    case 'path':
      return { ...(base ? json(b) : {}), id: c.id };
  }
}
