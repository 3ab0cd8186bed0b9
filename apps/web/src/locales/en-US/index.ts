import { firstPages } from './first-pages.ts';
import { otherPages } from './other-pages.ts';

/** Every text of the language (tests, the parity test, the types); the app loads it in two parts. */
export const enUS = { ...firstPages, ...otherPages };
export type EnMessages = typeof enUS;
