import { convertCents, formatCents, toCents } from '@portledger/contracts';
import { type MessageKey, type MessageParams, translate } from '../../i18n/index.ts';
import { DASH, formatMeasure, formatMoney, formatUtc } from './format.ts';
import type { DaDocumentData } from './get-da-document.ts';
import { loadPdfFonts } from './pdf-fonts.ts';
import {
  COLOURS,
  CONTENT_WIDTH,
  type Column,
  createPdf,
  ensureRoom,
  font,
  footers,
  PAGE,
  type Pdf,
  pairs,
  pairsHeight,
  rule,
  sectionTitle,
  tableRow,
  toBuffer,
} from './pdf-layout.ts';

const AMOUNT_WIDTH = 88;
const columns: Column[] = [
  { width: CONTENT_WIDTH - 3 * AMOUNT_WIDTH, align: 'left' },
  { width: AMOUNT_WIDTH, align: 'right' },
  { width: AMOUNT_WIDTH, align: 'right' },
  { width: AMOUNT_WIDTH, align: 'right' },
];

/** The PDA or FDA as a PDF in the data's language (layout in pdf-layout.ts). */
export async function renderDaPdf(data: DaDocumentData, now = new Date()): Promise<Buffer> {
  const tr = (key: MessageKey, params?: MessageParams) => translate(data.locale, key, params);
  const { da, document } = data;
  const title = tr(`document.title.${document}`);
  const pdf = await createPdf(await loadPdfFonts(), { title: `${title} ${da.ref_no}`, subject: da.ref_no });

  header(pdf, data, title, tr);
  partiesAndCall(pdf, data, tr);
  lines(pdf, data, tr);
  totals(pdf, data, tr);
  prefunding(pdf, data, tr);
  bank(pdf, data, tr);
  comments(pdf, data, tr);
  footers(pdf, tr('document.generated', { date: formatUtc(now) }), (page, pages) =>
    tr('document.page', { page, pages }),
  );
  return toBuffer(pdf);
}

type Tr = (key: MessageKey, params?: MessageParams) => string;

function header(pdf: Pdf, { da }: DaDocumentData, title: string, tr: Tr) {
  const top = PAGE.margin;
  font(pdf, 'bold', 16, COLOURS.primary).text(title, PAGE.margin, top, { width: CONTENT_WIDTH - 210 });
  const titleBottom = pdf.y;
  const right = PAGE.width - PAGE.margin - 190;
  const bottom = pairs(
    pdf,
    right,
    top + 2,
    190,
    [
      [tr('document.reference'), da.ref_no],
      [tr('document.status'), da.status_label],
    ],
    70,
  );
  pdf.y = Math.max(titleBottom, bottom) + 6;
  rule(pdf, pdf.y, COLOURS.primary, 1.2);
  pdf.y += 4;
}

function partiesAndCall(pdf: Pdf, { portCall: pc, vesselGt }: DaDocumentData, tr: Tr) {
  const half = (CONTENT_WIDTH - 24) / 2;
  const left = PAGE.margin;
  const right = PAGE.margin + half + 24;
  sectionTitle(pdf, `${tr('document.parties')}  ·  ${tr('document.call')}`);
  const top = pdf.y;
  const name = (ref: { name: string } | null) => ref?.name ?? DASH;
  const leftBottom = pairs(pdf, left, top, half, [
    [tr('document.principal'), name(pc.principal)],
    [tr('document.legalEntity'), name(pc.legal_entity)],
    [tr('document.agent'), name(pc.agent)],
    [tr('document.agencyRef'), pc.agency_ref_no ?? DASH],
    [tr('document.port'), pc.port ? `${pc.port.name} (${pc.port.unlocode})` : DASH],
    [tr('document.terminal'), name(pc.terminal)],
  ]);
  const rightBottom = pairs(
    pdf,
    right,
    top,
    half,
    [
      [tr('document.vessel'), pc.vessel?.name ?? DASH],
      [tr('document.imo'), pc.vessel?.imo ?? DASH],
      [tr('document.gt'), formatMeasure(vesselGt)],
      [tr('document.voyage'), pc.voyage_no ?? DASH],
      [tr('document.eta'), formatUtc(pc.eta)],
      [tr('document.etd'), formatUtc(pc.etd)],
      [tr('document.ata'), formatUtc(pc.arrived_at)],
      [tr('document.atd'), formatUtc(pc.departed_at)],
    ],
    110,
  );
  pdf.y = Math.max(leftBottom, rightBottom);
  font(pdf, 'regular', 7.5, COLOURS.muted).text(tr('document.timesUtc'), right, pdf.y, {
    width: half,
    align: 'right',
  });
}

