import { errorEnvelope } from '@portledger/contracts';
import type { FastifyRequest } from 'fastify';
import { type MessageKey, translate } from '../i18n/index.ts';

/** The success envelope: code 200, a translated msg, the data. */
export function ok<T>(request: FastifyRequest, data: T, messageKey: MessageKey = 'common.ok') {
  return { code: 200, msg: translate(request.locale, messageKey), data };
}

/** Response schemas for the error statuses a route answers, for validation of the reply and for OpenAPI. */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelope])) as Record<
    S,
    typeof errorEnvelope
  >;
}
