/** Server messages of the dashboards domain; both languages have the same keys (catalogues.test.ts). */
export const dashboardsEnUS = {} as const;

export const dashboardsZhCN: Record<keyof typeof dashboardsEnUS, string> = {};
