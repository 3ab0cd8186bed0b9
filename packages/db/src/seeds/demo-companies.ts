import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { auditEvents, bankAccounts, countries, entities } from '../schema/index.ts';

/**
 * Particulars and bank accounts of the demo companies, so the company settings, bank account
 * pickers and payment pages have real-looking data. Entities are found by name (ids are the
 * seed's business); countries by ISO code, and a country the reference data lacks is left empty.
 * IBANs are valid (checksums computed), but the accounts are fictitious.
 */
type Particulars = Partial<typeof entities.$inferInsert> & { country?: string };
type Account = Omit<typeof bankAccounts.$inferInsert, 'entityId' | 'countryId'> & { country: string };

interface DemoLegalEntity {
  name: string;
  particulars: Particulars;
  accounts: Account[];
}
interface DemoCompanyDetails {
  company: string;
  particulars: Particulars;
  /** Legal entities the base seed creates are completed; missing ones are created. */
  legalEntities: DemoLegalEntity[];
}

const demo: DemoCompanyDetails[] = [
  {
    company: 'Oceanic Bulk Carriers',
    particulars: {
      country: 'SG',
      city: 'Singapore',
      website: 'https://www.oceanic-bulk.example',
      emails: 'operations@oceanic-bulk.example',
      mainContactName: 'Olivia Chen',
    },
    legalEntities: [
      {
        name: 'Oceanic Bulk Carriers Pte. Ltd.',
        particulars: {
          commercialRegNo: '201912345K',
          incorporationOn: '2019-04-16',
          dunNo: '659421873',
          addressLine1: '80 Robinson Road',
          addressLine2: '#17-02',
          postcode: '068898',
          city: 'Singapore',
          country: 'SG',
          emails: 'operations@oceanic-bulk.example,accounts@oceanic-bulk.example',
          phone: '+65 6221 4870',
          fax: '+65 6221 4871',
          website: 'https://www.oceanic-bulk.example',
          mainContactName: 'Olivia Chen',
        },
        accounts: [
          {
            bankName: 'DBS Bank Ltd.',
            branch: 'Marina Bay Financial Centre',
            country: 'SG',
            city: 'Singapore',
            accountType: 'current',
            accountTitle: 'Oceanic Bulk Carriers Pte. Ltd. - USD operating',
            accountNumber: '072-901234-5',
            bicSwift: 'DBSSSGSG',
            routingCodes: 'Bank code 7171, branch code 072',
            currency: 'USD',
          },
        ],
      },
      {
        name: 'Oceanic Bulk Carriers (Hong Kong) Ltd.',
        particulars: {
          commercialRegNo: '2876543',
          incorporationOn: '2015-09-02',
          dunNo: '662185407',
          addressLine1: 'Unit 2301, 23/F, Infinitus Plaza',
          addressLine2: '199 Des Voeux Road Central',
          addressLine3: 'Sheung Wan',
          city: 'Hong Kong',
          country: 'HK',
          emails: 'hk@oceanic-bulk.example',
          phone: '+852 2545 3180',
          mainContactName: 'Kelvin Lau',
        },
        accounts: [
          {
            bankName: 'Deutsche Bank AG',
            branch: 'Frankfurt am Main',
            country: 'DE',
            city: 'Frankfurt am Main',
            accountType: 'current',
            accountTitle: 'Oceanic Bulk Carriers (Hong Kong) Ltd. - EUR',
            iban: 'DE80500700100923456781',
            bicSwift: 'DEUTDEFF',
            currency: 'EUR',
          },
        ],
      },
    ],
  },
  {
    company: 'Northern Tankers AS',
    particulars: {
      country: 'NO',
      city: 'Oslo',
      website: 'https://www.northern-tankers.example',
      emails: 'chartering@northern-tankers.example',
      mainContactName: 'Erik Hansen',
    },
    legalEntities: [
      {
        name: 'Northern Tankers AS',
        particulars: {
          commercialRegNo: '918 472 615',
          incorporationOn: '2011-01-20',
          dunNo: '731508264',
          addressLine1: 'Haakon VIIs gate 6',
          postcode: '0161',
          city: 'Oslo',
          country: 'NO',
          emails: 'chartering@northern-tankers.example,finance@northern-tankers.example',
          phone: '+47 22 83 41 00',
          website: 'https://www.northern-tankers.example',
          mainContactName: 'Erik Hansen',
        },
        accounts: [
          {
            bankName: 'DNB Bank ASA',
            branch: 'Oslo',
            country: 'NO',
            city: 'Oslo',
            accountType: 'current',
            accountTitle: 'Northern Tankers AS - USD',
            iban: 'NO7015032845671',
            bicSwift: 'DNBANOKK',
            currency: 'USD',
          },
          {
            bankName: 'DNB Bank ASA',
            branch: 'Oslo',
            country: 'NO',
            city: 'Oslo',
            accountType: 'current',
            accountTitle: 'Northern Tankers AS - NOK',
            iban: 'NO2015032845698',
            bicSwift: 'DNBANOKK',
            currency: 'NOK',
          },
        ],
      },
    ],
  },
  {
    company: 'Shanghai Harbour Shipping Agency Co., Ltd.',
    particulars: {
      country: 'CN',
      city: 'Shanghai',
      website: 'https://www.sh-harbour-agency.example',
      emails: 'ops@sh-harbour-agency.example',
      mainContactName: '王磊 Wang Lei',
    },
    legalEntities: [
      {
        name: '上海港湾船务代理有限公司',
        particulars: {
          commercialRegNo: '91310109MA1G5K2X7Q',
          incorporationOn: '2008-06-18',
          dunNo: '545120378',
          addressLine1: '上海市虹口区东大名路 378 号',
          addressLine2: '12 楼 1203 室',
          postcode: '200080',
          city: '上海',
          country: 'CN',
          emails: 'ops@sh-harbour-agency.example,finance@sh-harbour-agency.example',
          phone: '+86 21 6595 8800',
          fax: '+86 21 6595 8801',
          website: 'https://www.sh-harbour-agency.example',
          mainContactName: '王磊 Wang Lei',
        },
        accounts: [
          {
            // China does not use IBANs: the account number and CNAPS code identify the account.
            bankName: '中国银行上海市分行 Bank of China Shanghai Branch',
            branch: '虹口支行 Hongkou Sub-branch',
            country: 'CN',
            state: '上海市',
            city: '上海',
            accountType: 'current',
            accountTitle: '上海港湾船务代理有限公司',
            accountNumber: '4376 5821 9034',
            bicSwift: 'BKCHCNBJ300',
            routingCodes: 'CNAPS 104290003033',
            currency: 'CNY',
          },
          {
            bankName: '中国银行上海市分行 Bank of China Shanghai Branch',
            branch: '虹口支行 Hongkou Sub-branch',
            country: 'CN',
            state: '上海市',
            city: '上海',
            accountType: 'current',
            accountTitle: 'Shanghai Harbour Shipping Agency Co., Ltd. - USD',
            accountNumber: '4376 5821 9187',
            bicSwift: 'BKCHCNBJ300',
            routingCodes: 'CNAPS 104290003033',
            currency: 'USD',
          },
        ],
      },
    ],
  },
  {
    company: 'Rotterdam Port Services B.V.',
    particulars: {
      country: 'NL',
      city: 'Rotterdam',
      website: 'https://www.rotterdam-port.example',
      emails: 'agency@rotterdam-port.example',
      mainContactName: 'Pieter de Vries',
    },
    legalEntities: [
      {
        name: 'Rotterdam Port Services B.V.',
        particulars: {
          commercialRegNo: 'KvK 24381957',
          incorporationOn: '1998-03-11',
          dunNo: '402917365',
          addressLine1: 'Wilhelminakade 123',
          postcode: '3072 AP',
          city: 'Rotterdam',
          country: 'NL',
          emails: 'agency@rotterdam-port.example',
          phone: '+31 10 280 4400',
          website: 'https://www.rotterdam-port.example',
          mainContactName: 'Pieter de Vries',
        },
        accounts: [
          {
            bankName: 'ABN AMRO Bank N.V.',
            branch: 'Rotterdam Coolsingel',
            country: 'NL',
            city: 'Rotterdam',
            accountType: 'current',
            accountTitle: 'Rotterdam Port Services B.V. - EUR',
            iban: 'NL74ABNA0612345678',
            bicSwift: 'ABNANL2A',
            currency: 'EUR',
          },
        ],
      },
    ],
  },
];

