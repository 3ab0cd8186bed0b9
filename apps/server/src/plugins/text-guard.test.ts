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

  it('walks a body nested 200,000 levels deep without exhausting the stack', () => {
    let value: unknown = 'deep\u0000';
    for (let i = 0; i < 200_000; i++) value = { a: [value] };
    expect(nulCharacterPath(value)).toMatch(/^a\.0\.a\.0/);
  });
});
