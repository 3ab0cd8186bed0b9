import { count } from 'drizzle-orm';
import type { Db } from './client.ts';
import { hashPassword } from './passwords.ts';
import { entities, userManagedEntities, users } from './schema/index.ts';
import { seedDemoCharterers } from './seeds/demo-charterers.ts';
import { seedDemoCompanies } from './seeds/demo-companies.ts';
import { seedDemoTerminals } from './seeds/demo-terminals.ts';
import { seedDemoVessels } from './seeds/demo-vessels.ts';

export const DEMO_PASSWORD = 'Harbour#2026';

type Kind = 'principal' | 'agent' | 'operator';
interface DemoCompany {
  key: string;
  kind: Kind;
  name: string;
  currency: string;
  defaultPrefunding?: string;
  legalEntities?: string[];
}
interface DemoAccount {
  name: string;
  displayName: string;
  email: string;
  kind: Kind;
  company: string;
  locale: 'en-US' | 'zh-CN';
}

const companies: DemoCompany[] = [
  {
    key: 'oceanic',
    kind: 'principal',
    name: 'Oceanic Bulk Carriers',
    currency: 'USD',
    defaultPrefunding: '80',
    legalEntities: ['Oceanic Bulk Carriers Pte. Ltd.', 'Oceanic Bulk Carriers (Hong Kong) Ltd.'],
  },
  {
    key: 'northern',
    kind: 'principal',
    name: 'Northern Tankers AS',
    currency: 'USD',
    defaultPrefunding: '100',
    legalEntities: ['Northern Tankers AS'],
  },
  { key: 'shanghai', kind: 'agent', name: 'Shanghai Harbour Shipping Agency Co., Ltd.', currency: 'CNY' },
  { key: 'rotterdam', kind: 'agent', name: 'Rotterdam Port Services B.V.', currency: 'EUR' },
  { key: 'desk', kind: 'operator', name: 'PortLedger DA Desk', currency: 'USD' },
];

/** The demo accounts, all with the password DEMO_PASSWORD. The README lists them. */
export const demoAccounts: DemoAccount[] = [
  {
    name: 'principal',
    displayName: 'Olivia Chen',
    email: 'olivia.chen@oceanic-bulk.example',
    kind: 'principal',
    company: 'oceanic',
    locale: 'en-US',
  },
  {
    name: 'agent',
    displayName: '王磊 Wang Lei',
    email: 'wang.lei@sh-harbour-agency.example',
    kind: 'agent',
    company: 'shanghai',
    locale: 'zh-CN',
  },
  {
    name: 'agent2',
    displayName: 'Pieter de Vries',
    email: 'pieter.devries@rotterdam-port.example',
    kind: 'agent',
    company: 'rotterdam',
    locale: 'en-US',
  },
  {
    name: 'operator',
    displayName: 'Sara Lindqvist',
    email: 'sara.lindqvist@portledger.example',
    kind: 'operator',
    company: 'desk',
    locale: 'en-US',
  },
  {
    name: 'principal2',
    displayName: 'Erik Hansen',
    email: 'erik.hansen@northern-tankers.example',
    kind: 'principal',
    company: 'northern',
    locale: 'en-US',
  },
  {
    // A second user of a company: receives the company's warnings (e.g. changed bank details).
    name: 'principal3',
    displayName: 'Ingrid Solberg',
    email: 'ingrid.solberg@northern-tankers.example',
    kind: 'principal',
    company: 'northern',
    locale: 'en-US',
  },
];

/** Loads the demo data into an empty database. Returns false when users already exist. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const companyIds = new Map<string, number>();
    const legalEntityIds = new Map<string, number[]>();
    for (const company of companies) {
      const [row] = await tx
        .insert(entities)
        .values({
          kind: company.kind,
          name: company.name,
          currency: company.currency,
          defaultPrefunding: company.defaultPrefunding ?? '0',
        })
        .returning({ id: entities.id });
      companyIds.set(company.key, row!.id);
      const children = company.legalEntities ?? [];
      if (children.length > 0) {
        const rows = await tx
          .insert(entities)
          .values(
            children.map((name) => ({
              kind: company.kind,
              name,
              parentId: row!.id,
              currency: company.currency,
            })),
          )
          .returning({ id: entities.id });
        legalEntityIds.set(
          company.key,
          rows.map((r) => r.id),
        );
      }
    }
    for (const account of demoAccounts) {
      const [user] = await tx
        .insert(users)
        .values({
          name: account.name,
          displayName: account.displayName,
          email: account.email,
          kind: account.kind,
          entityId: companyIds.get(account.company)!,
          passwordHash,
          locale: account.locale,
        })
        .returning({ id: users.id });
      const managed = legalEntityIds.get(account.company) ?? [];
      if (managed.length > 0) {
        await tx
          .insert(userManagedEntities)
          .values(managed.map((entityId) => ({ userId: user!.id, entityId })));
      }
    }
    // In the same transaction: a failure leaves no half-seeded demo that a restart would skip.
    await seedDemoTerminals(tx);
    await seedDemoCompanies(tx);
    await seedDemoCharterers(tx);
    await seedDemoVessels(tx);
  });
  return true;
}
