import { type Locale, pickLocale } from '@portledger/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';
import { authenticateSession } from '../modules/auth/authenticate-session.ts';
import { tokenFromHeader } from '../modules/auth/tokens.ts';
import type { SessionUser } from '../types.ts';

/**
 * pickLocale of an Accept-Language value, remembered: a browser sends the same value on every
 * request, and parsing it (split, sort) was a few per cent of a small answer. At most
 * LOCALE_CACHE_SIZE values are kept; past that the cache starts again, so a client sending a new
 * value on every request costs a parse each time and no memory.
 */
const LOCALE_CACHE_SIZE = 256;
const localeOfHeader = new Map<string, Locale>();

export function localeOf(acceptLanguage: string | undefined): Locale {
  if (acceptLanguage === undefined) return pickLocale(acceptLanguage);
  let locale = localeOfHeader.get(acceptLanguage);
  if (locale === undefined) {
    locale = pickLocale(acceptLanguage);
    if (localeOfHeader.size >= LOCALE_CACHE_SIZE) localeOfHeader.clear();
    localeOfHeader.set(acceptLanguage, locale);
  }
  return locale;
}

/** Every request learns its language; used for `msg` whatever the route. */
export function setupLocale(app: FastifyInstance) {
  app.decorateRequest('locale', 'zh-CN');
  app.decorateRequest('user', null);
  // A callback hook, not an async one: no promise and no extra microtask on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = localeOf(request.headers['accept-language']);
    done();
  });
}

/**
 * The session check of every route that is not public: setupRouteAccess (route-guard.ts) puts it
 * first among the route's onRequest hooks, so a new route cannot forget it and a public route
 * does not pay for deciding that it is public on every request.
 */
export async function authenticate(request: FastifyRequest) {
  const { database, config } = request.server;
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) throw new AppError(401, 'auth.notSignedIn');
  request.user = await authenticateSession({
    db: database.db,
    token,
    idleMinutes: config.sessionIdleMinutes,
    log: request.log,
  });
}

/** The session user of an authenticated route. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(401, 'auth.notSignedIn');
  return request.user;
}
