import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { charterers, countries, entities } from '../schema/index.ts';

/**
 * Charterers of the demo principals' legal entities (names of well-known charterer types, made
 * up). Entities are found by name and countries by ISO code; a missing entity is skipped, a
 * missing country left empty, and a charterer that already exists is not added twice.
 */
type DemoCharterer = Omit<typeof charterers.$inferInsert, 'entityId' | 'countryId'> & { country: string };

const demo: Record<string, DemoCharterer[]> = {
  'Oceanic Bulk Carriers Pte. Ltd.': [
    {
      name: 'Pacific Grain Trading Pte. Ltd.',
      country: 'SG',
      address: '1 Raffles Place, #44-01, Singapore 048616',
      contactName: 'Daniel Tan',
      email: 'chartering@pacific-grain.example',
      phone: '+65 6532 1180',
      remarks: 'Soybean and corn cargoes ex Brazil; laytime SHINC.',
    },
    {
      name: 'Minas Iron Ore Exports S.A.',
      country: 'BR',
      address: 'Av. Rio Branco 115, Rio de Janeiro, RJ 20040-004',
      contactName: 'Mariana Costa',
      email: 'freight@minas-ore.example',
      phone: '+55 21 3814 2200',
    },
    {
      name: 'Hanseatic Coal & Energy GmbH',
      country: 'DE',
      address: 'Am Sandtorkai 50, 20457 Hamburg',
      contactName: 'Jonas Weber',
      email: 'ops@hanseatic-coal.example',
      phone: '+49 40 3009 7710',
    },
  ],
  'Oceanic Bulk Carriers (Hong Kong) Ltd.': [
    {
      name: '华海粮油贸易有限公司 Huahai Grain & Oil Trading Co., Ltd.',
      country: 'CN',
      address: '上海市浦东新区世纪大道 100 号 36 楼',
      contactName: '李娜 Li Na',
      email: 'chartering@huahai-grain.example',
      phone: '+86 21 6888 0101',
      remarks: '大豆及玉米进口，卸货港多为青岛、大连。',
    },
    {
      name: 'Kowloon Steel Traders Ltd.',
      country: 'HK',
      address: '18 Harbour Road, Wan Chai, Hong Kong',
      contactName: 'Kevin Wong',
      email: 'shipping@kowloon-steel.example',
      phone: '+852 2802 3366',
    },
  ],
  'Northern Tankers AS': [
    {
      name: 'Nordic Refining ASA',
      country: 'NO',
      address: 'Dronning Eufemias gate 16, 0191 Oslo',
      contactName: 'Ingrid Solberg',
      email: 'marine@nordic-refining.example',
      phone: '+47 22 40 55 00',
      remarks: 'Clean petroleum products, North Sea and Baltic.',
    },
    {
      name: 'Gulf Petrochem Trading FZE',
      country: 'AE',
      address: 'Jebel Ali Free Zone, LOB 15, Dubai',
      contactName: 'Omar Haddad',
      email: 'chartering@gulf-petrochem.example',
      phone: '+971 4 881 7300',
    },
  ],
};

export async function seedDemoCharterers(db: Db): Promise<void> {
  const entityRows = await db
    .select({ id: entities.id, name: entities.name })
    .from(entities)
    .where(and(eq(entities.kind, 'principal'), inArray(entities.name, Object.keys(demo))));
  const codes = [...new Set(Object.values(demo).flatMap((list) => list.map((c) => c.country)))];
  const countryRows = await db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(inArray(countries.code, codes));
  const countryIds = new Map(countryRows.map((row) => [row.code, row.id]));
  // A company and its legal entity may share a name (Northern Tankers AS): prefer the child.
  const entityIds = new Map<string, number>();
  for (const row of entityRows.sort((a, b) => a.id - b.id)) entityIds.set(row.name, row.id);

  const values = Object.entries(demo).flatMap(([entityName, list]) => {
    const entityId = entityIds.get(entityName);
    if (entityId === undefined) return [];
    return list.map(({ country, ...charterer }) => ({
      ...charterer,
      entityId,
      countryId: countryIds.get(country) ?? null,
    }));
  });
  if (values.length === 0) return;
  const existing = await db
    .select({ entityId: charterers.entityId, name: sql<string>`lower(${charterers.name})` })
    .from(charterers)
    .where(inArray(charterers.entityId, [...new Set(values.map((v) => v.entityId))]));
  const taken = new Set(existing.map((row) => `${row.entityId}:${row.name}`));
  const fresh = values.filter((v) => !taken.has(`${v.entityId}:${v.name.toLowerCase()}`));
  if (fresh.length > 0) await db.insert(charterers).values(fresh);
}
