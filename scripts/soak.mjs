// `npm run test:soak`: the soak test of issue 9 for its full length (SOAK_SECONDS, default 120)
// with 50 simulated users (SOAK_USERS) against PostgreSQL. `npm test` runs it for 15 s with 10.
import { run } from './lib.mjs';

if (!process.env.TEST_DATABASE_URL) {
  console.error(
    'The soak test needs PostgreSQL: set TEST_DATABASE_URL, e.g. ' +
      'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:soak',
  );
  process.exit(1);
}
const status = run(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    'server-postgres',
    'apps/server/test/soak/soak.test.ts',
  ],
  {
    env: {
      ...process.env,
      SOAK_SECONDS: process.env.SOAK_SECONDS ?? '120',
      SOAK_USERS: process.env.SOAK_USERS ?? '50',
    },
  },
);
process.exit(status);
