import { z } from 'zod';

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/**
 * GET /ping: always these bytes, whoever asks. The framework-overhead benchmark (issue 8) compares
 * it with a bare Node http server answering the same body.
 */
export const PING_BODY = { code: 200, msg: 'ok', data: null } as const;
export const pingEnvelope = z.object({ code: z.literal(200), msg: z.literal('ok'), data: z.null() });
