import { describe, expect, it } from 'vitest';
import { pickLocale } from './locales.ts';

describe('pickLocale', () => {
  it('falls back to Chinese when nothing is asked for', () => {
    expect(pickLocale(undefined)).toBe('zh-CN');
    expect(pickLocale('')).toBe('zh-CN');
    expect(pickLocale('fr-FR')).toBe('zh-CN');
  });
  it('honours the quality weights of Accept-Language', () => {
    expect(pickLocale('en-US,en;q=0.9')).toBe('en-US');
    expect(pickLocale('zh-CN;q=0.4, en;q=0.8')).toBe('en-US');
    expect(pickLocale('fr;q=1, zh-TW;q=0.5, en;q=0.3')).toBe('zh-CN');
    expect(pickLocale('en;q=0, zh')).toBe('zh-CN');
  });
});
