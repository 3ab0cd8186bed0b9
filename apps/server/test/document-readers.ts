import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, one string per page, as a reader would copy it out. */
export async function pdfPages(data: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}

/** Every sheet of an xlsx file as rows of cell values (row 1: the headers). */
export async function xlsxSheets(data: Buffer): Promise<Map<string, ExcelJS.CellValue[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheets = new Map<string, ExcelJS.CellValue[][]>();
  workbook.eachSheet((sheet) => {
    const rows: ExcelJS.CellValue[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as ExcelJS.CellValue[]).slice(1));
    });
    sheets.set(sheet.name, rows);
  });
  return sheets;
}

/** The number format of a cell, to check money and date cells. */
export async function xlsxCellFormat(data: Buffer, sheetIndex: number, row: number, column: number) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const cell = workbook.worksheets[sheetIndex]!.getRow(row).getCell(column);
  return { numFmt: cell.numFmt, type: cell.type, value: cell.value };
}
