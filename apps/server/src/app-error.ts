import type { FieldError, Locale } from '@portledger/contracts';
import type { MessageKey, MessageParams } from './i18n/index.ts';

/** The statuses an AppError may carry; the envelope code is always the HTTP status (DESIGN.md 4). */
export type AppErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

export interface AppErrorDetails {
  /** Placeholders of the message, e.g. `{ minutes: 12 }`; a function when they need translating. */
  params?: MessageParams | ((locale: Locale) => MessageParams);
  /** Facts the client may act on, answered in `data` beside `errors` (e.g. the current status). */
  data?: Record<string, unknown>;
  /** Field errors, already translated or as message keys (translated by the error handler). */
  errors?: FieldError[];
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
}

/** The one error type use cases throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly status: AppErrorStatus,
    readonly messageKey: MessageKey,
    readonly details: AppErrorDetails = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}
