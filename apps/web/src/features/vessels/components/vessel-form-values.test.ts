import type { VesselDetail } from '@portledger/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { vesselSections } from './vessel-fields.ts';
import { formValuesOf, rulesFor, toVesselBody } from './vessel-form-values.ts';

const t = (key: string) => key;
const spec = (name: string) => vesselSections.flatMap((s) => s.fields).find((f) => f.name === name)!;
const check = async (name: string, value: unknown) => {
  const rule = rulesFor(spec(name), t)[0] as { validator: (r: unknown, v: unknown) => Promise<void> };
  try {
    await rule.validator({}, value);
    return 'ok';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('vessel form values', () => {
  it('validates the IMO number with its check digit', async () => {
    expect(await check('imo', '9074729')).toBe('ok');
    expect(await check('imo', ' 9312456 ')).toBe('ok');
    expect(await check('imo', '9074728')).toBe('vessels.validation.imoCheckDigit');
    expect(await check('imo', '907472')).toBe('vessels.validation.imoFormat');
    expect(await check('imo', '')).toBe('vessels.validation.imoRequired');
  });

  it('validates measures and MMSI', async () => {
    expect(await check('dwt', '179720.5')).toBe('ok');
    expect(await check('dwt', '')).toBe('ok');
    expect(await check('dwt', '1,000')).toBe('vessels.validation.measure');
    expect(await check('dwt', '1.234')).toBe('vessels.validation.measure');
    expect(await check('mmsi', '353112000')).toBe('ok');
    expect(await check('mmsi', '35311200')).toBe('vessels.validation.mmsiFormat');
  });

  it('turns a vessel into form values and back into a body', () => {
    const vessel = {
      name: 'Ocean Harmony',
      imo: '9312456',
      flag: { id: 7, code: 'PA', name: 'Panama' },
      vessel_type: null,
      delivered_on: '2012-03-28',
      holds: 9,
      dwt: '179720.00',
      remarks: null,
    } as unknown as VesselDetail;
    const values = formValuesOf(vessel);
    expect(values.flag_country_id).toBe(7);
    expect(values.vessel_type_id).toBeNull();
    expect(dayjs.isDayjs(values.delivered_on)).toBe(true);
    const body = toVesselBody({ ...values, name: ' Ocean Harmony ', remarks: '  ' });
    expect(body).toMatchObject({
      name: 'Ocean Harmony',
      flag_country_id: 7,
      delivered_on: '2012-03-28',
      holds: 9,
      dwt: '179720.00',
      remarks: null,
      keel_laid_on: null,
    });
  });
});
