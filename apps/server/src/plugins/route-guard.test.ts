import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type RouteKey, routeAccess } from './route-access.ts';
import { setupRouteAccess } from './route-guard.ts';

const PREFIX = '/uapi';
const keys = Object.keys(routeAccess) as RouteKey[];

describe('building the app', () => {
  async function build(routes: (api: FastifyInstance) => void) {
    const app = Fastify();
    try {
      await app.register(
        async (api) => {
          setupRouteAccess(api, PREFIX);
          routes(api);
        },
        { prefix: PREFIX },
      );
      await app.ready();
    } finally {
      await app.close();
    }
  }
  const allRoutes = (api: FastifyInstance, except: string) => {
    for (const key of keys.filter((k) => k !== except)) {
      const [method, url] = key.split(' ') as ['GET', string];
      api.route({ method, url, handler: async () => 'ok' });
    }
  };

  it('fails for a route the table does not list', async () => {
    await expect(build((api) => api.get('/forgotten', async () => 'x'))).rejects.toThrow(
      'Route GET /forgotten has no entry in apps/server/src/plugins/route-access.ts',
    );
  });

  it('fails when a route calls itself public against the table', async () => {
    const route = (api: FastifyInstance) =>
      api.get('/users/me', { config: { isPublic: true } }, async () => 'x');
    await expect(build(route)).rejects.toThrow('config.isPublic is true, route-access.ts says false');
  });

  it('fails for a table entry without a route, and builds with all of them', async () => {
    await expect(build((api) => allRoutes(api, 'GET /health'))).rejects.toThrow(
      'route-access.ts lists routes that do not exist: GET /health',
    );
    await expect(build((api) => allRoutes(api, ''))).resolves.toBeUndefined();
  });
});
