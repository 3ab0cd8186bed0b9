import { describe, expect, it } from 'vitest';
import { firstPages as enFirst } from './en-US/first-pages.ts';
import { enUS } from './en-US/index.ts';
import { otherPages as enOther } from './en-US/other-pages.ts';
import { firstPages as zhFirst } from './zh-CN/first-pages.ts';
import { zhCN } from './zh-CN/index.ts';
import { otherPages as zhOther } from './zh-CN/other-pages.ts';

type Tree = { [key: string]: string | Tree };

/** Every leaf key, dotted (`auth.login.submit`); a node that is neither string nor object is reported. */
function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [path];
    if (value && typeof value === 'object') return leafKeys(value, path);
    return [`${path} (not a string: ${typeof value})`];
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

function valueAt(tree: Tree, path: string): string {
  return path
    .split('.')
    .reduce<string | Tree>((node, key) => (node as Tree)[key] as string | Tree, tree) as string;
}

describe('locale key parity', () => {
  const en = leafKeys(enUS as Tree);
  const zh = leafKeys(zhCN as Tree);

  it('finds a real tree of keys', () => {
    expect(en.length).toBeGreaterThan(50);
    expect(en).toContain('auth.login.submit');
  });

  it('has every en-US key in zh-CN', () => {
    expect(en.filter((key) => !zh.includes(key))).toEqual([]);
  });

  it('has every zh-CN key in en-US', () => {
    expect(zh.filter((key) => !en.includes(key))).toEqual([]);
  });

  it('uses the same {{placeholders}} and no empty text in both languages', () => {
    for (const key of en) {
      const english = valueAt(enUS as Tree, key);
      const chinese = valueAt(zhCN as Tree, key);
      expect(placeholders(chinese), key).toEqual(placeholders(english));
      expect(chinese.trim(), key).not.toBe('');
    }
  });

  it('detects a missing nested key (the walker really recurses)', () => {
    const broken = { auth: { login: { submit: 'x' } } } as Tree;
    const complete = { auth: { login: { submit: 'x', title: 'y' } } } as Tree;
    const missing = leafKeys(complete).filter((key) => !leafKeys(broken).includes(key));
    expect(missing).toEqual(['auth.login.title']);
  });
});

describe('the two parts a page loads (locales/index.ts)', () => {
  it('hold every area once, split the same way in both languages', () => {
    const first = Object.keys(enFirst);
    const other = Object.keys(enOther);
    expect(first.filter((area) => other.includes(area))).toEqual([]);
    expect([...first, ...other].sort()).toEqual(Object.keys(enUS).sort());
    expect(Object.keys(zhFirst)).toEqual(first);
    expect(Object.keys(zhOther)).toEqual(other);
  });
});
