import type { PortCallActivityInput, PortCallCreateRequest } from '@portledger/contracts';
import { type AuditChange, type Db, schema } from '@portledger/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../../types.ts';
import { attachFile } from '../files/attach-file.ts';
import { snapshot } from './port-call-changes.ts';
import { selectActivities, selectPortCalls } from './port-call-query.ts';

const t = schema;
type Columns = Partial<typeof t.portCalls.$inferInsert>;
type Body = Omit<PortCallCreateRequest, 'activities' | 'file_ids'>;

const refValue = (value: number | 'na' | null | undefined) => (value === 'na' ? null : value);
const moment = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** The columns a body sets; a field absent from the body is left as it is. */
export function toColumns(body: Body): Columns {
  const columns: Columns = {
    requestType: body.request_type,
    vesselId: body.vessel_id,
    voyageNo: body.voyage_no,
    portId: body.port_id,
    terminalId: refValue(body.terminal_id),
    previousPortId: refValue(body.previous_port_id),
    nextPortId: refValue(body.next_port_id),
    eta: moment(body.eta),
    etd: moment(body.etd),
    arrivedAt: moment(body.arrived_at),
    departedAt: moment(body.departed_at),
    legalEntityId: body.legal_entity_id,
    agentEntityId: body.agent_entity_id,
    chartererId: refValue(body.charterer_id),
    chartererNominatedAgent: body.charterer_nominated_agent,
    commodityId: body.commodity_id,
    quantity: body.quantity,
    unitId: body.unit_id,
    loadingTerms: body.loading_terms,
    dischargingTerms: body.discharging_terms,
    berthingTerms: body.berthing_terms,
    cpDate: body.cp_date,
    laycanStart: body.laycan_start,
    laycanEnd: body.laycan_end,
    remarks: body.remarks,
    chartererRemarks: body.charterer_remarks,
    agentNominationType: body.agent_nomination_type,
    letterType: body.letter_type,
    interfaceUniqueReference: body.interface_unique_reference,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

export async function replaceActivities(db: Db, portCallId: number, activities: PortCallActivityInput[]) {
  await db.delete(t.portCallActivities).where(eq(t.portCallActivities.portCallId, portCallId));
  if (activities.length === 0) return;
  await db.insert(t.portCallActivities).values(
    activities.map((a) => ({
      portCallId,
      activityTypeId: a.activity_type_id,
      canalTransitTypeId: a.canal_transit_type_id ?? null,
      crewingOptionId: a.crewing_option_id ?? null,
      crewCount: a.crew_count ?? null,
      crewTitle: a.crew_title ?? null,
      crewRank: a.crew_rank ?? null,
      remarks: a.remarks ?? null,
    })),
  );
}

/** Attaches the listed uploads and detaches the port call's files no longer listed. */
export async function syncFiles(db: Db, user: SessionUser, portCallId: number, fileIds: number[]) {
  const current = await db
    .select({ fileId: t.attachments.fileId })
    .from(t.attachments)
    .where(and(eq(t.attachments.recordType, 'port_call'), eq(t.attachments.recordId, portCallId)));
  const wanted = new Set(fileIds);
  const removed = current.map((c) => c.fileId).filter((id) => !wanted.has(id));
  if (removed.length) {
    await db
      .delete(t.attachments)
      .where(
        and(
          eq(t.attachments.recordType, 'port_call'),
          eq(t.attachments.recordId, portCallId),
          inArray(t.attachments.fileId, removed),
        ),
      );
  }
  for (const [index, fileId] of fileIds.entries()) {
    await attachFile({
      db,
      user,
      fileId,
      recordType: 'port_call',
      recordId: portCallId,
      field: `file_ids.${index}`,
    });
  }
}

/** The readable state of a port call, read inside the transaction, for the log's before/after. */
export async function readSnapshot(db: Db, portCallId: number) {
  const [row] = await selectPortCalls(db, eq(t.portCalls.id, portCallId));
  const activities = await selectActivities(db, [portCallId]);
  return { row: row!, values: snapshot(row!, activities) };
}

/** One operation-log entry: who (and in which role) did what, with the field-level changes. */
export async function logPortCall(
  db: Db,
  {
    portCallId,
    user,
    action,
    changes,
    note = null,
  }: {
    portCallId: number;
    user: SessionUser;
    action: string;
    changes: AuditChange[];
    note?: string | null;
  },
) {
  await db.insert(t.auditEvents).values({
    recordType: 'port_call',
    recordId: portCallId,
    action,
    actorId: user.id,
    actorKind: user.kind,
    changes,
    note,
  });
}

/** The DA desk: every operator. */
export async function operatorIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.kind, 'operator'));
  return rows.map((row) => row.id);
}

/** The users of a company (an agent's people), or the principals who manage a legal entity. */
export async function usersOfCompany(db: Db, entityId: number | null): Promise<number[]> {
  if (entityId === null) return [];
  const rows = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.entityId, entityId));
  return rows.map((row) => row.id);
}

export async function principalsOf(
  db: Db,
  legalEntityId: number | null,
  creatorId: number,
): Promise<number[]> {
  if (legalEntityId === null) return [creatorId];
  const rows = await db
    .select({ id: t.userManagedEntities.userId })
    .from(t.userManagedEntities)
    .where(eq(t.userManagedEntities.entityId, legalEntityId));
  return [...new Set([creatorId, ...rows.map((row) => row.id)])];
}
