import { NOTIFICATION_HEARTBEAT_SECONDS } from '@portledger/contracts';
import { type Database, schema, type Unlisten } from '@portledger/db';
import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../mail/index.ts';
import { countUnread } from './count-unread.ts';
import { findLiveSessionIds } from './find-live-sessions.ts';
import { toNotification } from './list-notifications.ts';
import { mailNotifications } from './mail-notifications.ts';
import { type ChannelPayload, NOTIFICATION_CHANNEL, parseChannelPayload } from './notification-channel.ts';
import type { SseStream } from './sse-stream.ts';

const { notifications } = schema;
/** Open streams per user and instance; one more is refused (429), and that client backs off. */
export const MAX_STREAMS_PER_USER = 10;
/** inArray lists stay well below the driver's parameter limit. */
const ID_BATCH = 1000;

export interface NotificationHubOptions {
  database: Database;
  mailer: Mailer;
  publicUrl: string;
  apiPrefix: string;
  log: FastifyBaseLogger;
  heartbeatMs?: number;
  /** SESSION_IDLE_MINUTES: a stream of a session idle this long is closed at the next heartbeat. */
  idleMinutes?: number;
}

const batches = (ids: number[]) =>
  Array.from({ length: Math.ceil(ids.length / ID_BATCH) }, (_, i) =>
    ids.slice(i * ID_BATCH, (i + 1) * ID_BATCH),
  );

/**
 * The live side of notifications in one app instance: the open streams of this instance, and the
 * one LISTEN on the notifications channel that tells it (whichever instance wrote them) about new
 * and read notifications. Work is batched: each flush loads the new notifications of every user
 * with a stream here in one query and their unread counts in one more, then pushes them.
 */
