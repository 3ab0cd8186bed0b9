import { FALLBACK_LOCALE, type Locale, supportedLocales } from '@portledger/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import updateLocale from 'dayjs/plugin/updateLocale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '../locales/index.ts';
import { getStored, setStored } from './storage.ts';

const isLocale = (value: unknown): value is Locale => supportedLocales.includes(value as Locale);

/** Stored choice, else the browser language when it is Chinese or English, else Chinese (SPEC.md 9). */
export function pickInitialLocale(stored: unknown, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const language of browserLanguages) {
    const tag = language.toLowerCase();
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return FALLBACK_LOCALE;
}

const browserLanguages = () =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language];

export const initialLocale: Locale = pickInitialLocale(getStored('locale'), browserLanguages());

i18next.use(initReactI18next).init({
  resources: {
    'en-US': { translation: resources['en-US'] },
    'zh-CN': { translation: resources['zh-CN'] },
  },
  lng: initialLocale,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...supportedLocales],
  interpolation: { escapeValue: false },
  returnNull: false,
});

dayjs.extend(customParseFormat);
dayjs.extend(updateLocale);
// Dates read "05 Mar 2026" in both languages (lib/format.ts), as shipping documents write them.
// The Chinese locale keeps its weekdays and texts but takes the English month abbreviations, so
// a date picker shows and parses the same "01 Dec 2026" in zh-CN instead of "01 12月 2026".
dayjs.updateLocale('zh-cn', { monthsShort: 'Jan_Feb_Mar_Apr_May_Jun_Jul_Aug_Sep_Oct_Nov_Dec'.split('_') });
dayjs.locale(initialLocale === 'zh-CN' ? 'zh-cn' : 'en');
if (typeof document !== 'undefined') document.documentElement.lang = initialLocale;

export const i18n = i18next;
export const currentLocale = (): Locale => (isLocale(i18next.language) ? i18next.language : FALLBACK_LOCALE);

/** Persists the choice and reloads the page, so every text, antd and dayjs start in the new language. */
export function switchLocale(locale: Locale, reload: () => void = () => window.location.reload()): void {
  if (locale === currentLocale()) return;
  setStored('locale', locale);
  reload();
}
