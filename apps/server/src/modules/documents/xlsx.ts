import { PassThrough } from 'node:stream';

/** A column of an export: its header (already translated), its kind and width. */
export interface SheetColumn {
  header: string;
  kind: 'text' | 'money' | 'number' | 'percent' | 'dateTime' | 'date';
  width?: number;
}
export type Cell = string | number | Date | null;

const formats: Record<SheetColumn['kind'], string | undefined> = {
  text: undefined,
  money: '#,##0.00',
  number: '#,##0',
  percent: '0.00%',
  dateTime: 'yyyy-mm-dd hh:mm',
  date: 'yyyy-mm-dd',
};
const widths: Record<SheetColumn['kind'], number> = {
  text: 22,
  money: 16,
  number: 10,
  percent: 12,
  dateTime: 17,
  date: 12,
};

/**
 * A money string from the database as a numeric cell. Excel holds numbers as doubles; a 2-decimal
 * amount below 10^13 round-trips exactly to the cent, and the cell shows two decimals.
 */
export const moneyCell = (value: string | null | undefined): Cell =>
  value === null || value === undefined || value === '' ? null : Number(value);
/** An ISO instant as a date cell (Excel dates have no zone: the headers say UTC). */
export const dateCell = (value: string | null | undefined): Cell => (value ? new Date(value) : null);

export interface SheetWriter {
  add(row: Cell[]): void;
  /** Bold row, e.g. totals. */
  addTotal(row: Cell[]): void;
  commit(): void;
}

/**
 * A streamed xlsx workbook: rows are committed as they are added, so a large export holds one
 * batch in memory, not the whole sheet. `stream` carries the file's bytes.
 *
 * ExcelJS is loaded on the first export, not at start: importing it takes about 0.3 s, a tenth of
 * the server's start-up (issue 8's 3 s).
 */
export async function createWorkbookStream() {
  const { default: ExcelJS } = await import('exceljs');
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'PortLedger';
  return {
    stream,
    sheet(name: string, columns: SheetColumn[]): SheetWriter {
      const sheet = workbook.addWorksheet(name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = columns.map((column, i) => ({
        key: String(i),
        header: column.header,
        width: column.width ?? Math.max(widths[column.kind], Math.min(40, column.header.length + 4)),
        style: formats[column.kind] ? { numFmt: formats[column.kind] } : {},
      }));
      const head = sheet.getRow(1);
      head.font = { bold: true };
      head.commit();
      return {
        add: (row) => sheet.addRow(row).commit(),
        addTotal: (row) => {
          const added = sheet.addRow(row);
          added.font = { bold: true };
          added.commit();
        },
        commit: () => sheet.commit(),
      };
    },
    /** Finishes the file; the stream ends once the last bytes are written. */
    commit: () => workbook.commit(),
  };
}
