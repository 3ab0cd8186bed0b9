import {
  loginRequest,
  loginResponse,
  messageResponse,
  resetPasswordRequest,
  sendResetRequest,
} from '@portledger/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses, ok } from '../../plugins/envelope.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { resetPassword } from './reset-password.ts';
import { sendReset } from './send-reset.ts';

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  app.post('/users/name_login', {
    config: { isPublic: true },
    schema: {
      tags,
      summary: 'Sign in; the session token is returned in the Authorization response header',
      body: loginRequest,
      response: { 200: loginResponse, ...errorResponses(400, 401, 429) },
    },
    handler: async (request, reply) => {
      const { token, user } = await login({
        db: app.database.db,
        config: app.config,
        input: request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        log: request.log,
      });
      reply.header('Authorization', token);
      return ok(request, user);
    },
  });

  app.post('/users/logout', {
    schema: {
      tags,
      summary: 'Revoke the current session',
      response: { 200: messageResponse, ...errorResponses(401) },
    },
    handler: async (request) => {
      await logout({ db: app.database.db, user: currentUser(request), ip: request.ip, log: request.log });
      return ok(request, null, 'auth.loggedOut');
    },
  });

  app.post('/users/send_reset', {
    config: { isPublic: true },
    schema: {
      tags,
      summary: 'Mail a one-time password reset link (valid 1 hour)',
      body: sendResetRequest,
      response: { 200: messageResponse, ...errorResponses(400, 422, 429) },
    },
    handler: async (request) => {
      const link = await sendReset({
        db: app.database.db,
        config: app.config,
        mailer: app.mailer,
        input: request.body,
        ip: request.ip,
      });
      // Without SMTP the outbox is the only way to reach the link, so it is logged for the developer.
      if (!app.config.smtpUrl) request.log.info({ resetLink: link }, 'password reset link (outbox mode)');
      return ok(request, null, 'auth.resetSent');
    },
  });

  app.post('/users/reset', {
    config: { isPublic: true },
    schema: {
      tags,
      summary: 'Set a new password with a mailed reset token',
      body: resetPasswordRequest,
      response: { 200: messageResponse, ...errorResponses(400, 422) },
    },
    handler: async (request) => {
      await resetPassword({ db: app.database.db, input: request.body });
      return ok(request, null, 'auth.passwordReset');
    },
  });
}
