import type { CostAnalysis, CostRow, Locale, SavingsRow, SavingsSummary } from '@portledger/contracts';
import { type MessageKey, translate } from '../../i18n/index.ts';
import { type Cell, moneyCell, type SheetColumn } from './xlsx.ts';

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

/** The savings summary as one sheet per table: by month, port, category, agent. */
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
  ];
}
