import { type Locale, pickLocale } from '@portledger/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type AppErrorStatus } from '../app-error.ts';
import { fieldLabel, isMessageKey, type MessageKey, translate } from '../i18n/index.ts';
import { toFieldErrors } from './validation-errors.ts';

/** Fastify's own 4xx errors (body parsing, limits, timeouts) mapped onto our statuses and messages. */
const frameworkErrors: Record<string, [AppErrorStatus, MessageKey]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'request.malformedJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'request.malformedJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'request.tooLarge'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'request.invalid'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'request.unsupportedMediaType'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'request.invalid'],
  FST_ERR_CTP_INVALID_CHARSET: [415, 'request.unsupportedMediaType'],
  FST_ERR_BAD_URL: [400, 'request.invalid'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'request.invalid'],
};

export function sendError(
  reply: FastifyReply,
  locale: Locale,
  status: number,
  key: MessageKey,
  data: unknown = null,
  params = {},
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ code: status, msg: translate(locale, key, params), data });
}

function handleError(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  const locale = request.locale;
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.details.headers ?? {})) reply.header(name, value);
    const { params: given } = error.details;
    const params = typeof given === 'function' ? given(locale) : given;
    const errors = error.details.errors?.map(({ field, message }) => ({
      field,
      // A message key may name its field ('{field} is required') and use the error's parameters.
      message: isMessageKey(message)
        ? translate(locale, message, {
            ...params,
            field: fieldLabel(locale, field.split('.').at(-1) ?? field),
          })
        : message,
    }));
    const extra = error.details.data;
    const data = errors || extra ? { ...extra, ...(errors ? { errors } : {}) } : null;
    if (error.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, locale, error.status, error.messageKey, data, params);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const input =
      request[error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body')];
    // Keeps field names in the same namespace as the body: params/query fields appear by name.
    const errors = toFieldErrors(locale, error.validation as never, input);
    return sendError(reply, locale, 400, 'validation.failed', { errors });
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? frameworkErrors[fastifyError.code] : undefined;
  if (known) return sendError(reply, locale, known[0], known[1]);
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return sendError(reply, locale, 400, 'request.malformedJson');
  }
  const data = dataException(error);
  if (data) {
    // Validation should have refused the input: say so in the log, answer the caller's fault.
    request.log.warn({ err: error, sqlstate: data }, 'database refused a value');
    return data === '22003'
      ? sendError(reply, locale, 422, 'request.numberOutOfRange')
      : sendError(reply, locale, 400, 'request.invalid');
  }
  const status = fastifyError.statusCode ?? 500;
  if (status === 408 || status === 503) return sendError(reply, locale, status, 'request.timeout');
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'request rejected');
    return sendError(reply, locale, 400, 'request.invalid');
  }
  // The whole error goes to the log, the caller only learns that it failed.
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, locale, 500, 'server.error');
}

/**
 * The SQLSTATE of a PostgreSQL "data exception" (class 22: a number out of range, a value the
 * column type cannot hold, a NUL byte in text) anywhere in the error's cause chain: the statement
 * failed and its transaction rolled back, so nothing was written, and the value came from the
 * request. The drivers wrap it (DrizzleQueryError), hence the walk through `cause`.
 */
function dataException(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as Error).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
  }
  return undefined;
}

/** Fastify's router errors (an undecodable URL, a bad constraint) in the envelope, like every other. */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = pickLocale(request.headers['accept-language']);
  const key: MessageKey = error.code === 'FST_ERR_BAD_URL' ? 'request.badUrl' : 'request.invalid';
  request.log.info({ err: error }, 'request rejected');
  return sendError(reply, locale, 400, key);
}

/** One error handler for the whole app: every failure leaves as the envelope. */
export function setupErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}
