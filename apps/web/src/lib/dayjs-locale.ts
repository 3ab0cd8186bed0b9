import type { Locale } from '@portledger/contracts';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import updateLocale from 'dayjs/plugin/updateLocale';

dayjs.extend(customParseFormat);
dayjs.extend(updateLocale);

let chineseAdapted = false;

/** Dayjs in `locale`; for zh-CN, dayjs/locale/zh-cn must have been loaded (loadDayjsLocale does). */
export function applyDayjsLocale(locale: Locale): void {
  if (locale === 'zh-CN' && !chineseAdapted) {
    // Dates read "05 Mar 2026" in both languages (lib/format.ts), as shipping documents write them.
    // The Chinese locale keeps its weekdays and texts but takes the English month abbreviations, so
    // a date picker shows and parses the same "01 Dec 2026" in zh-CN instead of "01 12月 2026".
    dayjs.updateLocale('zh-cn', {
      monthsShort: 'Jan_Feb_Mar_Apr_May_Jun_Jul_Aug_Sep_Oct_Nov_Dec'.split('_'),
    });
    chineseAdapted = true;
  }
  dayjs.locale(locale === 'zh-CN' ? 'zh-cn' : 'en');
}

export async function loadDayjsLocale(locale: Locale): Promise<void> {
  if (locale === 'zh-CN') await import('dayjs/locale/zh-cn');
  applyDayjsLocale(locale);
}
