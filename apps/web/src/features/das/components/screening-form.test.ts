import { type DaDetail, daVarianceOf, type ScreeningReport } from '@portledger/contracts';
import { describe, expect, it } from 'vitest';
import { lineOf } from './da-fixture.ts';
import { DraftStore } from './draft-store.ts';
import { exchangeRateValue, showsExchangeRate } from './exchange-rate-field.tsx';
import { costItemsAttributes, type DaLine, draftLinesOf, linesOf, mapServerErrors } from './form-values.ts';
import { defaultScreeningReason } from './screening-reason.ts';
import { fdaRateOf, varianceInputs } from './variance-panel.tsx';

/** The fixture's line, in a category of this DA's own. */
const line = (id: number, categoryId: number, name: string, extra: Partial<DaLine> = {}) =>
  lineOf(id, name, { category_id: categoryId, ...extra });

const categories = [
  { id: 1, code: 'AG', name: 'Agency', grouping: 'agency_remuneration' },
  { id: 2, code: 'PD', name: 'Port dues', grouping: 'port_costs' },
];

const pdaDa = {
  id: 7,
  lock_version: 3,
  status: 'pda_under_screening',
  currency: 'USD',
  principal_currency: 'CNY',
  categories,
  lines: [
    line(11, 1, 'Agency fee', { pda_quoted_price: '1500.00' }),
    line(12, 2, 'Pilotage', { pda_quoted_price: '2250.75' }),
    line(13, 2, 'Pilotage', { pda_quoted_price: '2250.75' }),
  ],
} as unknown as DaDetail;
const pdaSaved = new Map(linesOf(pdaDa).map((l) => [l.id, l]));

const report = {
  da_id: 7,
  document: 'pda',
  currency: 'USD',
  lines: [
    { line_id: 11, evidence: null, flags: [], suggested_reason: null },
    {
      line_id: 12,
      evidence: {
        level: 'port',
        samples: 8,
        p25: '1500.00',
        median: '1800.40',
        p75: '2000.00',
        per_gt: true,
        gt_range: null,
      },
      flags: [{ code: 'duplicate', severity: 'high', message: 'Charged 2 times' }],
      suggested_reason: 'duplicate',
    },
    {
      line_id: 13,
      evidence: null,
      flags: [{ code: 'duplicate', severity: 'high', message: 'Charged 2 times' }],
      suggested_reason: 'duplicate',
    },
  ],
} as unknown as ScreeningReport;

