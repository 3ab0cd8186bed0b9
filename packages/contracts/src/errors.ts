/**
 * One error model for the whole product: an error code is also the HTTP status
 * (DESIGN.md section 4). Message keys are translated by the server into the
 * caller's language; the web shows `msg` as it arrives.
 */
export const errorStatus = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  unprocessable: 422,
  tooManyRequests: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorStatus = (typeof errorStatus)[keyof typeof errorStatus];

export const errorMessageKeys = [
  'validation.failed',
  'validation.required',
  'auth.loginFailed',
  'auth.notSignedIn',
  'auth.sessionExpired',
  'auth.tooManyAttempts',
  'auth.tooManyResetRequests',
  'auth.invalidUserName',
  'auth.resetTokenInvalid',
  'auth.passwordMismatch',
  'auth.currentPasswordWrong',
  'auth.currentPasswordRequired',
  'profile.emailTaken',
  'profile.notYours',
  'access.forbidden',
  'resource.notFound',
  'route.notFound',
  'request.tooLarge',
  'request.unsupportedMediaType',
  'request.malformedJson',
  'request.timeout',
  'conflict.stale',
  'server.error',
  'server.unavailable',
] as const;
export type ErrorMessageKey = (typeof errorMessageKeys)[number];
