import type { FieldError, PortCallCreateRequest } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { MessageKey } from '../../i18n/index.ts';
import type { SessionUser } from '../../types.ts';

const t = schema;
type Input = Omit<PortCallCreateRequest, 'file_ids'>;

/** A reference id to check: 'na' (not in the list) and null are no reference. */
const refId = (value: number | 'na' | null | undefined) => (typeof value === 'number' ? value : undefined);

async function existing(
  db: Db,
  table:
    | typeof t.ports
    | typeof t.vessels
    | typeof t.commodities
    | typeof t.units
    | typeof t.activityTypes
    | typeof t.canalTransitTypes
    | typeof t.crewingOptions,
  ids: number[],
) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
}

/**
 * Checks every reference of a port-call body against the database and the user: ids that do not
 * exist, a terminal of another port, a legal entity the principal does not manage, an agent that
 * is not an agent company, a charterer of another principal. All problems answer at once (400).
 */
export async function validateReferences(db: Db, user: SessionUser, input: Input): Promise<void> {
  const errors: FieldError[] = [];
  const fail = (field: string, message: MessageKey) => errors.push({ field, message });
  const activities = input.activities ?? [];

  const portIds = [input.port_id, refId(input.previous_port_id), refId(input.next_port_id)].filter(
    (id): id is number => typeof id === 'number',
  );
  // One after another: `db` is the caller's transaction, a single connection that cannot run
  // queries in parallel (pg queues them with a deprecation warning; pg 9 refuses).
  const ports = await existing(db, t.ports, portIds);
  const vessels = await existing(db, t.vessels, input.vessel_id ? [input.vessel_id] : []);
  const commodities = await existing(db, t.commodities, input.commodity_id ? [input.commodity_id] : []);
  const units = await existing(db, t.units, input.unit_id ? [input.unit_id] : []);
  const activityRows = activities.length
    ? await db
        .select({ id: t.activityTypes.id, code: t.activityTypes.code })
        .from(t.activityTypes)
        .where(
          inArray(
            t.activityTypes.id,
            activities.map((a) => a.activity_type_id),
          ),
        )
    : [];
  const canalTypes = await existing(
    db,
    t.canalTransitTypes,
    activities.flatMap((a) => (a.canal_transit_type_id ? [a.canal_transit_type_id] : [])),
  );
  const crewingOptions = await existing(
    db,
    t.crewingOptions,
    activities.flatMap((a) => (a.crewing_option_id ? [a.crewing_option_id] : [])),
  );

  if (input.vessel_id && !vessels.has(input.vessel_id)) fail('vessel_id', 'portCall.invalidReference');
  for (const field of ['port_id', 'previous_port_id', 'next_port_id'] as const) {
    const id = refId(input[field]);
    if (id && !ports.has(id)) fail(field, 'portCall.invalidReference');
  }
  if (input.commodity_id && !commodities.has(input.commodity_id))
    fail('commodity_id', 'portCall.invalidReference');
  if (input.unit_id && !units.has(input.unit_id)) fail('unit_id', 'portCall.invalidReference');

  const terminalId = refId(input.terminal_id);
  if (terminalId) {
    const [terminal] = await db
      .select({ portId: t.terminals.portId })
      .from(t.terminals)
      .where(eq(t.terminals.id, terminalId));
    if (!terminal) fail('terminal_id', 'portCall.invalidReference');
    else if (input.port_id && terminal.portId !== input.port_id)
      fail('terminal_id', 'portCall.terminalNotInPort');
  }

  if (input.legal_entity_id && !user.managedEntityIds.includes(input.legal_entity_id)) {
    fail('legal_entity_id', 'portCall.legalEntityNotManaged');
  }
  if (input.agent_entity_id) {
    const [agent] = await db
      .select({ id: t.entities.id })
      .from(t.entities)
      .where(
        and(
          eq(t.entities.id, input.agent_entity_id),
          eq(t.entities.kind, 'agent'),
          isNull(t.entities.parentId),
        ),
      );
    if (!agent) fail('agent_entity_id', 'portCall.notAnAgent');
  }
  const chartererId = refId(input.charterer_id);
  if (chartererId) {
    const visible = [...new Set([user.entityId, ...user.managedEntityIds])];
    const [charterer] = await db
      .select({ id: t.charterers.id })
      .from(t.charterers)
      .where(and(eq(t.charterers.id, chartererId), inArray(t.charterers.entityId, visible)));
    if (!charterer) fail('charterer_id', 'portCall.invalidReference');
  }

  const codes = new Map(activityRows.map((row) => [row.id, row.code]));
  const seen = new Set<number>();
  for (const [index, activity] of activities.entries()) {
    const field = (name: string) => `activities.${index}.${name}`;
    const code = codes.get(activity.activity_type_id);
    if (!code) {
      fail(field('activity_type_id'), 'portCall.invalidReference');
      continue;
    }
    if (seen.has(activity.activity_type_id)) fail(field('activity_type_id'), 'portCall.activityRepeated');
    seen.add(activity.activity_type_id);
    if (activity.canal_transit_type_id && !canalTypes.has(activity.canal_transit_type_id)) {
      fail(field('canal_transit_type_id'), 'portCall.invalidReference');
    }
    if (activity.crewing_option_id && !crewingOptions.has(activity.crewing_option_id)) {
      fail(field('crewing_option_id'), 'portCall.invalidReference');
    }
    if (code === 'canal_transit' && !activity.canal_transit_type_id) {
      fail(field('canal_transit_type_id'), 'portCall.canalTransitTypeRequired');
    }
    if (code === 'crewing' && !activity.crewing_option_id) {
      fail(field('crewing_option_id'), 'portCall.crewingOptionRequired');
    }
  }

  if (errors.length > 0) throw new AppError(400, 'validation.failed', { errors });
}
