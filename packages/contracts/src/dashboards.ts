import { z } from 'zod';
import { daDocuments } from './das.ts';
import { envelope, objectData } from './envelope.ts';
import { paymentStatuses, paymentTypes } from './payments.ts';
import { idFilter } from './query.ts';
import { savingsReasons } from './screening.ts';
import { portCallStatuses } from './statuses.ts';

/**
 * Dashboards (issue 7; docs/decisions/011-dashboards.md): today, DA cost analysis and savings
 * summary. Every figure is aggregated in SQL over what the user may see; money is a decimal string
 * with two places in the reporting currency.
 */

/** The clocks a user may have, in minutes east of UTC: from UTC−12:00 to UTC+14:00. */
export const TZ_OFFSET_MIN = -720;
export const TZ_OFFSET_MAX = 840;
/** The user's clock as minutes east of UTC (480 in Shanghai, -300 in New York); 0 = UTC. */
export const tzOffset = z.coerce.number().int().min(TZ_OFFSET_MIN).max(TZ_OFFSET_MAX);
/** The Today window: today and the next 7 days. */
export const TODAY_WINDOW_DAYS = 7;
/** Rows each Today list carries (the counts cover them all). */
export const TODAY_LIST_LIMIT = 10;
/** Today's counts stop here ("10000+"), so a huge backlog costs no more to count than this. */
export const TODAY_COUNT_CAP = 10_000;
/** The longest period the analyses accept, in months: bounded work on a large database. */
export const DASHBOARD_MAX_MONTHS = 36;
/** The default period: the last 12 months and the 2 ahead (calls already quoted). */
export const DASHBOARD_MONTHS_BACK = 11;
export const DASHBOARD_MONTHS_AHEAD = 2;

export const monthText = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'dashboards.monthInvalid');

/** `2026-11` + 3 -> `2027-02`. */
export function addMonths(month: string, count: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `2026-11-30` + 2 -> `2026-12-02` (days on no clock: calendar days). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
}

/** Every month from `from` to `to`, both included. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to && months.length <= DASHBOARD_MAX_MONTHS; month = addMonths(month, 1)) {
    months.push(month);
  }
  return months;
}

/** The user's calendar day (`YYYY-MM-DD`) at an instant, for a clock `tz` minutes east of UTC. */
export function localDay(now: Date, tz: number): string {
  return new Date(now.getTime() + tz * 60_000).toISOString().slice(0, 10);
}

/** The period asked for, with the defaults filled in from the user's current month. */
export function resolvePeriod(query: { from?: string; to?: string }, today: string) {
  const current = today.slice(0, 7);
  const to =
    query.to ?? (query.from ? addMonths(query.from, 13) : addMonths(current, DASHBOARD_MONTHS_AHEAD));
  const from = query.from ?? addMonths(to, -(DASHBOARD_MONTHS_BACK + DASHBOARD_MONTHS_AHEAD));
  return { from, to };
}

export const todayDashboardQuery = z
  .object({ tz: tzOffset.default(0), legal_entity_id: idFilter.optional() })
  .strict();

export const dashboardAnalysisQuery = z
  .object({
    from: monthText.optional(),
    to: monthText.optional(),
    legal_entity_id: idFilter.optional(),
    port_id: idFilter.optional(),
    vessel_id: idFilter.optional(),
    /** Absent: each DA's latest document (see the decision record). */
    document: z.enum(daDocuments).optional(),
    /** The reporting currency; absent: the user's company currency. */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    /** Rows kept per breakdown before the rest is summed into 'others'. */
    top: z.coerce.number().int().min(1).max(50).default(10),
    tz: tzOffset.default(0),
  })
  .strict();
export type DashboardAnalysisQuery = z.infer<typeof dashboardAnalysisQuery>;

const link = z.string();
export const dashboardPortCall = z.object({
  id: z.number().int(),
  ref_no: z.string(),
  status: z.enum(portCallStatuses),
  status_label: z.string(),
  vessel_name: z.string().nullable(),
  port_name: z.string().nullable(),
  port_code: z.string().nullable(),
  eta: z.string().nullable(),
  etd: z.string().nullable(),
  /** The last change of the port call: in the waiting list, how long it has waited. */
  updated_at: z.string(),
  link,
});
export type DashboardPortCall = z.infer<typeof dashboardPortCall>;

export const dashboardPayment = z.object({
  id: z.number().int(),
  port_call_id: z.number().int(),
  ref_no: z.string(),
  vessel_name: z.string().nullable(),
  payment_type: z.enum(paymentTypes),
  amount: z.string(),
  currency: z.string(),
  due_on: z.string(),
  due_flag: z.enum(['due_soon', 'due']),
  status: z.enum(paymentStatuses),
  link,
});
export type DashboardPayment = z.infer<typeof dashboardPayment>;

const section = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), objects: z.array(item) });
const movements = section(dashboardPortCall).extend({ today_count: z.number().int() });

export const todayDashboard = z.object({
  /** The user's day and the last day of the window. */
  today: z.string(),
  until: z.string(),
  arrivals: movements,
  departures: movements,
  waiting: section(dashboardPortCall),
  payments_due_soon: section(dashboardPayment),
  payments_overdue: section(dashboardPayment),
});
export type TodayDashboard = z.infer<typeof todayDashboard>;
export const todayDashboardResponse = envelope(objectData(todayDashboard));

/** One row of a breakdown: an id's row, or the sum of the rest (`key: 'others'`, no id or name). */
const breakdownKey = {
  key: z.string(),
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  code: z.string().nullable(),
  /** DAs counted in the row; null for categories (a DA spans several, and lines are summed, not DAs). */
  da_count: z.number().int().nullable(),
};
export const costRow = z.object({ ...breakdownKey, amount: z.string() });
export type CostRow = z.infer<typeof costRow>;

const period = {
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  document: z.enum(daDocuments).nullable(),
  da_count: z.number().int(),
  /** DAs in scope left out because no exchange rate to the reporting currency exists. */
  unconverted_da_count: z.number().int(),
};

export const costAnalysis = z.object({
  ...period,
  total: z.string(),
  by_month: z.array(z.object({ month: z.string(), amount: z.string(), da_count: z.number().int() })),
  by_port: z.array(costRow),
  by_category: z.array(costRow),
  by_vessel: z.array(costRow),
});
export type CostAnalysis = z.infer<typeof costAnalysis>;
export const costAnalysisResponse = envelope(objectData(costAnalysis));

const savingsFigures = {
  quoted: z.string(),
  agreed: z.string(),
  savings: z.string(),
  /** savings / quoted in percent, 2 decimals; null when nothing was quoted. */
  savings_rate: z.string().nullable(),
};
export const savingsRow = z.object({ ...breakdownKey, ...savingsFigures });
export type SavingsRow = z.infer<typeof savingsRow>;

export const savingsSummary = z.object({
  ...period,
  ...savingsFigures,
  by_month: z.array(z.object({ month: z.string(), ...savingsFigures, da_count: z.number().int() })),
  by_port: z.array(savingsRow),
  by_category: z.array(savingsRow),
  by_agent: z.array(savingsRow),
  /**
   * The savings attributed by reason (issue 10): what the desk's screening saved on lines it gave a
   * reason, and the rest (screening without a flagged reason, and the principal's approval) as
   * negotiation. The rows add up to `savings`.
   */
  by_reason: z.array(z.object({ reason: z.enum(savingsReasons), savings: z.string() })),
});
export type SavingsSummary = z.infer<typeof savingsSummary>;
export const savingsSummaryResponse = envelope(objectData(savingsSummary));
