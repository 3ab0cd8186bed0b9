import type { Locale } from '@portledger/contracts';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { initialLocale } from './i18n.ts';

let antd: AntdLocale | undefined;

/**
 * antd's own texts (pagination, empty tables, pickers) in the page's language. Only the signed-in
 * pages use antd, so the router loads these with the main layout rather than the entry loading
 * them for the sign-in pages too. Everything is imported on demand here: this module sits in the
 * entry.
 */
export async function loadLibraryLocales(locale: Locale): Promise<void> {
  antd = (await (locale === 'zh-CN' ? import('antd/es/locale/zh_CN') : import('antd/es/locale/en_US')))
    .default;
}

let dates: Promise<void> | undefined;

/**
 * dayjs, its plugins and its texts in the page's language, for what uses dayjs: the pickers and
 * every page but the port-call list (app/routes.tsx loads it with them, the list's date-range
 * picker and the bell's panel with themselves). The list formats its dates without dayjs
 * (lib/format.ts), so the first page after sign-in does not download it (docs/decisions/018).
 */
export function loadDateLibrary(): Promise<void> {
  dates ??= import('./dayjs-locale.ts').then(
    (module) => module.loadDayjsLocale(initialLocale),
    (error: unknown) => {
      dates = undefined;
      throw error;
    },
  );
  return dates;
}

/** antd's texts once loadLibraryLocales has run (antd's English defaults before). */
export const antdLocale = (): AntdLocale | undefined => antd;
