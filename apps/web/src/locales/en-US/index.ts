import { account } from './account.ts';
import { auth } from './auth.ts';
import { common } from './common.ts';
import { http } from './http.ts';
import { layout } from './layout.ts';
import { pages } from './pages.ts';
import { result } from './result.ts';

export const enUS = { common, auth, account, layout, pages, result, http };
export type EnMessages = typeof enUS;
