import { FALLBACK_LOCALE, type Locale, supportedLocales } from '@portledger/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { EnMessages } from '../locales/en-US/index.ts';
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

let markStarted: () => void = () => {};
/**
 * Resolves once startI18n has run. The router loads a page's chunks, and with them the other
 * pages' texts (locales/index.ts), while the first texts are still on their way: those texts are
 * added to i18next after it has started.
 */
export const i18nStarted = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/**
 * Starts i18next in `locale` with the texts given (the page's language only: locales/index.ts
 * downloads it before the first render; tests pass both). Every locale has every key (the parity
 * test), so the zh-CN fallback language never has to be downloaded to fill a gap.
 */
export function startI18n(locale: Locale, messages: Partial<Record<Locale, EnMessages>>): void {
  i18next.use(initReactI18next).init({
    resources: Object.fromEntries(
      Object.entries(messages).map(([language, translation]) => [language, { translation }]),
    ),
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...supportedLocales],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  markStarted();
}

export const i18n = i18next;
export const currentLocale = (): Locale => (isLocale(i18next.language) ? i18next.language : FALLBACK_LOCALE);

/** Persists the choice and reloads the page, so every text, antd and dayjs start in the new language. */
export function switchLocale(locale: Locale, reload: () => void = () => window.location.reload()): void {
  if (locale === currentLocale()) return;
  setStored('locale', locale);
  reload();
}