function lines(pdf: Pdf, data: DaDocumentData, tr: Tr) {
  const { da, categories } = data;
  sectionTitle(pdf, tr('document.amountsIn', { currency: da.currency }));
  const head = () =>
    tableRow(
      pdf,
      columns,
      [tr('document.costItem'), tr('document.quoted'), tr('document.screened'), tr('document.agreed')],
      { weight: 'bold', band: COLOURS.band, size: 8.5 },
    );
  head();
  if (categories.length === 0) {
    tableRow(pdf, columns, [tr('document.noLines'), '', '', ''], { colour: COLOURS.muted });
    return;
  }
  const doc = data.document;
  for (const category of categories) {
    // A category's name never ends a page alone: it starts the next one with its first line.
    if (ensureRoom(pdf, 40)) head();
    tableRow(pdf, columns, [category.name, '', '', ''], { weight: 'bold', onNewPage: head });
    for (const line of category.lines) {
      tableRow(
        pdf,
        columns,
        [
          `   ${line.cost_item.name}`,
          formatMoney(line[`${doc}_quoted_price`]),
          formatMoney(line[`${doc}_screened_price`]),
          formatMoney(line[`${doc}_agreed_price`]),
        ],
        { onNewPage: head },
      );
    }
    rule(pdf, pdf.y);
    tableRow(
      pdf,
      columns,
      [
        `${tr('document.subtotal')} · ${category.name}`,
        formatMoney(category.subtotal.quoted),
        formatMoney(category.subtotal.screened),
        formatMoney(category.subtotal.agreed),
      ],
      { weight: 'bold', size: 8.5, onNewPage: head },
    );
    pdf.y += 3;
  }
  if (!data.figuresVisible) {
    font(pdf, 'regular', 8, COLOURS.muted).text(tr('document.notApprovedYet'), PAGE.margin, pdf.y + 2, {
      width: CONTENT_WIDTH,
    });
  }
}

function totals(pdf: Pdf, data: DaDocumentData, tr: Tr) {
  const { totals: sum, da } = data;
  rule(pdf, pdf.y + 2, COLOURS.text, 1);
  pdf.y += 4;
  tableRow(
    pdf,
    columns,
    [
      `${tr('document.total')} (${da.currency})`,
      formatMoney(sum.quoted),
      formatMoney(sum.screened),
      formatMoney(sum.agreed),
    ],
    { weight: 'bold', size: 10, band: COLOURS.band },
  );
  const rows: [string, string][] = [
    [tr('document.agencyRemuneration'), formatMoney(sum.agency_remuneration)],
    [tr('document.portCosts'), formatMoney(sum.port_costs)],
    [tr('document.savings'), formatMoney(sum.savings)],
  ];
  if (da.exchange_rate && da.principal_currency && da.principal_currency !== da.currency) {
    rows.push([
      `${tr('document.exchangeRate')} (${da.currency} → ${da.principal_currency}, ${formatUtc(da.exchange_rate_on)})`,
      da.exchange_rate,
    ]);
    const agreed = sum.agreed ? formatCents(convertCents(toCents(sum.agreed), da.exchange_rate)) : null;
    rows.push([tr('document.inPrincipalCurrency', { currency: da.principal_currency }), formatMoney(agreed)]);
  }
  pdf.y += 4;
  for (const [label, value] of rows) {
    tableRow(
      pdf,
      [
        { width: CONTENT_WIDTH - AMOUNT_WIDTH, align: 'right' },
        { width: AMOUNT_WIDTH, align: 'right' },
      ],
      [label, value],
      {
        size: 8.5,
      },
    );
  }
}

