import {
  type CostAnalysis,
  type CostRow,
  type DashboardPayment,
  type DashboardPortCall,
  type Locale,
  percentOf,
  type SavingsRow,
  type SavingsSummary,
  savingsReasonLabel,
  type TodayDashboard,
  toCents,
} from '@portledger/contracts';
import { type MessageKey, translate } from '../../i18n/index.ts';
import { type Cell, dateCell, moneyCell, type SheetColumn } from './xlsx.ts';

export interface SheetData {
  name: string;
  columns: SheetColumn[];
  rows: Cell[][];
}

const percentCell = (value: string | null): Cell => (value === null ? null : Number(value) / 100);

/** A breakdown row's label: its name (and code), or "Others" for the rest summed up. */
function label(row: CostRow | SavingsRow, locale: Locale): Cell {
  if (row.key === 'others') return translate(locale, 'export.others');
  return row.name;
}

/** The DA cost analysis as one sheet per table of the dashboard: by month, port, category, vessel. */
export function costAnalysisSheets(data: CostAnalysis, locale: Locale): SheetData[] {
  const h = (key: MessageKey) => translate(locale, key);
  const amount: SheetColumn = {
    header: translate(locale, 'export.amountIn', { currency: data.currency }),
    kind: 'money',
  };
  const count: SheetColumn = { header: h('export.daCount'), kind: 'number' };
  const breakdown = (name: MessageKey, rows: CostRow[]): SheetData => ({
    name: h(name),
    columns: [
      { header: h('export.name'), kind: 'text', width: 30 },
      { header: h('export.code'), kind: 'text' },
      count,
      amount,
    ],
    rows: rows.map((row) => [label(row, locale), row.code, row.da_count, moneyCell(row.amount)]),
  });
  return [
    {
      name: h('export.sheet.byMonth'),
      columns: [{ header: h('export.month'), kind: 'text', width: 10 }, count, amount],
      rows: data.by_month.map((row) => [row.month, row.da_count, moneyCell(row.amount)]),
    },
    breakdown('export.sheet.byPort', data.by_port),
    breakdown('export.sheet.byCategory', data.by_category),
    breakdown('export.sheet.byVessel', data.by_vessel),
  ];
}

/** Savings by reason (issue 10): the rows add up to the total savings; each with its share of it. */
function reasonSheet(data: SavingsSummary, locale: Locale, savings: SheetColumn): SheetData {
  const h = (key: MessageKey) => translate(locale, key);
  const total = toCents(data.savings);
  return {
    name: h('export.sheet.byReason'),
    columns: [
      { header: h('export.reason'), kind: 'text', width: 24 },
      savings,
      { header: h('export.share'), kind: 'percent' },
    ],
    rows: data.by_reason.map((row) => [
      savingsReasonLabel(row.reason, locale),
      moneyCell(row.savings),
      percentCell(total === 0n ? null : percentOf(toCents(row.savings), total)),
    ]),
  };
}

/** The savings summary as one sheet per table: by month, port, category, agent, reason. */
export function savingsSheets(data: SavingsSummary, locale: Locale): SheetData[] {
  const h = (key: MessageKey) => translate(locale, key);
  const money = (key: MessageKey): SheetColumn => ({
    header: `${h(key)} (${data.currency})`,
    kind: 'money',
  });
  const figures: SheetColumn[] = [
    money('document.quoted'),
    money('document.agreed'),
    money('export.savings'),
    { header: h('export.savingsRate'), kind: 'percent' },
  ];
  const count: SheetColumn = { header: h('export.daCount'), kind: 'number' };
  const values = (row: { quoted: string; agreed: string; savings: string; savings_rate: string | null }) => [
    moneyCell(row.quoted),
    moneyCell(row.agreed),
    moneyCell(row.savings),
    percentCell(row.savings_rate),
  ];
  const breakdown = (name: MessageKey, rows: SavingsRow[]): SheetData => ({
    name: h(name),
    columns: [
      { header: h('export.name'), kind: 'text', width: 30 },
      { header: h('export.code'), kind: 'text' },
      count,
      ...figures,
    ],
    rows: rows.map((row) => [label(row, locale), row.code, row.da_count, ...values(row)]),
  });
  return [
    {
      name: h('export.sheet.byMonth'),
      columns: [{ header: h('export.month'), kind: 'text', width: 10 }, count, ...figures],
      rows: data.by_month.map((row) => [row.month, row.da_count, ...values(row)]),
    },
    breakdown('export.sheet.byPort', data.by_port),
    breakdown('export.sheet.byCategory', data.by_category),
    breakdown('export.sheet.byAgent', data.by_agent),
    reasonSheet(data, locale, money('export.savings')),
  ];
}

/**
 * The Today dashboard: one sheet per table (this week's arrivals and departures, what waits for
 * the user, payments due soon and overdue), with the rows the dashboard shows.
 */
export function todaySheets(data: TodayDashboard, locale: Locale): SheetData[] {
  const h = (key: MessageKey) => translate(locale, key);
  const callColumns: SheetColumn[] = [
    { header: h('export.refNo'), kind: 'text', width: 18 },
    { header: h('export.status'), kind: 'text', width: 26 },
    { header: h('export.vessel'), kind: 'text', width: 24 },
    { header: h('export.port'), kind: 'text', width: 20 },
    { header: h('export.portCode'), kind: 'text', width: 11 },
    { header: h('export.eta'), kind: 'dateTime' },
    { header: h('export.etd'), kind: 'dateTime' },
    { header: h('export.updatedAt'), kind: 'dateTime' },
  ];
  const callRow = (row: DashboardPortCall): Cell[] => [
    row.ref_no,
    row.status_label,
    row.vessel_name,
    row.port_name,
    row.port_code,
    dateCell(row.eta),
    dateCell(row.etd),
    dateCell(row.updated_at),
  ];
  const paymentColumns: SheetColumn[] = [
    { header: h('export.refNo'), kind: 'text', width: 18 },
    { header: h('export.vessel'), kind: 'text', width: 24 },
    { header: h('export.paymentType'), kind: 'text', width: 20 },
    { header: h('export.currency'), kind: 'text', width: 10 },
    // What is still owed, as the dashboard's column (a part-paid payment's remainder).
    { header: h('export.remaining'), kind: 'money' },
    { header: h('export.dueOn'), kind: 'date' },
  ];
  const paymentRow = (row: DashboardPayment): Cell[] => [
    row.ref_no,
    row.vessel_name,
    h(`export.paymentType.${row.payment_type}` as MessageKey),
    row.currency,
    moneyCell(row.amount),
    dateCell(row.due_on),
  ];
  return [
    { name: h('export.sheet.arrivals'), columns: callColumns, rows: data.arrivals.objects.map(callRow) },
    { name: h('export.sheet.departures'), columns: callColumns, rows: data.departures.objects.map(callRow) },
    { name: h('export.sheet.waiting'), columns: callColumns, rows: data.waiting.objects.map(callRow) },
    {
      name: h('export.sheet.dueSoon'),
      columns: paymentColumns,
      rows: data.payments_due_soon.objects.map(paymentRow),
    },
    {
      name: h('export.sheet.overdue'),
      columns: paymentColumns,
      rows: data.payments_overdue.objects.map(paymentRow),
    },
  ];
}
