import { accountEnUS } from './domains/account.ts';
import { charterersEnUS } from './domains/charterers.ts';
import { companiesEnUS } from './domains/companies.ts';
import { dasEnUS } from './domains/das.ts';
import { dashboardsEnUS } from './domains/dashboards.ts';
import { documentsEnUS } from './domains/documents.ts';
import { faqsEnUS } from './domains/faqs.ts';
import { filesEnUS } from './domains/files.ts';
import { lookupsEnUS } from './domains/lookups.ts';
import { notificationsEnUS } from './domains/notifications.ts';
import { paymentsEnUS } from './domains/payments.ts';
import { portCallsEnUS } from './domains/port-calls.ts';
import { portsEnUS } from './domains/ports.ts';
import { scorecardsEnUS } from './domains/scorecards.ts';
import { screeningEnUS } from './domains/screening.ts';
import { usersAdminEnUS } from './domains/users-admin.ts';
import { vesselsEnUS } from './domains/vessels.ts';

/** Server messages in English. zh-CN.ts must have exactly the same keys (a test checks). */
export const enUS = {
  'common.ok': 'OK',
  'validation.failed': 'Some fields are not valid. Correct them and try again.',
  'validation.required': '{field} is required',
  'validation.tooShort': '{field} must be at least {minimum} characters',
  'validation.tooLong': '{field} must be at most {maximum} characters',
  'validation.tooSmall': '{field} must be at least {minimum}',
  'validation.tooBig': '{field} must be at most {maximum}',
  'validation.invalidEmail': '{field} is not a valid email address',
  'validation.invalidType': '{field} has the wrong type',
  'validation.invalidValue': '{field} must be one of: {values}',
  'validation.unknownField': '{field} is not an accepted field',
  'validation.invalid': '{field} is not valid',
  'validation.nulCharacter': '{field} contains a NUL character, which text cannot hold',
  'auth.loginFailed': 'Username or password is incorrect.',
  'auth.notSignedIn': 'Please sign in.',
  'auth.sessionExpired': 'Your session has expired. Please sign in again.',
  'auth.tooManyAttempts': 'Too many sign-in attempts. Try again in {minutes} minutes.',
  'auth.tooManyAttemptsOneMinute': 'Too many sign-in attempts. Try again in 1 minute.',
  'auth.tooManyResetRequests': 'Too many password reset requests. Try again in {minutes} minutes.',
  'auth.tooManyResetRequestsOneMinute': 'Too many password reset requests. Try again in 1 minute.',
  'auth.sessionIdle': 'You were signed out after {minutes} minutes without activity. Please sign in again.',
  'auth.sessionEnded': 'Your session was ended by an operator. Please sign in again.',
  'auth.invalidUserName': 'Invalid user name.',
  'auth.resetSent': 'A password reset email has been sent.',
  'auth.resetTokenInvalid':
    'This password reset link is invalid, already used or expired. Please request a new one.',
  'auth.passwordReset': 'Your password has been changed. Please sign in.',
  'auth.passwordMismatch': 'Password inconsistency please re-enter.',
  'auth.currentPasswordWrong': 'The current password is incorrect.',
  'auth.currentPasswordRequired': 'Enter your current password to set a new one.',
  'auth.loggedOut': 'You have signed out.',
  'profile.emailTaken': 'Email Address has already been taken！',
  'profile.notYours': 'You can only change your own profile.',
  'profile.updated': 'Your profile has been saved.',
  'access.forbidden': 'Access to this resource on the server is denied.',
  'resource.notFound': 'The requested record does not exist.',
  'route.notFound': 'This API route does not exist.',
  'request.tooLarge': 'The request is too large.',
  'request.unsupportedMediaType': 'The request body must be JSON.',
  'request.malformedJson': 'The request body is not valid JSON.',
  'request.timeout': 'The request took too long.',
  'request.invalid': 'The request is not valid.',
  'request.badUrl':
    'The address of the request is not valid (it contains characters that cannot be decoded).',
  'request.numberOutOfRange': 'A number in the request is too large to be stored.',
  'conflict.stale': 'Someone else changed this record. Reload it and try again.',
  'server.error': 'Something went wrong on the server. Please try again later.',
  'server.unavailable': 'The service is temporarily unavailable. Please try again later.',
  'mail.reset.subject': 'Reset your PortLedger password',
  'mail.reset.greeting': 'Hello {displayName},',
  'mail.reset.intro':
    'Someone asked to reset the password of the PortLedger account "{userName}". Open this link within 60 minutes to choose a new password:',
  'mail.reset.ignore': 'If you did not ask for this, ignore this email: your password stays as it is.',
  'field.name': 'User name',
  'field.password': 'Password',
  'field.password_confirmation': 'Password confirmation',
  'field.current_password': 'Current password',
  'field.email': 'Email Address',
  'field.display_name': 'Display name',
  'field.locale': 'Language',
  'field.token': 'Reset token',
  'field.remember': 'Remember me',
  'field.page': 'Page',
  'field.per_page': 'Page size',
  'field.id': 'ID',
  ...lookupsEnUS,
  ...vesselsEnUS,
  ...portsEnUS,
  ...companiesEnUS,
  ...charterersEnUS,
  ...filesEnUS,
  ...accountEnUS,
  ...dashboardsEnUS,
  ...screeningEnUS,
  ...scorecardsEnUS,
  ...documentsEnUS,
  ...faqsEnUS,
  ...notificationsEnUS,
  ...portCallsEnUS,
  ...dasEnUS,
  ...paymentsEnUS,
  ...usersAdminEnUS,
} as const;

export type MessageKey = keyof typeof enUS;
