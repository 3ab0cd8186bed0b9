import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The response serializer: the same bytes as fastify-type-provider-zod's (zod's parse of the
 * answer, then JSON.stringify), without building the parsed copy first.
 *
 * Each response schema is compiled once into a writer that walks the answer along the schema:
 * an object writes only its schema's keys, in the schema's order (what zod's parse keeps, so a
 * field outside the schema, a password hash, never leaves), and every value is checked as zod
 * checks it (type, enum and literal values, integers, patterns, a record's keys, a tuple's
 * length). A value the writer cannot vouch for hands the whole answer to zod's serializer, which
 * answers it exactly as before: its output, or its ResponseSerializationError (a 500). A schema
 * with a part the writer does not know (a union, a transform, a loose object such as the error
 * envelope) is zod's from the start.
 *
 * Why: zod's parse allocates a copy of every object of the answer and JSON.stringify walks it
 * again; on a list page that was the larger part of the serializer's cost (docs/decisions/017).
 */

/** Thrown inside a writer when the answer is not what the schema says: zod takes over. */
const MISMATCH = Symbol('response does not match its schema');

type Writer = (value: unknown) => string;
// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions are untyped here.
type Def = any;

const fail = (): never => {
  throw MISMATCH;
};

/** A leaf's checks, as zod runs them; undefined when one is unknown here. */
function leafChecks(checks: Def[] | undefined): ((value: never) => boolean)[] | undefined {
  const tests: ((value: never) => boolean)[] = [];
  for (const check of checks ?? []) {
    const def = check._zod.def;
    if (def.check === 'number_format' && def.format === 'safeint') {
      tests.push((value: number) => Number.isSafeInteger(value));
    } else if (def.check === 'string_format' && def.format === 'regex' && def.pattern instanceof RegExp) {
      const pattern: RegExp = def.pattern;
      tests.push((value: string) => {
        pattern.lastIndex = 0;
        return pattern.test(value);
      });
    } else {
      return undefined;
    }
  }
  return tests;
}

function checked(type: string, tests: ((value: never) => boolean)[], write: Writer): Writer {
  if (tests.length === 0) {
    return (value) => (typeof value === type ? write(value) : fail());
  }
  return (value) => {
    if (typeof value !== type) return fail();
    for (const test of tests) if (!test(value as never)) return fail();
    return write(value);
  };
}

const writeJson: Writer = (value) => JSON.stringify(value);
const writeNumber: Writer = (value) => (Number.isFinite(value) ? String(value) : fail());

/** The writer of one schema, or undefined when a part of it is not one this file knows. */
export function compileWriter(schema: z.ZodType): Writer | undefined {
  const def: Def = schema._zod.def;
  switch (def.type) {
    case 'string': {
      const tests = leafChecks(def.checks);
      return tests && checked('string', tests, writeJson);
    }
    case 'number': {
      const tests = leafChecks(def.checks);
      return tests && checked('number', tests, writeNumber);
    }
    case 'boolean':
      return def.checks?.length
        ? undefined
        : (value) => (typeof value === 'boolean' ? String(value) : fail());
    case 'null':
      return (value) => (value === null ? 'null' : fail());
    case 'enum':
    case 'literal': {
      // Each allowed value's JSON, written once; a value JSON has no text for (undefined, a
      // bigint) leaves the schema to zod.
      const encoded = new Map<unknown, string>();
      for (const allowed of schema._zod.values ?? []) {
        if (
          typeof allowed !== 'string' &&
          typeof allowed !== 'number' &&
          typeof allowed !== 'boolean' &&
          allowed !== null
        ) {
          return undefined;
        }
        encoded.set(allowed, JSON.stringify(allowed));
      }
      if (encoded.size === 0 || def.checks?.length) return undefined;
      return (value) => encoded.get(value) ?? fail();
    }
    case 'nullable': {
      const inner = compileWriter(def.innerType);
      return inner && ((value) => (value === null ? 'null' : inner(value)));
    }
    case 'array': {
      const element = compileWriter(def.element);
      if (!element || def.checks?.length) return undefined;
      return (value) => {
        if (!Array.isArray(value)) return fail();
        let out = '[';
        for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + element(value[i]);
        return `${out}]`;
      };
    }
    case 'tuple': {
      const items = (def.items as z.ZodType[]).map(compileWriter);
      if (def.rest || def.checks?.length || items.some((item) => !item)) return undefined;
      const writers = items as Writer[];
      return (value) => {
        if (!Array.isArray(value) || value.length !== writers.length) return fail();
        return `[${writers.map((write, i) => write(value[i])).join(',')}]`;
      };
    }
    case 'record':
      return recordWriter(def);
    case 'object':
      return objectWriter(def);
    default:
      return undefined;
  }
}

