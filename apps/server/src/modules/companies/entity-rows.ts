import type { EntityDetail, Locale } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import { toUploadedFile } from '../files/to-uploaded-file.ts';

const { entities, countries, files } = schema;

/** An entity with its country (named in the caller's language) and logo file, in one query. */
export function selectEntities(db: Db) {
  return db
    .select({ entity: entities, country: countries, logo: files })
    .from(entities)
    .leftJoin(countries, eq(countries.id, entities.countryId))
    .leftJoin(files, eq(files.id, entities.logoFileId));
}
type EntityRow = Awaited<ReturnType<ReturnType<typeof selectEntities>['execute']>>[number];

export function toCountryRef(country: typeof countries.$inferSelect | null, locale: Locale) {
  if (!country) return null;
  return { id: country.id, code: country.code, name: locale === 'zh-CN' ? country.nameZh : country.nameEn };
}

/** Emails are kept comma-separated in one column and travel as a list. */
export const splitEmails = (value: string | null) =>
  value
    ? value
        .split(',')
        .map((email) => email.trim())
        .filter(Boolean)
    : [];
export const joinEmails = (emails: string[] | undefined) =>
  emails === undefined ? undefined : emails.length > 0 ? emails.join(',') : null;

export function toEntityDetail(
  { entity, country, logo }: EntityRow,
  locale: Locale,
  apiPrefix: string,
): EntityDetail {
  return {
    id: entity.id,
    parent_id: entity.parentId,
    is_company: entity.parentId === null,
    kind: entity.kind,
    name: entity.name,
    commercial_reg_no: entity.commercialRegNo,
    incorporation_on: entity.incorporationOn,
    dun_no: entity.dunNo,
    currency: entity.currency,
    currency_locked: entity.currencyLocked,
    logo: logo ? toUploadedFile(logo, apiPrefix) : null,
    address_line1: entity.addressLine1,
    address_line2: entity.addressLine2,
    address_line3: entity.addressLine3,
    postcode: entity.postcode,
    city: entity.city,
    country: toCountryRef(country, locale),
    emails: splitEmails(entity.emails),
    phone: entity.phone,
    fax: entity.fax,
    website: entity.website,
    main_contact_name: entity.mainContactName,
    lock_version: entity.lockVersion,
    updated_at: entity.updatedAt.toISOString(),
  };
}

/** The columns a create or update body sets; undefined leaves a column as it is. */
export function entityColumns(input: {
  name?: string;
  commercial_reg_no?: string | null;
  incorporation_on?: string | null;
  dun_no?: string | null;
  currency?: string | null;
  logo_file_id?: number | null;
  address_line1?: string | null;
  address_line2?: string | null;
  address_line3?: string | null;
  postcode?: string | null;
  city?: string | null;
  country_id?: number | null;
  emails?: string[];
  phone?: string | null;
  fax?: string | null;
  website?: string | null;
  main_contact_name?: string | null;
}): Partial<typeof entities.$inferInsert> {
  const columns: Partial<typeof entities.$inferInsert> = {
    name: input.name,
    commercialRegNo: input.commercial_reg_no,
    incorporationOn: input.incorporation_on,
    dunNo: input.dun_no,
    currency: input.currency,
    logoFileId: input.logo_file_id,
    addressLine1: input.address_line1,
    addressLine2: input.address_line2,
    addressLine3: input.address_line3,
    postcode: input.postcode,
    city: input.city,
    countryId: input.country_id,
    emails: joinEmails(input.emails),
    phone: input.phone,
    fax: input.fax,
    website: input.website,
    mainContactName: input.main_contact_name,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}
