import type { Db } from '@portledger/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

/**
 * The PostgreSQL NOTIFY channel that tells every app instance about notification changes. The
 * payload names rows, never their text: instances load what they need, and it stays far below
 * PostgreSQL's 8000-byte payload limit.
 */
export const NOTIFICATION_CHANNEL = 'portledger_notifications';

/** [user id, notification id, 1 when it is to be e-mailed] ≤ 26 bytes each: 150 stay under 4 KB. */
const CREATED_PER_PAYLOAD = 150;

const created = z.object({
  t: z.literal('new'),
  n: z.array(z.tuple([z.number().int(), z.number().int(), z.union([z.literal(0), z.literal(1)])])),
});
const read = z.object({ t: z.literal('read'), u: z.array(z.number().int()) });
const payloadSchema = z.discriminatedUnion('t', [created, read]);
export type ChannelPayload = z.infer<typeof payloadSchema>;

export interface CreatedNotification {
  id: number;
  userId: number;
  isMailed: boolean;
}

async function notify(db: Db, payload: ChannelPayload) {
  await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify(payload)})`);
}

/**
 * Announces new notifications. Call it with the transaction that wrote them: PostgreSQL delivers
 * the NOTIFY on commit, and not at all on rollback.
 */
export async function announceCreated(db: Db, rows: CreatedNotification[]) {
  for (let i = 0; i < rows.length; i += CREATED_PER_PAYLOAD) {
    const chunk = rows.slice(i, i + CREATED_PER_PAYLOAD);
    await notify(db, { t: 'new', n: chunk.map((row) => [row.userId, row.id, row.isMailed ? 1 : 0]) });
  }
}

/** Announces that these users' unread counts went down (so their other tabs follow). */
export async function announceRead(db: Db, userIds: number[]) {
  if (userIds.length > 0) await notify(db, { t: 'read', u: userIds });
}

/** The payload, or null for something this version does not understand (logged by the caller). */
export function parseChannelPayload(text: string): ChannelPayload | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
