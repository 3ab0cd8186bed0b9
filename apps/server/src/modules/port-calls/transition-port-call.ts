import {
  type FieldError,
  nextStatus,
  type PortCallStatus,
  portCallRequiredForSubmit,
  statusOrder,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { count, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { MessageKey } from '../../i18n/index.ts';
import type { SessionUser } from '../../types.ts';
import { createNotifications } from '../notifications/create-notifications.ts';
import { assertAction } from './assert-action.ts';
import { diffSnapshots } from './port-call-changes.ts';
import { assertFresh, bumpLockVersion, lockPortCall } from './port-call-scope.ts';
import { logPortCall, principalsOf, readSnapshot, usersOfCompany } from './port-call-writes.ts';

const t = schema;
export type PortCallTransition = 'submit' | 'cancel' | 'accept' | 'decline';

const columnOf: Record<
  (typeof portCallRequiredForSubmit)[number],
  keyof typeof t.portCalls.$inferSelect | null
> = {
  request_type: 'requestType',
  vessel_id: 'vesselId',
  voyage_no: 'voyageNo',
  port_id: 'portId',
  eta: 'eta',
  legal_entity_id: 'legalEntityId',
  agent_entity_id: 'agentEntityId',
  agent_nomination_type: 'agentNominationType',
  activities: null,
};

/** Submit needs the appointment's essentials: each missing one is a '{field} is required' error. */
async function assertComplete(db: Db, row: typeof t.portCalls.$inferSelect) {
  const [activities] = await db
    .select({ n: count() })
    .from(t.portCallActivities)
    .where(eq(t.portCallActivities.portCallId, row.id));
  const errors: FieldError[] = portCallRequiredForSubmit
    .filter((field) => {
      const column = columnOf[field];
      return column ? row[column] === null || row[column] === '' : (activities?.n ?? 0) === 0;
    })
    .map((field) => ({ field, message: 'validation.required' }));
  if (errors.length > 0) throw new AppError(400, 'validation.failed', { errors });
}

const notices: Record<
  PortCallTransition,
  { key: string; toAgent: boolean; severity: 'info' | 'success' | 'warning' }
> = {
  submit: { key: 'submitted', toAgent: true, severity: 'info' },
  accept: { key: 'accepted', toAgent: false, severity: 'success' },
  decline: { key: 'declined', toAgent: false, severity: 'warning' },
  cancel: { key: 'cancelled', toAgent: true, severity: 'warning' },
};

/**
 * Moves a port call along the state machine in one transaction: checks role, status and
 * lock_version, writes the new status, the operation-log entry and the notifications of the
 * people who act next. Two concurrent calls queue on the row lock; the second answers 409.
 */
export async function transitionPortCall({
  db,
  user,
  id,
  action,
  lockVersion,
  reason,
}: {
  db: Db;
  user: SessionUser;
  id: number;
  action: PortCallTransition;
  lockVersion: number;
  reason?: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockPortCall(tx, user, id);
    const status = row.status as PortCallStatus;
    assertAction(status, user.kind, action);
    assertFresh(row, lockVersion);
    if (action === 'submit') await assertComplete(tx, row);
    const before = await readSnapshot(tx, id);
    const to = nextStatus(status, action);
    await tx
      .update(t.portCalls)
      .set({
        status: to,
        statusOrder: statusOrder(to),
        lockVersion: bumpLockVersion,
        updatedAt: new Date(),
        ...(action === 'submit' ? { submittedAt: new Date() } : {}),
        ...(action === 'cancel' ? { cancelReason: reason ?? null } : {}),
        ...(action === 'decline' ? { declineReason: reason ?? null } : {}),
      })
      .where(eq(t.portCalls.id, id));
    const after = await readSnapshot(tx, id);
    await logPortCall(tx, {
      portCallId: id,
      user,
      action,
      changes: diffSnapshots(before.values, after.values),
      note: reason ?? null,
    });

    const notice = notices[action];
    // Cancelling a draft concerns nobody else: the agent was never appointed.
    const recipients =
      action === 'cancel' && status === 'port_call_draft'
        ? []
        : notice.toAgent
          ? await usersOfCompany(tx, row.agentEntityId)
          : await principalsOf(tx, row.legalEntityId, row.createdById);
    const r = after.row;
    await createNotifications({
      db: tx,
      userIds: recipients.filter((recipient) => recipient !== user.id),
      titleKey: `notify.portCall.${notice.key}.title` as MessageKey,
      contentKey: `notify.portCall.${notice.key}.content` as MessageKey,
      params: {
        ref: r.row.refNo,
        vessel: r.vesselName ?? '-',
        port: r.portName ?? '-',
        principal: r.principalName ?? '-',
        agent: r.agentName ?? '-',
        reason: reason ?? '',
      },
      businessArea: 'PORT_CALL',
      severity: notice.severity,
      link: `/das-mgmt/${id}`,
    });
  });
}
