import { z } from 'zod';
import { envelope, objectData } from './envelope.ts';
import type { Locale } from './locales.ts';
import { convertCents, formatCents, sumCents, toCents } from './money.ts';

/**
 * The screening assistant, the PDA-vs-FDA variance and their reason lists (issue 10, decision 023).
 */

type Labels<K extends string> = Record<K, Record<Locale, string>>;

/** Why an FDA line differs from its PDA line: the agent picks one on every line that deviates. */
export const varianceReasons = [
  'additional_service',
  'quantity_change',
  'longer_stay',
  'tariff_change',
  'vessel_particulars',
  'shifting',
  'overtime',
  'third_party_invoice',
  'exchange_rate',
  'not_foreseen',
  'other',
] as const;
export type VarianceReason = (typeof varianceReasons)[number];
const varianceReasonLabels: Labels<VarianceReason> = {
  additional_service: { 'en-US': 'Additional service requested', 'zh-CN': '新增服务' },
  quantity_change: {
    'en-US': 'Quantity changed (tugs, pilots, shifts)',
    'zh-CN': '数量变化（拖轮、引航、次数）',
  },
  longer_stay: { 'en-US': 'Longer stay in port', 'zh-CN': '在港时间延长' },
  tariff_change: { 'en-US': 'Tariff changed', 'zh-CN': '费率调整' },
  vessel_particulars: { 'en-US': 'Vessel particulars differ', 'zh-CN': '船舶参数不同' },
  shifting: { 'en-US': 'Berth shifting', 'zh-CN': '移泊' },
  overtime: { 'en-US': 'Overtime or holiday surcharge', 'zh-CN': '加班或节假日附加费' },
  third_party_invoice: { 'en-US': 'Third-party invoice differs', 'zh-CN': '第三方发票金额不同' },
  exchange_rate: { 'en-US': 'Exchange rate', 'zh-CN': '汇率差异' },
  not_foreseen: { 'en-US': 'Not foreseen on the PDA', 'zh-CN': 'PDA 未预计' },
  other: { 'en-US': 'Other (see comment)', 'zh-CN': '其他（见备注）' },
};
export const varianceReasonLabel = (reason: string, locale: Locale) =>
  varianceReasonLabels[reason as VarianceReason]?.[locale] ?? reason;

/** What a screening saving is attributed to, in the savings summary. */
export const savingsReasons = [
  'tariff_deviation',
  'duplicate',
  'not_on_pda',
  'exchange_rate',
  'negotiation',
] as const;
export type SavingsReason = (typeof savingsReasons)[number];
const savingsReasonLabels: Labels<SavingsReason> = {
  tariff_deviation: { 'en-US': 'Tariff deviation', 'zh-CN': '偏离费率' },
  duplicate: { 'en-US': 'Duplicate charge', 'zh-CN': '重复收费' },
  not_on_pda: { 'en-US': 'Not on PDA', 'zh-CN': 'PDA 中未列' },
  exchange_rate: { 'en-US': 'Exchange rate', 'zh-CN': '汇率' },
  negotiation: { 'en-US': 'Negotiation', 'zh-CN': '协商' },
};
export const savingsReasonLabel = (reason: string, locale: Locale) =>
  savingsReasonLabels[reason as SavingsReason]?.[locale] ?? reason;

/** The rules' codes; `exchange_rate` is about the whole DA, the others about one line. */
export const screeningFlagCodes = [
  'above_tariff',
  'duplicate',
  'not_on_pda',
  'fda_over_pda',
  'tonnage_dues_covered',
  'exchange_rate',
  'receipt_missing',
] as const;
export type ScreeningFlagCode = (typeof screeningFlagCodes)[number];
export const flagSeverities = ['high', 'medium', 'low'] as const;
export type FlagSeverity = (typeof flagSeverities)[number];

const percentSetting = z
  .union([z.string().trim(), z.number()])
  .refine(
    (value) => /^\d{1,4}(\.\d{1,2})?$/.test(String(value)) && Number(value) <= 1000,
    'screening.percentInvalid',
  )
  .transform((value) => Number(value).toFixed(2));

