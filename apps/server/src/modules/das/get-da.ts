import {
  availableActions,
  CentsTotal,
  type DaDetail,
  documentTotalsOf,
  formatCents,
  type Locale,
  lineSavings,
  type PortCallStatus,
  statusLabel,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import type { SessionUser } from '../../types.ts';
import { toUploadedFile } from '../files/to-uploaded-file.ts';
import { documentsVisibleTo } from './agent-view.ts';
import { findDa } from './da-scope.ts';

const t = schema;

/**
 * The lines with their items and categories, in the DA's order; only the columns shown. One row
 * holding a JSON array of one array per line, not a row per line: a 200-line DA is 3,800 fields,
 * and the drivers decode and Drizzle maps each one (on PGlite about 1.5 ms of a 3 ms read, in the
 * app's one thread; decision 029). Prices are sent as their text, exactly as the driver answers
 * a numeric column.
 */
const linesQuery = preparedPerDatabase((db) =>
  db
    .select({
      lines: sql<string | null>`json_agg(json_build_array(
        ${t.daCostLines.id},
        ${t.daCostLines.pdaQuotedPrice}::text, ${t.daCostLines.pdaScreenedPrice}::text,
        ${t.daCostLines.pdaAgreedPrice}::text, ${t.daCostLines.fdaQuotedPrice}::text,
        ${t.daCostLines.fdaScreenedPrice}::text, ${t.daCostLines.fdaAgreedPrice}::text,
        ${t.daCostLines.fdaVarianceReason}, ${t.daCostLines.pdaScreeningReason},
        ${t.daCostLines.fdaScreeningReason},
        ${t.costItems.id}, ${t.costItems.code}, ${t.costItems.nameEn}, ${t.costItems.nameZh},
        ${t.costItemCategories.id}, ${t.costItemCategories.code}, ${t.costItemCategories.nameEn},
        ${t.costItemCategories.nameZh}, ${t.costItemCategories.grouping})
        order by ${t.costItemCategories.sortOrder}, ${t.costItems.sortOrder}, ${t.daCostLines.id})::text`,
    })
    .from(t.daCostLines)
    .innerJoin(t.costItems, eq(t.costItems.id, t.daCostLines.costItemId))
    .innerJoin(t.costItemCategories, eq(t.costItemCategories.id, t.costItems.categoryId))
    .where(eq(t.daCostLines.daId, sql.placeholder('daId')))
    .prepare('da_detail_lines_json'),
);

type Text = string | null;
/** One line of linesQuery's array, in its order. */
type LineTuple = [
  id: number,
  pdaQuoted: Text,
  pdaScreened: Text,
  pdaAgreed: Text,
  fdaQuoted: Text,
  fdaScreened: Text,
  fdaAgreed: Text,
  fdaVarianceReason: Text,
  pdaScreeningReason: Text,
  fdaScreeningReason: Text,
  itemId: number,
  itemCode: string,
  itemNameEn: string,
  itemNameZh: string,
  categoryId: number,
  categoryCode: string,
  categoryNameEn: string,
  categoryNameZh: string,
  grouping: string,
];

function linesOf(json: string | null) {
  return (json === null ? [] : (JSON.parse(json) as LineTuple[])).map((l) => ({
    line: {
      id: l[0],
      pdaQuotedPrice: l[1],
      pdaScreenedPrice: l[2],
      pdaAgreedPrice: l[3],
      fdaQuotedPrice: l[4],
      fdaScreenedPrice: l[5],
      fdaAgreedPrice: l[6],
      fdaVarianceReason: l[7],
      pdaScreeningReason: l[8],
      fdaScreeningReason: l[9],
    },
    item: { id: l[10], code: l[11], nameEn: l[12], nameZh: l[13] },
    category: { id: l[14], code: l[15], nameEn: l[16], nameZh: l[17], grouping: l[18] },
  }));
}

/** The comments on the DA's lines, oldest first, with their authors' names. */
const commentsQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: t.daComments.id,
      costLineId: t.daComments.costLineId,
      document: t.daComments.document,
      userId: t.daComments.userId,
      content: t.daComments.content,
      createdAt: t.daComments.createdAt,
      name: t.users.displayName,
    })
    .from(t.daComments)
    .innerJoin(t.users, eq(t.users.id, t.daComments.userId))
    .where(eq(t.daComments.daId, sql.placeholder('daId')))
    .orderBy(asc(t.daComments.createdAt), asc(t.daComments.id))
    .prepare('da_detail_comments'),
);

/** The receipts attached to the DA's lines. */
const receiptsQuery = preparedPerDatabase((db) =>
  db
    .select({
      recordId: t.attachments.recordId,
      id: t.files.id,
      originalFilename: t.files.originalFilename,
      contentType: t.files.contentType,
      byteSize: t.files.byteSize,
    })
    .from(t.attachments)
    .innerJoin(t.daCostLines, eq(t.daCostLines.id, t.attachments.recordId))
    .innerJoin(t.files, eq(t.files.id, t.attachments.fileId))
    .where(and(eq(t.attachments.recordType, 'da_cost_line'), eq(t.daCostLines.daId, sql.placeholder('daId'))))
    .prepare('da_detail_receipts'),
);

/** The threshold above which an FDA line needs a variance reason (issue 10). */
const varianceThresholdQuery = preparedPerDatabase((db) =>
  db
    .select({ percent: t.screeningSettings.varianceReasonPercent })
    .from(t.screeningSettings)
    .where(eq(t.screeningSettings.id, 1))
    .prepare('da_detail_variance_threshold'),
);

