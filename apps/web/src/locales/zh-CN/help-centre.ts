import type { helpCentre as en } from '../en-US/help-centre.ts';
import type { Messages } from '../types.ts';

export const helpCentre: Messages<typeof en> = {};
