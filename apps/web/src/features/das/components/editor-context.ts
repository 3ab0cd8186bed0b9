import type { DaDetail, DaDocument } from '@portledger/contracts';
import { createContext, useContext } from 'react';
import type { DaLine, Stage } from './form-values.ts';

/** What every cell of the cost-items form needs to know besides its own line. */
export interface EditorSetup {
  da: DaDetail;
  document: DaDocument;
  /** The stage this user edits now; null: the form is read-only. */
  stage: Stage | null;
  /** May add and delete lines (the agent while creating). */
  editsLines: boolean;
  /** May attach receipts (the agent while creating the FDA). */
  editsReceipts: boolean;
  saved: ReadonlyMap<number, DaLine>;
  /** Shows the screening assistant's evidence and flags beside the lines (desk, principal). */
  screening?: boolean;
}

export const EditorContext = createContext<EditorSetup | null>(null);

export function useEditor(): EditorSetup {
  const setup = useContext(EditorContext);
  if (!setup) throw new Error('EditorContext missing');
  return setup;
}
