export * from './common.ts';
export * from './entities.ts';
export * from './notifications.ts';
export * from './users.ts';
