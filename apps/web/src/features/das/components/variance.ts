import { formatCents, toCents } from '@portledger/contracts';

/** a - b in exact cents; null when either is absent. */
export function subtract(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a || !b) return null;
  return formatCents(toCents(a) - toCents(b));
}
