import type { Locale, UserKind } from '@portledger/contracts';
import type { Database } from '@portledger/db';
import type { Config } from './config.ts';
import type { Mailer } from './mail/index.ts';

/** The signed-in user of a request, as the session resolved it. */
export interface SessionUser {
  sessionId: number;
  id: number;
  name: string;
  kind: UserKind;
  /** The user's company entity. */
  entityId: number;
  /** Legal entities the user manages (principals). */
  managedEntityIds: number[];
  locale: Locale;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
  }
  interface FastifyRequest {
    /** From Accept-Language: the language of `msg`. */
    locale: Locale;
    /** Set by the auth hook on routes that need a session; null on public routes. */
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a session (login, reset, health). */
    isPublic?: boolean;
  }
}
