import type { EntityDetail } from '@portledger/contracts';
import { describe, expect, it } from 'vitest';
import { entityBodyOf, entityValuesOf } from './entity-form-values.ts';

const entity: EntityDetail = {
  id: 5,
  parent_id: 4,
  is_company: false,
  kind: 'principal',
  name: 'Northern Tankers AS',
  commercial_reg_no: '918 472 615',
  incorporation_on: '2011-01-20',
  dun_no: null,
  currency: 'USD',
  currency_locked: false,
  logo: null,
  address_line1: 'Haakon VIIs gate 6',
  address_line2: null,
  address_line3: null,
  postcode: '0161',
  city: 'Oslo',
  country: { id: 159, code: 'NO', name: 'Norway' },
  emails: ['a@northern-tankers.example'],
  phone: null,
  fax: null,
  website: null,
  main_contact_name: 'Erik Hansen',
  lock_version: 3,
  updated_at: '2026-11-23T10:00:00.000Z',
};

describe('entity form values', () => {
  it('round-trips a record, blanks becoming null so the server clears them', () => {
    const values = entityValuesOf(entity);
    const body = entityBodyOf({ ...values, name: ` ${entity.name} `, address_line2: '  ' } as never);
    expect(body).toMatchObject({
      name: 'Northern Tankers AS',
      incorporation_on: '2011-01-20',
      country_id: 159,
      address_line2: null,
      dun_no: null,
      emails: ['a@northern-tankers.example'],
      logo_file_id: null,
    });
  });
  it('sends the uploaded logo by id', () => {
    const logo = {
      id: 9,
      file_url: '/uapi/files/9',
      original_filename: 'l.png',
      content_type: 'image/png',
      byte_size: 1,
    };
    expect(entityBodyOf({ name: 'X', logo: [logo] }).logo_file_id).toBe(9);
  });
});
