import { describe, expect, it } from 'vitest';
import { nulCharacterPath } from './text-guard.ts';

describe('nulCharacterPath', () => {
  it('names the field holding a NUL character, in nested objects and lists', () => {
    expect(nulCharacterPath({ name: 'ok', lines: [{ comments: [{ content: 'a\u0000b' }] }] })).toBe(
      'lines.0.comments.0.content',
    );
    expect(nulCharacterPath({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
    expect(nulCharacterPath('\u0000')).toBe('');
    expect(nulCharacterPath({ name: 'clean', n: 1, list: [null, true] })).toBeUndefined();
  });

  it('finds a NUL in a flat part (a query, path params) and passes a clean or empty one', () => {
    const query = Object.assign(Object.create(null), { tab: 'all', q: 'x\u0000y' });
    expect(nulCharacterPath(query)).toBe('q');
    expect(nulCharacterPath({ id: '1', 'k\u0000': 'v' })).toBe('k\u0000');
    expect(nulCharacterPath(['a', 'b\u0000'])).toBe('1');
    expect(nulCharacterPath(Object.create(null))).toBeUndefined();
    expect(nulCharacterPath({ tab: 'all', page: 2, flag: true, none: null })).toBeUndefined();
    expect(nulCharacterPath(undefined)).toBeUndefined();
    expect(nulCharacterPath(null)).toBeUndefined();
  });

  it('walks a body nested 200,000 levels deep without exhausting the stack', () => {
    let value: unknown = 'deep\u0000';
    for (let i = 0; i < 200_000; i++) value = { a: [value] };
    expect(nulCharacterPath(value)).toMatch(/^a\.0\.a\.0/);
  });
});
