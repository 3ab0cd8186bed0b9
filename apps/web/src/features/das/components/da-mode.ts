import { type DaDetail, type DaDocument, type PortCallStatus, statusOrder } from '@portledger/contracts';
import { linesOf, type Stage } from './form-values.ts';

/** Once the advance is confirmed the FDA is what the DA is about (the PDA stays beside it). */
export function isFdaPhase(da: Pick<DaDetail, 'status' | 'actions' | 'lines'>): boolean {
  return (
    statusOrder(da.status as PortCallStatus) >= statusOrder('advance_confirmed_fda_pending_creation') ||
    da.actions.some((action) => action.startsWith('fda')) ||
    linesOf(da).some((line) => line.fda_quoted_price !== null)
  );
}

/** The stage the PDA tab lets this user edit now: quoting (agent) or screening (operator). */
export function tabStageOf(actions: readonly string[], document: DaDocument): Stage | null {
  const has = (name: string) => actions.includes(`${document}_${name}`);
  if (has('draft') || has('submit')) return 'quoted';
  if (has('submit_screening')) return 'screened';
  return null;
}

/** The document the approve page is about: the PDA while it awaits approval, otherwise the FDA. */
export function approvalDocumentOf(actions: readonly string[]): DaDocument | null {
  if (actions.includes('pda_approve') || actions.includes('pda_start_approval')) return 'pda';
  if (actions.includes('fda_approve') || actions.includes('fda_start_approval')) return 'fda';
  return null;
}
