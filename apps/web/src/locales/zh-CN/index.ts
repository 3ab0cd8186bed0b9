import type { EnMessages } from '../en-US/index.ts';
import type { Messages } from '../types.ts';
import { account } from './account.ts';
import { auth } from './auth.ts';
import { common } from './common.ts';
import { http } from './http.ts';
import { layout } from './layout.ts';
import { pages } from './pages.ts';
import { result } from './result.ts';

export const zhCN: Messages<EnMessages> = { common, auth, account, layout, pages, result, http };
