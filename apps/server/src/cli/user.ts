import { parseArgs } from 'node:util';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, userKinds } from '@portledger/contracts';
import { openDatabase, schema } from '@portledger/db';
import { asc, eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { CreateUserError, createUser } from '../modules/users/create-user.ts';
import { readPassword } from './read-password.ts';

const USAGE = `Usage:
  npm run user -- create --name NAME --kind principal|agent|operator --entity <entity id or exact name>
                         [--display-name TEXT] [--email ADDRESS]     (asks for the password, or reads it from stdin)
  npm run user -- list`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    kind: { type: 'string' },
    entity: { type: 'string' },
    'display-name': { type: 'string' },
    email: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
const command = positionals[0];
if (values.help || (command !== 'create' && command !== 'list')) fail(USAGE);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
if (command === 'create') {
  if (!values.name || !values.kind || !values.entity) fail(USAGE);
  if (!(userKinds as readonly string[]).includes(values.kind))
    fail(`--kind must be one of ${userKinds.join(', ')}.`);
}

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  warn: console.warn,
});
try {
  await database.migrate();
  if (command === 'list') {
    const rows = await database.db
      .select({
        id: schema.users.id,
        name: schema.users.name,
        kind: schema.users.kind,
        email: schema.users.email,
        entity: schema.entities.name,
      })
      .from(schema.users)
      .innerJoin(schema.entities, eq(schema.entities.id, schema.users.entityId))
      .orderBy(asc(schema.users.id));
    for (const row of rows) console.log(`${row.id}\t${row.name}\t${row.kind}\t${row.email}\t${row.entity}`);
    if (rows.length === 0) console.log('No users yet.');
  } else {
    const password = await readPassword();
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
      throw new CreateUserError(
        `The password must be ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters long.`,
      );
    }
    const user = await createUser({
      db: database.db,
      input: {
        name: values.name!,
        kind: values.kind as (typeof userKinds)[number],
        entity: values.entity!,
        displayName: values['display-name'],
        email: values.email,
        password,
      },
    });
    if (user.isNewCompany) console.log(`Created the ${user.kind} company "${user.entity}".`);
    console.log(`Created user #${user.id} "${user.name}" (${user.kind}, ${user.entity}, ${user.email}).`);
  }
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof CreateUserError || error instanceof Error ? error.message : String(error));
} finally {
  await database.close();
}
