import type { DaDetail } from '@portledger/contracts';
import { describe, expect, it } from 'vitest';
import { lineOf } from './da-fixture.ts';
import { DraftStore } from './draft-store.ts';
import {
  changedDaFields,
  costItemsAttributes,
  type DaLine,
  draftLinesOf,
  formPrices,
  formTotals,
  hasPricedLine,
  lineProblems,
  linesOf,
  linesWithoutReceipt,
  mapServerErrors,
} from './form-values.ts';
import { initialPrefunding, percentText } from './percent.ts';

/** The fixture's line, in a category of this DA's own. */
const line = (id: number, categoryId: number, name: string, extra: Partial<DaLine> = {}) =>
  lineOf(id, name, { category_id: categoryId, ...extra });

const da = {
  id: 7,
  lock_version: 3,
  currency: 'USD',
  categories: [
    {
      id: 1,
      code: 'AG',
      name: 'Agency remuneration',
      grouping: 'agency_remuneration',
      pda_quoted_subtotal: '0',
      fda_quoted_subtotal: '0',
    },
    {
      id: 2,
      code: 'PD',
      name: 'Port dues',
      grouping: 'port_costs',
      pda_quoted_subtotal: '0',
      fda_quoted_subtotal: '0',
    },
  ],
  lines: [
    line(11, 1, 'Agency fee', { pda_quoted_price: '1500.00' }),
    line(12, 2, 'Pilotage', { pda_quoted_price: '2250.75' }),
  ],
} as unknown as DaDetail;
const saved = new Map(linesOf(da).map((l) => [l.id, l]));

