import type { DaDocument, PriceKey } from '@portledger/contracts';
import type { EditorSetup } from './editor-context.ts';
import { linesOf, priceKeyOf, reasonKeyOf, type Stage } from './form-values.ts';

export interface TableColumn {
  id: string;
  title: string;
  /** The price column of a document and stage. */
  document?: DaDocument;
  stage?: Stage;
  currency?: boolean;
  align?: 'right' | 'center';
  width?: number;
  /** Pinned while the table scrolls sideways: the item name (which line am I on?), the actions. */
  fixed?: 'left' | 'right';
}

const price = (document: DaDocument, stage: Stage, title: string): TableColumn => ({
  id: `${document}-${stage}`,
  title,
  document,
  stage,
  currency: true,
  align: 'right',
  width: 150,
});

/**
 * The columns this user sees now: a stage's column once it has figures or is being edited (the
 * agent gets no screened / agreed prices before approval, so those columns stay away). The FDA
 * shows the PDA's agreed price beside its own quoted one, with the variance.
 */
export function visibleColumns({ da, document, stage, editsLines, screening }: EditorSetup): TableColumn[] {
  const has = (key: PriceKey | 'fda_variance_reason' | 'pda_screening_reason' | 'fda_screening_reason') =>
    linesOf(da).some((line) => line[key] !== null);
  const shows = (s: Stage) =>
    stage === s || has(priceKeyOf(document, s)) || (stage === 'agreed' && s === 'screened');
  const columns: TableColumn[] = [{ id: 'item', title: 'das.column.item', fixed: 'left' }];
  if (document === 'fda') {
    columns.push(
      price(
        'pda',
        has('pda_agreed_price') ? 'agreed' : 'quoted',
        has('pda_agreed_price') ? 'das.column.pdaAgreed' : 'das.column.pdaQuoted',
      ),
    );
    columns.push(price('fda', 'quoted', 'das.column.fdaQuoted'));
    columns.push({
      id: 'variance',
      title: 'das.column.variance',
      currency: true,
      align: 'right',
      width: 130,
    });
  } else {
    columns.push(price('pda', 'quoted', 'das.column.quoted'));
  }
  // The screening assistant beside the quote it judges (issue 10).
  if (screening) {
    columns.push({
      id: 'evidence',
      title: 'das.column.evidence',
      currency: true,
      align: 'right',
      width: 150,
    });
    columns.push({ id: 'flags', title: 'das.column.flags', width: 220 });
  }
  // The agent's reason for an FDA line off its PDA line: chosen while quoting, read by everyone.
  if (
    document === 'fda' &&
    (reasonKeyOf(document, stage) === 'fda_variance_reason' || has('fda_variance_reason'))
  )
    columns.push({ id: 'varianceReason', title: 'das.column.varianceReason', width: 190 });
  if (shows('screened')) columns.push(price(document, 'screened', 'das.column.screened'));
  if (stage === 'screened' || has(`${document}_screening_reason`))
    columns.push({ id: 'screeningReason', title: 'das.column.screeningReason', width: 170 });
  if (shows('agreed')) {
    columns.push(price(document, 'agreed', 'das.column.agreed'));
    columns.push({ id: 'savings', title: 'das.column.savings', currency: true, align: 'right', width: 130 });
  }
  if (document === 'fda')
    columns.push({ id: 'receipts', title: 'das.column.receipts', align: 'center', width: 90 });
  columns.push({ id: 'comments', title: 'das.column.comments', align: 'center', width: 90 });
  if (editsLines)
    columns.push({ id: 'delete', title: 'das.column.actions', align: 'center', width: 70, fixed: 'right' });
  return columns;
}
