import { type Db, schema } from '@portledger/db';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const t = schema;
const pc = t.portCalls;
const previousPort = alias(t.ports, 'previous_port');
const nextPort = alias(t.ports, 'next_port');
const principal = alias(t.entities, 'principal');
const legalEntity = alias(t.entities, 'legal_entity');
const agent = alias(t.entities, 'agent');

/** One row per port call with every name the detail, the log and the notifications need. */
export function selectPortCalls(db: Db, where: SQL) {
  return db
    .select({
      row: pc,
      vesselName: t.vessels.name,
      vesselImo: t.vessels.imo,
      portName: t.ports.name,
      portCode: t.ports.unlocode,
      terminalName: t.terminals.name,
      previousPortName: previousPort.name,
      previousPortCode: previousPort.unlocode,
      nextPortName: nextPort.name,
      nextPortCode: nextPort.unlocode,
      principalName: principal.name,
      legalEntityName: legalEntity.name,
      agentName: agent.name,
      chartererName: t.charterers.name,
      commodityEn: t.commodities.nameEn,
      commodityZh: t.commodities.nameZh,
      unitEn: t.units.nameEn,
      unitZh: t.units.nameZh,
      daId: t.das.id,
      daLockVersion: t.das.lockVersion,
    })
    .from(pc)
    .innerJoin(t.das, eq(t.das.portCallId, pc.id))
    .innerJoin(principal, eq(principal.id, pc.principalEntityId))
    .leftJoin(legalEntity, eq(legalEntity.id, pc.legalEntityId))
    .leftJoin(agent, eq(agent.id, pc.agentEntityId))
    .leftJoin(t.vessels, eq(t.vessels.id, pc.vesselId))
    .leftJoin(t.ports, eq(t.ports.id, pc.portId))
    .leftJoin(t.terminals, eq(t.terminals.id, pc.terminalId))
    .leftJoin(previousPort, eq(previousPort.id, pc.previousPortId))
    .leftJoin(nextPort, eq(nextPort.id, pc.nextPortId))
    .leftJoin(t.charterers, eq(t.charterers.id, pc.chartererId))
    .leftJoin(t.commodities, eq(t.commodities.id, pc.commodityId))
    .leftJoin(t.units, eq(t.units.id, pc.unitId))
    .where(where);
}
export type PortCallRow = Awaited<ReturnType<typeof selectPortCalls>>[number];

/** The activities of some port calls with their bilingual names, in one query. */
export function selectActivities(db: Db, portCallIds: number[]) {
  return db
    .select({
      activity: t.portCallActivities,
      typeCode: t.activityTypes.code,
      typeEn: t.activityTypes.nameEn,
      typeZh: t.activityTypes.nameZh,
      canalEn: t.canalTransitTypes.nameEn,
      canalZh: t.canalTransitTypes.nameZh,
      crewingEn: t.crewingOptions.nameEn,
      crewingZh: t.crewingOptions.nameZh,
    })
    .from(t.portCallActivities)
    .innerJoin(t.activityTypes, eq(t.activityTypes.id, t.portCallActivities.activityTypeId))
    .leftJoin(t.canalTransitTypes, eq(t.canalTransitTypes.id, t.portCallActivities.canalTransitTypeId))
    .leftJoin(t.crewingOptions, eq(t.crewingOptions.id, t.portCallActivities.crewingOptionId))
    .where(inArray(t.portCallActivities.portCallId, portCallIds))
    .orderBy(t.activityTypes.sortOrder, t.portCallActivities.id);
}
export type ActivityRow = Awaited<ReturnType<typeof selectActivities>>[number];

/** The files attached to a port call. */
export function selectFiles(db: Db, portCallId: number) {
  return db
    .select({ id: t.files.id, originalFilename: t.files.originalFilename })
    .from(t.attachments)
    .innerJoin(t.files, eq(t.files.id, t.attachments.fileId))
    .where(and(eq(t.attachments.recordType, 'port_call'), eq(t.attachments.recordId, portCallId)))
    .orderBy(t.files.id);
}
