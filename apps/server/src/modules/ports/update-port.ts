import type { Locale, ParsedPortUpdateRequest, PortDetail } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { getPort } from './get-port.ts';

const { ports } = schema;

/**
 * Corrects a port's particulars (never its UN/LOCODE or country). The port table has no
 * lock_version, so the `updated_at` the editor read plays that part: compared at millisecond
 * precision, as JSON carries it; a different one answers 409 and changes nothing.
 */
export async function updatePort({
  db,
  locale,
  portId,
  input,
}: {
  db: Db;
  locale: Locale;
  portId: number;
  input: ParsedPortUpdateRequest;
}): Promise<PortDetail> {
  const changes: Partial<typeof ports.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.city !== undefined) changes.city = input.city;
  if (input.province !== undefined) changes.province = input.province;
  if (input.timezone !== undefined) changes.timezone = input.timezone;
  if (input.latitude !== undefined) changes.latitude = input.latitude;
  if (input.longitude !== undefined) changes.longitude = input.longitude;
  const updated = await db
    .update(ports)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(
        eq(ports.id, portId),
        sql`date_trunc('milliseconds', ${ports.updatedAt}) = ${new Date(input.updated_at).toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: ports.id });
  if (updated.length === 0) {
    const [exists] = await db.select({ id: ports.id }).from(ports).where(eq(ports.id, portId)).limit(1);
    throw exists ? new AppError(409, 'conflict.stale') : new AppError(404, 'resource.notFound');
  }
  return getPort({ db, locale, portId });
}