export const screeningSettings = z.object({
  lock_version: z.number().int(),
  tariff_deviation_percent: z.string(),
  min_samples: z.number().int(),
  fda_over_pda_percent: z.string(),
  variance_reason_percent: z.string(),
  exchange_rate_deviation_percent: z.string(),
  receipt_required_above_usd: z.string(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type ScreeningSettings = z.infer<typeof screeningSettings>;
export const screeningSettingsResponse = envelope(objectData(screeningSettings));

export const screeningSettingsUpdate = z
  .object({
    lock_version: z.number().int().min(0),
    tariff_deviation_percent: percentSetting,
    min_samples: z.number().int().min(1).max(1000),
    fda_over_pda_percent: percentSetting,
    variance_reason_percent: percentSetting,
    exchange_rate_deviation_percent: percentSetting,
    receipt_required_above_usd: z
      .union([z.string().trim(), z.number()])
      .refine((value) => /^\d{1,12}(\.\d{1,2})?$/.test(String(value)), 'screening.amountInvalid')
      .transform((value) => formatCents(toCents(value))),
  })
  .strict();
export type ScreeningSettingsUpdate = z.infer<typeof screeningSettingsUpdate>;

export const screeningQuery = z.object({ document: z.enum(['pda', 'fda']).optional() }).strict();

export const screeningFlag = z.object({
  code: z.enum(screeningFlagCodes),
  severity: z.enum(flagSeverities),
  /** The reason in the request's language, with its figures. */
  message: z.string(),
});
export type ScreeningFlag = z.infer<typeof screeningFlag>;

/** Where the samples came from: the port, its country, or every port; null: no history at all. */
export const evidenceLevels = ['port', 'country', 'all'] as const;
export const lineEvidence = z.object({
  level: z.enum(evidenceLevels),
  samples: z.number().int(),
  /** In the DA's currency, for this vessel (tonnage-based items: per GT x this vessel's GT). */
  p25: z.string(),
  median: z.string(),
  p75: z.string(),
  per_gt: z.boolean(),
  /** Samples are from vessels of GT within this range, when the vessel's GT is known. */
  gt_range: z.tuple([z.number(), z.number()]).nullable(),
});
export type LineEvidence = z.infer<typeof lineEvidence>;

export const screeningLine = z.object({
  line_id: z.number().int(),
  cost_item_id: z.number().int(),
  /** The price the rules looked at: the document's quoted price. */
  price: z.string(),
  evidence: lineEvidence.nullable(),
  flags: z.array(screeningFlag),
  /** The savings reason the flags suggest (null: negotiation). */
  suggested_reason: z.enum(savingsReasons).nullable(),
});
export type ScreeningLine = z.infer<typeof screeningLine>;

export const screeningReport = z.object({
  da_id: z.number().int(),
  document: z.enum(['pda', 'fda']),
  currency: z.string(),
  window: z.object({ from: z.string(), to: z.string() }),
  exchange_rate: z
    .object({
      rate: z.string(),
      reference_rate: z.string().nullable(),
      reference_on: z.string().nullable(),
      deviation_percent: z.string().nullable(),
    })
    .nullable(),
  /** Flags about the whole DA (the exchange rate). */
  flags: z.array(screeningFlag),
  lines: z.array(screeningLine),
  settings: screeningSettings,
});
export type ScreeningReport = z.infer<typeof screeningReport>;
export const screeningReportResponse = envelope(objectData(screeningReport));

// ---------------------------------------------------------------------------------------------
// PDA vs FDA variance: computed from the DA's lines, the same way on the server and in the web.

export interface VarianceLineInput {
  id: number;
  category_id: number;
  pda_quoted_price: string | null;
  pda_agreed_price: string | null;
  fda_quoted_price: string | null;
  fda_agreed_price: string | null;
  fda_variance_reason?: string | null;
}

export interface VarianceFigures {
  pda_agreed: string;
  fda_quoted: string;
  fda_agreed: string | null;
  /** FDA (agreed, else quoted) - PDA agreed. */
  variance: string;
  /** variance / PDA agreed in %, 2 decimals; null when the PDA had nothing. */
  variance_percent: string | null;
}

/** The PDA figure an FDA line is compared with: agreed, else quoted; 0 when not on the PDA. */
const pdaBase = (line: VarianceLineInput) => line.pda_agreed_price ?? line.pda_quoted_price;

function figures(pda: bigint, fdaQuoted: bigint, fdaAgreed: bigint | null): VarianceFigures {
  const fda = fdaAgreed ?? fdaQuoted;
  const variance = fda - pda;
  return {
    pda_agreed: formatCents(pda),
    fda_quoted: formatCents(fdaQuoted),
    fda_agreed: fdaAgreed === null ? null : formatCents(fdaAgreed),
    variance: formatCents(variance),
    variance_percent: pda === 0n ? null : percentOf(variance, pda),
  };
}

/** a / b x 100 to 2 decimals, rounded half away from zero, in integers. */
export function percentOf(a: bigint, b: bigint): string {
  const scaled = a * 10_000n;
  const negative = scaled < 0n !== b < 0n;
  const absA = scaled < 0n ? -scaled : scaled;
  const absB = b < 0n ? -b : b;
  const q = (absA * 2n + absB) / (absB * 2n);
  const value = negative ? -q : q;
  return formatCents(value);
}

/**
 * Whether an FDA line deviates from its PDA line by more than `thresholdPercent` (either way), or
 * is not on the PDA at all: such a line needs a variance reason.
 */
export function needsVarianceReason(line: VarianceLineInput, thresholdPercent: string): boolean {
  if (!line.fda_quoted_price) return false;
  const base = pdaBase(line);
  if (!base || toCents(base) === 0n) return toCents(line.fda_quoted_price) !== 0n || !base;
  const diff = toCents(line.fda_quoted_price) - toCents(base);
  const abs = diff < 0n ? -diff : diff;
  // |diff| / base > t / 100  <=>  |diff| x 10000 > t(in hundredths) x base
  return abs * 10_000n > toCents(thresholdPercent) * toCents(base);
}

export interface DaVariance {
  lines: (VarianceFigures & { line_id: number; category_id: number; reason: string | null })[];
  categories: (VarianceFigures & { category_id: number })[];
  total: VarianceFigures;
  /**
   * The exchange-rate effect in the principal's currency: the FDA converted at its rate minus the
   * FDA converted at the PDA's rate. Null when either rate is unknown or both are the same currency.
   */
  exchange_rate_effect: {
    pda_rate: string;
    fda_rate: string;
    principal_currency: string;
    /** The FDA at the PDA's rate and at its own, in the principal's currency. */
    at_pda_rate: string;
    at_fda_rate: string;
    effect: string;
  } | null;
}

/** Per line, per category and in total: PDA agreed vs FDA quoted/agreed, and the rate effect. */
export function daVarianceOf(
  lines: readonly VarianceLineInput[],
  rates: { pda: string | null; fda: string | null; currency: string; principalCurrency: string | null },
): DaVariance {
  const onFda = lines.filter((line) => line.fda_quoted_price || pdaBase(line));
  const c = (value: string | null | undefined) => (value ? toCents(value) : 0n);
  const perLine = onFda.map((line) => ({
    line_id: line.id,
    category_id: line.category_id,
    reason: line.fda_variance_reason ?? null,
    ...figures(
      c(pdaBase(line)),
      c(line.fda_quoted_price),
      line.fda_quoted_price ? (line.fda_agreed_price ? toCents(line.fda_agreed_price) : null) : 0n,
    ),
  }));
  const allAgreed = onFda.every((line) => !line.fda_quoted_price || line.fda_agreed_price);
  const sum = (rows: typeof perLine) =>
    figures(
      sumCents(rows.map((row) => toCents(row.pda_agreed))),
      sumCents(rows.map((row) => toCents(row.fda_quoted))),
      allAgreed ? sumCents(rows.map((row) => toCents(row.fda_agreed ?? '0'))) : null,
    );
  const categoryIds = [...new Set(perLine.map((row) => row.category_id))];
  const fdaTotal = sumCents(perLine.map((row) => toCents(row.fda_agreed ?? row.fda_quoted)));
  const { pda, fda, principalCurrency } = rates;
  const effect =
    pda && fda && principalCurrency && principalCurrency !== rates.currency && pda !== fda
      ? (() => {
          const atPda = convertCents(fdaTotal, pda);
          const atFda = convertCents(fdaTotal, fda);
          return {
            pda_rate: pda,
            fda_rate: fda,
            principal_currency: principalCurrency,
            at_pda_rate: formatCents(atPda),
            at_fda_rate: formatCents(atFda),
            effect: formatCents(atFda - atPda),
          };
        })()
      : null;
  return {
    lines: perLine,
    categories: categoryIds.map((id) => ({
      category_id: id,
      ...sum(perLine.filter((row) => row.category_id === id)),
    })),
    total: sum(perLine),
    exchange_rate_effect: effect,
  };
}
