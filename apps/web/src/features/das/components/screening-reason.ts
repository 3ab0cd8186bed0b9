import { type DaDocument, normaliseAmount, type SavingsReason, toCents } from '@portledger/contracts';
import type { DraftStore } from './draft-store.ts';
import { type DaLine, type DraftLine, isPriceText, priceKeyOf } from './form-values.ts';

/**
 * The savings reason a screened line gets when the desk chose none: the one the screening
 * assistant suggests (negotiation when its flags suggest nothing), on a line screened below its
 * quote; none on a line at its quote, or before the report has arrived (the server then decides
 * the same way from the flags).
 */
export function defaultScreeningReason(
  line: DraftLine,
  store: Pick<DraftStore, 'screeningOf' | 'screening'>,
  saved: ReadonlyMap<number, DaLine>,
  document: DaDocument,
): SavingsReason | null {
  if (line.id === undefined || !store.screening) return null;
  const quoted = saved.get(line.id)?.[priceKeyOf(document, 'quoted')];
  const text = line.price.trim();
  if (!quoted || !text || !isPriceText(text)) return null;
  const screened = normaliseAmount(text);
  if (!screened || toCents(screened) >= toCents(quoted)) return null;
  return store.screeningOf(line.id)?.suggested_reason ?? 'negotiation';
}