/** Fills the demo companies' particulars and bank accounts; does nothing when accounts exist. */
export async function seedDemoCompanies(db: Db): Promise<void> {
  const [existing] = await db.select({ id: bankAccounts.id }).from(bankAccounts).limit(1);
  if (existing) return;
  const codes = new Set(
    demo.flatMap((d) => [
      d.particulars.country,
      ...d.legalEntities.flatMap((le) => [le.particulars.country, ...le.accounts.map((a) => a.country)]),
    ]),
  );
  const countryRows = await db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(
      inArray(
        countries.code,
        [...codes].filter((c): c is string => Boolean(c)),
      ),
    );
  const countryId = (code?: string) => countryRows.find((row) => row.code === code)?.id ?? null;
  const withCountry = ({ country, ...rest }: Particulars) => ({ ...rest, countryId: countryId(country) });

  await db.transaction(async (tx) => {
    for (const details of demo) {
      const [company] = await tx
        .select()
        .from(entities)
        .where(and(eq(entities.name, details.company), isNull(entities.parentId)));
      if (!company) continue;
      await tx.update(entities).set(withCountry(details.particulars)).where(eq(entities.id, company.id));
      const children = await tx.select().from(entities).where(eq(entities.parentId, company.id));
      for (const legalEntity of details.legalEntities) {
        let id = children.find((child) => child.name === legalEntity.name)?.id;
        if (id) {
          await tx.update(entities).set(withCountry(legalEntity.particulars)).where(eq(entities.id, id));
        } else {
          const [row] = await tx
            .insert(entities)
            .values({
              ...withCountry(legalEntity.particulars),
              name: legalEntity.name,
              kind: company.kind,
              parentId: company.id,
              currency: company.currency,
            })
            .returning({ id: entities.id });
          id = row!.id;
        }
        for (const { country, ...account } of legalEntity.accounts) {
          const [row] = await tx
            .insert(bankAccounts)
            .values({ ...account, entityId: id, countryId: countryId(country) })
            .returning();
          // The audit trail of every account starts with its creation.
          await tx.insert(auditEvents).values({
            recordType: 'bank_account',
            recordId: row!.id,
            action: 'created',
            changes: (['accountNumber', 'iban', 'bicSwift'] as const)
              .filter((key) => row![key])
              .map((key) => ({
                field: { accountNumber: 'account_number', iban: 'iban', bicSwift: 'bic_swift' }[key],
                before: null,
                after: row![key],
              })),
          });
        }
      }
    }
  });
}
