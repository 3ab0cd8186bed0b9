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
import { sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { preparedByKind } from '../../lib/prepared.ts';
import type { SessionUser } from '../../types.ts';
import { toFileLink } from '../files/to-uploaded-file.ts';
import { scopeParams } from '../port-calls/port-call-scope.ts';
import { documentsVisibleTo } from './agent-view.ts';
import { type PriceFields, pricesOfTuple } from './da-lines.ts';
import { visibleDaSelect } from './da-scope.ts';

const t = schema;

/**
 * The DA's detail in one statement, if the user may see it: the DA, the three port-call fields it
 * shows, and each part of its detail as one JSON text. The lines with their items and categories
 * in the DA's order (only the columns shown), the comments with their authors' names, the
 * receipts, and the variance threshold (issue 10). A JSON array of one array per line, not a row
 * per line: a 200-line DA is 3,800 fields, and the drivers decode and Drizzle maps each one (on
 * PGlite about 1.5 ms of a 3 ms read, in the app's one thread; decision 029). One statement, not
 * the DA and then four side by side: each costs the server a pooled connection, a round trip and
 * a result to decode (decision 068). The subqueries run for a visible DA only. Prices are sent as
 * their text, exactly as the driver answers a numeric column; a comment's time as toISOString
 * writes it. Prepared once per kind of user, as findDa is, from the same select (da-scope.ts).
 */
const detailQuery = preparedByKind((db, kind) =>
  visibleDaSelect(db, kind, {
    lines: sql<string | null>`(select json_agg(json_build_array(
          ${t.daCostLines.id},
          ${t.daCostLines.pdaQuotedPrice}::text, ${t.daCostLines.pdaScreenedPrice}::text,
          ${t.daCostLines.pdaAgreedPrice}::text, ${t.daCostLines.fdaQuotedPrice}::text,
          ${t.daCostLines.fdaScreenedPrice}::text, ${t.daCostLines.fdaAgreedPrice}::text,
          ${t.daCostLines.fdaVarianceReason}, ${t.daCostLines.pdaScreeningReason},
          ${t.daCostLines.fdaScreeningReason},
          ${t.costItems.id}, ${t.costItems.code}, ${t.costItems.nameEn}, ${t.costItems.nameZh},
          ${t.costItemCategories.id}, ${t.costItemCategories.code}, ${t.costItemCategories.nameEn},
          ${t.costItemCategories.nameZh}, ${t.costItemCategories.grouping})
          order by ${t.costItemCategories.sortOrder}, ${t.costItems.sortOrder}, ${t.daCostLines.id})::text
        from ${t.daCostLines}
        join ${t.costItems} on ${t.costItems.id} = ${t.daCostLines.costItemId}
        join ${t.costItemCategories} on ${t.costItemCategories.id} = ${t.costItems.categoryId}
        where ${t.daCostLines.daId} = ${t.das.id})`,
    comments: sql<string | null>`(select json_agg(json_build_array(c.id, c.cost_line_id, c.document,
          c.user_id, c.content,
          to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), u.display_name)
          order by c.created_at, c.id)::text
        from ${t.daComments} c join ${t.users} u on u.id = c.user_id
        where c.da_id = ${t.das.id})`,
    receipts: sql<string | null>`(select json_agg(json_build_array(a.record_id, f.id, f.original_filename)
          order by a.id)::text
        from ${t.attachments} a
        join ${t.daCostLines} r on r.id = a.record_id
        join ${t.files} f on f.id = a.file_id
        where a.record_type = 'da_cost_line' and r.da_id = ${t.das.id})`,
    threshold: sql<string | null>`(select s.variance_reason_percent::text from ${t.screeningSettings} s
        where s.id = 1)`,
  }).prepare(`da_detail_${kind}`),
);

type Text = string | null;
/** One line of detailQuery's lines, in its order: its id and prices (da-lines.ts), then the rest. */
type LineTuple = [
  ...PriceFields,
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
/** One comment of detailQuery's comments. */
type CommentTuple = [
  id: number,
  costLineId: number,
  document: 'pda' | 'fda',
  userId: number,
  content: string,
  createdAt: string,
  name: string,
];
/** One receipt of detailQuery's receipts. */
type ReceiptTuple = [lineId: number, fileId: number, originalFilename: string];

const arrayOf = <T>(json: string | null): T[] => (json === null ? [] : (JSON.parse(json) as T[]));

function linesOf(json: string | null) {
  return arrayOf<LineTuple>(json).map((l) => ({
    line: {
      ...pricesOfTuple(l),
      fdaVarianceReason: l[7],
      pdaScreeningReason: l[8],
      fdaScreeningReason: l[9],
    },
    item: { id: l[10], code: l[11], nameEn: l[12], nameZh: l[13] },
    category: { id: l[14], code: l[15], nameEn: l[16], nameZh: l[17], grouping: l[18] },
  }));
}

/** The DA with its lines by category, comments and receipts, in one round trip. Not visible: 404. */
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
  const [detail] = await detailQuery(db, user.kind).execute({ daId, ...scopeParams(user) });
  if (!detail) throw new AppError(404, 'resource.notFound');
  const { da, portCall } = detail;
  const status = portCall.status as PortCallStatus;
  const zh = locale === 'zh-CN';
  const rows = linesOf(detail.lines);
  const comments = arrayOf<CommentTuple>(detail.comments);
  const receipts = arrayOf<ReceiptTuple>(detail.receipts);
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
  const commentsByLine = byLine(comments, (comment) => comment[1]);
  const receiptsByLine = byLine(receipts, (receipt) => receipt[0]);
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
    variance_reason_percent: detail.threshold ?? '10.00',
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
        comments: (commentsByLine.get(line.id) ?? []).map(
          ([id, , document, userId, content, createdAt, name]) => ({
            id,
            document,
            user: { id: userId, name },
            content,
            created_at: createdAt,
          }),
        ),
        receipts: (receiptsByLine.get(line.id) ?? []).map(([, id, originalFilename]) =>
          toFileLink({ id, originalFilename }, apiPrefix),
        ),
      };
    }),
    actions: availableActions(status, user.kind).filter(
      (action) => action.startsWith('pda') || action.startsWith('fda'),
    ),
  };
}
