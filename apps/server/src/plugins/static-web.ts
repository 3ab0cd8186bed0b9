import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';

const NOT_BUILT = `PortLedger: the web app is not built yet.

Run \`npm run build\` (or \`npm start\`, which builds it when needed) and reload this page.
The API is available under the API prefix meanwhile.
`;

function isApiPath(url: string, apiPrefix: string) {
  const path = url.split('?')[0] ?? '';
  return path === apiPrefix || path.startsWith(`${apiPrefix}/`);
}

/**
 * Serves the built web app and falls back to index.html for client-side routes. Unknown
 * paths under the API prefix always get the 404 envelope, never the HTML page.
 */
export async function setupStaticWeb(app: FastifyInstance, webDistDir: string, apiPrefix: string) {
  const hasDist = existsSync(join(webDistDir, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: ['index.html'],
      // The build writes .br and .gz beside each asset (apps/web/vite-plugins/precompress.ts).
      preCompressed: true,
      // Our own Cache-Control below; the plugin's would overwrite it.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite puts content hashes in asset names, so they never change; index.html always may.
        const immutable = filePath.includes(`${join(webDistDir, 'assets')}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url, apiPrefix)) return sendError(reply, request.locale, 404, 'route.notFound');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(reply, request.locale, 404, 'route.notFound');
    }
    const lastSegment = (request.url.split('?')[0] ?? '').split('/').pop() ?? '';
    // A missing file (a stale /assets/x.js) is a real 404; only app routes get index.html.
    if (/\.[a-z0-9]{1,8}$/i.test(lastSegment))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    if (!hasDist) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
