import { describe, expect, it } from 'vitest';
import { certificateCreateRequest, isValidImo, vesselCreateRequest, vesselUpdateRequest } from './vessels.ts';

describe('vessel contracts', () => {
  it('checks the IMO check digit', () => {
    expect(isValidImo('9074729')).toBe(true);
    expect(isValidImo('9312456')).toBe(true);
    expect(isValidImo('9074728')).toBe(false);
    expect(isValidImo('907472')).toBe(false);
    expect(isValidImo('90747290')).toBe(false);
    expect(isValidImo('9O74729')).toBe(false);
  });

  it('gives one message per IMO mistake', () => {
    const issues = (imo: string) =>
      vesselCreateRequest.safeParse({ name: 'X', imo }).error?.issues.map((issue) => issue.message);
    expect(issues('9074728')).toEqual(['vessels.imoCheckDigit']);
    expect(issues('12345')).toEqual(['vessels.imoFormat']);
    expect(issues('')).toEqual(['vessels.imoRequired']);
    expect(issues(' 9074729 ')).toBeUndefined();
  });

  it('turns blanks into null and refuses malformed measures, MMSI and dates in the wrong order', () => {
    const parsed = vesselCreateRequest.parse({
      name: 'X',
      imo: '9074729',
      dwt: '',
      mmsi: '',
      keel_laid_on: '',
    });
    expect(parsed).toMatchObject({ dwt: null, mmsi: null, keel_laid_on: null });
    expect(vesselCreateRequest.safeParse({ name: 'X', imo: '9074729', dwt: '-1' }).success).toBe(false);
    expect(vesselCreateRequest.safeParse({ name: 'X', imo: '9074729', mmsi: '12345678' }).success).toBe(
      false,
    );
    const backwards = vesselUpdateRequest.safeParse({
      keel_laid_on: '2020-01-02',
      delivered_on: '2020-01-01',
      lock_version: 0,
    });
    expect(backwards.error?.issues[0]?.path).toEqual(['delivered_on']);
    const certificate = certificateCreateRequest.safeParse({
      name: 'C',
      issued_on: '2025-01-02',
      expires_on: '2025-01-01',
    });
    expect(certificate.error?.issues[0]?.message).toBe('vessels.expiresBeforeIssued');
  });
});
