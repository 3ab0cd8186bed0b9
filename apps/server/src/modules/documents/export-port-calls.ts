import type {
  Locale,
  PortCallExportQuery,
  PortCallListItem,
  portCallExportQuery,
} from '@portledger/contracts';
import type { Db } from '@portledger/db';
import type { z } from 'zod';
import { translate } from '../../i18n/index.ts';
import type { SessionUser } from '../../types.ts';
import { listPortCalls } from '../port-calls/list-port-calls.ts';
import { dateCell, type SheetColumn, type SheetWriter } from './xlsx.ts';

/** Rows read per batch: one list query each, so memory stays at one batch whatever the size. */
export const PORT_CALL_EXPORT_BATCH = 500;

type Query = z.output<typeof portCallExportQuery>;

export type { PortCallExportQuery };

/**
 * Every port call of the list for these filters, tab and sort, batch after batch, through the
 * list's own use case (`listPortCalls`): the same scope, filters and order as GET /port_calls,
 * whatever that query becomes. A row that moves between batches while the export runs (a status
 * changes) is written once.
 */
export async function* portCallBatches({
  db,
  user,
  query,
  locale,
  batchSize = PORT_CALL_EXPORT_BATCH,
}: {
  db: Db;
  user: SessionUser;
  query: Query;
  locale: Locale;
  batchSize?: number;
}): AsyncGenerator<PortCallListItem[]> {
  const seen = new Set<number>();
  const { locale: _locale, ...filters } = query;
  for (let page = 1; ; page += 1) {
    const { objects } = await listPortCalls({
      db,
      user,
      query: { ...filters, page, per_page: batchSize },
      locale,
    });
    const fresh = objects.filter((row) => !seen.has(row.id));
    for (const row of fresh) seen.add(row.id);
    if (fresh.length) yield fresh;
    if (objects.length < batchSize) return;
  }
}

export function portCallColumns(locale: Locale): SheetColumn[] {
  const h = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  return [
    { header: h('export.refNo'), kind: 'text', width: 18 },
    { header: h('export.status'), kind: 'text', width: 26 },
    { header: h('export.vessel'), kind: 'text', width: 24 },
    { header: h('export.imo'), kind: 'text', width: 10 },
    { header: h('export.voyage'), kind: 'text', width: 12 },
    { header: h('export.port'), kind: 'text', width: 20 },
    { header: h('export.portCode'), kind: 'text', width: 11 },
    { header: h('export.principal'), kind: 'text', width: 24 },
    { header: h('export.legalEntity'), kind: 'text', width: 24 },
    { header: h('export.agent'), kind: 'text', width: 24 },
    { header: h('export.eta'), kind: 'dateTime' },
    { header: h('export.etd'), kind: 'dateTime' },
    { header: h('export.updatedAt'), kind: 'dateTime' },
  ];
}

export function writePortCall(sheet: SheetWriter, row: PortCallListItem) {
  sheet.add([
    row.ref_no,
    row.status_label,
    row.vessel?.name ?? null,
    row.vessel?.imo ?? null,
    row.voyage_no,
    row.port?.name ?? null,
    row.port?.unlocode ?? null,
    row.principal?.name ?? null,
    row.legal_entity?.name ?? null,
    row.agent?.name ?? null,
    dateCell(row.eta),
    dateCell(row.etd),
    dateCell(row.updated_at),
  ]);
}
