import { z } from 'zod';
import { envelope, objectData } from './envelope.ts';
import {
  amountText,
  assertAmount,
  CentsTotal,
  centsDifference,
  formatCents,
  isAmountValue,
  percentOfCents,
  toCents,
} from './money.ts';
import { savingsReasons, varianceReasons } from './screening.ts';
import { workflowActions } from './workflow.ts';

/** Disbursement accounts: PDA and FDA of a port call (SPEC.md section 3 'DA', issue 5). */
export const daDocuments = ['pda', 'fda'] as const;
export type DaDocument = (typeof daDocuments)[number];
export const priceKeys = [
  'pda_quoted_price',
  'pda_screened_price',
  'pda_agreed_price',
  'fda_quoted_price',
  'fda_screened_price',
  'fda_agreed_price',
] as const;
export type PriceKey = (typeof priceKeys)[number];

/** An amount as a decimal string (numbers accepted), 0 or more, exactly as typed, 2 decimals. */
export const amountInput = z
  .union([z.string().trim(), z.number()])
  .refine((value) => isAmountValue(value) && !String(value).trim().startsWith('-'), 'da.amountInvalid')
  .transform((value) => amountText(value));
export const percentInput = z
  .union([z.string().trim(), z.number()])
  .refine((value) => /^\d{1,3}(\.\d{1,2})?$/.test(String(value)) && Number(value) <= 100, 'da.percentInvalid')
  .transform((value) => formatCents(toCents(value)));

/** An exchange rate: positive, up to 10 digits and 8 decimals. */
export const rateInput = z
  .union([z.string().trim(), z.number()])
  .refine((value) => /^\d{1,10}(\.\d{1,8})?$/.test(String(value)) && Number(value) > 0, 'da.rateInvalid')
  .transform((value) => {
    const [whole = '0', fraction = ''] = String(value).trim().split('.');
    return `${BigInt(whole)}.${fraction.padEnd(8, '0')}`;
  });

export const commentInput = z
  .object({
    content: z.string().trim().min(1).max(2000),
    /** Accepted for compatibility and ignored: the author is always the session user. */
    user_id: z.unknown().optional(),
  })
  .strict();

export const costLineInput = z
  .object({
    id: z.number().int().positive().optional(),
    cost_item_id: z.number().int().positive().optional(),
    ...Object.fromEntries(priceKeys.map((key) => [key, amountInput.nullable().optional()])),
    comments_attributes: z.array(commentInput).max(20).optional(),
    /** Receipts (FDA) as uploaded file ids; replaces the line's receipts when sent. */
    file_ids: z.array(z.number().int().positive()).max(20).optional(),
    /** The agent's reason for an FDA price that deviates from the PDA (fda_draft, fda_submit). */
    fda_variance_reason: z.enum(varianceReasons).nullable().optional(),
    /** What the desk's screening saving is attributed to (pda/fda_submit_screening). */
    pda_screening_reason: z.enum(savingsReasons).nullable().optional(),
    fda_screening_reason: z.enum(savingsReasons).nullable().optional(),
    _destroy: z.boolean().optional(),
  })
  .strict()
  .refine((line) => line.id !== undefined || line.cost_item_id !== undefined, {
    message: 'da.costItemRequired',
    path: ['cost_item_id'],
  });
export type CostLineInput = z.infer<typeof costLineInput> & Partial<Record<PriceKey, string | null>>;

export const daActionRequest = z
  .object({
    lock_version: z.number().int().min(0),
    cost_items_attributes: z.array(costLineInput).max(300).optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    prefunding_requested_percent: percentInput.nullable().optional(),
    /** The agent's rate quoted -> principal currency; null: the stored rate of the day applies. */
    exchange_rate: rateInput.nullable().optional(),
    prefunding_agreed_percent: percentInput.nullable().optional(),
    screening_summary: z.string().trim().max(4000).optional(),
    decline_reason: z.string().trim().max(2000).optional(),
    query: z.string().trim().max(4000).optional(),
    answer: z.string().trim().max(4000).optional(),
  })
  .strict();
export type DaActionRequest = z.infer<typeof daActionRequest>;

export const daActions = [
  'pda_draft',
  'pda_submit',
  'pda_start_screening',
  'pda_submit_screening',
  'pda_start_approval',
  'pda_approve',
  'fda_draft',
  'fda_submit',
  'fda_start_screening',
  'fda_raise_query',
  'fda_answer_query',
  'fda_submit_screening',
  'fda_start_approval',
  'fda_approve',
  'fda_decline',
] as const satisfies readonly (typeof workflowActions)[number][];
export type DaAction = (typeof daActions)[number];

export const commentCreateRequest = z
  .object({
    cost_line_id: z.number().int().positive(),
    document: z.enum(daDocuments),
    content: z.string().trim().min(1).max(2000),
    user_id: z.unknown().optional(),
  })
  .strict();

const money = z.string().nullable();
export const daComment = z.object({
  id: z.number().int(),
  document: z.enum(daDocuments),
  user: z.object({ id: z.number().int(), name: z.string() }),
  content: z.string(),
  created_at: z.string(),
});
export const daCostLine = z.object({
  id: z.number().int(),
  cost_item: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  category_id: z.number().int(),
  ...Object.fromEntries(priceKeys.map((key) => [key, money])),
  pda_savings: money,
  fda_savings: money,
  fda_variance_reason: z.string().nullable(),
  pda_screening_reason: z.string().nullable(),
  fda_screening_reason: z.string().nullable(),
  comments: z.array(daComment),
  receipts: z.array(z.object({ id: z.number().int(), file_url: z.string(), original_filename: z.string() })),
});
export type DaCostLine = z.infer<typeof daCostLine> & Record<PriceKey, string | null>;