describe('the cost-items form', () => {
  it('totals the typed quoted prices to the cent, by grouping', () => {
    const store = new DraftStore(draftLinesOf(da, 'pda', 'quoted'));
    store.update('l11', { price: '1000.10' });
    store.add({
      costItemId: 130,
      name: 'Towage',
      categoryId: 2,
      categoryName: 'Port dues',
      grouping: 'port_costs',
      price: '0.2',
      destroyed: false,
      comments: [],
      receipts: [],
    });
    const totals = formTotals(formPrices(store.all(), saved, 'pda', 'quoted'), 'pda');
    expect(totals).toMatchObject({
      quoted: '3251.05',
      agency_remuneration: '1000.10',
      port_costs: '2250.95',
    });
    // A half-typed or unreadable amount counts as nothing until it reads as one.
    store.update('l11', { price: '12.3.4' });
    expect(formTotals(formPrices(store.all(), saved, 'pda', 'quoted'), 'pda').quoted).toBe('2250.95');
  });

  it('leaves deleted lines out of the totals and keeps new items with their category', () => {
    const store = new DraftStore(draftLinesOf(da, 'pda', 'quoted'));
    const added = store.add({
      costItemId: 150,
      name: 'Documentation fee',
      categoryId: 1,
      categoryName: 'Agency remuneration',
      grouping: 'agency_remuneration',
      price: '50',
      destroyed: false,
      comments: [],
      receipts: [],
    });
    expect(store.keys()).toEqual(['l11', added, 'l12']);
    store.remove('l12');
    expect(formTotals(formPrices(store.all(), saved, 'pda', 'quoted'), 'pda')).toMatchObject({
      quoted: '1550.00',
      port_costs: '0.00',
    });
  });

  it('falls back like the server: an empty screened price is the quoted one, an empty agreed one the screened', () => {
    const screenedDa = {
      ...da,
      lines: [
        line(11, 1, 'Agency fee', { pda_quoted_price: '1500.00', pda_screened_price: '1400.00' }),
        line(12, 2, 'Pilotage', { pda_quoted_price: '2250.75', pda_screened_price: '2000.00' }),
      ],
    } as unknown as DaDetail;
    const map = new Map(linesOf(screenedDa).map((l) => [l.id, l]));
    const store = new DraftStore(draftLinesOf(screenedDa, 'pda', 'agreed'));
    store.update('l11', { price: '' });
    store.update('l12', { price: '1999.99' });
    const totals = formTotals(formPrices(store.all(), map, 'pda', 'agreed'), 'pda');
    expect(totals).toMatchObject({
      quoted: '3750.75',
      screened: '3400.00',
      agreed: '3399.99',
      savings: '350.76',
    });
  });

  it('maps the form to cost_items_attributes: changed prices, _destroy, new lines with comments and receipts', () => {
    const store = new DraftStore(draftLinesOf(da, 'pda', 'quoted'));
    store.update('l11', { comments: ['Flat fee'] });
    store.update('l12', { price: '2250.70' });
    const added = store.add({
      costItemId: 130,
      name: 'Towage',
      categoryId: 2,
      categoryName: 'Port dues',
      grouping: 'port_costs',
      price: '99.5',
      destroyed: false,
      comments: ['Two tugs'],
      receipts: [],
    });
    const dropped = store.add({
      costItemId: 131,
      name: 'Mooring',
      categoryId: 2,
      categoryName: 'Port dues',
      grouping: 'port_costs',
      price: '1',
      destroyed: false,
      comments: [],
      receipts: [],
    });
    store.remove(dropped);
    const { attributes, keys } = costItemsAttributes(store.everything(), saved, 'pda', 'quoted');
    expect(attributes).toEqual([
      { id: 11, comments_attributes: [{ content: 'Flat fee' }] },
      { id: 12, pda_quoted_price: '2250.70' },
      { cost_item_id: 130, pda_quoted_price: '99.50', comments_attributes: [{ content: 'Two tugs' }] },
    ]);
    expect(keys).toEqual(['l11', 'l12', added]);

    store.remove('l11');
    expect(costItemsAttributes(store.everything(), saved, 'pda', 'quoted').attributes[0]).toEqual({
      id: 11,
      _destroy: true,
    });
  });

  it('sends only the screened prices the operator typed; the server defaults the rest', () => {
    const store = new DraftStore(draftLinesOf(da, 'pda', 'screened'));
    store.update('l12', { price: '2000' });
    const { attributes } = costItemsAttributes(store.everything(), saved, 'pda', 'screened');
    expect(attributes).toEqual([{ id: 12, pda_screened_price: '2000.00' }]);
  });

  it('sends FDA receipts as file ids', () => {
    const store = new DraftStore(draftLinesOf(da, 'fda', 'quoted'));
    store.update('l12', {
      price: '2400',
      receipts: [{ id: 5, file_url: '/f/5', original_filename: 'tug.pdf' } as never],
    });
    expect(costItemsAttributes(store.everything(), saved, 'fda', 'quoted').attributes).toEqual([
      { id: 12, fda_quoted_price: '2400.00', file_ids: [5] },
    ]);
  });

  it("keeps a line's saved receipts when the agent attaches another (the list replaces them)", () => {
    const kept = { id: 4, file_url: '/f/4', original_filename: 'pilot.pdf' };
    const withReceipt = line(12, 2, 'Pilotage', { pda_quoted_price: '2250.75', receipts: [kept] });
    const receiptDa = { ...da, lines: [withReceipt] } as unknown as DaDetail;
    const store = new DraftStore(draftLinesOf(receiptDa, 'fda', 'quoted'));
    store.update('l12', {
      receipts: [{ id: 5, file_url: '/f/5', original_filename: 'pilot-2.pdf' } as never],
    });
    const lines = new Map(linesOf(receiptDa).map((l) => [l.id, l]));
    expect(costItemsAttributes(store.everything(), lines, 'fda', 'quoted').attributes).toEqual([
      { id: 12, file_ids: [4, 5] },
    ]);
  });

  it('counts the priced FDA lines without a receipt, saved or queued, and tells an FDA with no amount', () => {
    const kept = { id: 4, file_url: '/f/4', original_filename: 'agency.pdf' };
    const receiptDa = {
      ...da,
      lines: [
        line(11, 1, 'Agency fee', { fda_quoted_price: '1500.00', receipts: [kept] }),
        line(12, 2, 'Pilotage', { fda_quoted_price: '2250.75' }),
        line(13, 2, 'Towage', { fda_quoted_price: '900.00' }),
        line(14, 2, 'Garbage', { fda_quoted_price: '0.00' }),
      ],
    } as unknown as DaDetail;
    const lines = new Map(linesOf(receiptDa).map((l) => [l.id, l]));
    const store = new DraftStore(draftLinesOf(receiptDa, 'fda', 'quoted'));
    expect(hasPricedLine(store.all())).toBe(true);
    expect(linesWithoutReceipt(store.all(), lines)).toEqual({ missing: 2, priced: 3 });
    store.update('l13', { receipts: [{ id: 6, file_url: '/f/6', original_filename: 'tug.pdf' } as never] });
    expect(linesWithoutReceipt(store.all(), lines)).toEqual({ missing: 1, priced: 3 });
    store.remove('l12');
    expect(linesWithoutReceipt(store.all(), lines)).toEqual({ missing: 0, priced: 2 });

    for (const key of ['l11', 'l13', 'l14']) store.update(key, { price: '' });
    expect(hasPricedLine(store.all())).toBe(false);
    // 0.00 is an amount the server takes (it is on the FDA).
    store.update('l14', { price: '0' });
    expect(hasPricedLine(store.all())).toBe(true);
  });

  it('flags unreadable amounts, and missing quoted prices on the PDA only', () => {
    const store = new DraftStore(draftLinesOf(da, 'pda', 'quoted'));
    store.update('l11', { price: '-5' });
    store.update('l12', { price: '' });
    expect(lineProblems(store.all(), 'pda', 'quoted')).toEqual([
      { key: 'l11', message: 'invalid' },
      { key: 'l12', message: 'required' },
    ]);
    expect(lineProblems(new DraftStore(draftLinesOf(da, 'fda', 'quoted')).all(), 'fda', 'quoted')).toEqual(
      [],
    );
  });

  it('puts server errors on the line that caused them, and DA-level errors on their field', () => {
    const mapped = mapServerErrors(
      [
        { field: 'cost_items_attributes.1.pda_quoted_price', message: 'Quoted price must be an amount' },
        { field: 'screening_summary', message: 'Please input screening summary' },
        { field: 'cost_items_attributes.9.id', message: 'unknown index' },
      ],
      ['l11', 'n1'],
    );
    expect(mapped.lines).toEqual({ n1: 'Quoted price must be an amount' });
    expect(mapped.fields).toEqual({
      screening_summary: 'Please input screening summary',
      'cost_items_attributes.9.id': 'unknown index',
    });
  });
});

