import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The Content-Security-Policy of every answer. antd (CSS-in-JS) and Swagger UI inject <style>
 * elements at run time, hence 'unsafe-inline' for styles only; no upgrade-insecure-requests, since
 * the app may be served over plain http on a LAN, where forcing https would break it.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'none'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
].join(';');

/**
 * The security headers of every answer (API, web, errors, 404s), built once: the set helmet sends
 * with our policy, written by one hook instead of helmet's middleware, which rebuilt the policy
 * string on every request (a fifth of the cost of a small answer; docs/decisions/017).
 * A route may still replace one (file downloads send a stricter policy).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Sent only on requests that arrived over TLS: on plain http it would be ignored at best. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export async function setupSecurity(app: FastifyInstance, config: Config) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    // request.protocol reads X-Forwarded-Proto when TRUST_PROXY trusts the proxy that terminates TLS.
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done();
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
