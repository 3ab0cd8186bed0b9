import type { PortCallStatus, PortCallUpdateRequest } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../types.ts';
import { assertAction } from './assert-action.ts';
import { diffSnapshots } from './port-call-changes.ts';
import { assertFresh, bumpLockVersion, lockPortCall } from './port-call-scope.ts';
import { logPortCall, readSnapshot, replaceActivities, syncFiles, toColumns } from './port-call-writes.ts';
import { validateReferences } from './validate-references.ts';

const { portCalls } = schema;

/**
 * Saves changes to a port call while the principal may still edit it (draft, or appointed but not
 * yet accepted). Activities and files, when sent, replace the current ones. Logged field by field.
 */
export async function updatePortCall({
  db,
  user,
  id,
  input,
}: {
  db: Db;
  user: SessionUser;
  id: number;
  input: PortCallUpdateRequest;
}): Promise<void> {
  const { activities, file_ids: fileIds, lock_version: lockVersion, ...body } = input;
  await db.transaction(async (tx) => {
    const row = await lockPortCall(tx, user, id);
    assertAction(row.status as PortCallStatus, user.kind, 'edit');
    assertFresh(row, lockVersion);
    // References are checked with the merged values, so a terminal stays within the port.
    await validateReferences(tx, user, {
      port_id: body.port_id === undefined ? row.portId : body.port_id,
      ...body,
      ...(activities ? { activities } : {}),
    });
    const before = await readSnapshot(tx, id);
    await tx
      .update(portCalls)
      .set({ ...toColumns(body), lockVersion: bumpLockVersion, updatedAt: new Date() })
      .where(eq(portCalls.id, id));
    if (activities) await replaceActivities(tx, id, activities);
    if (fileIds) await syncFiles(tx, user, id, fileIds);
    const after = await readSnapshot(tx, id);
    const changes = diffSnapshots(before.values, after.values);
    if (changes.length > 0 || fileIds)
      await logPortCall(tx, { portCallId: id, user, action: 'edit', changes });
  });
}
