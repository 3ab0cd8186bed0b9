import type { Db } from '@portledger/db';
import type { SQL } from 'drizzle-orm';

/** The rows of a statement run with `db.execute`: both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
