import type { DaAction, DaDocument } from '@portledger/contracts';

/**
 * The DA steps whose notification is about a document, and which: their e-mail carries that
 * document as a PDF, rendered for each recipient when the mail goes out (decision 021).
 */
export const documentOfStep: Partial<Record<DaAction, DaDocument>> = {
  pda_submit: 'pda',
  pda_submit_screening: 'pda',
  pda_approve: 'pda',
  fda_submit: 'fda',
  fda_submit_screening: 'fda',
  fda_approve: 'fda',
  fda_decline: 'fda',
};
