import { type PortCallStatus, statusOrder } from '@portledger/contracts';
import type { SessionUser } from '../../types.ts';

export type DaDocument = 'pda' | 'fda';

/**
 * Property-level access (issue 9, decision 006): an agent sees the screened and agreed figures of a
 * document, and its screening summary, only once the principal has approved that document. A
 * declined FDA (in query) is not approved. Principals and the DA desk see everything.
 */
export function documentsVisibleTo(user: SessionUser, status: PortCallStatus): Record<DaDocument, boolean> {
  if (user.kind !== 'agent') return { pda: true, fda: true };
  const order = statusOrder(status);
  return {
    pda: order >= statusOrder('pda_approved'),
    fda: order >= statusOrder('fda_approved') && status !== 'fda_in_query',
  };
}

/** Fields of the operation log that carry a document's screened or agreed money. */
const figure = /^(pda|fda)_(screened|agreed)_/;

/**
 * An operation-log entry as this user may read it now: the screened and agreed totals of a
 * document the user may not see yet are left out, and so is the screening summary (the note of
 * `*_submit_screening`).
 */
export function redactLogEntry<
  E extends { action: string; note: string | null; changes: { field: string }[] },
>(entry: E, visible: Record<DaDocument, boolean>): E {
  const hidden = (document: string | undefined) => document !== undefined && !visible[document as DaDocument];
  const screening = entry.action.match(/^(pda|fda)_submit_screening$/)?.[1];
  return {
    ...entry,
    note: hidden(screening) ? null : entry.note,
    changes: entry.changes.filter((change) => !hidden(change.field.match(figure)?.[1])),
  };
}
