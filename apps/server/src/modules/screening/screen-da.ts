import {
  type Locale,
  type PortCallStatus,
  type SavingsReason,
  type ScreeningFlagCode,
  type ScreeningReport,
  statusOrder,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { SessionUser } from '../../types.ts';
import { findDa } from '../das/da-scope.ts';
import { evidenceFor, perUsd } from './evidence.ts';
import { flagMessage } from './flag-message.ts';
import {
  aboveTariff,
  type Certificate,
  certificateDays,
  duplicates,
  exchangeRateFlag,
  fdaOverPda,
  notOnPda,
  type RuleFlag,
  type RuleLine,
  rateDeviation,
  receiptMissing,
  tonnageDuesCovered,
} from './rules.ts';
import { readScreeningSettings } from './settings.ts';

const t = schema;

/** The window of the evidence: the 24 months up to now. */
export function evidenceWindow(now: Date) {
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - 24);
  return { from, to: now };
}

/**
 * The stored rate from -> to in force on a day (the latest effective on or before it), directly or
 * through USD; null when none is stored.
 */
export async function storedRateOn(db: Db, from: string, to: string, day: string) {
  const [row] = await rowsOf<{ rate: string | null; on: string | null }>(
    db,
    sql`
    with latest as (
      select distinct on (fc.code, tc.code) fc.code as f, tc.code as t, er.rate, er.effective_on
      from exchange_rates er
      join currencies fc on fc.id = er.from_currency_id
      join currencies tc on tc.id = er.to_currency_id
      where er.effective_on <= ${day}::date
        and ((fc.code = ${from} and tc.code = ${to}) or (fc.code = 'USD' and tc.code in (${from}, ${to})))
      order by fc.code, tc.code, er.effective_on desc
    )
    select coalesce(
        (select rate from latest where f = ${from} and t = ${to}),
        case when ${from} = 'USD' then null
          else round((select rate from latest where f = 'USD' and t = ${to})
            / (select rate from latest where f = 'USD' and t = ${from}), 8) end
      )::text as rate,
      coalesce((select effective_on from latest where f = ${from} and t = ${to}),
        (select max(effective_on) from latest where f = 'USD'))::text as on`,
  );
  return row?.rate ? { rate: row.rate, on: row.on ?? day } : null;
}

interface LineRow {
  id: number;
  cost_item_id: number;
  item_code: string;
  pda_quoted_price: string | null;
  pda_agreed_price: string | null;
  fda_quoted_price: string | null;
  fda_quoted_usd: string | null;
  receipts: number;
}

