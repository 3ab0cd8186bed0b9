/** Server messages of the account (preferences, instructions) domain; both languages have the same keys (catalogues.test.ts). */
export const accountEnUS = {} as const;

export const accountZhCN: Record<keyof typeof accountEnUS, string> = {};
