import { resolve } from 'node:path';

/** Where the CLI scripts find the database: the same variables the server reads. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env) {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || './data'),
  };
}
