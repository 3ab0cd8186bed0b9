import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { bodyOf, formFieldOf, type PortCallValues, valuesOf } from './form-values.ts';

const codes: Record<number, string> = { 1: 'loading', 2: 'canal_transit', 3: 'crewing' };
const codeOf = (id: number) => codes[id];

describe('port-call form values', () => {
  it('sends "not in the list" as na, blanks as null and extras only on their purpose', () => {
    const values: PortCallValues = {
      request_type: 'pda_request',
      voyage_no: '  V-1 ',
      port_id: 5,
      previous_port_id: 9,
      previous_port_na: true,
      next_port_id: 6,
      eta: dayjs('2026-12-01T08:00:00Z'),
      laycan_start: dayjs('2026-11-28T10:00:00'),
      remarks: '   ',
      activity_type_ids: [1, 2, 3],
      canal_transit_type_id: 4,
      crewing_option_id: 2,
      crew_count: 3,
      crew_rank: 'AB',
      files: [{ id: 11, file_url: '/f/11', original_filename: 'sof.pdf' }],
    };
    const body = bodyOf(values, codeOf);
    expect(body).toMatchObject({
      voyage_no: 'V-1',
      previous_port_id: 'na',
      next_port_id: 6,
      terminal_id: null,
      eta: '2026-12-01T08:00:00.000Z',
      laycan_start: '2026-11-28',
      laycan_end: null,
      remarks: null,
      file_ids: [11],
    });
    expect(body.activities).toEqual([
      { activity_type_id: 1 },
      { activity_type_id: 2, canal_transit_type_id: 4 },
      { activity_type_id: 3, crewing_option_id: 2, crew_count: 3, crew_title: null, crew_rank: 'AB' },
    ]);
  });

  it('reads a saved port call back into the same body', () => {
    const body = bodyOf(
      {
        request_type: 'appointment_with_pda_request',
        vessel_id: 7,
        voyage_no: 'V-2',
        port_id: 5,
        eta: dayjs('2026-12-01T08:00:00Z'),
        activity_type_ids: [2],
        canal_transit_type_id: 4,
      },
      codeOf,
    );
    const ref = (id: number | null | undefined) => (id ? { id, name: `#${id}` } : null);
    const detail = {
      request_type: body.request_type,
      vessel: { id: 7, name: 'Jade Star', imo: '1' },
      voyage_no: 'V-2',
      port: { id: 5, name: 'Shanghai', unlocode: 'CNSHA' },
      terminal: null,
      previous_port: null,
      next_port: null,
      eta: '2026-12-01T08:00:00.000Z',
      etd: null,
      arrived_at: null,
      departed_at: null,
      legal_entity: null,
      agent: null,
      charterer: null,
      commodity: ref(null),
      unit: null,
      activities: [
        {
          id: 1,
          activity_type: { id: 2, code: 'canal_transit', name: 'Canal transit' },
          canal_transit_type: { id: 4, name: 'Kiel Canal' },
          crewing_option: null,
          crew_count: null,
          crew_title: null,
          crew_rank: null,
          remarks: null,
        },
      ],
      files: [],
    } as unknown as Parameters<typeof valuesOf>[0];
    expect(bodyOf(valuesOf(detail), codeOf)).toEqual(body);
  });

  it('maps server field errors onto the form fields', () => {
    expect(formFieldOf('vessel_id')).toBe('vessel_id');
    expect(formFieldOf('activities')).toBe('activity_type_ids');
    expect(formFieldOf('activities.1.canal_transit_type_id')).toBe('canal_transit_type_id');
    expect(formFieldOf('activities.2.crew_count')).toBe('crew_count');
    expect(formFieldOf('activities.0.activity_type_id')).toBe('activity_type_ids');
    expect(formFieldOf('activities.0.remarks')).toBe('activity_type_ids');
    expect(formFieldOf('file_ids.3')).toBe('files');
    expect(formFieldOf('lock_version')).toBeUndefined();
  });
});
