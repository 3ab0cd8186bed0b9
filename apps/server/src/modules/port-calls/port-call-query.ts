import { type Db, schema } from '@portledger/db';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { preparedByKind, preparedPerDatabase } from '../../lib/prepared.ts';
import { portCallScopeOf, SCOPE_PLACEHOLDERS } from './port-call-scope.ts';

const t = schema;
const pc = t.portCalls;

/**
 * One column of the row another table's id points at, as a scalar subquery. The names of a port
 * call are a dozen such lookups: as joins, PostgreSQL spent 8-17 ms choosing an order for thirteen
 * relations on every request (more than the whole execution, decision 016); as subqueries each is
 * planned alone, in microseconds, and still runs as one index lookup per row.
 */
function lookUp(column: AnyPgColumn, id: AnyPgColumn, reference: AnyPgColumn): SQL<string | null> {
  return sql`(select ${column} from ${column.table} where ${id} = ${reference})`;
}

/** One row per port call with every name the detail, the log and the notifications need. */
export function selectPortCalls(db: Db, where: SQL) {
  const { vessels, ports, terminals, entities, charterers, commodities, units } = t;
  return db
    .select({
      row: pc,
      vesselName: lookUp(vessels.name, vessels.id, pc.vesselId),
      vesselImo: lookUp(vessels.imo, vessels.id, pc.vesselId),
      portName: lookUp(ports.name, ports.id, pc.portId),
      portCode: lookUp(ports.unlocode, ports.id, pc.portId),
      terminalName: lookUp(terminals.name, terminals.id, pc.terminalId),
      previousPortName: lookUp(ports.name, ports.id, pc.previousPortId),
      previousPortCode: lookUp(ports.unlocode, ports.id, pc.previousPortId),
      nextPortName: lookUp(ports.name, ports.id, pc.nextPortId),
      nextPortCode: lookUp(ports.unlocode, ports.id, pc.nextPortId),
      // Every port call has its principal (a foreign key that is never null).
      principalName: lookUp(entities.name, entities.id, pc.principalEntityId) as SQL<string>,
      legalEntityName: lookUp(entities.name, entities.id, pc.legalEntityId),
      agentName: lookUp(entities.name, entities.id, pc.agentEntityId),
      chartererName: lookUp(charterers.name, charterers.id, pc.chartererId),
      commodityEn: lookUp(commodities.nameEn, commodities.id, pc.commodityId),
      commodityZh: lookUp(commodities.nameZh, commodities.id, pc.commodityId),
      unitEn: lookUp(units.nameEn, units.id, pc.unitId),
      unitZh: lookUp(units.nameZh, units.id, pc.unitId),
      daId: t.das.id,
      daLockVersion: t.das.lockVersion,
    })
    .from(pc)
    .innerJoin(t.das, eq(t.das.portCallId, pc.id))
    .where(where);
}
export type PortCallRow = Awaited<ReturnType<typeof selectPortCalls>>[number];

/** selectPortCalls of one id (`id`) if the user may see it, prepared per kind of user (`scopeParams`). */
export const portCallRowInScope = preparedByKind((db, kind) =>
  selectPortCalls(
    db,
    and(eq(pc.id, sql.placeholder('id')), portCallScopeOf(kind, SCOPE_PLACEHOLDERS)) as SQL,
  ).prepare(`port_call_row_${kind}`),
);

/** The activities of some port calls with their bilingual names, in one query. */
export function selectActivities(db: Db, portCallIds: number[]) {
  return activitiesWhere(db, inArray(t.portCallActivities.portCallId, portCallIds));
}

/** selectActivities prepared once per database, for the port calls `ids`. */
export const activitiesByIds = preparedPerDatabase((db) =>
  activitiesWhere(
    db,
    sql`${t.portCallActivities.portCallId} = any(${sql.placeholder('ids')}::int[])`,
  ).prepare('port_call_activities_by_ids'),
);

function activitiesWhere(db: Db, where: SQL) {
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
    .where(where)
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
