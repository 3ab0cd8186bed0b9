import type { Locale } from '@portledger/contracts';
import { enUS, type MessageKey } from './en-US.ts';
import { zhCN } from './zh-CN.ts';

export type { MessageKey };
export const catalogues: Record<Locale, Record<MessageKey, string>> = { 'en-US': enUS, 'zh-CN': zhCN };

export type MessageParams = Record<string, string | number>;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(enUS, key);
}

/** Translates a key, filling `{name}` placeholders; an unknown placeholder stays visible. */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The label of a request field, e.g. `password_confirmation` -> 'Password confirmation'. */
export function fieldLabel(locale: Locale, field: string): string {
  const key = `field.${field}`;
  return isMessageKey(key) ? translate(locale, key) : field;
}
