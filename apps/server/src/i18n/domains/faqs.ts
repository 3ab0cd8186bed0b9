/** Server messages of the help centre domain; both languages have the same keys (catalogues.test.ts). */
export const faqsEnUS = {} as const;

export const faqsZhCN: Record<keyof typeof faqsEnUS, string> = {};
