import type { Database } from '@portledger/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type LoggerOptions, loggerConfig, OneLinePerRequest } from './logger.ts';
import { createMailer, type Mailer } from './mail/index.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { charterersRoutes } from './modules/charterers/routes.ts';
import { companiesRoutes } from './modules/companies/routes.ts';
import { daRoutes } from './modules/das/routes.ts';
import { dashboardRoutes } from './modules/dashboards/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { faqRoutes } from './modules/faqs/routes.ts';
import { filesRoutes } from './modules/files/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { lookupsRoutes } from './modules/lookups/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { portCallRoutes } from './modules/port-calls/routes.ts';
import { portsRoutes } from './modules/ports/routes.ts';
import { scorecardRoutes } from './modules/scorecards/routes.ts';
import { screeningRoutes } from './modules/screening/routes.ts';
import { userAdminRoutes } from './modules/user-admin/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { vesselsRoutes } from './modules/vessels/routes.ts';
import { setupLocale } from './plugins/auth.ts';
import { handleFrameworkError, setupErrorHandling } from './plugins/errors.ts';
import { setupJsonBody } from './plugins/json-body.ts';
import { setupOpenApi } from './plugins/openapi.ts';
import { serializerCompiler } from './plugins/response-serializer.ts';
import { setupRouteAccess } from './plugins/route-guard.ts';
import { setupSecurity } from './plugins/security.ts';
import { setupStaticWeb } from './plugins/static-web.ts';
import { setupTextGuard } from './plugins/text-guard.ts';
import { lazyChildLogger } from './request-logger.ts';
import './types.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Log level and destination; defaults to config.logLevel on stdout. */
  logger?: Partial<LoggerOptions>;
  /** Replaces the mailer built from the config (SMTP or outbox). */
  mailer?: Mailer;
}

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
/** zod's validator and our response serializer for every route (fastify's types name Ajv's). */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

/** Builds the whole app (API, docs, web) without listening; main.ts and the tests call it. */
export async function buildApp({
  config,
  database,
  logger,
  mailer,
}: BuildAppOptions): Promise<FastifyInstance> {
  const requestLog = new OneLinePerRequest();
  const app = Fastify({
    logger: loggerConfig({ level: logger?.level ?? config.logLevel, stream: logger?.stream }),
    logController: requestLog,
    childLoggerFactory: lazyChildLogger,
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    // Slow-loris protection: a client gets this long to send its headers and body.
    connectionTimeout: config.requestTimeoutMs + 5_000,
    keepAliveTimeout: 72_000,
    // A hop count becomes a function: fastify's types only list booleans, addresses and functions.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // An undecodable URL never reaches the error handler: answer it in the envelope here.
    frameworkErrors: handleFrameworkError,
    // Every route validates and serializes through zod: given here, fastify never loads its own
    // Ajv and fast-json-stringify compilers (about 0.25 s of every start, decision 038).
    schemaController: { compilersFactory: zodCompilers },
  });
  requestLog.useLogger(app.log);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate(
    'mailer',
    mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }, app.log),
  );
  app.addHook('onClose', async () => app.mailer.close());

  setupLocale(app);
  setupErrorHandling(app);
  setupJsonBody(app);
  setupTextGuard(app);
  await setupSecurity(app, config);
  await setupOpenApi(app, config.apiPrefix);

  await app.register(
    async (api) => {
      setupRouteAccess(api, config.apiPrefix);
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(notificationRoutes);
      await api.register(lookupsRoutes);
      await api.register(vesselsRoutes);
      await api.register(portsRoutes);
      await api.register(portCallRoutes);
      await api.register(daRoutes);
      await api.register(paymentRoutes);
      await api.register(companiesRoutes);
      await api.register(charterersRoutes);
      await api.register(filesRoutes);
      await api.register(accountRoutes);
      await api.register(faqRoutes);
      await api.register(dashboardRoutes);
      await api.register(documentRoutes);
      await api.register(scorecardRoutes);
      await api.register(userAdminRoutes);
      await api.register(screeningRoutes);
    },
    { prefix: config.apiPrefix },
  );

  await setupStaticWeb(app, config.webDistDir, config.apiPrefix);
  return app;
}
