import {
  isValidImo,
  MEASURE_PATTERN,
  MMSI_PATTERN,
  type VesselCreateRequest,
  type VesselDetail,
  vesselFieldNames,
} from '@portledger/contracts';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { type FieldSpec, fieldValue, vesselSections } from './vessel-fields.ts';

/** Form values: the API's field names; dates as dayjs, ids and counts as numbers, the rest text. */
export type VesselFormValues = Record<string, string | number | Dayjs | null | undefined>;

const specs = new Map(
  vesselSections.flatMap((section) => section.fields).map((field) => [field.name, field]),
);

export function formValuesOf(vessel?: VesselDetail): VesselFormValues {
  const values: VesselFormValues = {};
  for (const name of vesselFieldNames) {
    const kind = specs.get(name)?.kind;
    if (kind === 'flag') values[name] = vessel?.flag?.id ?? null;
    else if (kind === 'type') values[name] = vessel?.vessel_type?.id ?? null;
    else {
      const value = fieldValue(vessel, name) as string | number | null | undefined;
      if (kind === 'date') values[name] = value ? dayjs(String(value)) : null;
      else if (kind === 'count') values[name] = value ?? null;
      else values[name] = value ?? '';
    }
  }
  return values;
}

/** The request body: every field, blanks as null, dates as 'YYYY-MM-DD'. */
export function toVesselBody(values: VesselFormValues): VesselCreateRequest {
  const body: Record<string, unknown> = {};
  for (const name of vesselFieldNames) {
    const value = values[name];
    if (dayjs.isDayjs(value)) body[name] = value.format('YYYY-MM-DD');
    else if (typeof value === 'string') body[name] = value.trim() === '' ? null : value.trim();
    else body[name] = value ?? null;
  }
  return body as VesselCreateRequest;
}

type Translate = (key: string) => string;

/** Client rules mirroring the server's (contracts): the same IMO check digit, formats and limits. */
export function rulesFor(field: FieldSpec, t: Translate): Rule[] {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  switch (field.kind) {
    case 'imo':
      return [
        {
          validator: async (_, value) => {
            const imo = text(value);
            if (!imo) throw new Error(t('vessels.validation.imoRequired'));
            if (!/^\d{7}$/.test(imo)) throw new Error(t('vessels.validation.imoFormat'));
            if (!isValidImo(imo)) throw new Error(t('vessels.validation.imoCheckDigit'));
          },
        },
      ];
    case 'measure':
      return [
        {
          validator: async (_, value) => {
            if (text(value) && !MEASURE_PATTERN.test(text(value)))
              throw new Error(t('vessels.validation.measure'));
          },
        },
      ];
    case 'mmsi':
      return [
        {
          validator: async (_, value) => {
            if (text(value) && !MMSI_PATTERN.test(text(value)))
              throw new Error(t('vessels.validation.mmsiFormat'));
          },
        },
      ];
    case 'email':
      return [{ type: 'email', message: t('vessels.validation.email') }];
    default:
      return field.required
        ? [{ required: true, whitespace: true, message: t('vessels.validation.nameRequired') }]
        : [];
  }
}
