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
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // The app may be served over plain http on a LAN; forcing https would break it.
        upgradeInsecureRequests: null,
      },
    },
    // Only meaningful behind https; a proxy that terminates TLS can add it.
    strictTransportSecurity: false,
  });
  if (config.corsOrigin) {
    await app.register(cors, {
      origin: config.corsOrigin === '*' ? '*' : config.corsOrigin,
      methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'Idempotency-Key'],
      // The login token travels in this response header (DESIGN.md section 4).
      exposedHeaders: ['Authorization'],
      maxAge: 600,
    });
  }
}
