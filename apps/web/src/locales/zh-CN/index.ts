import type { EnMessages } from '../en-US/index.ts';
import type { Messages } from '../types.ts';
import { firstPages } from './first-pages.ts';
import { otherPages } from './other-pages.ts';

/** Every text of the language (tests, the parity test); the app loads it in two parts. */
export const zhCN: Messages<EnMessages> = { ...firstPages, ...otherPages };
