export const dashboard = {};
