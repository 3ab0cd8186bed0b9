import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DaDocument, documentTotalsOf, type LinePrices, lineSavings } from './das.ts';
import { amountText, CentsTotal, centsDifference, formatCents, sumCents, toCents } from './money.ts';

/** Any amount the product accepts: up to 16 whole digits, 0-2 decimals, either sign. */
const amount = fc
  .tuple(
    fc.bigInt({ min: -9_999_999_999_999_999_99n, max: 9_999_999_999_999_999_99n }),
    fc.constantFrom(0, 1, 2),
  )
  .map(([cents, places]) => {
    const text = formatCents(places === 2 ? cents : cents - (cents % (places === 1 ? 10n : 100n)));
    return places === 2 ? text : places === 1 ? text.slice(0, -1) : text.slice(0, -3);
  });
/** Amounts of up to 13 whole digits (the number path), near its limit as often as not. */
const smallAmount = fc.oneof(
  amount.filter((text) => text.replace('-', '').split('.')[0]!.length <= 13),
  fc.constantFrom('9999999999999.99', '-9999999999999.99', '9999999999999.9', '9999999999999', '-0.00', '0'),
);
/** Strings toCents refuses or trims, and amounts. */
const anyText = fc.oneof(
  amount,
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    ' 1.00',
    '1.00 ',
    '1.',
    '.5',
    '-',
    '--1',
    '+1',
    '1.234',
    '1e3',
    '0x10',
    '１',
    '12345678901234567',
    '1,5',
    '1.5\n',
    '',
  ),
);

const outcome = (run: () => unknown) => {
  try {
    return { value: run() };
  } catch (error) {
    return { error: (error as Error).message };
  }
};

describe('CentsTotal', () => {
  it('is the exact sum of any amounts', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(amount, smallAmount), { maxLength: 80 }), (amounts) => {
        const total = new CentsTotal();
        for (const text of amounts) total.add(text);
        expect(total.cents).toBe(sumCents(amounts.map(toCents)));
      }),
    );
  });

  it('stays exact where the sum passes 2^53 cents and comes back', () => {
    const total = new CentsTotal();
    const reference: bigint[] = [];
    for (const text of [
      ...Array<string>(10).fill('9999999999999.99'),
      '0.01',
      ...Array<string>(10).fill('-9999999999999.99'),
      '-0.01',
      '90071992547409.91',
      '0.01',
      '0.01',
    ]) {
      total.add(text);
      reference.push(toCents(text));
    }
    expect(total.cents).toBe(sumCents(reference));
    const nearLimit = new CentsTotal();
    nearLimit.add('9999999999999.99');
    for (let i = 0; i < 9; i++) nearLimit.add('9999999999999.99');
    nearLimit.add('-1.00');
    expect(nearLimit.cents).toBe(999_999_999_999_999n * 10n - 100n);
    expect(nearLimit.cents > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
  });

  it('accepts and refuses what toCents does, with its error', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const total = new CentsTotal();
        const added = outcome(() => {
          total.add(text);
          return total.cents;
        });
        expect(added).toEqual(outcome(() => toCents(text)));
      }),
    );
  });

  it('gives -0.00 as 0.00, as bigint does', () => {
    const total = new CentsTotal();
    total.add('-0.00');
    expect(formatCents(total.cents)).toBe('0.00');
    expect(centsDifference('-0', '0.00')).toBe('0.00');
  });
});

describe('centsDifference', () => {
  it('is formatCents of the bigint difference, errors included', () => {
    fc.assert(
      fc.property(fc.oneof(smallAmount, anyText), fc.oneof(smallAmount, anyText), (a, b) => {
        expect(outcome(() => centsDifference(a, b))).toEqual(
          outcome(() => formatCents(toCents(a) - toCents(b))),
        );
      }),
    );
  });
});

describe('amountText', () => {
  it('is formatCents(toCents(value)), errors included, for any text', () => {
    fc.assert(
      fc.property(fc.oneof(smallAmount, anyText), (text) => {
        expect(outcome(() => amountText(text))).toEqual(outcome(() => formatCents(toCents(text))));
      }),
    );
  });

  it('is formatCents(toCents(value)) for numbers, errors included', () => {
    const numbers = fc.oneof(
      fc.double({ noNaN: false }),
      fc.integer(),
      fc.integer({ min: -99_999_999_999_999, max: 99_999_999_999_999 }).map((cents) => cents / 100),
      fc.constantFrom(0, -0, 1250.5, 1e15, 999_999_999_999_999, 0.1 + 0.2, Number.NaN, Infinity),
    );
    fc.assert(
      fc.property(numbers, (value) => {
        expect(outcome(() => amountText(value))).toEqual(outcome(() => formatCents(toCents(value))));
      }),
    );
  });
});

/** documentTotalsOf and lineSavings as they were written with bigint only (main, 2026-11-25). */
const reference = {
  cents: (value: string | null | undefined) => (value ? toCents(value) : null),
  documentTotalsOf(lines: readonly LinePrices[], document: DaDocument) {
    const on = lines.filter((line) => line[`${document}_quoted_price`]);
    const column = (stage: 'quoted' | 'screened' | 'agreed') =>
      on.map((line) => reference.cents(line[`${document}_${stage}_price`]));
    const complete = (values: (bigint | null)[]) =>
      values.every((value) => value !== null) ? sumCents(values) : null;
    const quoted = sumCents(column('quoted'));
    const screened = on.length ? complete(column('screened')) : null;
    const agreed = on.length ? complete(column('agreed')) : null;
    const groupTotal = (grouping: string) =>
      sumCents(
        on
          .filter((line) => line.grouping === grouping)
          .map((line) => reference.cents(line[`${document}_quoted_price`])),
      );
    return {
      quoted: formatCents(quoted),
      screened: screened === null ? null : formatCents(screened),
      agreed: agreed === null ? null : formatCents(agreed),
      savings: agreed === null ? null : formatCents(quoted - agreed),
      agency_remuneration: formatCents(groupTotal('agency_remuneration')),
      port_costs: formatCents(groupTotal('port_costs')),
    };
  },
  lineSavings(line: LinePrices, document: DaDocument) {
    const quoted = reference.cents(line[`${document}_quoted_price`]);
    const agreed = reference.cents(line[`${document}_agreed_price`]);
    return quoted === null || agreed === null ? null : formatCents(quoted - agreed);
  },
};

describe('documentTotalsOf and lineSavings', () => {
  const price = fc.oneof(
    { weight: 6, arbitrary: fc.oneof(smallAmount, amount) },
    { weight: 2, arbitrary: fc.constantFrom(null, undefined, '') },
    { weight: 1, arbitrary: anyText },
  );
  const line = fc.record({
    grouping: fc.constantFrom('agency_remuneration', 'port_costs', 'other'),
    pda_quoted_price: price,
    pda_screened_price: price,
    pda_agreed_price: price,
    fda_quoted_price: price,
    fda_screened_price: price,
    fda_agreed_price: price,
  });

  it('answer what the bigint-only version answered, for any lines, and throw what it threw', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), fc.constantFrom('pda', 'fda'), (lines, document) => {
        expect(outcome(() => documentTotalsOf(lines, document))).toEqual(
          outcome(() => reference.documentTotalsOf(lines, document)),
        );
        for (const one of lines) {
          expect(outcome(() => lineSavings(one, document))).toEqual(
            outcome(() => reference.lineSavings(one, document)),
          );
        }
      }),
      { numRuns: 300 },
    );
  });
});
