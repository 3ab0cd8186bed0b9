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
  // A callback hook, not an async one: no promise and no extra microtask on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = pickLocale(request.headers['accept-language']);
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
