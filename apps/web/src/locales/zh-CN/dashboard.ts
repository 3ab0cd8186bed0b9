import type { dashboard as en } from '../en-US/dashboard.ts';
import type { Messages } from '../types.ts';

export const dashboard: Messages<typeof en> = {};
