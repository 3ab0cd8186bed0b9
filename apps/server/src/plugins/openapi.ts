import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { version } from '../version.ts';

/** OpenAPI generated from the same zod schemas the routes validate with: `${prefix}/docs`. */
export async function setupOpenApi(app: FastifyInstance, apiPrefix: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'PortLedger API',
        version,
        description:
          'Every response is `{code, msg, data}`; errors use the HTTP status as code. Send the token from the ' +
          'login response header as `Authorization: <token>` (a `Bearer ` prefix is accepted).',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${apiPrefix}/docs` });
}
