import type { ScreeningSettings } from '@portledger/contracts';
import { screeningSettingsUpdate } from '@portledger/contracts';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http.ts';
import { saveFailureOf, toUpdateRequest, valuesOf } from './threshold-values.ts';

const settings: ScreeningSettings = {
  lock_version: 3,
  tariff_deviation_percent: '30.00',
  min_samples: 5,
  fda_over_pda_percent: '10.00',
  variance_reason_percent: '7.50',
  exchange_rate_deviation_percent: '2.00',
  receipt_required_above_usd: '500.00',
  updated_at: '2026-11-25T03:00:00.000Z',
  updated_by: 'Sara Lindqvist',
};

describe('the screening thresholds request', () => {
  it('sends what was read back unchanged, with the lock_version it was read with', () => {
    const body = toUpdateRequest(valuesOf(settings), settings.lock_version);
    expect(body).toEqual({
      lock_version: 3,
      tariff_deviation_percent: '30.00',
      min_samples: 5,
      fda_over_pda_percent: '10.00',
      variance_reason_percent: '7.50',
      exchange_rate_deviation_percent: '2.00',
      receipt_required_above_usd: '500.00',
    });
    // The body passes the server's own schema.
    expect(screeningSettingsUpdate.safeParse(body).success).toBe(true);
  });

  it('writes decimals with two places and leaves range checks to the server', () => {
    const body = toUpdateRequest(
      {
        ...valuesOf(settings),
        tariff_deviation_percent: 12.5,
        receipt_required_above_usd: 1000,
        fda_over_pda_percent: -1,
      },
      0,
    );
    expect(body.tariff_deviation_percent).toBe('12.50');
    expect(body.receipt_required_above_usd).toBe('1000.00');
    const parsed = screeningSettingsUpdate.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['fda_over_pda_percent']);
  });
});

describe('a failed save', () => {
  it('puts each server message on its field, ignoring fields the form does not have', () => {
    const error = new HttpError('invalid', 400, {
      errors: [
        { field: 'min_samples', message: 'Fewest samples must be at least 1' },
        { field: 'body.tariff_deviation_percent', message: 'must be a percentage' },
        { field: 'tariff_deviation_percent', message: 'second message' },
        { field: 'lock_version', message: 'not here' },
        { field: '', message: 'whole body' },
      ],
    });
    expect(saveFailureOf(error)).toEqual({
      isStale: false,
      fields: [
        { name: 'min_samples', errors: ['Fewest samples must be at least 1'] },
        { name: 'tariff_deviation_percent', errors: ['must be a percentage', 'second message'] },
      ],
    });
  });

  it('reads a 409 as a stale version, and anything else as no field error', () => {
    expect(saveFailureOf(new HttpError('stale', 409))).toEqual({ isStale: true, fields: [] });
    expect(saveFailureOf(new HttpError('down', 0))).toEqual({ isStale: false, fields: [] });
    expect(saveFailureOf(new Error('boom'))).toEqual({ isStale: false, fields: [] });
  });
});
