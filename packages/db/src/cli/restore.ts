import { resolve } from 'node:path';
import { restoreDatabase } from '../backup.ts';
import { databaseOptionsFromEnv } from '../env.ts';

// npm run db:restore -- FILE [--force]: into DATABASE_URL, else the PGlite in DATA_DIR.
const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Usage: npm run db:restore -- <backup file> [--force]');
  process.exit(2);
}
try {
  await restoreDatabase(databaseOptionsFromEnv(), resolve(file), { force });
  console.log(`Restored ${resolve(file)}; migrations are up to date.`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
