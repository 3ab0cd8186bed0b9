import { openDatabase } from '../client.ts';
import { databaseOptionsFromEnv } from '../env.ts';

const database = await openDatabase({ ...databaseOptionsFromEnv(), warn: console.warn });
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
