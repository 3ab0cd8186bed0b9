import {
  type Database,
  DEMO_PASSWORD,
  demoAccounts,
  getDummyHash,
  openDatabase,
  schedulePgliteMaintenance,
  seedDemo,
} from '@portledger/db';
import { sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createDemoActivity } from './demo/create-demo-activity.ts';
import { listDemoUsers } from './modules/users/list-demo-users.ts';
import { missingNodeFlags } from './node-flags.ts';

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const DEMO_SEED_LOCK_KEY = 724_311_903;
const config = loadConfigOrExit();
let database: Database;
try {
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    warn: console.warn,
  });
  await database.migrate();
} catch (error) {
  console.error(`Cannot open the database: ${(error as Error).message}`);
  process.exit(1);
}
if (config.seedDemo) {
  // The demo seed and the demo's port calls in one transaction: a failure leaves the database
  // empty, and the next start tries again (seedDemo only loads into an empty database).
  try {
    const demo = await database.db.transaction(async (tx) => {
      // Instances started together on one empty PostgreSQL: the first seeds, the others wait here
      // and then find the users it wrote (seedDemo only loads into an empty database).
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_KEY})`);
      return (await seedDemo(tx)) ? createDemoActivity({ db: tx }) : null;
    });
    if (demo) {
      console.log(
        `Demo data loaded into the empty database: ${demo.portCalls} port calls played in ${(demo.ms / 1000).toFixed(1)} s.`,
      );
    }
  } catch (error) {
    console.error(`Cannot load the demo data; nothing was written: ${(error as Error).message}`);
    await database.close();
    process.exit(1);
  }
}
// The first unknown-name login would otherwise pay for creating the dummy hash.
void getDummyHash();

const app = await buildApp({ config, database });
// PGlite has no autovacuum: the server vacuums its tables itself (decision 030).
const stopMaintenance = database.pglite
  ? schedulePgliteMaintenance(database.pglite, {
      onRound: (round) =>
        app.log.info(
          { tables: round.tables, analyzed: round.analyzed, ms: Math.round(round.ms) },
          'embedded database vacuumed',
        ),
      onError: (error) => app.log.error({ err: error }, 'embedded database maintenance failed'),
    })
  : async () => {};
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
  } finally {
    await stopMaintenance();
    await database.close();
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  console.error(`Cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  await database.close();
  process.exit(1);
}

const missingFlags = missingNodeFlags();
if (missingFlags.length > 0) {
  // `node --import tsx apps/server/src/main.ts` alone: V8 sizes its heap for the machine, and the
  // server's memory under load can pass issue 8's 400 MB (decision 024).
  app.log.warn(
    { missing: missingFlags },
    'started without the V8 flags of apps/server/node-flags.json (npm start passes them)',
  );
}

const demo = await listDemoUsers({ db: database.db, names: demoAccounts.map((a) => a.name) });
console.log(
  `\nPortLedger is running at ${config.publicUrl} (API under ${config.apiPrefix}, docs at ${config.apiPrefix}/docs)`,
);
if (demo.length > 0) {
  const rows = [['name', 'role', 'password'], ...demo.map((user) => [user.name, user.kind, DEMO_PASSWORD])];
  console.log('\nDemo accounts:');
  for (const [name, role, password] of rows)
    console.log(`  ${name!.padEnd(12)} ${role!.padEnd(10)} ${password}`);
}
