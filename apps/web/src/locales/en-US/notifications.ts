export const notifications = {};
