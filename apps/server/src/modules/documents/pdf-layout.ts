import type PDFDocument from 'pdfkit';
import type { FontWeight } from './pdf-fonts.ts';

/** A4 portrait with 40 pt margins; the footer sits in the bottom margin. */
export const PAGE = { margin: 40, width: 595.28, height: 841.89 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 18;

export const COLOURS = {
  text: '#1f1f1f',
  muted: '#6b6b6b',
  rule: '#d9d9d9',
  band: '#f2f4f7',
  primary: '#1f4e8c',
} as const;

export type Pdf = InstanceType<typeof PDFDocument>;

/** pdfkit is loaded on the first PDF, not at start (about 0.17 s of the server's start-up). */
export async function createPdf(fonts: Record<FontWeight, Buffer>, info: { title: string; subject: string }) {
  const { default: PdfDocument } = await import('pdfkit');
  const pdf = new PdfDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: info.title, Subject: info.subject, Creator: 'PortLedger', Producer: 'PortLedger' },
  });
  writeLatinQuotesNarrow(pdf);
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  pdf.font('regular').fontSize(9).fillColor(COLOURS.text);
  return pdf;
}

/**
 * Noto Sans SC draws the curly quotes (’ ‘ ” “) full width, as Chinese text sets them, which
 * reads "master’ s order" in English. Next to a Latin letter or digit they become the straight
 * quotes, whose glyphs are Latin width; between Chinese characters they stay as they are. Done
 * once for the document's text and its measures, so a measured height is the drawn one.
 */
const LATIN_QUOTE = /(?<=[A-Za-z0-9])[’‘]|[’‘](?=[A-Za-z0-9])/g;
const LATIN_DOUBLE_QUOTE = /(?<=[A-Za-z0-9.,!?])[”“]|[”“](?=[A-Za-z0-9])/g;
export const narrowLatinQuotes = (text: string) =>
  text.replace(LATIN_QUOTE, "'").replace(LATIN_DOUBLE_QUOTE, '"');

function writeLatinQuotesNarrow(pdf: Pdf) {
  const { text, heightOfString, widthOfString } = pdf;
  const narrow = (value: unknown) => (typeof value === 'string' ? narrowLatinQuotes(value) : value);
  pdf.text = function (this: Pdf, value: unknown, ...rest: unknown[]) {
    return (text as (...args: unknown[]) => Pdf).call(this, narrow(value), ...rest);
  } as Pdf['text'];
  pdf.heightOfString = function (this: Pdf, value: string, options?: unknown) {
    return (heightOfString as (...args: unknown[]) => number).call(this, narrow(value), options);
  } as Pdf['heightOfString'];
  pdf.widthOfString = function (this: Pdf, value: string, options?: unknown) {
    return (widthOfString as (...args: unknown[]) => number).call(this, narrow(value), options);
  } as Pdf['widthOfString'];
}

export const font = (pdf: Pdf, weight: FontWeight, size: number, colour: string = COLOURS.text) =>
  pdf.font(weight).fontSize(size).fillColor(colour);

/** Starts a new page when `height` does not fit below the cursor; answers whether it did. */
export function ensureRoom(pdf: Pdf, height: number): boolean {
  if (pdf.y + height <= BOTTOM) return false;
  pdf.addPage();
  return true;
}

export function rule(pdf: Pdf, y = pdf.y, colour: string = COLOURS.rule, width = 0.6) {
  pdf
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(width)
    .strokeColor(colour)
    .stroke();
}

/**
 * A section title with a rule under it. `keepWith`: the height of what follows that should start on
 * the same page (a short block of pairs), so a title is not left alone at the foot of a page.
 */
export function sectionTitle(pdf: Pdf, text: string, keepWith = 0) {
  ensureRoom(pdf, 40 + keepWith);
  pdf.moveDown(0.6);
  font(pdf, 'bold', 10.5, COLOURS.primary).text(text, PAGE.margin, pdf.y, { width: CONTENT_WIDTH });
  rule(pdf, pdf.y + 2, COLOURS.primary, 0.8);
  pdf.y += 6;
}

