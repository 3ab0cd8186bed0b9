import type { Locale, OperationLogEntry, PortCallDetail, PortCallStatus } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { fieldLabel, isMessageKey, type MessageKey, translate } from '../../i18n/index.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import type { SessionUser } from '../../types.ts';
import { documentsVisibleTo, redactLogEntry } from '../das/agent-view.ts';
import { toUploadedFile } from '../files/to-uploaded-file.ts';
import { logValueText } from './port-call-changes.ts';
import { activitiesByIds, portCallRowInScope } from './port-call-query.ts';
import { portCallScope, scopeParams } from './port-call-scope.ts';
import { toPortCallDetail } from './to-port-call.ts';

const t = schema;

/** The files attached to a port call (`id`), prepared once per database. */
const filesQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: t.files.id,
      originalFilename: t.files.originalFilename,
      contentType: t.files.contentType,
      byteSize: t.files.byteSize,
    })
    .from(t.attachments)
    .innerJoin(t.files, eq(t.files.id, t.attachments.fileId))
    .where(and(eq(t.attachments.recordType, 'port_call'), eq(t.attachments.recordId, sql.placeholder('id'))))
    .orderBy(asc(t.files.id))
    .prepare('port_call_detail_files'),
);

/** Everything the detail page shows, in three queries (call, activities, files). Not visible: 404. */
export async function getPortCall({
  db,
  user,
  id,
  locale,
  apiPrefix,
}: {
  db: Db;
  user: SessionUser;
  id: number;
  locale: Locale;
  apiPrefix: string;
}): Promise<PortCallDetail> {
  const [row] = await portCallRowInScope(db, user.kind).execute({ id, ...scopeParams(user) });
  if (!row) throw new AppError(404, 'resource.notFound');
  const [activities, files] = await Promise.all([
    activitiesByIds(db).execute({ ids: [id] }),
    filesQuery(db).execute({ id }),
  ]);
  return toPortCallDetail({
    row,
    activities,
    files: files.map((file) => {
      const uploaded = toUploadedFile(file, apiPrefix);
      return { id: uploaded.id, file_url: uploaded.file_url, original_filename: uploaded.original_filename };
    }),
    user,
    locale,
  });
}

const label = (locale: Locale, key: string, fallback: string) =>
  isMessageKey(key) ? translate(locale, key as MessageKey) : fallback;

/**
 * The operation log, oldest first: who, in which role, when, what, and each field's before/after.
 * An agent does not read screened or agreed figures here before the DA detail would show them.
 */
export async function listPortCallLogs({
  db,
  user,
  id,
  locale,
}: {
  db: Db;
  user: SessionUser;
  id: number;
  locale: Locale;
}): Promise<OperationLogEntry[]> {
  const [visible] = await db
    .select({ id: t.portCalls.id, status: t.portCalls.status })
    .from(t.portCalls)
    .where(and(eq(t.portCalls.id, id), portCallScope(user)));
  if (!visible) throw new AppError(404, 'resource.notFound');
  const rows = await db
    .select({ event: t.auditEvents, name: t.users.displayName })
    .from(t.auditEvents)
    .leftJoin(t.users, eq(t.users.id, t.auditEvents.actorId))
    .where(and(eq(t.auditEvents.recordType, 'port_call'), eq(t.auditEvents.recordId, id)))
    .orderBy(asc(t.auditEvents.createdAt), asc(t.auditEvents.id));
  const sees = documentsVisibleTo(user, visible.status as PortCallStatus);
  return rows.map(({ event, name }) => toLogEntry(event, name, locale, sees));
}

function toLogEntry(
  event: typeof t.auditEvents.$inferSelect,
  name: string | null,
  locale: Locale,
  sees: ReturnType<typeof documentsVisibleTo>,
): OperationLogEntry {
  const entry = redactLogEntry({ action: event.action, note: event.note, changes: event.changes }, sees);
  return {
    id: event.id,
    action: event.action,
    action_label: label(locale, `portCall.action.${event.action}`, event.action),
    role: event.actorKind ?? '',
    role_label: label(locale, `role.${event.actorKind}`, event.actorKind ?? ''),
    name: name ?? '',
    date: event.createdAt.toISOString(),
    note: entry.note,
    changes: entry.changes.map((change) => ({
      field: change.field,
      label: fieldLabel(locale, change.field),
      before: logValueText(change.before, locale, change.field),
      after: logValueText(change.after, locale, change.field),
    })),
  };
}
