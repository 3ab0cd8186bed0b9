import type { DaDetail, DaDocument } from '@portledger/contracts';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { AddLine } from './add-line.tsx';
import { CostLinesTable } from './cost-lines-table.tsx';
import { DraftContext, DraftStore } from './draft-store.ts';
import { EditorContext, type EditorSetup } from './editor-context.ts';
import { draftLinesOf, linesOf, type Stage } from './form-values.ts';
import { ScreeningFeed } from './screening-feed.tsx';
import { TotalsBar } from './totals-bar.tsx';
import { VariancePanel } from './variance-panel.tsx';

/**
 * The cost-items form of one document (SPEC.md section 1): lines by category, the stage this user
 * edits, running totals, and whatever actions the caller puts below. Mount it with a `key` holding
 * the DA's lock_version, so a saved or reloaded DA starts a fresh form.
 */
export function DaEditor({
  da,
  document,
  stage,
  screening = false,
  children,
}: {
  da: DaDetail;
  document: DaDocument;
  stage: Stage | null;
  /** Fetch and show the screening report (the desk screening, the principal approving). */
  screening?: boolean;
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
      screening,
    }),
    [da, document, stage, editsLines, screening],
  );
  const showsVariance = document === 'fda' && linesOf(da).some((line) => line.fda_quoted_price !== null);
  return (
    <EditorContext.Provider value={setup}>
      <DraftContext.Provider value={store}>
        {screening && (
          <Suspense fallback={null}>
            <ScreeningFeed />
          </Suspense>
        )}
        <CostLinesTable />
        {editsLines && <AddLine />}
        <TotalsBar />
        {(showsVariance || (document === 'fda' && editsLines)) && (
          <Suspense fallback={null}>
            <VariancePanel />
          </Suspense>
        )}
        {children}
      </DraftContext.Provider>
    </EditorContext.Provider>
  );
}
