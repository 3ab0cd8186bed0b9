import { resolve } from 'node:path';
import { backupDatabase } from '../backup.ts';
import { databaseOptionsFromEnv } from '../env.ts';

// npm run db:backup [-- FILE]: PostgreSQL (DATABASE_URL) through pg_dump, else the PGlite in DATA_DIR.
const target = databaseOptionsFromEnv();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = resolve(
  process.argv[2] ??
    `backups/portledger-${target.databaseUrl ? 'postgres' : 'pglite'}-${stamp}.${target.databaseUrl ? 'dump' : 'tar.gz'}`,
);
try {
  await backupDatabase(target, file);
  console.log(`Backup written to ${file}`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
