import { openDatabase } from '../client.ts';
import { databaseOptionsFromEnv } from '../env.ts';
import { seedDemo } from '../seed.ts';

if (process.env.SEED_DEMO === 'false') {
  console.log('SEED_DEMO=false: no demo data loaded.');
  process.exit(0);
}
const database = await openDatabase({ ...databaseOptionsFromEnv(), warn: console.warn });
try {
  await database.migrate();
  console.log(
    (await seedDemo(database.db)) ? 'Demo data loaded.' : 'The database already has users; nothing seeded.',
  );
} finally {
  await database.close();
}