export const documentTotals = z.object({
  quoted: z.string(),
  screened: money,
  agreed: money,
  savings: money,
  agency_remuneration: z.string(),
  port_costs: z.string(),
});
export const daCategory = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  grouping: z.string(),
  pda_quoted_subtotal: z.string(),
  fda_quoted_subtotal: z.string(),
});
export const daDetail = z.object({
  id: z.number().int(),
  port_call_id: z.number().int(),
  ref_no: z.string(),
  status: z.string(),
  status_label: z.string(),
  lock_version: z.number().int(),
  currency: z.string(),
  principal_currency: z.string().nullable(),
  exchange_rate: z.string().nullable(),
  exchange_rate_on: z.string().nullable(),
  /** The rate the agent states while drafting (null: the stored rate applies at submission). */
  agent_exchange_rate: z.string().nullable(),
  /** The PDA's rate, kept when the FDA's becomes `exchange_rate`. */
  pda_exchange_rate: z.string().nullable(),
  /** The threshold (%) above which an FDA line needs a variance reason. */
  variance_reason_percent: z.string(),
  prefunding_default_percent: money,
  prefunding_requested_percent: money,
  prefunding_agreed_percent: money,
  prefunding_amount: money,
  pda: documentTotals,
  fda: documentTotals,
  pda_screening_summary: z.string().nullable(),
  fda_screening_summary: z.string().nullable(),
  fda_query: z.string().nullable(),
  fda_query_answer: z.string().nullable(),
  fda_decline_reason: z.string().nullable(),
  categories: z.array(daCategory),
  lines: z.array(daCostLine),
  actions: z.array(z.enum(workflowActions)),
});
export type DaDetail = z.infer<typeof daDetail>;
export const daResponse = envelope(objectData(daDetail));

/** The prices of a line that the totals need. */
export type LinePrices = Partial<Record<PriceKey, string | null>> & { grouping?: string };

/** The keys of one document's prices, built once (not a template string per line and read). */
const documentKeys = {
  pda: { quoted: 'pda_quoted_price', screened: 'pda_screened_price', agreed: 'pda_agreed_price' },
  fda: { quoted: 'fda_quoted_price', screened: 'fda_screened_price', agreed: 'fda_agreed_price' },
} as const satisfies Record<DaDocument, Record<'quoted' | 'screened' | 'agreed', PriceKey>>;

/**
 * The sum of one price of the lines (CentsTotal: exact), and whether every line has it. Every
 * price present is read, in the lines' order, so an invalid one throws as toCents throws.
 */
function columnTotal(lines: readonly LinePrices[], key: PriceKey) {
  const total = new CentsTotal();
  let complete = true;
  for (const line of lines) {
    const price = line[key];
    if (price) total.add(price);
    else complete = false;
  }
  return { total, complete };
}

/**
 * Totals of one document over its lines (a line is on the PDA when it has a PDA quoted price, on
 * the FDA when it has an FDA quoted price). Screened and agreed totals exist once every line of
 * the document has that price. The one place totals are computed: server and web both call it.
 * Each price is read once (the quoted ones also into their grouping's total).
 */
export function documentTotalsOf(lines: readonly LinePrices[], document: DaDocument) {
  const keys = documentKeys[document];
  const on = lines.filter((line) => line[keys.quoted]);
  const quoted = new CentsTotal();
  const agencyRemuneration = new CentsTotal();
  const portCosts = new CentsTotal();
  for (const line of on) {
    const price = line[keys.quoted] as string;
    quoted.add(price);
    if (line.grouping === 'agency_remuneration') agencyRemuneration.add(price);
    else if (line.grouping === 'port_costs') portCosts.add(price);
  }
  const screened = columnTotal(on, keys.screened);
  const agreed = columnTotal(on, keys.agreed);
  const quotedCents = quoted.cents;
  const agreedCents = on.length && agreed.complete ? agreed.total.cents : null;
  return {
    quoted: formatCents(quotedCents),
    screened: on.length && screened.complete ? formatCents(screened.total.cents) : null,
    agreed: agreedCents === null ? null : formatCents(agreedCents),
    savings: agreedCents === null ? null : formatCents(quotedCents - agreedCents),
    agency_remuneration: formatCents(agencyRemuneration.cents),
    port_costs: formatCents(portCosts.cents),
  };
}

/** Savings of one line: quoted minus agreed, when both exist. */
export function lineSavings(line: LinePrices, document: DaDocument): string | null {
  const keys = documentKeys[document];
  const quoted = line[keys.quoted];
  const agreed = line[keys.agreed];
  if (quoted && agreed) return centsDifference(quoted, agreed);
  // No savings; a price that is there but not an amount still throws, as toCents does.
  if (quoted) assertAmount(quoted);
  if (agreed) assertAmount(agreed);
  return null;
}

/** Prefunding amount = PDA agreed total x agreed %, rounded once. */
export function prefundingAmountOf(agreedTotal: string, percent: string): string {
  return formatCents(percentOfCents(toCents(agreedTotal), percent));
}
