import { type PortCallCreateRequest, statusOrder } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../types.ts';
import { diffSnapshots } from './port-call-changes.ts';
import { logPortCall, readSnapshot, replaceActivities, syncFiles, toColumns } from './port-call-writes.ts';
import { validateReferences } from './validate-references.ts';

const { portCalls, das } = schema;

/** `PL-2026-000123`: the year of creation and a number from a sequence, so never handed out twice. */
const nextRefNo = sql<string>`'PL-' || extract(year from now())::int || '-' || lpad(nextval('port_call_ref_seq')::text, 6, '0')`;

/** A principal saves a new port call as a draft; it gets its reference and its (empty) DA at once. */
export async function createPortCall({
  db,
  user,
  input,
}: {
  db: Db;
  user: SessionUser;
  input: PortCallCreateRequest;
}): Promise<number> {
  const { activities = [], file_ids: fileIds = [], ...body } = input;
  await validateReferences(db, user, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(portCalls)
      .values({
        ...toColumns(body),
        requestType: body.request_type ?? 'appointment_with_pda_request',
        refNo: nextRefNo,
        status: 'port_call_draft',
        statusOrder: statusOrder('port_call_draft'),
        principalEntityId: user.entityId,
        createdById: user.id,
      })
      .returning({ id: portCalls.id });
    const id = row!.id;
    await tx.insert(das).values({ portCallId: id });
    await replaceActivities(tx, id, activities);
    await syncFiles(tx, user, id, fileIds);
    const after = await readSnapshot(tx, id);
    const changes = diffSnapshots({}, after.values);
    await logPortCall(tx, { portCallId: id, user, action: 'create', changes });
    return id;
  });
}