/** The DA's lines with what the rules need, the FDA amount in USD and the receipts counted. */
async function linesOf(db: Db, daId: number, currency: string): Promise<RuleLine[]> {
  const rows = await rowsOf<LineRow>(
    db,
    sql`
    with ${perUsd}
    select l.id, l.cost_item_id, ci.code as item_code, l.pda_quoted_price::text, l.pda_agreed_price::text,
      l.fda_quoted_price::text,
      round(l.fda_quoted_price / (select rate from per_usd where code = ${currency}), 2)::text as fda_quoted_usd,
      (select count(*)::int from attachments a
        where a.record_type = 'da_cost_line' and a.record_id = l.id) as receipts
    from da_cost_lines l
    join cost_items ci on ci.id = l.cost_item_id
    where l.da_id = ${daId}
    order by l.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    costItemId: row.cost_item_id,
    itemCode: row.item_code,
    pdaQuoted: row.pda_quoted_price,
    pdaAgreed: row.pda_agreed_price,
    fdaQuoted: row.fda_quoted_price,
    fdaQuotedUsd: row.fda_quoted_usd,
    receipts: row.receipts,
  }));
}

/** Tonnage-dues certificates paid on the vessel's other calls in the same country in the last year. */
async function certificatesOf(
  db: Db,
  call: { id: number; vesselId: number | null; countryId: number | null; eta: Date | null },
): Promise<Certificate[]> {
  if (!call.vesselId || !call.countryId || !call.eta) return [];
  const rows = await rowsOf<{ ref_no: string; eta: string; code: string }>(
    db,
    sql`
    select pc.ref_no, to_char(pc.eta at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as eta, ci.code
    from port_calls pc
    join ports p on p.id = pc.port_id and p.country_id = ${call.countryId}
    join das d on d.port_call_id = pc.id and d.pda_submitted_at is not null
    join da_cost_lines l on l.da_id = d.id and coalesce(l.fda_quoted_price, l.pda_quoted_price) is not null
    join cost_items ci on ci.id = l.cost_item_id and ci.code like 'TONNAGE#_DUES#_%' escape '#'
    where pc.vessel_id = ${call.vesselId} and pc.id <> ${call.id}
      and pc.status not in ('da_cancelled', 'da_declined')
      and pc.eta < ${call.eta.toISOString()} and pc.eta >= ${call.eta.toISOString()}::timestamptz - interval '366 days'`,
  );
  return rows.flatMap((row) => {
    const days = certificateDays(row.code);
    return days ? [{ refNo: row.ref_no, from: new Date(row.eta).toISOString(), days }] : [];
  });
}

/** The document to screen: the one asked for, else the FDA once drafted, else the PDA. */
function documentOf(status: PortCallStatus, asked?: 'pda' | 'fda'): 'pda' | 'fda' {
  if (asked) return asked;
  return statusOrder(status) >= statusOrder('fda_under_creation') ? 'fda' : 'pda';
}

export interface ScreeningResult {
  report: ScreeningReport;
  flagsByLine: Map<number, RuleFlag[]>;
}

/**
 * The screening of one document of a DA: evidence per line and the rules' flags, translated into
 * the request's language. Principals (their own calls) and the desk; agents are refused by the
 * route table.
 */
export async function screenDa({
  db,
  user,
  daId,
  document: asked,
  locale,
  now = new Date(),
}: {
  db: Db;
  user: SessionUser;
  daId: number;
  document?: 'pda' | 'fda';
  locale: Locale;
  now?: Date;
}): Promise<ScreeningResult> {
  const { da } = await findDa(db, user, daId);
  const [call] = await db
    .select({
      id: t.portCalls.id,
      status: t.portCalls.status,
      vesselId: t.portCalls.vesselId,
      portId: t.portCalls.portId,
      eta: t.portCalls.eta,
      countryId: t.ports.countryId,
      gt: t.vessels.gt,
    })
    .from(t.portCalls)
    .leftJoin(t.ports, eq(t.ports.id, t.portCalls.portId))
    .leftJoin(t.vessels, eq(t.vessels.id, t.portCalls.vesselId))
    .where(and(eq(t.portCalls.id, da.portCallId)));
  if (!call) throw new AppError(404, 'resource.notFound');
  const document = documentOf(call.status as PortCallStatus, asked);
  const settings = await readScreeningSettings(db);
  const lines = await linesOf(db, daId, da.currency);
  const onDocument = lines.filter((line) => (document === 'pda' ? line.pdaQuoted : line.fdaQuoted) !== null);
  const window = evidenceWindow(now);
  const gt = call.gt === null ? null : Number(call.gt) || null;
  const [evidence, certificates] = await Promise.all([
    evidenceFor(db, {
      daId,
      currency: da.currency,
      portId: call.portId,
      countryId: call.countryId,
      gt,
      itemIds: onDocument.map((line) => line.costItemId),
      minSamples: settings.min_samples,
      from: window.from,
      to: window.to,
    }),
    certificatesOf(db, { ...call, eta: call.eta }),
  ]);

  const rate = document === 'pda' ? (da.pdaExchangeRate ?? da.exchangeRate) : da.exchangeRate;
  // A rate other than 1 between the same currency is as odd as any: it is compared with 1.
  const needsRate = !!da.principalCurrency;
  const sameCurrency = da.principalCurrency === da.currency;
  const reference = !(needsRate && rate && da.exchangeRateOn)
    ? null
    : sameCurrency
      ? { rate: '1.00000000', on: da.exchangeRateOn }
      : await storedRateOn(db, da.currency, da.principalCurrency!, da.exchangeRateOn);

  const dupes = duplicates(onDocument, document);
  const flagsByLine = new Map<number, RuleFlag[]>();
  const eta = call.eta?.toISOString() ?? null;
  for (const line of onDocument) {
    const price = (document === 'pda' ? line.pdaQuoted : line.fdaQuoted)!;
    const found = [
      dupes.get(line.id) ?? null,
      tonnageDuesCovered(line, eta, certificates),
      aboveTariff(price, evidence.get(line.costItemId) ?? null, settings),
      ...(document === 'fda'
        ? [notOnPda(line), fdaOverPda(line, settings), receiptMissing(line, settings)]
        : []),
    ].filter((flag): flag is RuleFlag => flag !== null);
    flagsByLine.set(line.id, found);
  }
  const daFlags = [needsRate ? exchangeRateFlag(rate, reference, settings) : null].filter(
    (flag): flag is RuleFlag => flag !== null,
  );
  const message = (flag: RuleFlag) => ({
    code: flag.code,
    severity: flag.severity,
    message: flagMessage(flag, locale, da.currency),
  });
  const report: ScreeningReport = {
    da_id: daId,
    document,
    currency: da.currency,
    window: { from: window.from.toISOString().slice(0, 10), to: window.to.toISOString().slice(0, 10) },
    // Between the same currency the rate is news only when it is not 1.
    exchange_rate:
      needsRate && rate && !(sameCurrency && reference && rateDeviation(rate, reference.rate) === '0.00')
        ? {
            rate,
            reference_rate: reference?.rate ?? null,
            reference_on: reference?.on ?? null,
            deviation_percent: reference ? rateDeviation(rate, reference.rate) : null,
          }
        : null,
    flags: daFlags.map(message),
    lines: onDocument.map((line) => {
      const flags = flagsByLine.get(line.id) ?? [];
      return {
        line_id: line.id,
        cost_item_id: line.costItemId,
        price: (document === 'pda' ? line.pdaQuoted : line.fdaQuoted)!,
        evidence: evidence.get(line.costItemId) ?? null,
        flags: flags.map(message),
        suggested_reason: suggestedReason(flags),
      };
    }),
    settings,
  };
  return { report, flagsByLine };
}

/** The savings reason a line's flag suggests when the desk lowers the line (the rate's flag is the DA's). */
const reasonOfFlag: Partial<Record<ScreeningFlagCode, SavingsReason>> = {
  above_tariff: 'tariff_deviation',
  duplicate: 'duplicate',
  not_on_pda: 'not_on_pda',
  tonnage_dues_covered: 'duplicate',
};

/** The savings reason a line's flags point to, the most severe first; null: negotiation. */
export function suggestedReason(flags: readonly RuleFlag[]): SavingsReason | null {
  const order = { high: 0, medium: 1, low: 2 } as const;
  const sorted = [...flags].sort((a, b) => order[a.severity] - order[b.severity]);
  for (const flag of sorted) {
    const reason = reasonOfFlag[flag.code];
    if (reason) return reason;
  }
  return null;
}
