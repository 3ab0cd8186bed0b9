import {
  type DaCostLine,
  type DaDetail,
  type DaDocument,
  documentTotalsOf,
  formatCents,
  type Locale,
  type PortCallDetail,
  type PortCallStatus,
  sumCents,
  toCents,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { desc, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { documentsVisibleTo } from '../das/agent-view.ts';
import { getDa } from '../das/get-da.ts';
import { getPortCall } from '../port-calls/get-port-call.ts';

const t = schema;

type Line = DaCostLine;
export interface DocumentCategory {
  name: string;
  lines: Line[];
  subtotal: { quoted: string; screened: string | null; agreed: string | null };
}

/** Everything a PDA or FDA document shows, read as this user may read it (the DA detail's rules). */
export interface DaDocumentData {
  document: DaDocument;
  locale: Locale;
  da: DaDetail;
  portCall: PortCallDetail;
  vesselGt: string | null;
  categories: DocumentCategory[];
  totals: ReturnType<typeof documentTotalsOf>;
  /** Whether the user may see screened and agreed figures of this document (agents: after approval). */
  figuresVisible: boolean;
  /** The agent's account the principal was told to pay into, as the payment shows it; null before. */
  bank: schema.BankSnapshot | null;
  /** The advance the agent has received (transfers of advances paid in full), for the FDA's balance. */
  advanceReceived: string;
  /** Comments written on this document's lines, oldest first. */
  comments: { costItem: string; author: string; content: string; createdAt: string }[];
}

/** Payments into the agent's account for a document: the advance for the PDA, the balance for the FDA. */
const agentPayments: Record<DaDocument, string[]> = {
  pda: ['advance', 'additional_prefunding'],
  fda: ['balance', 'advance', 'additional_prefunding'],
};

/**
 * Reads one document of a DA through the same use cases as the DA tab (`getDa`, `getPortCall`):
 * a DA the user may not see is 404 there, and an agent gets no screened or agreed price before
 * the principal approves (agent-view.ts). An FDA that does not exist yet is 404.
 */
export async function getDaDocument({
  db,
  user,
  daId,
  document,
  locale,
  apiPrefix,
}: {
  db: Db;
  user: SessionUser;
  daId: number;
  document: DaDocument;
  locale: Locale;
  apiPrefix: string;
}): Promise<DaDocumentData> {
  const da = await getDa({ db, user, daId, locale, apiPrefix });
  const lines = (da.lines as DaCostLine[]).filter((line) => line[`${document}_quoted_price`] !== null);
  if (document === 'fda' && lines.length === 0) throw new AppError(404, 'document.noFda');
  const [portCall, vessel, payments] = await Promise.all([
    getPortCall({ db, user, id: da.port_call_id, locale, apiPrefix }),
    db
      .select({ gt: t.vessels.gt })
      .from(t.vessels)
      .innerJoin(t.portCalls, eq(t.portCalls.vesselId, t.vessels.id))
      .where(eq(t.portCalls.id, da.port_call_id)),
    db
      .select({
        type: t.payments.paymentType,
        status: t.payments.status,
        transferred: t.payments.transferredAmount,
        bank: t.payments.bankSnapshot,
      })
      .from(t.payments)
      .where(eq(t.payments.daId, daId))
      .orderBy(desc(t.payments.id)),
  ]);
  const preferred = agentPayments[document];
  const bank =
    payments
      .filter((payment) => payment.bank && preferred.includes(payment.type))
      .sort((a, b) => preferred.indexOf(a.type) - preferred.indexOf(b.type))[0]?.bank ?? null;
  // As the balance is computed when the FDA is approved (payments/create-payment.ts).
  const advanceReceived = sumCents(
    payments
      .filter((payment) => payment.type === 'advance' && payment.status === 'done' && payment.transferred)
      .map((payment) => toCents(payment.transferred!)),
  );

  const categories: DocumentCategory[] = da.categories
    .map((category) => {
      const inCategory = lines.filter((line) => line.category_id === category.id);
      const totals = documentTotalsOf(inCategory, document);
      return {
        name: category.name,
        lines: inCategory,
        subtotal: { quoted: totals.quoted, screened: totals.screened, agreed: totals.agreed },
      };
    })
    .filter((category) => category.lines.length > 0);

  const comments = lines.flatMap((line) =>
    line.comments
      .filter((comment) => comment.document === document)
      .map((comment) => ({
        costItem: line.cost_item.name,
        author: comment.user.name,
        content: comment.content,
        createdAt: comment.created_at,
      })),
  );
  comments.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const totals = da[document];
  return {
    document,
    locale,
    da,
    portCall,
    vesselGt: vessel[0]?.gt ?? null,
    categories,
    totals,
    figuresVisible: documentsVisibleTo(user, da.status as PortCallStatus)[document],
    bank,
    advanceReceived: formatCents(advanceReceived),
    comments,
  };
}
