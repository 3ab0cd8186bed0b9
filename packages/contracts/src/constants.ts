/** Business constants shared by server and web (SPEC.md section 9). */
export const DEFAULT_API_PREFIX = '/uapi';
export const REQUEST_TIMEOUT_MS = 60_000;
/** Lists: `per_page` defaults to 10 and is capped at 100 (envelope.ts `pageQuery`). */
export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;
export const LOOKUP_CACHE_MS = 600_000;
export const UNREAD_BADGE_MAX = 99;
export const SIDEBAR_WIDTH = 220;
export const DEFAULT_DEBOUNCE_MS = 1000;
export const STORAGE_PREFIX = 'd3-dacheck_';
export const STORAGE_DEFAULT_EXPIRY_DAYS = 365;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const RESET_TOKEN_TTL_MINUTES = 60;
