import { pickLocale } from '@portledger/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';
import { authenticateSession } from '../modules/auth/authenticate-session.ts';
import { tokenFromHeader } from '../modules/auth/tokens.ts';
import type { SessionUser } from '../types.ts';

/** Every request learns its language; used for `msg` whatever the route. */
export function setupLocale(app: FastifyInstance) {
  app.decorateRequest('locale', 'zh-CN');
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.locale = pickLocale(request.headers['accept-language']);
  });
}

/**
 * Registered inside the API scope: every route needs a live session unless it says
 * `config: { isPublic: true }`. Secure by default, so a new route cannot forget it.
 */
export function setupAuthentication(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.isPublic) return;
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) throw new AppError(401, 'auth.notSignedIn');
    request.user = await authenticateSession({
      db: app.database.db,
      token,
      idleMinutes: app.config.sessionIdleMinutes,
      log: request.log,
    });
  });
}

/** The session user of an authenticated route. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(401, 'auth.notSignedIn');
  return request.user;
}
