import type { notifications as en } from '../en-US/notifications.ts';
import type { Messages } from '../types.ts';

export const notifications: Messages<typeof en> = {};
