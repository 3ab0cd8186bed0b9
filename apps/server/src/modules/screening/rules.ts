import {
  type FlagSeverity,
  formatCents,
  type LineEvidence,
  percentOf,
  type ScreeningFlagCode,
  type ScreeningSettings,
  toCents,
} from '@portledger/contracts';

/**
 * The screening rules (issue 10, decision 023) as pure functions over what the server gathered:
 * each returns the flags it raises with the figures its message needs, so they are unit-tested on
 * constructed histories and the messages are translated by the caller.
 */
export interface RuleFlag {
  code: ScreeningFlagCode;
  severity: FlagSeverity;
  params: Record<string, string | number>;
}

export interface RuleLine {
  id: number;
  costItemId: number;
  itemCode: string;
  pdaQuoted: string | null;
  pdaAgreed: string | null;
  fdaQuoted: string | null;
  /** The line's FDA amount in USD at the latest stored rate; null when it cannot be converted. */
  fdaQuotedUsd: string | null;
  receipts: number;
}

/** A tonnage-dues certificate paid on an earlier call of the vessel in the same country. */
export interface Certificate {
  refNo: string;
  /** The earlier call's ETA (ISO) and the certificate's days. */
  from: string;
  days: number;
}

/** Days a tonnage-dues item's certificate runs, from its catalogue code (30 days, 90 days, 1 year). */
export function certificateDays(itemCode: string): number | null {
  const match = /^TONNAGE_DUES_(\d+)(D|Y)$/.exec(itemCode);
  if (!match) return null;
  const n = Number(match[1]);
  return match[2] === 'Y' ? n * 365 : n;
}

/** a > b x (1 + percent / 100), exactly (amounts in cents, percent with 2 decimals). */
export function exceedsBy(amount: string, base: string, percent: string): boolean {
  // a x 10000 > b x (10000 + p x 100): every factor an integer.
  return toCents(amount) * 10_000n > toCents(base) * (10_000n + toCents(percent));
}

const priceOf = (line: RuleLine, document: 'pda' | 'fda') =>
  document === 'pda' ? line.pdaQuoted : line.fdaQuoted;

/**
 * Above the 75th percentile of its evidence by more than the threshold: the setting's percentage
 * of p75, or 1.5 interquartile ranges (Tukey's fence) when the prices spread wider than that, so a
 * wide, noisy comparison (a country, every port) does not flag ordinary prices.
 */
export function aboveTariff(
  price: string,
  evidence: LineEvidence | null,
  settings: Pick<ScreeningSettings, 'tariff_deviation_percent'>,
): RuleFlag | null {
  if (!evidence || toCents(evidence.p75) <= 0n) return null;
  if (!exceedsBy(price, evidence.p75, settings.tariff_deviation_percent)) return null;
  const p75 = toCents(evidence.p75);
  const iqr = p75 - toCents(evidence.p25);
  // price > p75 + 1.5 x IQR  <=>  2 x price > 2 x p75 + 3 x IQR, in cents.
  if (2n * toCents(price) <= 2n * p75 + 3n * iqr) return null;
  const over = percentOf(toCents(price) - p75, p75);
  // Twice the 75th percentile or more is not a tariff nuance.
  const severity: FlagSeverity = toCents(price) >= p75 * 2n ? 'high' : 'medium';
  return {
    code: 'above_tariff',
    severity,
    params: {
      over,
      p75: evidence.p75,
      median: evidence.median,
      samples: evidence.samples,
      level: evidence.level,
    },
  };
}

/** Lines of the document sharing a catalogue item: each of them is flagged, with the count. */
export function duplicates(lines: readonly RuleLine[], document: 'pda' | 'fda'): Map<number, RuleFlag> {
  const on = lines.filter((line) => priceOf(line, document) !== null);
  const byItem = new Map<number, RuleLine[]>();
  for (const line of on) byItem.set(line.costItemId, [...(byItem.get(line.costItemId) ?? []), line]);
  const flags = new Map<number, RuleFlag>();
  for (const group of byItem.values()) {
    if (group.length < 2) continue;
    for (const line of group)
      flags.set(line.id, { code: 'duplicate', severity: 'high', params: { count: group.length } });
  }
  return flags;
}