/** The height of one label / value pair as pairs() writes it. */
function pairHeight(pdf: Pdf, [label, value]: [string, string], width: number, labelWidth: number) {
  const labelHeight = font(pdf, 'regular', 8.5).heightOfString(label, { width: labelWidth - 6 });
  const valueHeight = font(pdf, 'regular', 9).heightOfString(value, { width: width - labelWidth });
  return Math.max(labelHeight, valueHeight) + 2;
}

/** The height pairs() takes for these rows: for sectionTitle's `keepWith`. */
export function pairsHeight(pdf: Pdf, width: number, rows: [string, string][], labelWidth = 92) {
  return rows.reduce((sum, row) => sum + pairHeight(pdf, row, width, labelWidth), 0);
}

/**
 * Label / value pairs in a column at x, `width` wide; answers the y below the last pair. A pair
 * that does not fit above the foot starts a new page, so a label never ends a page without its value.
 */
export function pairs(
  pdf: Pdf,
  x: number,
  y: number,
  width: number,
  rows: [string, string][],
  labelWidth = 92,
) {
  let top = y;
  for (const [label, value] of rows) {
    if (top + pairHeight(pdf, [label, value], width, labelWidth) > BOTTOM) {
      pdf.addPage();
      top = PAGE.margin;
    }
    font(pdf, 'regular', 8.5, COLOURS.muted).text(label, x, top, { width: labelWidth - 6 });
    const labelBottom = pdf.y;
    font(pdf, 'regular', 9).text(value, x + labelWidth, top, { width: width - labelWidth });
    top = Math.max(pdf.y, labelBottom) + 2;
  }
  return top;
}

export interface Column {
  width: number;
  align: 'left' | 'right';
}

/**
 * One table row: each cell wraps within its column, the row is as tall as its tallest cell, and a
 * row that does not fit starts a new page (where `onNewPage` repeats the header).
 */
export function tableRow(
  pdf: Pdf,
  columns: Column[],
  cells: string[],
  style: { weight?: FontWeight; size?: number; band?: string; colour?: string; onNewPage?: () => void } = {},
) {
  const size = style.size ?? 9;
  const padding = 3;
  font(pdf, style.weight ?? 'regular', size);
  const height =
    Math.max(
      ...cells.map((cell, i) => pdf.heightOfString(cell || ' ', { width: columns[i]!.width - 2 * padding })),
    ) +
    2 * padding;
  if (ensureRoom(pdf, height)) style.onNewPage?.();
  const top = pdf.y;
  if (style.band) pdf.rect(PAGE.margin, top, CONTENT_WIDTH, height).fill(style.band);
  let x = PAGE.margin;
  cells.forEach((cell, i) => {
    const column = columns[i]!;
    font(pdf, style.weight ?? 'regular', size, style.colour).text(cell, x + padding, top + padding, {
      width: column.width - 2 * padding,
      align: column.align,
    });
    x += column.width;
  });
  pdf.x = PAGE.margin;
  pdf.y = top + height;
}

/** "Generated ..." and "Page n of m" at the foot of every page (pages are buffered until then). */
export function footers(pdf: Pdf, left: string, pageText: (page: number, pages: number) => string) {
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    pdf.switchToPage(i);
    const y = PAGE.height - PAGE.margin + 6;
    // Writing inside the bottom margin must not trigger pdfkit's automatic page break.
    const margin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    rule(pdf, y - 4);
    font(pdf, 'regular', 7.5, COLOURS.muted).text(left, PAGE.margin, y, {
      width: CONTENT_WIDTH / 2,
      lineBreak: false,
    });
    pdf.text(pageText(i + 1, range.count), PAGE.margin + CONTENT_WIDTH / 2, y, {
      width: CONTENT_WIDTH / 2,
      align: 'right',
      lineBreak: false,
    });
    pdf.page.margins.bottom = margin;
  }
}

/** The finished document as one buffer. */
export function toBuffer(pdf: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.end();
  });
}
