import { type Db, schema } from '@portledger/db';
import { eq, inArray, isNotNull } from 'drizzle-orm';
import type { SessionUser } from '../types.ts';
import type { Actor, CallPlan } from './types.ts';

const t = schema;
const actorNames: Actor[] = ['principal', 'principal2', 'principal3', 'agent', 'agent2', 'operator'];

/**
 * The demo users as the session would resolve them (SessionUser), acting without a session:
 * the use cases only need who they are, their company and the legal entities they manage.
 */
async function loadActors(db: Db): Promise<Map<Actor, SessionUser>> {
  const users = await db
    .select({
      id: t.users.id,
      name: t.users.name,
      kind: t.users.kind,
      entityId: t.users.entityId,
      locale: t.users.locale,
    })
    .from(t.users)
    .where(inArray(t.users.name, actorNames));
  const managed = await db
    .select()
    .from(t.userManagedEntities)
    .where(
      inArray(
        t.userManagedEntities.userId,
        users.map((user) => user.id),
      ),
    );
  const actors = new Map<Actor, SessionUser>();
  for (const user of users) {
    actors.set(user.name as Actor, {
      ...user,
      sessionId: 0,
      locale: user.locale === 'zh-CN' ? 'zh-CN' : 'en-US',
      managedEntityIds: managed.filter((m) => m.userId === user.id).map((m) => m.entityId),
    });
  }
  const missing = actorNames.filter((name) => !actors.has(name));
  if (missing.length) throw new Error(`The demo needs the seeded users ${missing.join(', ')}.`);
  return actors;
}

const byKey = <K>(rows: { key: K; id: number }[]) => new Map(rows.map((row) => [row.key, row.id]));

/** Every id the plans name, in a few queries; a name the database lacks maps to nothing. */
export async function loadRefs(db: Db, plans: CallPlan[]) {
  const unlocodes = [...new Set(plans.flatMap((p) => [p.port, p.previousPort, p.nextPort]).filter(Boolean))];
  // One after the other: inside a transaction they share one connection anyway.
  const ports = await db
    .select({ key: t.ports.unlocode, id: t.ports.id })
    .from(t.ports)
    .where(inArray(t.ports.unlocode, unlocodes as string[]));
  const terminals = await db
    .select({ portId: t.terminals.portId, name: t.terminals.name, id: t.terminals.id })
    .from(t.terminals);
  const vessels = await db.select({ key: t.vessels.name, id: t.vessels.id }).from(t.vessels);
  const entities = await db
    .select({
      name: t.entities.name,
      parentId: t.entities.parentId,
      kind: t.entities.kind,
      id: t.entities.id,
    })
    .from(t.entities);
  const charterers = await db.select({ key: t.charterers.name, id: t.charterers.id }).from(t.charterers);
  const costItems = await db.select({ key: t.costItems.code, id: t.costItems.id }).from(t.costItems);
  const accounts = await db
    .select({ key: t.bankAccounts.accountTitle, id: t.bankAccounts.id })
    .from(t.bankAccounts)
    .where(isNotNull(t.bankAccounts.accountTitle));
  const codes: { key: string; id: number }[][] = [];
  for (const table of [t.commodities, t.units, t.activityTypes, t.crewingOptions]) {
    codes.push(await db.select({ key: table.code, id: table.id }).from(table));
  }
  const portIds = byKey(ports);
  const vesselIds = byKey(vessels);
  const chartererIds = byKey(charterers);
  const costItemIds = byKey(costItems);
  const accountIds = byKey(accounts);
  const [commodities, units, activityTypes, crewingOptions] = codes.map(byKey);
  const found = (map: Map<string, number>, key: string | null) => (key === null ? undefined : map.get(key));
  return {
    actors: await loadActors(db),
    port: (code: string | null) => found(portIds, code),
    terminal: (code: string, name: string | null) =>
      terminals.find((row) => row.portId === portIds.get(code) && row.name === name)?.id,
    vessel: (name: string) => vesselIds.get(name),
    agentCompany: (name: string) =>
      entities.find((e) => e.kind === 'agent' && e.parentId === null && e.name === name)?.id,
    legalEntity: (name: string | null) => entities.find((e) => e.parentId !== null && e.name === name)?.id,
    charterer: (name: string | null) => found(chartererIds, name),
    costItem: (code: string) => {
      const id = costItemIds.get(code);
      if (id === undefined) throw new Error(`The cost catalogue has no item ${code}.`);
      return id;
    },
    bankAccount: (title: string) => {
      const id = accountIds.get(title);
      if (id === undefined) throw new Error(`The demo seed has no bank account '${title}'.`);
      return id;
    },
    commodity: (code: string) => found(commodities!, code),
    unit: (code: string) => found(units!, code),
    activityType: (code: string) => found(activityTypes!, code),
    crewingOption: (code: string | undefined) => (code ? crewingOptions!.get(code) : undefined),
  };
}
export type DemoRefs = Awaited<ReturnType<typeof loadRefs>>;

/** The DA of a port call (created with it). */
export async function daOf(db: Db, portCallId: number): Promise<number> {
  const [row] = await db.select({ id: t.das.id }).from(t.das).where(eq(t.das.portCallId, portCallId));
  return row!.id;
}