/** An FDA line that was not on the PDA. */
export function notOnPda(line: RuleLine): RuleFlag | null {
  return line.fdaQuoted !== null && line.pdaQuoted === null
    ? { code: 'not_on_pda', severity: 'medium', params: {} }
    : null;
}

/** An FDA line above its agreed PDA line (the quoted one before approval) by more than X %. */
export function fdaOverPda(
  line: RuleLine,
  settings: Pick<ScreeningSettings, 'fda_over_pda_percent'>,
): RuleFlag | null {
  const base = line.pdaAgreed ?? line.pdaQuoted;
  if (line.fdaQuoted === null || base === null || toCents(base) <= 0n) return null;
  if (!exceedsBy(line.fdaQuoted, base, settings.fda_over_pda_percent)) return null;
  return {
    code: 'fda_over_pda',
    severity: 'medium',
    params: { over: percentOf(toCents(line.fdaQuoted) - toCents(base), toCents(base)), pda: base },
  };
}

/**
 * Tonnage dues charged while a certificate paid on an earlier call of the vessel in the same
 * country still runs on this call's ETA (China issues them for 30 days, 90 days or a year).
 */
export function tonnageDuesCovered(
  line: RuleLine,
  eta: string | null,
  certificates: readonly Certificate[],
): RuleFlag | null {
  if (certificateDays(line.itemCode) === null || !eta) return null;
  const at = Date.parse(eta);
  const valid = certificates
    .map((c) => ({ ...c, until: Date.parse(c.from) + c.days * 86_400_000 }))
    .filter((c) => Date.parse(c.from) < at && at < c.until)
    .sort((a, b) => b.until - a.until)[0];
  if (!valid) return null;
  return {
    code: 'tonnage_dues_covered',
    severity: 'high',
    params: { ref: valid.refNo, until: new Date(valid.until).toISOString().slice(0, 10), days: valid.days },
  };
}

/** An FDA line of at least the threshold (USD) without a receipt. */
export function receiptMissing(
  line: RuleLine,
  settings: Pick<ScreeningSettings, 'receipt_required_above_usd'>,
): RuleFlag | null {
  if (line.fdaQuoted === null || line.receipts > 0 || line.fdaQuotedUsd === null) return null;
  if (toCents(line.fdaQuotedUsd) < toCents(settings.receipt_required_above_usd)) return null;
  return {
    code: 'receipt_missing',
    severity: 'medium',
    params: { usd: line.fdaQuotedUsd, threshold: settings.receipt_required_above_usd },
  };
}

/** rate / reference - 1 in %, 2 decimals, from 8-decimal rates, exactly. */
export function rateDeviation(rate: string, reference: string): string {
  const scaled = (value: string) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return BigInt(whole + fraction.padEnd(8, '0').slice(0, 8));
  };
  return percentOf(scaled(rate) - scaled(reference), scaled(reference));
}

/** The DA's rate further from the stored rate of its day than the threshold, either way. */
export function exchangeRateFlag(
  rate: string | null,
  reference: { rate: string; on: string } | null,
  settings: Pick<ScreeningSettings, 'exchange_rate_deviation_percent'>,
): RuleFlag | null {
  if (!rate || !reference || Number(reference.rate) <= 0) return null;
  const deviation = rateDeviation(rate, reference.rate);
  const abs = deviation.startsWith('-') ? deviation.slice(1) : deviation;
  if (toCents(abs) <= toCents(settings.exchange_rate_deviation_percent)) return null;
  const severity: FlagSeverity =
    toCents(abs) > toCents(settings.exchange_rate_deviation_percent) * 3n ? 'high' : 'medium';
  return {
    code: 'exchange_rate',
    severity,
    params: { rate, reference: reference.rate, on: reference.on, deviation },
  };
}

/** Evidence values are per GT for tonnage-based items: x this vessel's GT, to the cent. */
export function scaleEvidence(value: number, gt: number | null, perGt: boolean): string {
  const amount = perGt && gt ? value * gt : value;
  return formatCents(BigInt(Math.round(amount * 100)));
}
