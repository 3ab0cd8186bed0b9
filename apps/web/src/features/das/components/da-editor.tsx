import type { DaDetail, DaDocument } from '@portledger/contracts';
import { type ReactNode, useMemo, useState } from 'react';
import { AddLine } from './add-line.tsx';
import { CostLinesTable } from './cost-lines-table.tsx';
import { DraftContext, DraftStore } from './draft-store.ts';
import { EditorContext, type EditorSetup } from './editor-context.ts';
import { draftLinesOf, linesOf, type Stage } from './form-values.ts';
import { TotalsBar } from './totals-bar.tsx';

/**
 * The cost-items form of one document (SPEC.md section 1): lines by category, the stage this user
 * edits, running totals, and whatever actions the caller puts below. Mount it with a `key` holding
 * the DA's lock_version, so a saved or reloaded DA starts a fresh form.
 */
export function DaEditor({
  da,
  document,
  stage,
  children,
}: {
  da: DaDetail;
  document: DaDocument;
  stage: Stage | null;
  children?: ReactNode;
}) {
  const editsLines = stage === 'quoted';
  const [store] = useState(() => new DraftStore(draftLinesOf(da, document, stage ?? 'quoted')));
  const setup = useMemo(
    (): EditorSetup => ({
      da,
      document,
      stage,
      editsLines,
      editsReceipts: editsLines && document === 'fda',
      saved: new Map(linesOf(da).map((line) => [line.id, line])),
    }),
    [da, document, stage, editsLines],
  );
  return (
    <EditorContext.Provider value={setup}>
      <DraftContext.Provider value={store}>
        <CostLinesTable />
        {editsLines && <AddLine />}
        <TotalsBar />
        {children}
      </DraftContext.Provider>
    </EditorContext.Provider>
  );
}