/** An object of the shape's keys only, in the shape's order: zod's parse (strip) then JSON.stringify. */
function objectWriter(def: Def): Writer | undefined {
  // A loose or strict object (catchall) keeps or refuses unknown keys: zod's.
  if (def.catchall !== undefined || def.checks?.length) return undefined;
  const fields: { name: string; prefix: string; optional: boolean; write: Writer }[] = [];
  for (const [name, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
    const fieldDef: Def = field._zod.def;
    const optional = fieldDef.type === 'optional';
    // Only a plain optional (absent or undefined: no key, as JSON.stringify drops undefined).
    if (field._zod.optin === 'optional' && !optional) return undefined;
    const write = compileWriter(optional ? fieldDef.innerType : field);
    if (!write) return undefined;
    fields.push({ name, prefix: JSON.stringify(name), optional, write });
  }
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail();
    const input = value as Record<string, unknown>;
    let out = '';
    for (const field of fields) {
      const fieldValue = input[field.name];
      if (fieldValue === undefined) {
        if (field.optional) continue;
        return fail();
      }
      out += `${out === '' ? '' : ','}${field.prefix}:${field.write(fieldValue)}`;
    }
    return `{${out}}`;
  };
}

/** A record over an enum's keys: every key, in the enum's order, and no other (zod 4's exhaustive record). */
function recordWriter(def: Def): Writer | undefined {
  const keys: unknown[] = [...(def.keyType._zod.values ?? [])];
  const write = compileWriter(def.valueType);
  // A partial or loose record keeps the input's key order (or extra keys): zod's.
  if (def.partial || def.mode === 'loose' || def.keyType._zod.def.type !== 'enum' || def.checks?.length) {
    return undefined;
  }
  if (!write || keys.length === 0) return undefined;
  if (!keys.every((key) => typeof key === 'string' && key !== '__proto__')) return undefined;
  const names = keys as string[];
  const prefixes = names.map((key) => JSON.stringify(key));
  return (value) => {
    if (!isPlainObject(value)) return fail();
    let count = 0;
    for (const _key in value) count++;
    if (count !== names.length) return fail();
    let out = '';
    for (let i = 0; i < names.length; i++) {
      const name = names[i] as string;
      if (!Object.hasOwn(value, name)) return fail();
      out += `${i === 0 ? '' : ','}${prefixes[i]}:${write(value[name])}`;
    }
    return `{${out}}`;
  };
}

/** zod's isPlainObject, which its record parse requires. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Fastify's serializer compiler: the compiled writer where the schema allows one, zod's serializer
 * for the rest and for any answer the writer refuses.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  // As fastify-type-provider-zod resolves it: the schema, or `{ properties: schema }`.
  const given = route.schema as { _zod?: unknown; properties?: { _zod?: unknown } } | undefined;
  const schema = (given?._zod ? given : given?.properties?._zod ? given.properties : undefined) as
    | z.ZodType
    | undefined;
  const write = schema ? compileWriter(schema) : undefined;
  if (!write) return viaZod;
  return (data) => {
    try {
      return write(data);
    } catch (error) {
      if (error === MISMATCH) return viaZod(data);
      throw error;
    }
  };
};
