import { formatCents, needsVarianceReason, normaliseAmount, toCents } from '@portledger/contracts';
import { type DaLine, type DraftLine, isPriceText, priceKeyOf } from './form-values.ts';

/** a - b in exact cents; null when either is absent. */
export function subtract(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a || !b) return null;
  return formatCents(toCents(a) - toCents(b));
}

/**
 * Whether the agent's FDA line, as typed, needs a variance reason: it deviates from its PDA line
 * (agreed, else quoted) by more than `thresholdPercent`, or is not on the PDA (the server's rule
 * at fda_submit, `needsVarianceReason`).
 */
export function lineNeedsVarianceReason(
  line: DraftLine,
  base: DaLine | undefined,
  thresholdPercent: string,
): boolean {
  const text = line.price.trim();
  const fda = text && isPriceText(text) ? normaliseAmount(text) : null;
  return needsVarianceReason(
    {
      id: line.id ?? 0,
      category_id: line.categoryId,
      pda_quoted_price: base?.[priceKeyOf('pda', 'quoted')] ?? null,
      pda_agreed_price: base?.[priceKeyOf('pda', 'agreed')] ?? null,
      fda_quoted_price: fda,
      fda_agreed_price: null,
    },
    thresholdPercent,
  );
}

/** The keys of the FDA lines on the form that need a variance reason and have none chosen. */
export function linesMissingVarianceReason(
  lines: readonly DraftLine[],
  saved: ReadonlyMap<number, DaLine>,
  thresholdPercent: string,
): string[] {
  return lines
    .filter(
      (line) =>
        !line.destroyed &&
        !line.reason &&
        lineNeedsVarianceReason(
          line,
          line.id !== undefined ? saved.get(line.id) : undefined,
          thresholdPercent,
        ),
    )
    .map((line) => line.key);
}
