import fc from 'fast-check';

/**
 * A number JSON cannot carry (1e400 parses to Infinity, -0, 20 digits): kept as its literal text
 * and written into the request body as is by `toJsonText`.
 */
export class RawNumber {
  constructor(readonly text: string) {}
  toJSON() {
    return `\u0000raw:${this.text}\u0000`;
  }
}

/** JSON text of a generated value, with RawNumbers written as bare number literals. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0000raw:([^"\\]*)\\u0000"/g, '$1');
}

const huge = (n: number, unit = 'a') => unit.repeat(n);

/** Strings that have broken servers before: injection, markup, odd Unicode, sizes, formats. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    "'; drop table users; --",
    "' or '1'='1",
    '1; select pg_sleep(10)',
    '$$; delete from das; $$',
    '<img src=x onerror=alert(1)>',
    '<script>alert(document.cookie)</script>',
    '"><svg onload=alert(1)>',
    '{{constructor.constructor("alert(1)")()}}',
    '__proto__',
    'constructor',
    'a\u0000b',
    '\u0000',
    '\uD800',
    'x\uDFFFy',
    '\u202Egnp.exe',
    '\uFEFF',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🚢⚓',
    '港口使费账单',
    '\r\n\t\u000b\f',
    '../../../etc/passwd',
    '%00%ff%c0%af',
    'null',
    'NaN',
    'Infinity',
    '-1',
    '1e400',
    '12345678901234567890.00',
    '99999999999999999999',
    '-0.00',
    '1,000.00',
    '0x10',
    '2026-02-30',
    '2026-13-01',
    '0000-00-00',
    '9999-12-31T23:59:60Z',
    '+275760-09-13T00:00:00Z',
    '-000001-01-01',
    'yesterday',
    'true',
  ),
  fc.constantFrom(huge(10_000), huge(100_001, 'x'), huge(5000, '\u0000'), huge(20_000, '港')),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Numbers at and beyond every boundary: int4, safe integers, NUMERIC(18,2), non-finite. */
export const hostileNumber: fc.Arbitrary<number | RawNumber> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0.01,
    0.001,
    1.005,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    1e16,
    1e21,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.constantFrom(
    new RawNumber('1e400'),
    new RawNumber('-1e400'),
    new RawNumber('12345678901234567890'),
    new RawNumber('-12345678901234567890.12'),
    new RawNumber('1e-400'),
    new RawNumber('-0'),
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Arrays or objects nested `depth` levels deep. */
export function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** Any hostile JSON value: scalars, wrong containers, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }) },
  { weight: 1, arbitrary: fc.constantFrom(nested(64, 'array'), nested(64, 'object')) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
);

/** Path segments where an id belongs. */
export const hostileId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '2147483648',
    '99999999999999999999',
    '1e3',
    '1.5',
    '0x1f',
    'abc',
    'null',
    '%00',
    '%',
    '%zz',
    '%E0%A4%A',
    '%C0%AF',
    '%uD800',
    '..%2F..%2Fetc%2Fpasswd',
    "1'%20or%20'1'='1",
    '%3Cscript%3E',
    ' 1',
    '1;2',
    encodeURIComponent('港口'),
    '9'.repeat(400),
  ),
  fc.integer().map(String),
  fc.string({ unit: 'binary-ascii', maxLength: 12 }).map(encodeURIComponent),
);

/** Whole query strings: unknown, repeated, array-shaped, undecodable and oversized parameters. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'lock_version=-1',
    'lock_version=99999999999999999999',
    'lock_version=abc',
    'lock_version=1&lock_version=2',
    'lock_version[]=1',
    'lock_version[$gt]=0',
    '%',
    '%zz=1',
    'a=%E0%A4%A',
    'id=1%00',
    '__proto__[x]=1',
    'constructor[prototype][x]=1',
    `q=${'x'.repeat(20_000)}`,
    'per_page=100000',
    'page=-1',
    'sort=;drop table users',
  ),
  fc
    .tuple(fc.constantFrom('lock_version', 'page', 'x', 'id'), hostileString)
    .map(([key, value]) => `${key}=${percentEncode(value)}`),
);

const loneSurrogate = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;

/**
 * `encodeURIComponent`, except that a lone surrogate (which it refuses with a URIError) is sent as
 * the three bytes it would take in UTF-8: malformed UTF-8 in the query, which the server must
 * refuse like any other bad value.
 */
export function percentEncode(value: string): string {
  return value
    .split(loneSurrogate)
    .map((part, index) => {
      if (index % 2 === 0) return encodeURIComponent(part);
      const unit = part.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}
