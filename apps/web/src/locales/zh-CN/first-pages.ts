import type { firstPages as en } from '../en-US/first-pages.ts';
import type { Messages } from '../types.ts';
import { auth } from './auth.ts';
import { common } from './common.ts';
import { files } from './files.ts';
import { http } from './http.ts';
import { layout } from './layout.ts';
import { lookups } from './lookups.ts';
import { notifications } from './notifications.ts';
import { pages } from './pages.ts';
import { portCalls } from './port-calls.ts';
import { result } from './result.ts';

/**
 * The texts of the signed-in layout and the port-call list (the first page after sign-in), and
 * of the sign-in pages: what locales/index.ts loads before the first render.
 */
export const firstPages: Messages<typeof en> = {
  common,
  auth,
  layout,
  pages,
  result,
  http,
  lookups,
  files,
  portCalls,
  notifications,
};