describe('prefunding on the approve page', () => {
  it("starts from the principal's default, else the agent's request", () => {
    const base = {
      prefunding_agreed_percent: null,
      prefunding_default_percent: '80.00',
      prefunding_requested_percent: '60.00',
    };
    expect(initialPrefunding(base)).toBe('80.00');
    expect(initialPrefunding({ ...base, prefunding_default_percent: '0.00' })).toBe('60.00');
    expect(initialPrefunding({ ...base, prefunding_agreed_percent: '50.00' })).toBe('50.00');
    expect(percentText('50.00')).toBe('50');
    expect(percentText('12.50')).toBe('12.5');
  });
});

describe('the fields below the lines', () => {
  const saved = {
    agent_exchange_rate: '7.12340000',
    prefunding_requested_percent: '30.00',
    prefunding_agreed_percent: null,
    prefunding_default_percent: '80.00',
  };

  it('counts a field the action would send away from its saved value, not one typed back to it', () => {
    expect(changedDaFields({}, saved, 'pda', 'quoted')).toEqual([]);
    expect(changedDaFields({ exchange_rate: '7.2' }, saved, 'pda', 'quoted')).toEqual(['exchange_rate']);
    // The same rate written another way, and the requested % as the InputNumber gives it back.
    expect(
      changedDaFields(
        { exchange_rate: ' 7.1234 ', prefunding_requested_percent: 30 },
        saved,
        'pda',
        'quoted',
      ),
    ).toEqual([]);
    expect(changedDaFields({ prefunding_requested_percent: 12.5 }, saved, 'pda', 'quoted')).toEqual([
      'prefunding_requested_percent',
    ]);
    // Cleared: the rate of the day applies, no requested prefunding; unreadable text differs too.
    expect(
      changedDaFields({ exchange_rate: '', prefunding_requested_percent: null }, saved, 'pda', 'quoted'),
    ).toEqual(['exchange_rate', 'prefunding_requested_percent']);
    expect(changedDaFields({ exchange_rate: '7,1234' }, saved, 'fda', 'quoted')).toEqual(['exchange_rate']);
    // Nothing saved: an empty field is no edit.
    expect(
      changedDaFields({ exchange_rate: '  ' }, { ...saved, agent_exchange_rate: null }, 'fda', 'quoted'),
    ).toEqual([]);
  });

  it("counts only the fields the stage's actions send", () => {
    const all = {
      exchange_rate: '8',
      prefunding_requested_percent: 50,
      screening_summary: 'Pilotage at the tariff',
      prefunding_agreed_percent: 40,
    };
    // The FDA's quote sends the rate, not the requested prefunding (a PDA field).
    expect(changedDaFields(all, saved, 'fda', 'quoted')).toEqual(['exchange_rate']);
    expect(changedDaFields(all, saved, 'pda', 'screened')).toEqual(['screening_summary']);
    expect(changedDaFields(all, saved, 'pda', 'agreed')).toEqual(['prefunding_agreed_percent']);
    expect(changedDaFields(all, saved, 'fda', 'agreed')).toEqual([]);
  });

  it('counts a screening summary with words in it, and an agreed % away from where the form starts', () => {
    expect(changedDaFields({ screening_summary: ' \n ' }, saved, 'fda', 'screened')).toEqual([]);
    expect(changedDaFields({ screening_summary: 'Receipt seen' }, saved, 'fda', 'screened')).toEqual([
      'screening_summary',
    ]);
    // The approve form starts from the principal's default (80 %): back at 80 is no edit.
    expect(initialPrefunding(saved)).toBe('80.00');
    expect(changedDaFields({ prefunding_agreed_percent: 80 }, saved, 'pda', 'agreed')).toEqual([]);
    expect(changedDaFields({ prefunding_agreed_percent: null }, saved, 'pda', 'agreed')).toEqual([
      'prefunding_agreed_percent',
    ]);
  });
});