export function createNotificationHub({
  database,
  mailer,
  publicUrl,
  apiPrefix,
  log,
  heartbeatMs = NOTIFICATION_HEARTBEAT_SECONDS * 1000,
  idleMinutes = Number.POSITIVE_INFINITY,
}: NotificationHubOptions) {
  const { db } = database;
  const streams = new Map<number, Set<SseStream>>();
  const pendingIds = new Set<number>();
  const pendingUsers = new Set<number>();
  const pendingInitial = new Set<SseStream>();
  let flushQueued = false;
  let flushChain = Promise.resolve();
  let mailChain = Promise.resolve();
  let unlisten: Unlisten | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const streamsOf = (userId: number) => [...(streams.get(userId) ?? [])];

  function scheduleFlush() {
    if (flushQueued) return;
    flushQueued = true;
    flushChain = flushChain
      .then(() => {
        flushQueued = false;
        return flush();
      })
      .catch((error: unknown) => log.error({ err: error }, 'notification stream push failed'));
  }

  async function flush() {
    const ids = [...pendingIds];
    // Users whose count changed get it on every stream; a stream that just opened gets it too.
    const changed = new Set(pendingUsers);
    const initial = [...pendingInitial].filter((stream) => stream.isOpen);
    pendingIds.clear();
    pendingUsers.clear();
    pendingInitial.clear();
    const rows: Array<typeof notifications.$inferSelect> = [];
    for (const batch of batches(ids)) {
      rows.push(
        ...(await db
          .select()
          .from(notifications)
          .where(and(inArray(notifications.id, batch), isNull(notifications.readAt)))
          .orderBy(asc(notifications.id))),
      );
    }
    for (const row of rows) changed.add(row.userId);
    const watched = [...new Set([...changed, ...initial.map((stream) => stream.userId)])].filter((userId) =>
      streams.has(userId),
    );
    const counts = new Map<number, number>();
    for (const batch of batches(watched)) {
      for (const [userId, n] of await countUnread({ db, userIds: batch })) counts.set(userId, n);
    }
    for (const row of rows) {
      for (const stream of streamsOf(row.userId)) {
        stream.send({ event: 'notification', data: toNotification(row, stream.locale) });
      }
    }
    for (const userId of watched) {
      const targets = changed.has(userId)
        ? streamsOf(userId)
        : initial.filter((stream) => stream.userId === userId);
      const data = { unread_count: counts.get(userId) ?? 0 };
      for (const stream of targets) stream.send({ event: 'unread', data });
    }
  }

  function receive(text: string) {
    const payload = parseChannelPayload(text);
    if (!payload) return log.warn({ payload: text.slice(0, 200) }, 'unknown notification announcement');
    handle(payload);
  }

  function handle(payload: ChannelPayload) {
    if (payload.t === 'read') {
      for (const userId of payload.u) if (streams.has(userId)) pendingUsers.add(userId);
    } else {
      for (const [userId, id] of payload.n) if (streams.has(userId)) pendingIds.add(id);
      const mailIds = payload.n.filter(([, , isMailed]) => isMailed === 1).map(([, id]) => id);
      if (mailIds.length > 0) {
        mailChain = mailChain
          .then(() => mailNotifications({ db, mailer, publicUrl, apiPrefix, log, ids: mailIds }))
          .then(() => undefined)
          .catch((error: unknown) => log.error({ err: error }, 'notification e-mails failed'));
      }
    }
    if (pendingIds.size > 0 || pendingUsers.size > 0) scheduleFlush();
  }

  /** Streams whose session was revoked or expired (or whose user was deactivated) are closed. */
  async function closeDeadSessions() {
    const open = [...streams.values()].flatMap((set) => [...set]);
    const sessionIds = [...new Set(open.map((stream) => stream.sessionId))];
    const live = new Set<number>();
    for (const batch of batches(sessionIds)) {
      for (const id of await findLiveSessionIds({ db, sessionIds: batch, idleMinutes })) live.add(id);
    }
    for (const stream of open) if (!live.has(stream.sessionId)) remove(stream, true);
  }

  function remove(stream: SseStream, close = false) {
    const set = streams.get(stream.userId);
    set?.delete(stream);
    if (set?.size === 0) streams.delete(stream.userId);
    pendingInitial.delete(stream);
    if (close) stream.close();
  }

  return {
    /** Starts listening (fastify onReady). */
    async start() {
      unlisten = await database.listen(NOTIFICATION_CHANNEL, receive, {
        // Announcements sent while the connection was down are lost: resend every count.
        onReconnect: () => {
          for (const userId of streams.keys()) pendingUsers.add(userId);
          scheduleFlush();
        },
      });
      heartbeat = setInterval(() => {
        for (const set of streams.values()) for (const stream of set) stream.heartbeat();
        if (streams.size > 0)
          closeDeadSessions().catch((error: unknown) => log.error({ err: error }, 'session check failed'));
      }, heartbeatMs);
      heartbeat.unref();
    },

    /** Registers a new stream; its first event is the user's unread count. */
    open(stream: SseStream) {
      const set = streams.get(stream.userId) ?? new Set<SseStream>();
      streams.set(stream.userId, set);
      set.add(stream);
      pendingInitial.add(stream);
      scheduleFlush();
    },

    remove: (stream: SseStream) => remove(stream),

    /** Ends every stream (fastify preClose), so closing the server does not wait for them. */
    closeStreams() {
      for (const set of [...streams.values()]) for (const stream of [...set]) remove(stream, true);
    },

    /** Stops listening and waits for pushes and e-mails in flight (fastify onClose). */
    async stop() {
      if (heartbeat) clearInterval(heartbeat);
      await unlisten?.();
      await flushChain;
      await mailChain;
    },

    /** Whether the user may open one more stream here. */
    hasRoomFor: (userId: number) => (streams.get(userId)?.size ?? 0) < MAX_STREAMS_PER_USER,

    /** How many streams this instance holds (for tests and health). */
    get streamCount() {
      return [...streams.values()].reduce((sum, set) => sum + set.size, 0);
    },
  };
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
