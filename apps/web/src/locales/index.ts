import type { Locale } from '@portledger/contracts';
import i18next from 'i18next';
import { i18nStarted, initialLocale } from '../lib/i18n.ts';
import type { EnMessages } from './en-US/index.ts';

type FirstPages = typeof import('./en-US/first-pages.ts').firstPages;
type OtherPages = typeof import('./en-US/other-pages.ts').otherPages;

/**
 * One language's texts, downloaded on their own: a page carries only the language it shows (a
 * switch reloads the page, SPEC.md section 9). Before the first render: the texts of the sign-in
 * pages, the signed-in layout and the port-call list (`first-pages.ts`); the other pages' texts
 * come with the first of those pages (`loadOtherPageMessages`, app/routes.tsx), so the list after
 * sign-in does not download them (docs/decisions/018).
 */
export async function loadMessages(locale: Locale): Promise<EnMessages> {
  // Typed as every text: until the other pages' part arrives, no page that reads it is shown.
  if (locale === 'zh-CN') return (await import('./zh-CN/first-pages.ts')).firstPages as EnMessages;
  return (await import('./en-US/first-pages.ts')).firstPages as FirstPages as EnMessages;
}

let otherPages: Promise<void> | undefined;

/** Adds the other pages' texts of the page's language to i18next, once (after it has started). */
export function loadOtherPageMessages(): Promise<void> {
  otherPages ??= Promise.all([
    initialLocale === 'zh-CN'
      ? import('./zh-CN/other-pages.ts').then((m) => m.otherPages as OtherPages)
      : import('./en-US/other-pages.ts').then((m) => m.otherPages),
    i18nStarted,
  ]).then(
    ([texts]) => {
      i18next.addResourceBundle(initialLocale, 'translation', texts, true, true);
    },
    (error: unknown) => {
      // A failed download may be retried by the next page that needs the texts.
      otherPages = undefined;
      throw error;
    },
  );
  return otherPages;
}
