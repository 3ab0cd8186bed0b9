import type { Locale } from '@portledger/contracts';
import { enUS } from './en-US/index.ts';
import { zhCN } from './zh-CN/index.ts';

export const resources = { 'en-US': enUS, 'zh-CN': zhCN } satisfies Record<Locale, unknown>;
