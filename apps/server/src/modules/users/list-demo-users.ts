import { type Db, schema } from '@portledger/db';
import { asc, inArray } from 'drizzle-orm';

/** The demo accounts that still exist, so the start banner only lists ones that can sign in. */
export async function listDemoUsers({ db, names }: { db: Db; names: string[] }) {
  return db
    .select({ name: schema.users.name, kind: schema.users.kind })
    .from(schema.users)
    .where(inArray(schema.users.name, names))
    .orderBy(asc(schema.users.id));
}
