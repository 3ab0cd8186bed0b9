import type { UserKind } from '@portledger/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../app-error.ts';
import { authenticate } from './auth.ts';
import { accessOf, routeAccess } from './route-access.ts';

/** Runs after the session hook and the route's own onRequest hooks, before the body is read. */
function requireKind(kinds: readonly UserKind[]) {
  return async (request: FastifyRequest) => {
    if (!request.user) throw new AppError(401, 'auth.notSignedIn');
    if (!kinds.includes(request.user.kind)) throw new AppError(403, 'access.forbidden');
  };
}

const hooksOf = <T>(value: T | T[] | undefined): T[] => (value ? ([value].flat() as T[]) : []);

/** A refused call (401, 403, or 404: "not yours or not there") leaves one line. */
function logRefusal(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  const status = reply.statusCode;
  if (status === 401 || status === 403 || status === 404) {
    request.log[status === 403 ? 'warn' : 'info'](
      {
        event: 'access.refused',
        status,
        method: request.method,
        route: request.routeOptions.url,
        user_id: request.user?.id ?? null,
        user_kind: request.user?.kind ?? null,
      },
      'access refused',
    );
  }
  done();
}

/**
 * Registered inside the API scope before any route: every route must have an entry in the
 * route-access table (else building the app throws, so a forgotten route breaks every test and the
 * start), its `isPublic` comes from the table, and every other route gets, as route hooks, the
 * session check (first of its onRequest hooks), the check of the kinds of user the table names
 * (last), and the log of refused calls: one structured line, without tokens, bodies or query
 * strings. A public route gets none of them, so it pays nothing for them per request.
 */
export function setupRouteAccess(api: FastifyInstance, apiPrefix: string) {
  const seen = new Set<string>();
  api.addHook('onRoute', (route) => {
    if (Array.isArray(route.method) || !route.url.startsWith(apiPrefix)) {
      throw new Error(`Route ${String(route.method)} ${route.url}: register one method under ${apiPrefix}`);
    }
    const path = route.url.slice(apiPrefix.length);
    // Fastify adds a HEAD route for every GET: it answers to the same callers.
    const key = `${route.method === 'HEAD' ? 'GET' : route.method} ${path}`;
    const access = accessOf(key);
    if (!access) {
      throw new Error(`Route ${key} has no entry in apps/server/src/plugins/route-access.ts`);
    }
    seen.add(key);
    const isPublic = access.callers === 'public';
    const declared = route.config?.isPublic;
    if (declared !== undefined && declared !== isPublic) {
      throw new Error(`Route ${key}: config.isPublic is ${declared}, route-access.ts says ${isPublic}`);
    }
    route.config = { ...route.config, isPublic };
    if (access.callers !== 'public') {
      route.onRequest = [
        authenticate,
        ...hooksOf<RouteOptions['onRequest']>(route.onRequest),
        requireKind(access.callers),
      ] as RouteOptions['onRequest'];
      route.onResponse = [logRefusal, ...hooksOf(route.onResponse)] as RouteOptions['onResponse'];
    }
  });

  api.addHook('onReady', async () => {
    const stale = Object.keys(routeAccess).filter((key) => !seen.has(key));
    if (stale.length) throw new Error(`route-access.ts lists routes that do not exist: ${stale.join(', ')}`);
  });
}