/** The DA with its lines by category, comments and receipts, in two round trips. Not visible: 404. */
export async function getDa({
  db,
  user,
  daId,
  locale,
  apiPrefix,
}: {
  db: Db;
  user: SessionUser;
  daId: number;
  locale: Locale;
  apiPrefix: string;
}): Promise<DaDetail> {
  const { da, portCall } = await findDa(db, user, daId);
  const status = portCall.status as PortCallStatus;
  const zh = locale === 'zh-CN';
  // The DA is the user's (findDa): its lines, comments and receipts in one round trip.
  const [[lines], comments, receipts, [threshold]] = await Promise.all([
    linesQuery(db).execute({ daId }),
    commentsQuery(db).execute({ daId }),
    receiptsQuery(db).execute({ daId }),
    varianceThresholdQuery(db).execute(),
  ]);
  const rows = linesOf(lines?.lines ?? null);
  const sees = documentsVisibleTo(user, status);
  const visible = (document: 'pda' | 'fda', value: string | null) => (sees[document] ? value : null);
  // The principal's own default is its business, not the agent's; agreed figures follow approval.
  const isAgent = user.kind === 'agent';

  const prices = rows.map(({ line, category }) => ({
    grouping: category.grouping,
    pda_quoted_price: line.pdaQuotedPrice,
    pda_screened_price: visible('pda', line.pdaScreenedPrice),
    pda_agreed_price: visible('pda', line.pdaAgreedPrice),
    fda_quoted_price: line.fdaQuotedPrice,
    fda_screened_price: visible('fda', line.fdaScreenedPrice),
    fda_agreed_price: visible('fda', line.fdaAgreedPrice),
  }));
  // Each category's quoted subtotals (documentTotalsOf's `quoted` of its lines), in one pass.
  const subtotals = new Map<
    number,
    { category: (typeof rows)[number]['category']; pda: CentsTotal; fda: CentsTotal }
  >();
  rows.forEach(({ category }, i) => {
    let subtotal = subtotals.get(category.id);
    if (!subtotal) {
      subtotal = { category, pda: new CentsTotal(), fda: new CentsTotal() };
      subtotals.set(category.id, subtotal);
    }
    const { pda_quoted_price: pda, fda_quoted_price: fda } = prices[i]!;
    if (pda) subtotal.pda.add(pda);
    if (fda) subtotal.fda.add(fda);
  });
  const categories = [...subtotals.values()].map(({ category, pda, fda }) => ({
    id: category.id,
    code: category.code,
    name: zh ? category.nameZh : category.nameEn,
    grouping: category.grouping,
    pda_quoted_subtotal: formatCents(pda.cents),
    fda_quoted_subtotal: formatCents(fda.cents),
  }));
  const byLine = <T>(items: T[], lineOf: (item: T) => number) => {
    const grouped = new Map<number, T[]>();
    for (const item of items) {
      const line = lineOf(item);
      const list = grouped.get(line);
      if (list) list.push(item);
      else grouped.set(line, [item]);
    }
    return grouped;
  };
  const commentsByLine = byLine(comments, (comment) => comment.costLineId);
  const receiptsByLine = byLine(receipts, (receipt) => receipt.recordId);
  return {
    id: da.id,
    port_call_id: portCall.id,
    ref_no: portCall.refNo,
    status,
    status_label: statusLabel(status, locale),
    lock_version: da.lockVersion,
    currency: da.currency,
    principal_currency: da.principalCurrency,
    exchange_rate: da.exchangeRate,
    exchange_rate_on: da.exchangeRateOn,
    agent_exchange_rate: da.agentExchangeRate,
    pda_exchange_rate: da.pdaExchangeRate,
    variance_reason_percent: threshold?.percent ?? '10.00',
    prefunding_default_percent: isAgent ? null : da.prefundingDefaultPercent,
    prefunding_requested_percent: da.prefundingRequestedPercent,
    prefunding_agreed_percent: visible('pda', da.prefundingAgreedPercent),
    prefunding_amount: visible('pda', da.prefundingAmount),
    pda: documentTotalsOf(prices, 'pda'),
    fda: documentTotalsOf(prices, 'fda'),
    pda_screening_summary: visible('pda', da.pdaScreeningSummary),
    fda_screening_summary: visible('fda', da.fdaScreeningSummary),
    fda_query: da.fdaQuery,
    fda_query_answer: da.fdaQueryAnswer,
    fda_decline_reason: da.fdaDeclineReason,
    categories,
    lines: rows.map(({ line, item, category }, i) => {
      const { grouping: _grouping, ...linePrices } = prices[i]!;
      return {
        id: line.id,
        cost_item: { id: item.id, code: item.code, name: zh ? item.nameZh : item.nameEn },
        category_id: category.id,
        ...linePrices,
        pda_savings: lineSavings(prices[i]!, 'pda'),
        fda_savings: lineSavings(prices[i]!, 'fda'),
        fda_variance_reason: line.fdaVarianceReason,
        // What the desk's screening saved is the desk's business until the document is approved.
        pda_screening_reason: visible('pda', line.pdaScreeningReason),
        fda_screening_reason: visible('fda', line.fdaScreeningReason),
        comments: (commentsByLine.get(line.id) ?? []).map((comment) => ({
          id: comment.id,
          document: comment.document as 'pda' | 'fda',
          user: { id: comment.userId, name: comment.name },
          content: comment.content,
          created_at: comment.createdAt.toISOString(),
        })),
        receipts: (receiptsByLine.get(line.id) ?? []).map((receipt) => {
          const file = toUploadedFile(receipt, apiPrefix);
          return { id: file.id, file_url: file.file_url, original_filename: file.original_filename };
        }),
      };
    }),
    actions: availableActions(status, user.kind).filter(
      (action) => action.startsWith('pda') || action.startsWith('fda'),
    ),
  };
}
