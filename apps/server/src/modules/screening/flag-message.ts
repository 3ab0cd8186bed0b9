import type { Locale } from '@portledger/contracts';
import { type MessageKey, translate } from '../../i18n/index.ts';
import { formatMoney, formatUtc } from '../documents/format.ts';
import type { RuleFlag } from './rules.ts';

/** Prices in the DA's currency, written as the screens write money: "CNY 1,473.21". */
const PRICES = new Set(['p75', 'median', 'pda']);
/** Sums whose currency the message names itself ("USD {usd}"). */
const AMOUNTS = new Set(['usd', 'threshold']);
/** Days, written as the screens write dates: "18 Feb 2027". */
const DATES = new Set(['until', 'on']);

/** A flag's sentence in the reader's language, with its money and dates as the screens write them. */
export function flagMessage(flag: RuleFlag, locale: Locale, currency: string): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(flag.params)) {
    if (typeof value !== 'string') params[name] = value;
    else if (PRICES.has(name)) params[name] = formatMoney(value, currency);
    else if (AMOUNTS.has(name)) params[name] = formatMoney(value);
    else if (DATES.has(name)) params[name] = formatUtc(value);
    else if (name === 'level') params[name] = translate(locale, `screening.level.${value}` as MessageKey);
    else params[name] = value;
  }
  return translate(locale, `screening.flag.${flag.code}` as MessageKey, params);
}
