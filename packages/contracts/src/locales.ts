// No zod here: the web's entry reads these constants, and importing zod would bring all of it
// into the sign-in page (docs/decisions/018). The schema `locale` lives in auth.ts.
export const supportedLocales = ['en-US', 'zh-CN'] as const;
export type Locale = (typeof supportedLocales)[number];
/** Chinese is the fallback language (SPEC.md section 9). */
export const FALLBACK_LOCALE: Locale = 'zh-CN';

/** Picks the best supported locale from an Accept-Language header. */
export function pickLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return FALLBACK_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return FALLBACK_LOCALE;
}