describe('the screening form (issue 10)', () => {
  const screen = (store: DraftStore) =>
    costItemsAttributes(store.everything(), pdaSaved, 'pda', 'screened', (draft) =>
      defaultScreeningReason(draft, store, pdaSaved, 'pda'),
    ).attributes;

  it('applies the median as the screened price with tariff deviation as the reason', () => {
    const store = new DraftStore(draftLinesOf(pdaDa, 'pda', 'screened'));
    store.setScreening(report);
    const median = store.screeningOf(12)?.evidence?.median ?? '';
    // What the "Use median" button does.
    store.update('l12', { price: median, reason: 'tariff_deviation' });
    expect(screen(store)).toEqual([
      { id: 12, pda_screened_price: '1800.40', pda_screening_reason: 'tariff_deviation' },
    ]);
  });

  it("defaults the reason of a line screened below its quote to the report's suggestion, else negotiation", () => {
    const store = new DraftStore(draftLinesOf(pdaDa, 'pda', 'screened'));
    store.setScreening(report);
    store.update('l11', { price: '1400' });
    store.update('l13', { price: '0' });
    // Screened at the quote: no saving, so no reason.
    store.update('l12', { price: '2250.75' });
    expect(screen(store)).toEqual([
      { id: 11, pda_screened_price: '1400.00', pda_screening_reason: 'negotiation' },
      { id: 12, pda_screened_price: '2250.75' },
      { id: 13, pda_screened_price: '0.00', pda_screening_reason: 'duplicate' },
    ]);
    // The desk's own choice wins over the suggestion.
    store.update('l13', { reason: 'not_on_pda' });
    expect(screen(store)[2]).toEqual({
      id: 13,
      pda_screened_price: '0.00',
      pda_screening_reason: 'not_on_pda',
    });
  });

  it('sends no default before the report has arrived (the server attributes it then)', () => {
    const store = new DraftStore(draftLinesOf(pdaDa, 'pda', 'screened'));
    store.update('l11', { price: '1400' });
    expect(screen(store)).toEqual([{ id: 11, pda_screened_price: '1400.00' }]);
  });

  const fdaDa = {
    ...pdaDa,
    status: 'fda_under_creation',
    exchange_rate: '7.10000000',
    pda_exchange_rate: '7.10000000',
    agent_exchange_rate: '7.20000000',
    variance_reason_percent: '10.00',
    lines: [
      line(11, 1, 'Agency fee', { pda_quoted_price: '1500.00', pda_agreed_price: '1500.00' }),
      line(12, 2, 'Pilotage', {
        pda_quoted_price: '2250.75',
        pda_agreed_price: '2000.00',
        fda_quoted_price: '2600.00',
        fda_variance_reason: 'tariff_change',
      }),
    ],
  } as unknown as DaDetail;
  const fdaSaved = new Map(linesOf(fdaDa).map((l) => [l.id, l]));

  it("sends the agent's variance reasons, not the unchanged ones", () => {
    const store = new DraftStore(draftLinesOf(fdaDa, 'fda', 'quoted'));
    expect(store.get('l12')?.reason).toBe('tariff_change');
    store.update('l11', { price: '1800', reason: 'additional_service' });
    expect(costItemsAttributes(store.everything(), fdaSaved, 'fda', 'quoted').attributes).toEqual([
      { id: 11, fda_quoted_price: '1800.00', fda_variance_reason: 'additional_service' },
    ]);
    store.update('l12', { reason: null });
    expect(costItemsAttributes(store.everything(), fdaSaved, 'fda', 'quoted').attributes[1]).toEqual({
      id: 12,
      fda_variance_reason: null,
    });
  });

  it("puts the FDA's missing-reason errors on their lines", () => {
    const mapped = mapServerErrors(
      [
        { field: 'lines.12.fda_variance_reason', message: 'Choose a variance reason' },
        { field: 'cost_items_attributes.0.fda_variance_reason', message: 'Invalid reason' },
      ],
      ['n1'],
    );
    expect(mapped.reasons).toEqual({ l12: 'Choose a variance reason', n1: 'Invalid reason' });
    expect(mapped.lines).toEqual({});
    expect(mapped.fields).toEqual({});
  });

  it('computes the variance from the form as typed, with the rate effect on its own', () => {
    const store = new DraftStore(draftLinesOf(fdaDa, 'fda', 'quoted'));
    store.update('l11', { price: '1650', reason: 'overtime' });
    const inputs = varianceInputs(fdaDa, store.everything(), fdaSaved, 'fda', 'quoted');
    expect(fdaRateOf(fdaDa)).toBe('7.20000000');
    const variance = daVarianceOf(inputs, {
      pda: fdaDa.pda_exchange_rate,
      fda: fdaRateOf(fdaDa),
      currency: 'USD',
      principalCurrency: 'CNY',
    });
    expect(variance.total).toMatchObject({
      pda_agreed: '3500.00',
      fda_quoted: '4250.00',
      variance: '750.00',
      variance_percent: '21.43',
    });
    expect(variance.lines.find((row) => row.line_id === 11)?.reason).toBe('overtime');
    // 4250 x 7.2 - 4250 x 7.1, exact.
    expect(variance.exchange_rate_effect).toMatchObject({
      at_pda_rate: '30175.00',
      at_fda_rate: '30600.00',
      effect: '425.00',
    });
  });

  it('asks for the agent rate only where the principal pays in another (or an unknown) currency', () => {
    expect(showsExchangeRate({ currency: 'USD', principal_currency: 'CNY' })).toBe(true);
    expect(showsExchangeRate({ currency: 'USD', principal_currency: null })).toBe(true);
    expect(showsExchangeRate({ currency: 'USD', principal_currency: 'USD' })).toBe(false);
    expect(exchangeRateValue('  7.1234 ')).toBe('7.1234');
    expect(exchangeRateValue('')).toBeNull();
    expect(exchangeRateValue(undefined)).toBeNull();
  });
});