function prefunding(pdf: Pdf, data: DaDocumentData, tr: Tr) {
  const { da } = data;
  const percent = da.prefunding_agreed_percent;
  const amount = (value: string | null) => formatMoney(value, da.currency);
  const rows: [string, string][] = [
    [tr('document.prefundingPercent'), percent ? `${percent} %` : DASH],
    [tr('document.prefundingAmount'), amount(da.prefunding_amount)],
  ];
  if (data.document === 'fda') {
    const agreed = data.totals.agreed;
    const balance = agreed ? formatCents(toCents(agreed) - toCents(data.advanceReceived)) : null;
    rows.push([tr('document.advanceReceived'), amount(data.advanceReceived)]);
    rows.push([tr('document.balance'), amount(balance)]);
  }
  sectionTitle(pdf, tr('document.prefunding'), pairsHeight(pdf, CONTENT_WIDTH, rows, 170));
  pdf.y = pairs(pdf, PAGE.margin, pdf.y, CONTENT_WIDTH, rows, 170);
}

function bank(pdf: Pdf, { bank: account }: DaDocumentData, tr: Tr) {
  if (!account) {
    sectionTitle(pdf, tr('document.bank'));
    font(pdf, 'regular', 9, COLOURS.muted).text(tr('document.bankNotGiven'), PAGE.margin, pdf.y, {
      width: CONTENT_WIDTH,
    });
    return;
  }
  const rows: [string, string][] = [
    [tr('document.bankName'), account.bank_name],
    [tr('document.accountTitle'), account.account_title],
    [tr('document.accountNumber'), account.account_number ?? DASH],
    [tr('document.iban'), account.iban ?? DASH],
    [tr('document.swift'), account.bic_swift ?? DASH],
  ];
  // The account's details on one page with their title: they are read (and typed) together.
  sectionTitle(pdf, tr('document.bank'), pairsHeight(pdf, CONTENT_WIDTH, rows, 130));
  pdf.y = pairs(pdf, PAGE.margin, pdf.y, CONTENT_WIDTH, rows, 130);
}

function comments(pdf: Pdf, data: DaDocumentData, tr: Tr) {
  const summary = data.da[`${data.document}_screening_summary`];
  if (!summary && data.comments.length === 0) return;
  sectionTitle(pdf, tr('document.comments'));
  if (summary) {
    ensureRoom(
      pdf,
      14 + Math.min(font(pdf, 'regular', 9).heightOfString(summary, { width: CONTENT_WIDTH }), 60),
    );
    font(pdf, 'bold', 9).text(tr('document.screeningSummary'), PAGE.margin, pdf.y, { width: CONTENT_WIDTH });
    font(pdf, 'regular', 9).text(summary, { width: CONTENT_WIDTH });
    pdf.moveDown(0.4);
  }
  for (const comment of data.comments) {
    const about = `${comment.costItem} · ${comment.author} · ${formatUtc(comment.createdAt)}`;
    // Who wrote it stays on the page of what was written (a long comment may still go on).
    ensureRoom(
      pdf,
      font(pdf, 'regular', 8).heightOfString(about, { width: CONTENT_WIDTH }) +
        Math.min(font(pdf, 'regular', 9).heightOfString(comment.content, { width: CONTENT_WIDTH }), 60),
    );
    font(pdf, 'regular', 8, COLOURS.muted).text(about, PAGE.margin, pdf.y, { width: CONTENT_WIDTH });
    font(pdf, 'regular', 9).text(comment.content, { width: CONTENT_WIDTH });
    pdf.moveDown(0.3);
  }
}
