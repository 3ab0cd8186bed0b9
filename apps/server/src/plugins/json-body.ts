import type { FastifyInstance } from 'fastify';

/**
 * Fastify's JSON parser, except that an empty body counts as no body: clients commonly
 * send `Content-Type: application/json` on bodiless POSTs such as logout.
 */
export function setupJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // The API speaks JSON only; any other body type is answered 415.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
