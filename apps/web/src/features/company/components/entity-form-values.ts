import type { EntityCreateRequest, EntityDetail, UploadedFile } from '@portledger/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { dateFormats } from '../../../lib/format.ts';

/** What the particulars form holds, and how it maps to and from the API. */
export interface EntityValues {
  name: string;
  commercial_reg_no?: string;
  incorporation_on?: Dayjs | null;
  dun_no?: string;
  currency?: string | null;
  logo?: UploadedFile[];
  address_line1?: string;
  address_line2?: string;
  address_line3?: string;
  postcode?: string;
  city?: string;
  country_id?: number | null;
  emails?: string[];
  phone?: string;
  fax?: string;
  website?: string;
  main_contact_name?: string;
}

/** Request fields the form shows, so server errors for them land on the field. */
export const ENTITY_FORM_FIELDS = [
  'name',
  'commercial_reg_no',
  'incorporation_on',
  'dun_no',
  'currency',
  'logo',
  'address_line1',
  'address_line2',
  'address_line3',
  'postcode',
  'city',
  'country_id',
  'emails',
  'phone',
  'fax',
  'website',
  'main_contact_name',
] as const;

export const entityValuesOf = (entity?: EntityDetail): Partial<EntityValues> =>
  entity
    ? {
        name: entity.name,
        commercial_reg_no: entity.commercial_reg_no ?? '',
        incorporation_on: entity.incorporation_on ? dayjs(entity.incorporation_on) : null,
        dun_no: entity.dun_no ?? '',
        currency: entity.currency,
        logo: entity.logo ? [entity.logo] : [],
        address_line1: entity.address_line1 ?? '',
        address_line2: entity.address_line2 ?? '',
        address_line3: entity.address_line3 ?? '',
        postcode: entity.postcode ?? '',
        city: entity.city ?? '',
        country_id: entity.country?.id ?? null,
        emails: entity.emails,
        phone: entity.phone ?? '',
        fax: entity.fax ?? '',
        website: entity.website ?? '',
        main_contact_name: entity.main_contact_name ?? '',
      }
    : { emails: [], logo: [] };

const text = (value?: string) => value?.trim() || null;

/** Form values to a request body: blanks become null (cleared), the logo its file id. */
export function entityBodyOf(values: EntityValues): EntityCreateRequest {
  return {
    name: values.name.trim(),
    commercial_reg_no: text(values.commercial_reg_no),
    incorporation_on: values.incorporation_on ? values.incorporation_on.format(dateFormats.isoDate) : null,
    dun_no: text(values.dun_no),
    currency: values.currency ?? null,
    logo_file_id: values.logo?.[0]?.id ?? null,
    address_line1: text(values.address_line1),
    address_line2: text(values.address_line2),
    address_line3: text(values.address_line3),
    postcode: text(values.postcode),
    city: text(values.city),
    country_id: values.country_id ?? null,
    emails: (values.emails ?? []).map((email) => email.trim()).filter(Boolean),
    phone: text(values.phone),
    fax: text(values.fax),
    website: text(values.website),
    main_contact_name: text(values.main_contact_name),
  };
}
