import { documentTotalsOf, prefundingAmountOf, toCents } from '@portledger/contracts';
import type { LinePlan } from './types.ts';

/** The planned lines as the contracts' arithmetic sees them (grouping does not matter for totals). */
export function pricesOf(lines: readonly LinePlan[]) {
  return lines.map((line) => ({
    grouping: line.item.startsWith('AGENCY') ? 'agency_remuneration' : 'port_costs',
    pda_quoted_price: line.pda?.quoted ?? null,
    pda_screened_price: line.pda?.screened ?? null,
    pda_agreed_price: line.pda?.agreed ?? null,
    fda_quoted_price: line.fda?.quoted ?? null,
    fda_screened_price: line.fda?.screened ?? null,
    fda_agreed_price: line.fda?.agreed ?? null,
  }));
}

/**
 * What the FDA's approval will create (docs/decisions/007-payments.md): the balance, or a refund
 * when the advance received was larger. Computed with the same functions the server uses.
 */
export function settlementOf(lines: readonly LinePlan[], prefundingPercent: string) {
  const prices = pricesOf(lines);
  const pda = documentTotalsOf(prices, 'pda');
  const fda = documentTotalsOf(prices, 'fda');
  const advance = prefundingAmountOf(pda.agreed ?? pda.quoted, prefundingPercent);
  const balance = toCents(fda.agreed ?? fda.quoted) - toCents(advance);
  if (balance === 0n) throw new Error('Demo plan: an FDA equal to the advance creates no payment.');
  return { advance, refund: balance < 0n };
}
