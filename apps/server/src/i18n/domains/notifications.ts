/** Server messages of the notifications domain; both languages have the same keys (catalogues.test.ts). */
export const notificationsEnUS = {} as const;

export const notificationsZhCN: Record<keyof typeof notificationsEnUS, string> = {};
