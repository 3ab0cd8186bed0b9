import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

export async function setupSecurity(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd (CSS-in-JS) and Swagger UI inject <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        // The app may be served over plain http on a LAN; forcing https would break it.
        upgradeInsecureRequests: null,
      },
    },
    // Sent below only on requests that arrived over TLS: on plain http it would be ignored at best.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // request.protocol reads X-Forwarded-Proto when TRUST_PROXY trusts the proxy that terminates TLS.
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
  if (config.corsOrigin) {
    await app.register(cors, {
      origin: config.corsOrigin === '*' ? '*' : config.corsOrigin,
      methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'Idempotency-Key'],
      // The login token travels in this response header (DESIGN.md section 4); downloads name their file in the other.
      exposedHeaders: ['Authorization', 'Content-Disposition'],
      maxAge: 600,
    });
  }
}
